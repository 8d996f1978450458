'use client';

import { sendEmail } from '@/lib/email';
import { formMessages } from '@/lib/form-messages';
import { TextAreaField, TextField } from '@/components/forms/fields';
import { useFormSubmit } from '@/components/forms/useFormSubmit';
import { buttonClassName } from '@/components/ui/button';
import styles from '@/components/forms/form.module.css';

/**
 * The contact form: each field has its own name and id, the message goes through the e-mail service
 * (its own template; nothing is posted to the site), and a line under the fields tells the visitor
 * whether it arrived.
 */
export function ContactForm() {
  const { pending, outcome, onSubmit } = useFormSubmit({
    send: (fields) => sendEmail('contact', fields),
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Contact us">
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
        {outcome && (
          <p
            className={`${styles.status} ${outcome === 'sent' ? styles.success : styles.error}`}
            role={outcome === 'failed' ? 'alert' : 'status'}
          >
            {outcome === 'sent' ? formMessages.contactSent : formMessages.contactFailed}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          className={buttonClassName({ variant: 'accent', size: 'large' })}
          disabled={pending}
        >
          {pending ? 'Sending…' : 'Submit'}
        </button>
      </div>
    </form>
  );
}
