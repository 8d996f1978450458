import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { termsAndConditions } from '@/lib/content/legal';

export const metadata = metadataFor('/terms');

export default function TermsPage() {
  return (
    <>
      <PageJsonLd path="/terms" />
      <LegalDocument document={termsAndConditions} />
    </>
  );
}
