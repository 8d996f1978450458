import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendEmailIfConfigured } from '@/lib/email';
import { demoCallSubmit } from '@/lib/content/recruiters';
import { DemoCallForm } from './DemoCallForm';

jest.mock('@/lib/email', () => ({ sendEmailIfConfigured: jest.fn() }));
const mockSend = jest.mocked(sendEmailIfConfigured);

const visitor = {
  Name: 'Meera Joshi',
  'Work Email': 'meera@acme.example',
  'Phone Number': '9822012345',
  'Company Name': 'Acme Pvt Ltd',
  Designation: 'HR Lead',
};

/** A text field by its accessible name (the required-marker asterisk is hidden from it). */
const field = (name: string) => screen.getByRole('textbox', { name });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(visitor)) await user.type(field(label), value);
}

beforeEach(() => mockSend.mockReset());

describe('DemoCallForm', () => {
  it('sends the five fields, toasts Form submitted successfully! and clears the form', async () => {
    const user = userEvent.setup();
    mockSend.mockResolvedValue(true);
    render(<DemoCallForm />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: demoCallSubmit }));

    expect(mockSend).toHaveBeenCalledWith('demoCall', {
      name: 'Meera Joshi',
      workEmail: 'meera@acme.example',
      phoneNumber: '9822012345',
      companyName: 'Acme Pvt Ltd',
      designation: 'HR Lead',
    });
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    for (const label of Object.keys(visitor)) expect(field(label)).toHaveValue('');
  });

  it('toasts the failure and keeps everything typed when the delivery fails', async () => {
    const user = userEvent.setup();
    mockSend.mockRejectedValue(new Error('refused'));
    render(<DemoCallForm />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: demoCallSubmit }));

    expect(
      await screen.findByText(
        'Your form could not be sent. Please try again later. Nothing you typed was lost.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Form submitted successfully!')).not.toBeInTheDocument();
    for (const [label, value] of Object.entries(visitor)) {
      expect(field(label)).toHaveValue(value);
    }
  });

  it('shows Sending… on a disabled button until the delivery settles', async () => {
    const user = userEvent.setup();
    let finish!: (sent: boolean) => void;
    mockSend.mockReturnValue(new Promise<boolean>((resolve) => (finish = resolve)));
    render(<DemoCallForm />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: demoCallSubmit }));

    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    finish(false);
    expect(await screen.findByRole('button', { name: demoCallSubmit })).toBeEnabled();
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
  });
});
