'use client';

import { formMessages } from '@/lib/form-messages';
import { contactLead } from '@/lib/leads/forms/contact';
import { SpamTrap, TextAreaField, TextField } from '@/components/forms/fields';
import { FieldPair, Form, FormActions, FormStatus } from '@/components/forms/layout';
import { useFormSubmit } from '@/components/forms/useFormSubmit';
import { buttonClassName } from '@/components/ui/button';
import { FormNotice } from '@/components/forms/FormNotice';
import { contactNotice } from '@/lib/leads/notices/contact';

/**
 * The contact form: each field has its own name and id; the message is kept by the site, then e-mailed to
 * the team (its own template), and a line under the fields tells the visitor whether it arrived.
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
