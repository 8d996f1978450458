import type { ComponentProps, ReactNode } from 'react';
import type { FieldErrors } from '@/lib/leads/forms/types';
import { FieldErrorsProvider } from './field-errors';
import styles from './form.module.css';

/** The pieces every form of the site is laid out with; forms compose these instead of styling their own. */

/** A form: its fields stacked with even gaps; `errors` (from useFormSubmit) are shown under their fields. */
export function Form({
  className,
  errors,
  children,
  ...form
}: ComponentProps<'form'> & { errors?: FieldErrors }) {
  return (
    <form className={[styles.form, className].filter(Boolean).join(' ')} {...form}>
      <FieldErrorsProvider errors={errors}>{children}</FieldErrorsProvider>
    </form>
  );
}

/** Two fields side by side from 40rem up, stacked below. */
export function FieldPair({ children }: { children: ReactNode }) {
  return <div className={styles.twoColumns}>{children}</div>;
}

/** The row of submit (and other) buttons at the end of a form. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** What became of a sending: a green or red note; an error is announced at once. */
export function FormStatus({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <p className={`${styles.status} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/** The raised white card a form sits on; narrow or wide when it stands alone on a page. */
export function FormCard({
  width,
  id,
  children,
}: {
  width?: 'narrow' | 'wide';
  id?: string;
  children: ReactNode;
}) {
  return (
    <div id={id} className={width ? `${styles.card} ${styles[width]}` : styles.card}>
      {children}
    </div>
  );
}
