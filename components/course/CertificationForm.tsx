'use client';

import { useState, type FormEvent } from 'react';
import { certificationSelects } from '@/lib/courses/certification';
import { sendEmailIfConfigured } from '@/lib/email';
import { formMessages, readFormFields } from '@/lib/form-messages';
import { OpenEnquiryButton } from '@/components/enquiry/OpenEnquiryButton';
import { SelectField } from '@/components/forms/fields';
import { ToastHost, showToasts } from '@/components/toasts/Toasts';
import { buttonClassName } from '@/components/ui/button';
import formStyles from '@/components/forms/form.module.css';
import styles from './CertificationForm.module.css';

const TOASTS = 'certification';

/** Exams and Certifications (spec §5, §8): three required selects; two toasts and a reset on success. */
export function CertificationForm() {
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    try {
      await sendEmailIfConfigured('certification', readFormFields(form));
      form.reset();
      void showToasts(TOASTS, [
        { kind: 'success', title: formMessages.certificationTitle, text: formMessages.certificationSaved },
        { kind: 'info', title: formMessages.notificationTitle, text: formMessages.inquirySubmitted },
      ]);
    } catch {
      void showToasts(TOASTS, [{ kind: 'error', text: formMessages.sendFailed }]);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <form
        className={`${formStyles.form} ${styles.form}`}
        onSubmit={handleSubmit}
        aria-label="Exams and Certifications"
      >
        <div className={styles.selects}>
          {certificationSelects.map((select) => (
            <SelectField
              key={select.name}
              name={select.name}
              label={select.label}
              placeholder="Select an option"
              options={select.options}
              required
            />
          ))}
        </div>
        <div className={formStyles.actions}>
          <OpenEnquiryButton variant="outline" size="large">
            ENROLL NOW
          </OpenEnquiryButton>
          <button
            type="submit"
            className={buttonClassName({ variant: 'primary', size: 'large' })}
            disabled={sending}
          >
            GET CERTIFICATION
          </button>
        </div>
      </form>
      <ToastHost id={TOASTS} position="top-right" />
    </>
  );
}
