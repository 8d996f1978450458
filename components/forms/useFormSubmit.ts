'use client';

import { useState, type FormEvent } from 'react';

/** The fields of a form as text, keyed by name; files are left out (they travel with sendEmailForm). */
export function readFormFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
  });
  return fields;
}

/** How the last submit ended: null before the first one and while one is under way. */
export type SubmitOutcome = 'sent' | 'failed' | null;

export interface FormSubmitOptions {
  /** Delivers the form; rejecting means it did not arrive. Gets the fields as text and the form itself. */
  send: (fields: Record<string, string>, form: HTMLFormElement) => Promise<unknown>;
  /** Runs before anything is sent; returning false stops the submit (the form shows why). */
  check?: (form: HTMLFormElement) => boolean;
  /** Tells the visitor it arrived. Runs before the form is cleared, so an alert still shows what was sent. */
  onSent?: () => void;
  /** Tells the visitor it did not arrive; the fields keep everything typed. */
  onFailed?: (error: unknown) => void;
}

/**
 * The one submit path of the site's forms. Fields stay uncontrolled: the browser's own validation runs
 * before onSubmit, a failure leaves every typed value in place, and success clears the form with reset().
 * Not a React form action: React resets a form after every action, failed ones too.
 */
export function useFormSubmit({ send, check, onSent, onFailed }: FormSubmitOptions) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setOutcome(null);
    if (check && !check(form)) return;
    setPending(true);
    try {
      await send(readFormFields(form), form);
    } catch (error) {
      setOutcome('failed');
      onFailed?.(error);
      return;
    } finally {
      setPending(false);
    }
    setOutcome('sent');
    onSent?.();
    form.reset();
  }

  return { pending, outcome, onSubmit };
}
