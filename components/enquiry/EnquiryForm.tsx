'use client';

import { formMessages } from '@/lib/form-messages';
import { enquiryLead } from '@/lib/leads/forms/enquiry';
import { SpamTrap, TextField } from '@/components/forms/fields';
import { Form, FormActions } from '@/components/forms/layout';
import { useFormSubmit } from '@/components/forms/useFormSubmit';
import { buttonClassName } from '@/components/ui/button';
import { FormNotice } from '@/components/forms/FormNotice';
import { enquiryNotice } from '@/lib/leads/notices/enquiry';

/**
 * The Enquiry Form, in the popup and on /enquiryform: name, phone, email and city, all required. It is the
 * site's main lead: kept by the site, then e-mailed to the team. An alert says how it went; success clears
 * the form and calls onSent (the popup closes), a failure keeps every typed value.
 */
export function EnquiryForm({ onSent }: { onSent?: () => void }) {
  const { pending, errors, onSubmit, onInput } = useFormSubmit({
    lead: enquiryLead,
    onSent: () => {
      window.alert(formMessages.enquirySent);
      onSent?.();
    },
    onFailed: () => window.alert(formMessages.enquiryFailed),
    onRefused: (message) => window.alert(message),
  });

  return (
    <Form onSubmit={onSubmit} onInput={onInput} errors={errors} aria-label="Enquiry Form">
      <TextField label="Name" name="name" autoComplete="name" required />
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" required />
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField label="City" name="city" autoComplete="address-level2" required />
      <SpamTrap />
      <FormNotice notice={enquiryNotice} />
      <FormActions>
        <button
          type="submit"
          className={buttonClassName({ variant: 'accent', size: 'large', block: true })}
          disabled={pending}
        >
          {pending ? 'Sending…' : 'Submit'}
        </button>
      </FormActions>
    </Form>
  );
}
