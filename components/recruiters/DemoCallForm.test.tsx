import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendEmail } from '@/lib/email';
import { demoCallSubmit } from '@/lib/content/recruiters';
import { installSiteDouble, type SiteDouble } from '@/components/forms/test-site';
import { DemoCallForm } from './DemoCallForm';

jest.mock('@/lib/email', () => ({ ...jest.requireActual('@/lib/email'), sendEmail: jest.fn() }));
const mockSend = jest.mocked(sendEmail);

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

let site: SiteDouble;
beforeEach(() => {
  mockSend.mockReset();
  site = installSiteDouble();
});
afterEach(() => jest.restoreAllMocks());

describe('DemoCallForm', () => {
  it('keeps and e-mails the five fields, toasts Form submitted successfully! and clears the form', async () => {
    const user = userEvent.setup();
    mockSend.mockResolvedValue();
    render(<DemoCallForm />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: demoCallSubmit }));

    expect(site.submissions[0]?.get('_form')).toBe('demo-call');
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

  it('toasts the failure and keeps everything typed when neither the site nor the e-mail took it', async () => {
    const user = userEvent.setup();
    site.answer('unreachable');
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
    let finish!: () => void;
    mockSend.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    render(<DemoCallForm />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: demoCallSubmit }));

    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: demoCallSubmit })).toBeEnabled();
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
  });
});
