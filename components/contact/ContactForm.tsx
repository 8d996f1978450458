'use client';

import { useState, type FormEvent } from 'react';
import { sendEmail } from '@/lib/email';
import { formMessages, readFormFields } from '@/lib/form-messages';
import { TextAreaField, TextField } from '@/components/forms/fields';
import { buttonClassName } from '@/components/ui/button';
import styles from '@/components/forms/form.module.css';

type Status = { kind: 'sent' | 'failed'; message: string } | null;

/**
 * The contact form (spec §3, design.md §3): each field has its own name and id, the message goes
 * through the e-mail service, and the visitor is told whether it arrived.
 */
export function ContactForm() {
  const [status, setStatus] = useState<Status>(null);
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    setStatus(null);
    try {
      await sendEmail('contact', readFormFields(form));
      form.reset();
      setStatus({ kind: 'sent', message: formMessages.contactSent });
    } catch {
      setStatus({ kind: 'failed', message: formMessages.contactFailed });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label="Contact us">
      <div className={styles.twoColumns}>
        <TextField
          id="contact-first-name"
          label="First Name"
          name="username"
          autoComplete="given-name"
          required
        />
        <TextField
          id="contact-last-name"
          label="Last Name"
          name="lastname"
          autoComplete="family-name"
          required
        />
      </div>
      <TextField
        id="contact-company"
        label="Company Name"
        name="companyname"
        autoComplete="organization"
        required
      />
      <TextAreaField
        id="contact-comment"
        label="Why are you registering? (optional)"
        name="comment"
        rows={5}
      />
      <div aria-live="polite">
        {status && (
          <p
            className={`${styles.status} ${status.kind === 'sent' ? styles.success : styles.error}`}
            role={status.kind === 'failed' ? 'alert' : 'status'}
          >
            {status.message}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          className={buttonClassName({ variant: 'accent', size: 'large' })}
          disabled={sending}
        >
          {sending ? 'Sending…' : 'Submit'}
        </button>
      </div>
    </form>
  );
}
