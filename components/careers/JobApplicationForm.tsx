'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { formMessages } from '@/lib/form-messages';
import { applicationLead, genderOptions } from '@/lib/leads/forms/application';
import { RESUME_ACCEPT, resumeProblem } from '@/lib/resume';
import {
  FileField,
  RadioGroupField,
  SelectField,
  SpamTrap,
  TextAreaField,
  TextField,
} from '@/components/forms/fields';
import { FieldPair, Form, FormActions, FormStatus } from '@/components/forms/layout';
import { useFormSubmit } from '@/components/forms/useFormSubmit';
import { buttonClassName } from '@/components/ui/button';
import { FormNotice } from '@/components/forms/FormNotice';
import { applicationNotice } from '@/lib/leads/notices/application';

/**
 * The job application on /applynow. The resume is checked before anything is sent; on success the
 * visitor is told by an alert, the form is cleared and they go back to /career. A failure is shown above
 * the submit button and nothing typed is lost.
 */
export function JobApplicationForm({ positions }: { positions: readonly string[] }) {
  const router = useRouter();
  const resumeRef = useRef<HTMLInputElement>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);

  function checkResume(): boolean {
    const input = resumeRef.current;
    if (!input) return false;
    const problem = resumeProblem(input.files?.[0]);
    input.setCustomValidity(problem ?? '');
    setResumeError(problem);
    return problem === null;
  }

  const { pending, outcome, errors, refusal, onSubmit, onInput } = useFormSubmit({
    check: () => {
      if (checkResume()) return true;
      resumeRef.current?.focus();
      return false;
    },
    lead: applicationLead,
    onSent: () => {
      window.alert(formMessages.applicationSubmitted);
      setResumeError(null);
      router.push('/career');
    },
  });

  return (
    <Form
      onSubmit={onSubmit}
      onInput={onInput}
      errors={errors}
      aria-label="Job application"
      encType="multipart/form-data"
    >
      <FieldPair>
        <TextField label="First Name" name="firstname" autoComplete="given-name" required />
        <TextField label="Last Name" name="lastname" autoComplete="family-name" required />
      </FieldPair>
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <RadioGroupField legend="Gender" name="gender" options={genderOptions} required />
      <FieldPair>
        <TextField
          label="Area Code"
          name="areacode"
          inputMode="tel"
          autoComplete="tel-country-code"
          placeholder="+91"
          required
        />
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel-national" required />
      </FieldPair>
      <FieldPair>
        <SelectField
          label="Position"
          name="position"
          placeholder="Choose a position"
          placeholderDisabled
          options={positions}
          required
        />
        <TextField label="Start Date" name="startDate" type="date" required />
      </FieldPair>
      <TextField label="Address Line 1" name="address1" autoComplete="address-line1" required />
      <TextField label="Address Line 2 (optional)" name="address2" autoComplete="address-line2" />
      <TextAreaField label="Cover Letter (optional)" name="message" rows={5} />
      <FileField
        ref={resumeRef}
        id="resume"
        label="Resume (.pdf, .doc or .docx)"
        name="resume"
        accept={RESUME_ACCEPT}
        required
        error={resumeError}
        onChange={checkResume}
      />
      <SpamTrap />
      <FormNotice notice={applicationNotice} />
      {outcome === 'failed' && <FormStatus tone="error">{formMessages.sendFailed}</FormStatus>}
      {outcome === 'refused' && <FormStatus tone="error">{refusal}</FormStatus>}
      <FormActions>
        <button
          type="submit"
          className={buttonClassName({ variant: 'accent', size: 'large' })}
          disabled={pending}
        >
          {pending ? 'Submitting…' : 'Submit Application'}
        </button>
      </FormActions>
    </Form>
  );
}
