'use client';

import { certificationSelects } from '@/lib/courses/certification';
import { sendEmailIfConfigured } from '@/lib/email';
import { formMessages } from '@/lib/form-messages';
import { OpenEnquiryButton } from '@/components/enquiry/OpenEnquiryButton';
import { SelectField } from '@/components/forms/fields';
import { Form, FormActions } from '@/components/forms/layout';
import { useFormSubmit } from '@/components/forms/useFormSubmit';
import { ToastHost, showToasts } from '@/components/toasts/Toasts';
import { buttonClassName } from '@/components/ui/button';
import styles from './CertificationForm.module.css';

const TOASTS = 'certification';

/**
 * Exams and Certifications on the course pages: three required selects; on success two toasts (Success,
 * then Notification) and a cleared form. Delivered by e-mail when its template is configured.
 */
export function CertificationForm() {
  const { pending, onSubmit } = useFormSubmit({
    send: (fields) => sendEmailIfConfigured('certification', fields),
    onSent: () =>
      void showToasts(TOASTS, [
        { kind: 'success', title: formMessages.certificationTitle, text: formMessages.certificationSaved },
        { kind: 'info', title: formMessages.notificationTitle, text: formMessages.inquirySubmitted },
      ]),
    onFailed: () => void showToasts(TOASTS, [{ kind: 'error', text: formMessages.sendFailed }]),
  });

  return (
    <>
      <Form className={styles.form} onSubmit={onSubmit} aria-label="Exams and Certifications">
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
        <FormActions>
          <OpenEnquiryButton variant="outline" size="large">
            ENROLL NOW
          </OpenEnquiryButton>
          <button
            type="submit"
            className={buttonClassName({ variant: 'primary', size: 'large' })}
            disabled={pending}
          >
            GET CERTIFICATION
          </button>
        </FormActions>
      </Form>
      <ToastHost id={TOASTS} position="top-right" />
    </>
  );
}
