'use client';

import { useEffect, useId, useState } from 'react';
import { TextField } from '@/components/forms/fields';
import { Form, FormActions, FormStatus } from '@/components/forms/layout';
import { useFormSubmit } from '@/components/forms/useFormSubmit';
import { buttonClassName } from '@/components/ui/button';
import { CONFIRM_ENDPOINT, formatDeadline, type ConfirmAnswer } from '@/lib/data-requests/protocol';

export interface ConfirmFormText {
  codeLabel: string;
  codeHint: string;
  submit: string;
  sending: string;
  confirmed: string;
  unknown: string;
  expired: string;
  invalid: string;
  failed: string;
}

class NotConfirmed extends Error {
  constructor(readonly answer: Exclude<ConfirmAnswer, { ok: true }>) {
    super(answer.reason);
  }
}

/**
 * The confirmation of a request: the code arrives in the link's fragment (#code=…), which browsers never send
 * to a server, so it stays out of every log; only pressing the button (a POST) confirms, so a mail scanner
 * that opens the link confirms nothing.
 */
export function ConfirmRequestForm({ text }: { text: ConfirmFormText }) {
  const codeId = useId();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    const fromLink = new URLSearchParams(window.location.hash.slice(1)).get('code');
    const field = document.getElementById(codeId);
    if (fromLink && field instanceof HTMLInputElement) {
      field.value = fromLink;
      // Out of the address bar and the history, once it is in the field.
      window.history.replaceState(null, '', window.location.pathname);
    }
  }, [codeId]);

  const { pending, onSubmit } = useFormSubmit({
    async send(fields) {
      setMessage(null);
      const response = await fetch(CONFIRM_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: fields.code }),
      });
      const answer = (await response.json()) as ConfirmAnswer;
      if (!answer.ok) throw new NotConfirmed(answer);
      setMessage({
        tone: 'success',
        text: text.confirmed.replace('{deadline}', formatDeadline(answer.deadline)),
      });
    },
    onFailed(error) {
      const answer = error instanceof NotConfirmed ? error.answer : null;
      const shown =
        answer?.reason === 'too-many'
          ? answer.message
          : answer?.reason === 'unknown' || answer?.reason === 'expired' || answer?.reason === 'invalid'
            ? text[answer.reason]
            : text.failed;
      setMessage({ tone: 'error', text: shown });
    },
  });

  return (
    <Form onSubmit={onSubmit} aria-label={text.submit}>
      <TextField
        id={codeId}
        label={text.codeLabel}
        hint={text.codeHint}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        minLength={16}
        maxLength={40}
        required
      />
      <FormActions>
        <button
          type="submit"
          className={buttonClassName({ variant: 'accent', size: 'large' })}
          disabled={pending}
        >
          {pending ? text.sending : text.submit}
        </button>
      </FormActions>
      {message && <FormStatus tone={message.tone}>{message.text}</FormStatus>}
    </Form>
  );
}
