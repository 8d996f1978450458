import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendEmail } from '@/lib/email';
import { installSiteDouble, type SiteDouble } from '@/components/forms/test-site';
import { ContactForm } from './ContactForm';

jest.mock('@/lib/email', () => ({ ...jest.requireActual('@/lib/email'), sendEmail: jest.fn() }));
const mockSendEmail = jest.mocked(sendEmail);

const SENT = 'Thank you! Your message has reached our team. We will get back to you within one working day.';
const FAILED =
  'Your message could not be sent. Please try again later, or call us. Nothing you typed was lost.';

/** A text field by its accessible name (the required-marker asterisk is hidden from it). */
const field = (name: string) => screen.getByRole('textbox', { name });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First Name'), 'Ravi');
  await user.type(field('Last Name'), 'Kulkarni');
  await user.type(field('Company Name'), 'Acme Pvt Ltd');
  await user.type(field('Phone'), '98765 43210');
  await user.type(field('Why are you registering? (optional)'), 'Hiring freshers');
}

const REPLY_MISSING = 'Please give us your phone number or your email, so we can reply to you.';

let site: SiteDouble;
beforeEach(() => {
  mockSendEmail.mockReset();
  site = installSiteDouble();
});
afterEach(() => jest.restoreAllMocks());

describe('ContactForm', () => {
  it('keeps every field by name, e-mails them, clears the form and says the message arrived', async () => {
    const user = userEvent.setup();
    mockSendEmail.mockResolvedValue();
    render(<ContactForm />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(site.submissions[0]?.get('_form')).toBe('contact');
    expect(site.submissions[0]?.get('companyname')).toBe('Acme Pvt Ltd');
    expect(mockSendEmail).toHaveBeenCalledWith('contact', {
      username: 'Ravi',
      lastname: 'Kulkarni',
      companyname: 'Acme Pvt Ltd',
      phone: '98765 43210',
      email: '',
      comment: 'Hiring freshers',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('First Name')).toHaveValue('');
    expect(field('Company Name')).toHaveValue('');
    expect(field('Why are you registering? (optional)')).toHaveValue('');
  });

  it('keeps everything typed and shows the failure when neither the site nor the e-mail took it', async () => {
    const user = userEvent.setup();
    site.answer('unreachable');
    mockSendEmail.mockRejectedValue(new Error('refused'));
    render(<ContactForm />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(field('First Name')).toHaveValue('Ravi');
    expect(field('Last Name')).toHaveValue('Kulkarni');
    expect(field('Company Name')).toHaveValue('Acme Pvt Ltd');
    expect(field('Why are you registering? (optional)')).toHaveValue('Hiring freshers');
  });

  it('disables Submit while sending and drops the old message on a new attempt', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    site.answer('unreachable');
    mockSendEmail
      .mockRejectedValueOnce(new Error('refused'))
      .mockReturnValueOnce(new Promise<void>((resolve) => (finish = resolve)));
    render(<ContactForm />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    finish();
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('asks for a phone or an e-mail under the pair when both are empty, and sends with either', async () => {
    const user = userEvent.setup();
    mockSendEmail.mockResolvedValue();
    render(<ContactForm />);

    await user.type(field('First Name'), 'Ravi');
    await user.type(field('Last Name'), 'Kulkarni');
    await user.type(field('Company Name'), 'Acme Pvt Ltd');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(REPLY_MISSING);
    // Said once, for both fields, and the phone (the first of them) has the focus.
    expect(screen.getAllByText(REPLY_MISSING)).toHaveLength(1);
    for (const name of ['Phone', 'Email']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription(
        `A phone number, an email address or both. ${REPLY_MISSING}`,
      );
    }
    expect(field('Phone')).toHaveFocus();
    expect(screen.getByRole('group', { name: 'How can we reply?' })).toContainElement(field('Email'));
    expect(site.submissions).toHaveLength(0);
    expect(mockSendEmail).not.toHaveBeenCalled();

    await user.type(field('Email'), 'ravi@acme.example');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(site.submissions[0]?.get('email')).toBe('ravi@acme.example');
  });

  it('shows a malformed phone under the phone field alone', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field('First Name'), 'Ravi');
    await user.type(field('Last Name'), 'Kulkarni');
    await user.type(field('Company Name'), 'Acme Pvt Ltd');
    await user.type(field('Phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a phone number of 7 to 15 digits, such as 98765 43210.',
    );
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });
});
