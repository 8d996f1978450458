import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendEmail } from '@/lib/email';
import { EnquiryForm } from './EnquiryForm';

jest.mock('@/lib/email', () => ({ sendEmail: jest.fn() }));
const mockSendEmail = jest.mocked(sendEmail);

const visitor = { Name: 'Asha Rao', Phone: '9876543210', Email: 'asha@example.com', City: 'Pune' };

/** A text field by its accessible name (the required-marker asterisk is hidden from it). */
const field = (name: string) => screen.getByRole('textbox', { name });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(visitor)) await user.type(field(label), value);
}

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  mockSendEmail.mockReset();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alertSpy.mockRestore());

describe('EnquiryForm', () => {
  it('sends the four fields, says so, clears the form and calls onSent', async () => {
    const user = userEvent.setup();
    mockSendEmail.mockResolvedValue();
    const onSent = jest.fn();
    render(<EnquiryForm onSent={onSent} />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(mockSendEmail).toHaveBeenCalledWith('enquiry', {
      name: 'Asha Rao',
      phone: '9876543210',
      email: 'asha@example.com',
      city: 'Pune',
    });
    expect(alertSpy).toHaveBeenCalledWith('Your enquiry has been sent successfully!');
    expect(onSent).toHaveBeenCalledTimes(1);
    for (const label of Object.keys(visitor)) expect(field(label)).toHaveValue('');
  });

  it('keeps everything typed and shows the failure message when the send fails', async () => {
    const user = userEvent.setup();
    mockSendEmail.mockRejectedValue(new Error('E-mail is not configured'));
    const onSent = jest.fn();
    render(<EnquiryForm onSent={onSent} />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(alertSpy).toHaveBeenCalledWith('There was an error sending your enquiry. Please try again later.');
    expect(onSent).not.toHaveBeenCalled();
    for (const [label, value] of Object.entries(visitor)) {
      expect(field(label)).toHaveValue(value);
    }
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('shows Sending… on a disabled button until the send settles', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    mockSendEmail.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    render(<EnquiryForm />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(alertSpy).not.toHaveBeenCalled();
    finish();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('sends nothing while a required field is empty', async () => {
    const user = userEvent.setup();
    render(<EnquiryForm />);

    await user.type(field('Name'), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(mockSendEmail).not.toHaveBeenCalled();
    expect(field('Name')).toHaveValue('Asha Rao');
  });
});
