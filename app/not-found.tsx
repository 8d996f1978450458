import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/layout/NotFoundNotice.module.css';

// A notFound() that no route segment catches itself. Unknown paths go to app/unknown-path instead.
export const metadata: Metadata = {
  title: 'Page not found',
};

export default function NotFound() {
  return (
    <p className={styles.notice} role="status">
      Sorry, that page was not found. Go to our <Link href="/">home page</Link> or{' '}
      <Link href="/contactus">contact us</Link>.
    </p>
  );
}
