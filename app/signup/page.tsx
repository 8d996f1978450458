import type { Metadata } from 'next';
import styles from '@/components/layout/PlainPage.module.css';

export const metadata: Metadata = {
  title: 'Signup',
  description: 'Sign up with the institute.',
  alternates: { canonical: '/signup' },
  robots: { index: false },
};

/** The spec's /signup shows the text Signup and nothing else. */
export default function SignupPage() {
  return <h1 className={styles.plain}>Signup</h1>;
}
