'use client';

import { sendEmail } from '@/lib/email';
import { formMessages } from '@/lib/form-messages';
import { TextField } from '@/components/forms/fields';
import { Form, FormActions } from '@/components/forms/layout';
import { useFormSubmit } from '@/components/forms/useFormSubmit';
import { buttonClassName } from '@/components/ui/button';

/**
 * The Enquiry Form, in the popup and on /enquiryform: name, phone, email and city, all required, always
 * sent by e-mail (it is the site's main lead). An alert says how it went; success clears the form and
 * calls onSent (the popup closes), a failure keeps every typed value.
 */
export function EnquiryForm({ onSent }: { onSent?: () => void }) {
  const { pending, onSubmit } = useFormSubmit({
    send: ({ name = '', phone = '', email = '', city = '' }) =>
      sendEmail('enquiry', { name, phone, email, city }),
    onSent: () => {
      window.alert(formMessages.enquirySent);
      onSent?.();
    },
    onFailed: () => window.alert(formMessages.enquiryFailed),
  });

  return (
    <Form onSubmit={onSubmit} aria-label="Enquiry Form">
      <TextField label="Name" name="name" autoComplete="name" required />
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" required />
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField label="City" name="city" autoComplete="address-level2" required />
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
