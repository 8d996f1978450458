import type { Metadata } from 'next';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { privacyPolicy } from '@/lib/content/legal';

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description:
    'What personal and non-personal information we collect, how we use cookies, how we protect your data and how we treat children’s privacy.',
  alternates: { canonical: '/privacy' },
};

export default function PrivacyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
