import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendEmailIfConfigured } from '@/lib/email';
import { DemoBookingForm } from './DemoBookingForm';

jest.mock('@/lib/email', () => ({ sendEmailIfConfigured: jest.fn() }));
const mockSend = jest.mocked(sendEmailIfConfigured);

const FAILED = 'Your form could not be sent. Please try again later. Nothing you typed was lost.';
const field = (name: string) => screen.getByRole('textbox', { name });

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  mockSend.mockReset();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alertSpy.mockRestore());

describe('DemoBookingForm on the contact screen', () => {
  it('sends what was filled in, alerts Form submitted successfully! and clears the form', async () => {
    const user = userEvent.setup();
    mockSend.mockResolvedValue(false);
    render(<DemoBookingForm variant="contact" />);

    await user.type(field('Full Name'), 'Kiran Patil');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Graduation Year' }), '2024');
    await user.click(screen.getByRole('button', { name: 'Book Demo Session' }));

    expect(mockSend).toHaveBeenCalledWith('demo', {
      fullName: 'Kiran Patil',
      email: '',
      courseInterest: '',
      graduationYear: '2024',
      contactNumber: '',
    });
    expect(alertSpy).toHaveBeenCalledWith('Form submitted successfully!');
    expect(field('Full Name')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Graduation Year' })).toHaveValue('');
  });

  it('alerts the failure and keeps what was typed', async () => {
    const user = userEvent.setup();
    mockSend.mockRejectedValue(new Error('refused'));
    render(<DemoBookingForm variant="contact" />);

    await user.type(field('Full Name'), 'Kiran Patil');
    await user.click(screen.getByRole('button', { name: 'Book Demo Session' }));

    expect(alertSpy).toHaveBeenCalledWith(FAILED);
    expect(field('Full Name')).toHaveValue('Kiran Patil');
  });
});

describe('DemoBookingForm on a course page', () => {
  it('preselects the course, needs the terms, and toasts the booking', async () => {
    const user = userEvent.setup();
    mockSend.mockResolvedValue(true);
    render(<DemoBookingForm variant="course" defaultCourse="Data Science" />);

    await user.click(screen.getByRole('button', { name: 'Book Demo Session' }));
    expect(mockSend).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Book Demo Session' }));

    expect(mockSend).toHaveBeenCalledWith(
      'demo',
      expect.objectContaining({ courseInterest: 'Data Science', terms: 'accepted' }),
    );
    expect(await screen.findByText('Your demo session is booked successfully!')).toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('shows Booking… on a disabled button while sending', async () => {
    const user = userEvent.setup();
    let finish!: (sent: boolean) => void;
    mockSend.mockReturnValue(new Promise<boolean>((resolve) => (finish = resolve)));
    render(<DemoBookingForm variant="course" />);

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Book Demo Session' }));

    expect(screen.getByRole('button', { name: 'Booking…' })).toBeDisabled();
    finish(true);
    expect(await screen.findByRole('button', { name: 'Book Demo Session' })).toBeEnabled();
  });
});
