'use client';

import { formMessages } from '@/lib/form-messages';
import { CONTACT_REPLY_MISSING, contactLead } from '@/lib/leads/forms/contact';
import type { FieldErrors } from '@/lib/leads/forms/types';
import { FieldErrorsProvider } from '@/components/forms/field-errors';
import { SpamTrap, TextAreaField, TextField } from '@/components/forms/fields';
import fieldStyles from '@/components/forms/fields.module.css';
import styles from './ContactForm.module.css';
import { FieldPair, Form, FormActions, FormStatus } from '@/components/forms/layout';
import { useFormSubmit } from '@/components/forms/useFormSubmit';
import { buttonClassName } from '@/components/ui/button';
import { FormNotice } from '@/components/forms/FormNotice';
import { contactNotice } from '@/lib/leads/notices/contact';

const REPLY_HINT_ID = 'contact-reply-hint';
const REPLY_ERROR_ID = 'contact-reply-error';

/**
 * Phone and e-mail, at least one of them: a group whose message (both empty) stands under the pair and
 * names both fields; a problem with one of them (a malformed number) stays under that field.
 */
function ReplyFields({ errors }: { errors: FieldErrors }) {
  const missing = errors.phone === CONTACT_REPLY_MISSING;
  const fieldErrors = missing ? { ...errors, phone: undefined } : errors;
  const marked = missing
    ? { 'aria-invalid': true, 'aria-describedby': `${REPLY_HINT_ID} ${REPLY_ERROR_ID}` }
    : { 'aria-describedby': REPLY_HINT_ID };
  return (
    <fieldset className={styles.reply}>
      <legend className={`${fieldStyles.label} ${styles.legend}`}>How can we reply?</legend>
      <p id={REPLY_HINT_ID} className={fieldStyles.hint}>
        A phone number, an email address or both.
      </p>
      <FieldErrorsProvider errors={fieldErrors as FieldErrors}>
        <FieldPair>
          <TextField
            id="contact-phone"
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            {...(errors.phone && !missing ? {} : marked)}
          />
          <TextField
            id="contact-email"
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            {...(errors.email ? {} : marked)}
          />
        </FieldPair>
      </FieldErrorsProvider>
      {missing && (
        <p id={REPLY_ERROR_ID} className={fieldStyles.error} role="alert">
          {CONTACT_REPLY_MISSING}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The contact form: each field has its own name and id; the message is kept by the site, then e-mailed to
 * the team (its own template), and a line under the fields tells the visitor whether it arrived. Besides
 * the spec's fields, a phone and an e-mail to reply to (at least one).
 */
export function ContactForm() {
  const { pending, outcome, errors, refusal, onSubmit, onInput } = useFormSubmit({ lead: contactLead });

  return (
    <Form onSubmit={onSubmit} onInput={onInput} errors={errors} aria-label="Contact us">
      <FieldPair>
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
      </FieldPair>
      <TextField
        id="contact-company"
        label="Company Name"
        name="companyname"
        autoComplete="organization"
        required
      />
      <ReplyFields errors={errors} />
      <TextAreaField
        id="contact-comment"
        label="Why are you registering? (optional)"
        name="comment"
        rows={5}
      />
      <SpamTrap />
      <FormNotice notice={contactNotice} />
      <div aria-live="polite">
        {outcome === 'sent' && <FormStatus tone="success">{formMessages.contactSent}</FormStatus>}
        {outcome === 'failed' && <FormStatus tone="error">{formMessages.contactFailed}</FormStatus>}
        {outcome === 'refused' && <FormStatus tone="error">{refusal}</FormStatus>}
      </div>
      <FormActions>
        <button
          type="submit"
          className={buttonClassName({ variant: 'accent', size: 'large' })}
          disabled={pending}
        >
          {pending ? 'Sending…' : 'Submit'}
        </button>
      </FormActions>
    </Form>
  );
}
