'use client';

import { useState, type FormEvent } from 'react';
import { demoCallSubmit } from '@/lib/content/recruiters';
import { sendEmailIfConfigured } from '@/lib/email';
import { formMessages, readFormFields } from '@/lib/form-messages';
import { TextField } from '@/components/forms/fields';
import { ToastHost, showToasts } from '@/components/toasts/Toasts';
import { buttonClassName } from '@/components/ui/button';
import styles from '@/components/forms/form.module.css';

const TOASTS = 'demo-call';

/**
 * The recruiter's demo-call form (spec §3, §5, §8): five required fields; on success the toast
 * "Form submitted successfully!" at the bottom right and a cleared form. Delivered by e-mail when its
 * template is configured; a failed delivery says so and keeps everything typed.
 */
export function DemoCallForm() {
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    try {
      await sendEmailIfConfigured('demoCall', readFormFields(form));
      void showToasts(TOASTS, [{ kind: 'success', text: formMessages.formSubmitted }]);
      form.reset();
    } catch {
      void showToasts(TOASTS, [{ kind: 'error', text: formMessages.sendFailed }]);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <form className={styles.form} onSubmit={handleSubmit} aria-label="Schedule a demo call">
        <TextField label="Name" name="name" autoComplete="name" required />
        <div className={styles.twoColumns}>
          <TextField label="Work Email" name="workEmail" type="email" autoComplete="email" required />
          <TextField
            label="Phone Number"
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
          />
        </div>
        <div className={styles.twoColumns}>
          <TextField label="Company Name" name="companyName" autoComplete="organization" required />
          <TextField label="Designation" name="designation" autoComplete="organization-title" required />
        </div>
        <div className={styles.actions}>
          <button
            type="submit"
            className={buttonClassName({ variant: 'accent', size: 'large', block: true })}
            disabled={sending}
          >
            {sending ? 'Sending…' : demoCallSubmit}
          </button>
        </div>
      </form>
      <ToastHost id={TOASTS} position="bottom-right" />
    </>
  );
}
