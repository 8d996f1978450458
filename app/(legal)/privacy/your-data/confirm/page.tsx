import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { ConfirmPage } from '@/components/data-rights/ConfirmPage';

/**
 * Prerendered like any page: the code travels in the link's fragment, never to the server. Its entry names
 * the rights page as canonical, so search engines list that one (and the sitemap leaves this one out).
 */
export const metadata = metadataFor('/privacy/your-data/confirm');

export default function ConfirmRequestPage() {
  return (
    <>
      <PageJsonLd path="/privacy/your-data/confirm" />
      <ConfirmPage />
    </>
  );
}
