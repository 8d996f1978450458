import type { Metadata } from 'next';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { termsAndConditions } from '@/lib/content/legal';

export const metadata: Metadata = {
  title: 'Terms & Conditions',
  description:
    'The terms for using our website and courses: responsible use, privacy, liability, termination, governing law, cancellation and refunds.',
  alternates: { canonical: '/terms' },
};

export default function TermsPage() {
  return <LegalDocument document={termsAndConditions} />;
}
