'use client';

import { useState, type FormEvent } from 'react';
import { sendEmail } from '@/lib/email';
import { formMessages, readFormFields } from '@/lib/form-messages';
import { TextField } from '@/components/forms/fields';
import { buttonClassName } from '@/components/ui/button';
import styles from '@/components/forms/form.module.css';

/**
 * The Enquiry Form (spec §2, §7): name, phone, email and city, all required, sent by e-mail.
 * Fields are uncontrolled: a failed send leaves every typed value in place; success clears them.
 */
export function EnquiryForm({ onSent }: { onSent?: () => void }) {
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { name = '', phone = '', email = '', city = '' } = readFormFields(form);
    setSending(true);
    try {
      await sendEmail('enquiry', { name, phone, email, city });
      window.alert(formMessages.enquirySent);
      form.reset();
      onSent?.();
    } catch {
      window.alert(formMessages.enquiryFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label="Enquiry Form">
      <TextField label="Name" name="name" autoComplete="name" required />
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" required />
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField label="City" name="city" autoComplete="address-level2" required />
      <div className={styles.actions}>
        <button
          type="submit"
          className={buttonClassName({ variant: 'accent', size: 'large', block: true })}
          disabled={sending}
        >
          {sending ? 'Sending…' : 'Submit'}
        </button>
      </div>
    </form>
  );
}
