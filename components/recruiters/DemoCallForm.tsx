'use client';

import { demoCallSubmit } from '@/lib/content/recruiters';
import { formMessages } from '@/lib/form-messages';
import { demoCallLead } from '@/lib/leads/forms/demo-call';
import { SpamTrap, TextField } from '@/components/forms/fields';
import { FieldPair, Form, FormActions } from '@/components/forms/layout';
import { useFormSubmit } from '@/components/forms/useFormSubmit';
import { ToastHost, showToasts } from '@/components/toasts/Toasts';
import { buttonClassName } from '@/components/ui/button';
import { FormNotice } from '@/components/forms/FormNotice';
import { demoCallNotice } from '@/lib/leads/notices/demo-call';

const TOASTS = 'demo-call';

/**
 * The recruiter's demo-call form on /hirefromus: five required fields; on success the toast
 * "Form submitted successfully!" at the bottom right and a cleared form. Kept by the site, then e-mailed
 * to the team when its template is configured; a failure says so and keeps everything typed.
 */
export function DemoCallForm() {
  const sayError = (text: string) => void showToasts(TOASTS, [{ kind: 'error', text }]);
  const { pending, errors, onSubmit, onInput } = useFormSubmit({
    lead: demoCallLead,
    onSent: () => void showToasts(TOASTS, [{ kind: 'success', text: formMessages.formSubmitted }]),
    onFailed: () => sayError(formMessages.sendFailed),
    onRefused: sayError,
  });

  return (
    <>
      <Form onSubmit={onSubmit} onInput={onInput} errors={errors} aria-label="Schedule a demo call">
        <TextField label="Name" name="name" autoComplete="name" required />
        <FieldPair>
          <TextField label="Work Email" name="workEmail" type="email" autoComplete="email" required />
          <TextField
            label="Phone Number"
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
          />
        </FieldPair>
        <FieldPair>
          <TextField label="Company Name" name="companyName" autoComplete="organization" required />
          <TextField label="Designation" name="designation" autoComplete="organization-title" required />
        </FieldPair>
        <SpamTrap />
        <FormNotice notice={demoCallNotice} />
        <FormActions>
          <button
            type="submit"
            className={buttonClassName({ variant: 'accent', size: 'large', block: true })}
            disabled={pending}
          >
            {pending ? 'Sending…' : demoCallSubmit}
          </button>
        </FormActions>
      </Form>
      <ToastHost id={TOASTS} position="bottom-right" />
    </>
  );
}
