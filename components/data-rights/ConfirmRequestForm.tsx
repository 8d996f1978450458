'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { TextField } from '@/components/forms/fields';
import { Form, FormActions, FormStatus } from '@/components/forms/layout';
import { useFormSubmit } from '@/components/forms/useFormSubmit';
import { buttonClassName } from '@/components/ui/button';
import {
  CONFIRM_ENDPOINT,
  LOOKUP_ENDPOINT,
  isCompleteCode,
  type ConfirmAnswer,
  type DataRequestKind,
  type LookupAnswer,
} from '@/lib/data-requests/protocol';
import { formatLongDate } from '@/lib/calendar-date';
import styles from './DataRights.module.css';

export interface ConfirmFormText {
  codeLabel: string;
  codeHint: string;
  submit: string;
  sending: string;
  /** What each kind of request does. */
  kinds: Record<DataRequestKind, { what: string; detail: string }>;
  yourRequest: string;
  /** "You asked us to {what}." */
  youAsked: string;
  notYou: string;
  /** With {deadline}. */
  confirmed: string;
  /** With {what} and {deadline}. */
  confirmedKind: string;
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
 * that opens the link confirms nothing. Before that, the page asks what the code's request is (a lookup that
 * changes nothing) and says it, so nobody confirms an erasure they take for something else. When the site
 * cannot tell (a CMS without the lookup), the page confirms as before and names the kind afterwards.
 */
export function ConfirmRequestForm({ text }: { text: ConfirmFormText }) {
  const codeId = useId();
  const [kind, setKind] = useState<DataRequestKind | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const lookup = useRef<AbortController | null>(null);

  /** Asks what the request behind a whole code is; a newer code's question replaces an older one's. */
  const lookUp = useCallback(
    (code: string) => {
      lookup.current?.abort();
      lookup.current = null;
      if (!isCompleteCode(code)) return;
      const current = new AbortController();
      lookup.current = current;
      fetch(LOOKUP_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: code.trim() }),
        signal: current.signal,
      })
        .then((response) => response.json() as Promise<LookupAnswer>)
        .then((answer) => {
          if (answer.ok) setKind(answer.kind);
          else if (answer.reason === 'unknown' || answer.reason === 'expired') {
            setMessage({ tone: 'error', text: text[answer.reason] });
          }
        })
        // Not known: the page confirms without naming it.
        .catch(() => {});
    },
    [text],
  );

  useEffect(() => {
    const fromLink = new URLSearchParams(window.location.hash.slice(1)).get('code');
    const field = document.getElementById(codeId);
    if (fromLink && field instanceof HTMLInputElement) {
      field.value = fromLink;
      lookUp(fromLink);
      // Out of the address bar and the history, once it is in the field.
      window.history.replaceState(null, '', window.location.pathname);
    }
    return () => lookup.current?.abort();
  }, [codeId, lookUp]);

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
      const deadline = formatLongDate(answer.deadline);
      setMessage({
        tone: 'success',
        text: answer.kind
          ? text.confirmedKind.replace('{what}', text.kinds[answer.kind].what).replace('{deadline}', deadline)
          : text.confirmed.replace('{deadline}', deadline),
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
      <div role="status" className={kind ? styles.request : undefined}>
        {kind && (
          <>
            <h2 className={styles.requestHeading}>{text.yourRequest}</h2>
            <p>
              <strong>{text.youAsked.replace('{what}', text.kinds[kind].what)}</strong>{' '}
              {text.kinds[kind].detail}
            </p>
            <p>{text.notYou}</p>
          </>
        )}
      </div>
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
        onInput={(event) => {
          setMessage(null);
          setKind(null);
          lookUp(event.currentTarget.value);
        }}
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
