import { metadataFor } from '@/lib/seo/metadata';
import { ConfirmPage } from '@/components/data-rights/ConfirmPage';

/** Prerendered like any page: the code travels in the link's fragment, never to the server. */
export const metadata = {
  ...metadataFor('/privacy/your-data/confirm'),
  robots: { index: false, follow: true },
};

export default function ConfirmRequestPage() {
  return <ConfirmPage />;
}
