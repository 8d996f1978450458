import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendEmail } from '@/lib/email';
import { isPopupSettled } from '@/lib/enquiry-popup';
import { refusalMessages } from '@/lib/leads/messages';
import { installSiteDouble, KEPT, type SiteDouble } from '@/components/forms/test-site';
import { EnquiryForm } from './EnquiryForm';

jest.mock('@/lib/email', () => ({
  ...jest.requireActual('@/lib/email'),
  sendEmail: jest.fn(),
}));
const mockSendEmail = jest.mocked(sendEmail);

const visitor = { Name: 'Asha Rao', Phone: '9876543210', Email: 'asha@example.com', City: 'Pune' };
const SENT = 'Your enquiry has been sent successfully!';
const FAILED = 'There was an error sending your enquiry. Please try again later.';

/** A text field by its accessible name (the required-marker asterisk is hidden from it). */
const field = (name: string) => screen.getByRole('textbox', { name });

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Record<string, string> = visitor) {
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Submit' }));

let site: SiteDouble;
let alertSpy: jest.SpyInstance;
beforeEach(() => {
  mockSendEmail.mockReset();
  mockSendEmail.mockResolvedValue();
  site = installSiteDouble();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('EnquiryForm', () => {
  it('is kept by the site first, then e-mailed; says so, clears the form and calls onSent', async () => {
    const user = userEvent.setup();
    const onSent = jest.fn();
    render(<EnquiryForm onSent={onSent} />);

    await fillIn(user);
    await submit(user);

    expect(site.submissions).toHaveLength(1);
    const [kept] = site.submissions;
    expect(kept?.get('_form')).toBe('enquiry');
    expect(kept?.get('name')).toBe('Asha Rao');
    expect(kept?.get('city')).toBe('Pune');
    expect(Number(kept?.get('_elapsed'))).toBeGreaterThanOrEqual(3000);
    expect(kept?.get('website')).toBe('');
    expect(mockSendEmail).toHaveBeenCalledWith('enquiry', {
      name: 'Asha Rao',
      phone: '9876543210',
      email: 'asha@example.com',
      city: 'Pune',
    });
    expect(alertSpy).toHaveBeenCalledWith(SENT);
    expect(onSent).toHaveBeenCalledTimes(1);
    for (const label of Object.keys(visitor)) expect(field(label)).toHaveValue('');
  });

  it('once sent, the popup does not ask this visitor again in the session; a failed send leaves it free', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    site.answer('unreachable');
    mockSendEmail.mockRejectedValue(new Error('down'));
    render(<EnquiryForm />);
    await fillIn(user);
    await submit(user);
    expect(isPopupSettled()).toBe(false);

    site.answer(KEPT);
    await submit(user);
    expect(alertSpy).toHaveBeenLastCalledWith(SENT);
    expect(isPopupSettled()).toBe(true);
  });

  it('arrives when the site keeps it though the e-mail fails', async () => {
    const user = userEvent.setup();
    mockSendEmail.mockRejectedValue(new Error('quota'));
    render(<EnquiryForm />);

    await fillIn(user);
    await submit(user);

    expect(alertSpy).toHaveBeenCalledWith(SENT);
    // Only the site's keeping of the lead was asked: nothing reports the e-mail afterwards.
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('arrives when the site cannot be reached but the e-mail goes', async () => {
    const user = userEvent.setup();
    site.answer('unreachable');
    render(<EnquiryForm />);

    await fillIn(user);
    await submit(user);

    expect(mockSendEmail).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith(SENT);
  });

  it('fails only when neither happened, keeping everything typed; a retry is the same submission', async () => {
    const user = userEvent.setup();
    site.answer('unreachable');
    mockSendEmail.mockRejectedValue(new Error('down'));
    const onSent = jest.fn();
    render(<EnquiryForm onSent={onSent} />);

    await fillIn(user);
    await submit(user);

    expect(alertSpy).toHaveBeenCalledWith(FAILED);
    expect(onSent).not.toHaveBeenCalled();
    for (const [label, value] of Object.entries(visitor)) expect(field(label)).toHaveValue(value);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();

    await submit(user);
    const [first, retry] = site.submissions;
    expect(retry?.get('_submission')).toBe(first?.get('_submission'));
  });

  it('sends a new submission id once the last one arrived', async () => {
    const user = userEvent.setup();
    render(<EnquiryForm />);

    await fillIn(user);
    await submit(user);
    await fillIn(user);
    await submit(user);

    const [first, second] = site.submissions;
    expect(second?.get('_submission')).not.toBe(first?.get('_submission'));
  });

  it('says why, politely, when the site refuses it, and does not e-mail it', async () => {
    const user = userEvent.setup();
    site.answer({
      status: 429,
      body: { ok: false, reason: 'too-many', message: refusalMessages['too-many'] },
    });
    render(<EnquiryForm />);

    await fillIn(user);
    await submit(user);

    expect(alertSpy).toHaveBeenCalledWith(refusalMessages['too-many']);
    expect(mockSendEmail).not.toHaveBeenCalled();
    expect(field('Name')).toHaveValue('Asha Rao');
  });

  it('shows the site’s answer field by field, under the field, and moves focus to it', async () => {
    const user = userEvent.setup();
    site.answer({
      status: 422,
      body: { ok: false, reason: 'invalid', errors: { city: 'Please enter your city.' } },
    });
    render(<EnquiryForm />);

    await fillIn(user);
    await submit(user);

    expect(field('City')).toHaveAccessibleDescription('Please enter your city.');
    expect(field('City')).toHaveAttribute('aria-invalid', 'true');
    expect(field('City')).toHaveFocus();
    expect(mockSendEmail).not.toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();

    await user.type(field('City'), ' Camp');
    expect(field('City')).not.toHaveAttribute('aria-invalid');
  });

  it('checks the form with its schema before anything is sent', async () => {
    const user = userEvent.setup();
    render(<EnquiryForm />);

    await fillIn(user, { ...visitor, Phone: 'call me', Name: '<b>Asha</b>' });
    await submit(user);

    expect(site.submissions).toHaveLength(0);
    expect(mockSendEmail).not.toHaveBeenCalled();
    expect(field('Phone')).toHaveAccessibleDescription(
      'Please enter a phone number of 7 to 15 digits, such as 98765 43210.',
    );
    expect(field('Name')).toHaveAccessibleDescription(
      'Please use plain text here, without tags such as <b>.',
    );
    expect(field('Name')).toHaveFocus();
  });

  it('shows Sending… on a disabled button until the send settles', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    mockSendEmail.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    render(<EnquiryForm />);

    await fillIn(user);
    await submit(user);

    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(alertSpy).not.toHaveBeenCalled();
    finish();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('sends nothing while a required field is empty', async () => {
    const user = userEvent.setup();
    render(<EnquiryForm />);

    await user.type(field('Name'), 'Asha Rao');
    await submit(user);

    expect(site.submissions).toHaveLength(0);
    expect(mockSendEmail).not.toHaveBeenCalled();
    expect(field('Name')).toHaveValue('Asha Rao');
  });

  it('says in one line what the details are for, with the privacy policy a click away', () => {
    render(<EnquiryForm />);
    expect(screen.getByText(/We use these details only to answer your enquiry/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy');
  });
});
