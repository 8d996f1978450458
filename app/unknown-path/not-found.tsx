import type { Metadata } from 'next';
import Link from 'next/link';
import { HomeContent } from '@/components/home/HomeContent';
import { NotFoundNotice } from '@/components/layout/NotFoundNotice';

// Any unregistered path: HTTP 404 and noindex (Next adds both), with the home page below a notice.
export const metadata: Metadata = {
  title: 'Page not found',
};

export default function NotFound() {
  return (
    <>
      <NotFoundNotice>
        Sorry, that page was not found. Here is our home page instead, or{' '}
        <Link href="/contactus">contact us</Link>.
      </NotFoundNotice>
      <HomeContent />
    </>
  );
}
