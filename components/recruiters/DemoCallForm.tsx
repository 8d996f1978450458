'use client';

import { demoCallSubmit } from '@/lib/content/recruiters';
import { sendEmailIfConfigured } from '@/lib/email';
import { formMessages } from '@/lib/form-messages';
import { TextField } from '@/components/forms/fields';
import { useFormSubmit } from '@/components/forms/useFormSubmit';
import { ToastHost, showToasts } from '@/components/toasts/Toasts';
import { buttonClassName } from '@/components/ui/button';
import styles from '@/components/forms/form.module.css';

const TOASTS = 'demo-call';

/**
 * The recruiter's demo-call form on /hirefromus: five required fields; on success the toast
 * "Form submitted successfully!" at the bottom right and a cleared form. Delivered by e-mail when its
 * template is configured, so no lead is lost; a failed delivery says so and keeps everything typed.
 */
export function DemoCallForm() {
  const { pending, onSubmit } = useFormSubmit({
    send: (fields) => sendEmailIfConfigured('demoCall', fields),
    onSent: () => void showToasts(TOASTS, [{ kind: 'success', text: formMessages.formSubmitted }]),
    onFailed: () => void showToasts(TOASTS, [{ kind: 'error', text: formMessages.sendFailed }]),
  });

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} aria-label="Schedule a demo call">
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
            disabled={pending}
          >
            {pending ? 'Sending…' : demoCallSubmit}
          </button>
        </div>
      </form>
      <ToastHost id={TOASTS} position="bottom-right" />
    </>
  );
}
