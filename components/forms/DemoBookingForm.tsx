'use client';

import Link from 'next/link';
import { formMessages } from '@/lib/form-messages';
import { demoLeads } from '@/lib/leads/forms/demo';
import {
  courseInterestOptions,
  courseInterestPlaceholder,
  graduationYearPlaceholder,
  graduationYears,
} from '@/lib/content/forms';
import { ToastHost, showToasts } from '@/components/toasts/Toasts';
import { buttonClassName } from '@/components/ui/button';
import { CheckboxField, SelectField, SpamTrap, TextField } from './fields';
import { FieldPair, Form, FormActions } from './layout';
import { useFormSubmit } from './useFormSubmit';
import { FormNotice } from './FormNotice';
import { demoNotice } from '@/lib/leads/notices/demo';

interface DemoBookingFormProps {
  /**
   * landing: name, email, course interest and contact number required, toast (home page);
   * course: only the terms checkbox is required, toast (course pages);
   * contact: nothing required, an alert (the contact screen, /ourteam).
   */
  variant: 'landing' | 'course' | 'contact';
  /** Course preselected in Course Interest. */
  defaultCourse?: (typeof courseInterestOptions)[number];
}

const TOASTS = 'demo-booking';

/**
 * Demo session booking: a toast on success (an alert on the contact screen), and a cleared form. Kept by the
 * site, then e-mailed to the team when the demo template is configured.
 */
export function DemoBookingForm({ variant, defaultCourse }: DemoBookingFormProps) {
  const required = variant === 'landing';
  const lead = demoLeads[variant];
  const sayError = (text: string) => {
    if (variant === 'contact') window.alert(text);
    else void showToasts(TOASTS, [{ kind: 'error', text }]);
  };
  const { pending, errors, onSubmit, onInput } = useFormSubmit({
    lead,
    onSent: () => {
      if (variant === 'contact') window.alert(formMessages.formSubmitted);
      else void showToasts(TOASTS, [{ kind: 'success', text: formMessages.demoBooked }]);
    },
    onFailed: () => sayError(formMessages.sendFailed),
    onRefused: sayError,
  });

  return (
    <>
      <Form onSubmit={onSubmit} onInput={onInput} errors={errors} aria-label="Book a demo session">
        <TextField label="Full Name" name="fullName" autoComplete="name" required={required} />
        <TextField label="Email" name="email" type="email" autoComplete="email" required={required} />
        <FieldPair>
          <SelectField
            label="Course Interest"
            name="courseInterest"
            placeholder={courseInterestPlaceholder}
            placeholderDisabled
            options={courseInterestOptions}
            defaultValue={defaultCourse ?? ''}
            required={required}
          />
          <SelectField
            label="Graduation Year"
            name="graduationYear"
            placeholder={graduationYearPlaceholder}
            options={graduationYears}
          />
        </FieldPair>
        <TextField
          label="Contact Number"
          name="contactNumber"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required={required}
        />
        {variant === 'course' && (
          <CheckboxField
            name="terms"
            value="accepted"
            required
            label={
              <>
                By continuing, you confirm that you have read and agreed to the product&apos;s{' '}
                <Link href="/terms">Terms</Link> and <Link href="/privacy">Privacy Policy</Link>.
              </>
            }
          />
        )}
        <SpamTrap />
        <FormNotice notice={demoNotice} />
        <FormActions>
          <button
            type="submit"
            className={buttonClassName({ variant: 'accent', size: 'large', block: true })}
            disabled={pending}
          >
            {pending ? 'Booking…' : 'Book Demo Session'}
          </button>
        </FormActions>
      </Form>
      {variant !== 'contact' && <ToastHost id={TOASTS} position="top-center" />}
    </>
  );
}
