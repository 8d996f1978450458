'use client';

import { sendEmail } from '@/lib/email';
import { formMessages } from '@/lib/form-messages';
import { TextAreaField, TextField } from '@/components/forms/fields';
import { FieldPair, Form, FormActions, FormStatus } from '@/components/forms/layout';
import { useFormSubmit } from '@/components/forms/useFormSubmit';
import { buttonClassName } from '@/components/ui/button';

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
    <Form onSubmit={onSubmit} aria-label="Contact us">
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
      <TextAreaField
        id="contact-comment"
        label="Why are you registering? (optional)"
        name="comment"
        rows={5}
      />
      <div aria-live="polite">
        {outcome && (
          <FormStatus tone={outcome === 'sent' ? 'success' : 'error'}>
            {outcome === 'sent' ? formMessages.contactSent : formMessages.contactFailed}
          </FormStatus>
        )}
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
