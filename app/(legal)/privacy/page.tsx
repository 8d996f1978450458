import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { privacyPolicy } from '@/lib/content/legal';
import { environment } from '@/lib/env/server.mjs';

export const metadata = metadataFor('/privacy');

export default function PrivacyPage() {
  return (
    <>
      <PageJsonLd path="/privacy" />
      <LegalDocument
        document={privacyPolicy(
          environment().leadRetentionDays,
          environment().whatsappAcknowledgements,
          environment().leadsApiToken !== null,
        )}
      />
    </>
  );
}
