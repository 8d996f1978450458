import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import styles from '@/components/layout/PlainPage.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Signup',
  description:
    'Sign up with Codebridge Institute, Pune, for job-oriented MERN Stack, Python Full Stack, Data Science and Data Analyst training.',
  path: '/signup',
});

/** /signup shows the text Signup and nothing else, as the institute's old site did. */
export default function SignupPage() {
  return (
    <>
      <PageJsonLd path="/signup" />
      <h1 className={styles.plain}>Signup</h1>
    </>
  );
}
