import type { Metadata } from 'next';
import Link from 'next/link';
import { HomeContent } from '@/components/home/HomeContent';
import styles from '@/components/layout/NotFoundNotice.module.css';

// Any unregistered path: HTTP 404 and noindex (Next adds both), with the home page below a notice.
export const metadata: Metadata = {
  title: 'Page not found',
};

export default function NotFound() {
  return (
    <>
      <p className={styles.notice} role="status">
        Sorry, that page was not found. Here is our home page instead, or{' '}
        <Link href="/contactus">contact us</Link>.
      </p>
      <HomeContent />
    </>
  );
}
