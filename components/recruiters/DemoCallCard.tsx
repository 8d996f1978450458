import { FormCard } from '@/components/forms/layout';
import { demoCallCopy } from '@/lib/content/recruiters';
import { DemoCallForm } from './DemoCallForm';
import styles from './RecruiterPage.module.css';

/** The demo-call form beside the recruiters' pitch; the page's buttons link to it as #demo-call. */
export function DemoCallCard() {
  return (
    <FormCard id="demo-call">
      <h2 className={styles.formTitle}>{demoCallCopy.heading}</h2>
      <p className={styles.formText}>{demoCallCopy.text}</p>
      <DemoCallForm />
    </FormCard>
  );
}
