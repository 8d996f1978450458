'use client';

import { useState } from 'react';
import { RadioGroupField, SpamTrap, TextAreaField, TextField } from '@/components/forms/fields';
import { Form, FormActions, FormStatus } from '@/components/forms/layout';
import { useFormSubmit } from '@/components/forms/useFormSubmit';
import { buttonClassName } from '@/components/ui/button';
import { DATA_REQUESTS_ENDPOINT, type DataRequestAnswer } from '@/lib/data-requests/protocol';
import { formatLongDate } from '@/lib/calendar-date';

/** The page's words, from its server parent (lib/content/data-rights.ts): the island carries no copy of its own. */
export interface DataRequestFormText {
  name: string;
  kindLegend: string;
  kinds: { value: string; label: string }[];
  contactLabel: string;
  contactHint: string;
  detailsLabel: string;
  submit: string;
  sending: string;
  sentEmail: string;
  sentEmailByTeam: string;
  sentPhone: string;
  failed: string;
}

class Refused extends Error {
  constructor(readonly answer: Exclude<DataRequestAnswer, { ok: true }>) {
    super(answer.reason);
  }
}

/** The rights page's request: sent to the site, which passes it to the CMS; the answer says how it is verified. */
export function DataRequestForm({ text }: { text: DataRequestFormText }) {
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { pending, onSubmit } = useFormSubmit({
    async send(fields) {
      setMessage(null);
      const response = await fetch(DATA_REQUESTS_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(fields),
      });
      const answer = (await response.json()) as DataRequestAnswer;
      if (!answer.ok) throw new Refused(answer);
      const sent =
        answer.contactType === 'Phone'
          ? text.sentPhone
          : answer.verification === 'email'
            ? text.sentEmail
            : text.sentEmailByTeam;
      setMessage({ tone: 'success', text: sent.replace('{deadline}', formatLongDate(answer.deadline)) });
    },
    onFailed(error) {
      const answer = error instanceof Refused ? error.answer : null;
      const shown =
        answer?.reason === 'invalid'
          ? Object.values(answer.errors)[0]
          : answer?.reason === 'too-many'
            ? answer.message
            : undefined;
      setMessage({ tone: 'error', text: shown ?? text.failed });
    },
  });

  return (
    <Form onSubmit={onSubmit} aria-label={text.name}>
      <RadioGroupField legend={text.kindLegend} name="kind" options={text.kinds} required />
      <TextField
        label={text.contactLabel}
        hint={text.contactHint}
        name="contact"
        autoComplete="email"
        maxLength={254}
        required
      />
      <TextAreaField label={text.detailsLabel} name="details" rows={3} maxLength={2000} />
      <SpamTrap />
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
