import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from '@/components/layout/PlainPage.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Signup',
  description: 'Sign up with the institute.',
  path: '/signup',
  noIndex: true,
});

/** The spec's /signup shows the text Signup and nothing else. */
export default function SignupPage() {
  return <h1 className={styles.plain}>Signup</h1>;
}
