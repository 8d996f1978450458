import type { Metadata } from 'next';
import Link from 'next/link';
import { NotFoundNotice } from '@/components/layout/NotFoundNotice';

// A notFound() that no route segment catches itself. Unknown paths go to app/unknown-path instead.
export const metadata: Metadata = {
  title: 'Page not found',
};

export default function NotFound() {
  return (
    <NotFoundNotice>
      Sorry, that page was not found. Go to our <Link href="/">home page</Link> or{' '}
      <Link href="/contactus">contact us</Link>.
    </NotFoundNotice>
  );
}
