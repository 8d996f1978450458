import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendEmail, sendEmailForm } from '@/lib/email';
import { publicEnvironment } from '@/lib/env/public';
import { jobOpenings } from '@/lib/content/careers';
import { installSiteDouble, KEPT_FOR_CMS, type SiteDouble } from '@/components/forms/test-site';
import { JobApplicationForm } from './JobApplicationForm';

jest.mock('@/lib/email', () => ({
  ...jest.requireActual('@/lib/email'),
  sendEmail: jest.fn(),
  sendEmailForm: jest.fn(),
}));
const mockSend = jest.mocked(sendEmailForm);
const mockSendFields = jest.mocked(sendEmail);
const positions = jobOpenings.map((job) => job.title);
const POSITION = positions[0]!;
const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));

const FAILED = 'Your form could not be sent. Please try again later. Nothing you typed was lost.';
const resume = () => new File(['%PDF-1.4\n% resume\n'], 'resume.pdf', { type: 'application/pdf' });

const field = (name: string) => screen.getByRole('textbox', { name });

/**
 * jsdom does not see files added by user.upload when it checks `required`, so the form is submitted
 * directly; the browser's own validation is not what these tests are about.
 */
async function submit() {
  await act(async () => {
    fireEvent.submit(screen.getByRole('form'));
  });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.type(field('First Name'), 'Asha');
  await user.type(field('Last Name'), 'Rao');
  await user.type(field('Email'), 'asha@example.com');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.type(field('Area Code'), '+91');
  await user.type(field('Phone'), '9876543210');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), POSITION);
  await user.type(screen.getByLabelText(/Start Date/), '2026-12-01');
  await user.type(field('Address Line 1'), '12 FC Road');
  await user.upload(screen.getByLabelText(/Resume/), file);
}

let alertSpy: jest.SpyInstance;
let site: SiteDouble;
beforeEach(() => {
  site = installSiteDouble();
  mockSend.mockReset();
  mockSendFields.mockReset().mockResolvedValue();
  mockPush.mockReset();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('JobApplicationForm', () => {
  it('keeps the application with its resume, e-mails the whole form, says so and goes back to /career', async () => {
    const user = userEvent.setup();
    mockSend.mockResolvedValue();
    render(<JobApplicationForm positions={positions} />);

    await fillIn(user, resume());
    await submit();

    const [kept] = site.submissions;
    expect(kept?.get('_form')).toBe('application');
    expect(kept?.get('position')).toBe(POSITION);
    expect((kept?.get('resume') as File).name).toBe('resume.pdf');
    expect(mockSend).toHaveBeenCalledWith('application', screen.getByRole('form'));
    expect(alertSpy).toHaveBeenCalledWith('Application Submitted Successfully!');
    expect(mockPush).toHaveBeenCalledWith('/career');
    expect(field('First Name')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Female' })).not.toBeChecked();
  });

  it('kept for the CMS: nothing goes by the e-mail service, the resume least of all', async () => {
    const user = userEvent.setup();
    site.answer(KEPT_FOR_CMS);
    render(<JobApplicationForm positions={positions} />);
    await fillIn(user, resume());
    await submit();
    expect((site.submissions[0]?.get('resume') as File).name).toBe('resume.pdf');
    expect(mockSend).not.toHaveBeenCalled();
    expect(mockSendFields).not.toHaveBeenCalled();
    expect(alertSpy).toHaveBeenCalledWith('Application Submitted Successfully!');
  });

  it('the site unreachable while a CMS takes the leads: the team is e-mailed the fields, never the resume', async () => {
    const user = userEvent.setup();
    jest.replaceProperty(publicEnvironment, 'leadsGoToCms', true);
    site.answer('unreachable');
    render(<JobApplicationForm positions={positions} />);
    await fillIn(user, resume());
    await submit();
    expect(mockSend).not.toHaveBeenCalled();
    expect(mockSendFields).toHaveBeenCalledTimes(1);
    const [template, params] = mockSendFields.mock.calls[0]!;
    expect(template).toBe('application');
    expect(params).toMatchObject({ firstname: 'Asha', position: POSITION });
    expect(JSON.stringify(params)).not.toContain('resume.pdf');
    expect(alertSpy).toHaveBeenCalledWith('Application Submitted Successfully!');
  });

  it('shows the failure above the button and keeps everything typed', async () => {
    const user = userEvent.setup();
    site.answer('unreachable');
    mockSend.mockRejectedValue(new Error('refused'));
    render(<JobApplicationForm positions={positions} />);

    await fillIn(user, resume());
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(mockPush).not.toHaveBeenCalled();
    expect(field('First Name')).toHaveValue('Asha');
    expect(field('Address Line 1')).toHaveValue('12 FC Road');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
  });

  it('refuses a resume of the wrong type before anything is sent', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<JobApplicationForm positions={positions} />);

    await fillIn(user, new File(['MZ'], 'resume.exe', { type: 'application/octet-stream' }));
    await submit();

    expect(mockSend).not.toHaveBeenCalled();
    expect(site.submissions).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('“resume.exe” is not a .pdf, .doc or .docx file.');
    expect(field('First Name')).toHaveValue('Asha');
  });

  it('disables the button, showing Submitting…, while the application is sent', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    mockSend.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    render(<JobApplicationForm positions={positions} />);

    await fillIn(user, resume());
    await submit();

    expect(await screen.findByRole('button', { name: 'Submitting…' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeEnabled();
    expect(mockPush).toHaveBeenCalledWith('/career');
  });
});
