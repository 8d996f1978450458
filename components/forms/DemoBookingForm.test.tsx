import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendEmail } from '@/lib/email';
import { installSiteDouble, type SiteDouble } from './test-site';
import { DemoBookingForm } from './DemoBookingForm';

jest.mock('@/lib/email', () => ({ ...jest.requireActual('@/lib/email'), sendEmail: jest.fn() }));
const mockSend = jest.mocked(sendEmail);

const FAILED = 'Your form could not be sent. Please try again later. Nothing you typed was lost.';
const field = (name: string) => screen.getByRole('textbox', { name });
const book = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Book Demo Session' }));

let site: SiteDouble;
let alertSpy: jest.SpyInstance;
beforeEach(() => {
  mockSend.mockReset();
  mockSend.mockResolvedValue();
  site = installSiteDouble();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('DemoBookingForm on the contact screen', () => {
  it('keeps and e-mails what was filled in, alerts Form submitted successfully! and clears the form', async () => {
    const user = userEvent.setup();
    render(<DemoBookingForm variant="contact" />);

    await user.type(field('Full Name'), 'Kiran Patil');
    await user.type(field('Contact Number'), '98220 12345');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Graduation Year' }), '2024');
    await book(user);

    expect(site.submissions[0]?.get('_form')).toBe('demo-contact');
    expect(mockSend).toHaveBeenCalledWith('demo', {
      fullName: 'Kiran Patil',
      email: '',
      courseInterest: '',
      graduationYear: '2024',
      contactNumber: '98220 12345',
    });
    expect(alertSpy).toHaveBeenCalledWith('Form submitted successfully!');
    expect(field('Full Name')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Graduation Year' })).toHaveValue('');
  });

  it('asks for an e-mail or a number before sending, since nothing else is required', async () => {
    const user = userEvent.setup();
    render(<DemoBookingForm variant="contact" />);

    await user.type(field('Full Name'), 'Kiran Patil');
    await book(user);

    expect(site.submissions).toHaveLength(0);
    expect(field('Contact Number')).toHaveAccessibleDescription(
      'Please give us your email or your contact number, so we can confirm your session.',
    );
  });

  it('alerts the failure and keeps what was typed when neither the site nor the e-mail took it', async () => {
    const user = userEvent.setup();
    site.answer('unreachable');
    mockSend.mockRejectedValue(new Error('refused'));
    render(<DemoBookingForm variant="contact" />);

    await user.type(field('Email'), 'kiran@example.com');
    await book(user);

    expect(alertSpy).toHaveBeenCalledWith(FAILED);
    expect(field('Email')).toHaveValue('kiran@example.com');
  });
});

describe('DemoBookingForm on a course page', () => {
  it('preselects the course, needs the terms, and toasts the booking', async () => {
    const user = userEvent.setup();
    render(<DemoBookingForm variant="course" defaultCourse="Data Science" />);

    await user.type(field('Email'), 'kiran@example.com');
    await book(user);
    expect(site.submissions).toHaveLength(0);

    await user.click(screen.getByRole('checkbox'));
    await book(user);

    expect(site.submissions[0]?.get('_form')).toBe('demo-course');
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
    let finish!: () => void;
    mockSend.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    render(<DemoBookingForm variant="course" />);

    await user.type(field('Contact Number'), '98220 12345');
    await user.click(screen.getByRole('checkbox'));
    await book(user);

    expect(await screen.findByRole('button', { name: 'Booking…' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Book Demo Session' })).toBeEnabled();
  });
});
