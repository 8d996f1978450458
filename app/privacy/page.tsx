import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { privacyPolicy } from '@/lib/content/legal';

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description:
    'What personal and non-personal information we collect, how we use cookies, how we protect your data and how we treat children’s privacy.',
  path: '/privacy',
});

export default function PrivacyPage() {
  return (
    <>
      <PageJsonLd path="/privacy" />
      <LegalDocument document={privacyPolicy} />
    </>
  );
}
