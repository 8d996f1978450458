import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { termsAndConditions } from '@/lib/content/legal';

export const metadata: Metadata = pageMetadata({
  title: 'Terms & Conditions',
  description:
    'The terms for using our website and courses: responsible use, privacy, liability, termination, governing law, cancellation and refunds.',
  path: '/terms',
});

export default function TermsPage() {
  return (
    <>
      <PageJsonLd path="/terms" />
      <LegalDocument document={termsAndConditions} />
    </>
  );
}
