import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFormFields, useFormSubmit, type FormSubmitOptions } from './useFormSubmit';

/** A promise the test settles by hand, to look at the form while a send is under way. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function TestForm(options: FormSubmitOptions) {
  const { pending, outcome, onSubmit } = useFormSubmit(options);
  return (
    <form aria-label="Test form" onSubmit={onSubmit}>
      <label>
        Name <input name="name" required />
      </label>
      <label>
        Note <textarea name="note" />
      </label>
      <button type="submit" disabled={pending}>
        {pending ? 'Sending…' : 'Send'}
      </button>
      <output>{outcome ?? 'none'}</output>
    </form>
  );
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Asha');
  await user.type(screen.getByLabelText('Note'), 'Mornings');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('useFormSubmit', () => {
  it('sends the fields as text, then tells the visitor and clears the form', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockResolvedValue(undefined);
    const onSent = jest.fn(() => {
      // The visitor is told before the fields are cleared.
      expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    });
    const onFailed = jest.fn();
    render(<TestForm send={send} onSent={onSent} onFailed={onFailed} />);

    await fillAndSend(user);

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Asha', note: 'Mornings' }, screen.getByRole('form'));
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(onFailed).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Note')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('sent');
  });

  it('keeps every typed value and reports the failure when the send rejects', async () => {
    const user = userEvent.setup();
    const failure = new Error('offline');
    const onSent = jest.fn();
    const onFailed = jest.fn();
    render(<TestForm send={() => Promise.reject(failure)} onSent={onSent} onFailed={onFailed} />);

    await fillAndSend(user);

    expect(onFailed).toHaveBeenCalledWith(failure);
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Note')).toHaveValue('Mornings');
    expect(screen.getByRole('status')).toHaveTextContent('failed');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('disables the submit button while the send is under way', async () => {
    const user = userEvent.setup();
    const sending = deferred();
    render(<TestForm send={() => sending.promise} />);

    await fillAndSend(user);

    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('none');
    sending.resolve();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('clears the last outcome when the visitor sends again', async () => {
    const user = userEvent.setup();
    const second = deferred();
    const send = jest.fn().mockRejectedValueOnce(new Error('offline')).mockReturnValueOnce(second.promise);
    render(<TestForm send={send} />);

    await fillAndSend(user);
    expect(screen.getByRole('status')).toHaveTextContent('failed');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByRole('status')).toHaveTextContent('none');
    second.resolve();
    expect(await screen.findByText('sent')).toBeInTheDocument();
  });

  it('sends nothing when the check refuses the form', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockResolvedValue(undefined);
    render(<TestForm send={send} check={() => false} />);

    await fillAndSend(user);

    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('leaves the browser to refuse a form with an empty required field', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockResolvedValue(undefined);
    render(<TestForm send={send} />);

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(send).not.toHaveBeenCalled();
  });
});

describe('readFormFields', () => {
  it('reads every named text field and leaves files out', () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <input name="city" value="Pune" />
      <select name="course"><option value="mern" selected>MERN</option></select>
      <input type="checkbox" name="terms" value="accepted" checked />
      <input type="checkbox" name="news" value="yes" />
      <input type="file" name="resume" />
      <input value="no name" />`;
    expect(readFormFields(form)).toEqual({ city: 'Pune', course: 'mern', terms: 'accepted' });
  });
});
