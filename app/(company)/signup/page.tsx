import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import styles from '@/components/layout/PlainPage.module.css';

export const metadata = metadataFor('/signup');

/** /signup shows the text Signup and nothing else, as the institute's old site did. */
export default function SignupPage() {
  return (
    <>
      <PageJsonLd path="/signup" />
      <h1 className={styles.plain}>Signup</h1>
    </>
  );
}
