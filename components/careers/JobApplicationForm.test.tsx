import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendEmailIfConfigured } from '@/lib/email';
import { JobApplicationForm } from './JobApplicationForm';

jest.mock('@/lib/email', () => ({ sendEmailIfConfigured: jest.fn() }));
const mockSend = jest.mocked(sendEmailIfConfigured);
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
  await user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'Web Developer');
  await user.type(screen.getByLabelText(/Start Date/), '2026-12-01');
  await user.type(field('Address Line 1'), '12 FC Road');
  await user.upload(screen.getByLabelText(/Resume/), file);
}

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  mockSend.mockReset();
  mockPush.mockReset();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alertSpy.mockRestore());

describe('JobApplicationForm', () => {
  it('sends the whole form, says so, clears it and goes back to /career', async () => {
    const user = userEvent.setup();
    mockSend.mockResolvedValue(true);
    render(<JobApplicationForm positions={['Web Developer']} />);

    await fillIn(user, resume());
    await submit();

    expect(mockSend).toHaveBeenCalledWith('application', screen.getByRole('form'));
    expect(alertSpy).toHaveBeenCalledWith('Application Submitted Successfully!');
    expect(mockPush).toHaveBeenCalledWith('/career');
    expect(field('First Name')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Female' })).not.toBeChecked();
  });

  it('shows the failure above the button and keeps everything typed', async () => {
    const user = userEvent.setup();
    mockSend.mockRejectedValue(new Error('refused'));
    render(<JobApplicationForm positions={['Web Developer']} />);

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
    render(<JobApplicationForm positions={['Web Developer']} />);

    await fillIn(user, new File(['MZ'], 'resume.exe', { type: 'application/octet-stream' }));
    await submit();

    expect(mockSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('“resume.exe” is not a .pdf, .doc or .docx file.');
    expect(field('First Name')).toHaveValue('Asha');
  });

  it('disables the button, showing Submitting…, while the application is sent', async () => {
    const user = userEvent.setup();
    let finish!: (sent: boolean) => void;
    mockSend.mockReturnValue(new Promise<boolean>((resolve) => (finish = resolve)));
    render(<JobApplicationForm positions={['Web Developer']} />);

    await fillIn(user, resume());
    await submit();

    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    finish(true);
    expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeEnabled();
    expect(mockPush).toHaveBeenCalledWith('/career');
  });
});
