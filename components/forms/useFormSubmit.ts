'use client';

import { useRef, useState, type FormEvent } from 'react';
import type { FieldErrors, LeadForm } from '@/lib/leads/forms/types';
import { settlePopup } from '@/lib/enquiry-popup';
import { newSubmissionId, submitLead, type LeadSubmitResult } from '@/lib/leads/submit';

/** The fields of a form as text, keyed by name; files are left out (they travel with sendEmailForm). */
export function readFormFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
  });
  return fields;
}

/** How the last submit ended: null before the first one and while one is under way. */
export type SubmitOutcome = 'sent' | 'failed' | 'refused' | 'invalid' | null;

export interface FormSubmitOptions {
  /** A lead form: checked by its schema, kept by the site, then e-mailed (lib/leads/submit.ts). */
  lead?: LeadForm;
  /** Any other form: delivers it; rejecting means it did not arrive. Gets the fields as text and the form. */
  send?: (fields: Record<string, string>, form: HTMLFormElement) => Promise<unknown>;
  /** Runs before anything is sent; returning false stops the submit (the form shows why). */
  check?: (form: HTMLFormElement) => boolean;
  /** Tells the visitor it arrived. Runs before the form is cleared, so an alert still shows what was sent. */
  onSent?: () => void;
  /** Tells the visitor it did not arrive; the fields keep everything typed. */
  onFailed?: (error: unknown) => void;
  /** Tells the visitor the site would not take it (too many, or taken for spam), in this message. */
  onRefused?: (message: string) => void;
}

/** The first field of the form, in its own order, that has an error. */
function firstInvalidField(form: HTMLFormElement, errors: FieldErrors): HTMLElement | null {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) return element as HTMLElement;
  }
  return null;
}

/**
 * The one submit path of the site's forms. Fields stay uncontrolled: the browser's own validation runs
 * before onSubmit, a failure leaves every typed value in place, and success clears the form with reset().
 * A lead form's problems come back field by field (`errors`, shown by the fields through <Form errors>), and
 * one submission keeps its id across retries until it arrives, so the site keeps it once.
 * Not a React form action: React resets a form after every action, failed ones too.
 */
export function useFormSubmit({ lead, send, check, onSent, onFailed, onRefused }: FormSubmitOptions) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const submissionId = useRef<string | null>(null);

  async function deliver(form: HTMLFormElement): Promise<LeadSubmitResult> {
    try {
      if (lead) {
        submissionId.current ??= newSubmissionId();
        return await submitLead(lead, form, submissionId.current);
      }
      await send?.(readFormFields(form), form);
      return { outcome: 'arrived' };
    } catch (error) {
      return { outcome: 'failed', error };
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setOutcome(null);
    setErrors({});
    setRefusal(null);
    if (check && !check(form)) return;
    setPending(true);
    const result = await deliver(form);
    setPending(false);
    switch (result.outcome) {
      case 'invalid':
        setOutcome('invalid');
        setErrors(result.errors);
        firstInvalidField(form, result.errors)?.focus();
        return;
      case 'refused':
        setOutcome('refused');
        setRefusal(result.message);
        onRefused?.(result.message);
        return;
      case 'failed':
        setOutcome('failed');
        onFailed?.(result.error);
        return;
      case 'arrived':
        submissionId.current = null;
        // A visitor who sent their contact details is not asked for them again by the popup.
        if (lead) settlePopup();
        setOutcome('sent');
        onSent?.();
        form.reset();
    }
  }

  /** Editing a field clears its error. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (name && errors[name]) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => field !== name)));
    }
  }

  return { pending, outcome, errors, refusal, onSubmit, onInput };
}
