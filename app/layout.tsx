import type { Metadata, Viewport } from 'next';
import { draftMode } from 'next/headers';
import type { ReactNode } from 'react';
import { VisitRecorder } from '@/components/attribution/VisitRecorder';
import { PreviewRefresh } from '@/components/blog/PreviewRefresh';
import { EnquiryProvider } from '@/components/enquiry/EnquiryProvider';
import { FloatingActions } from '@/components/layout/FloatingActions';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { SkipLink } from '@/components/layout/SkipLink';
import { VitalsReporter } from '@/components/vitals/VitalsReporter';
import { site } from '@/lib/site';
import { JsonLd } from '@/components/seo/JsonLd';
import { environment } from '@/lib/env/server.mjs';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { quietPopupPaths } from '@/lib/pages';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
};

export const viewport: Viewport = {
  themeColor: '#1d4ed8',
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The CMS's preview (draft mode, never prerendered): no popup over the page a marketer checks, and the
  // page reloads when the CMS admin saves or publishes.
  const preview = (await draftMode()).isEnabled;
  const cmsAdminOrigin = environment().cmsAdminOrigin;
  return (
    <html lang="en-IN">
      <body>
        <JsonLd data={organizationJsonLd()} />
        <SkipLink />
        <EnquiryProvider autoOpen={!preview} quietPaths={quietPopupPaths}>
          <Header />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer />
          <FloatingActions />
        </EnquiryProvider>
        {preview && cmsAdminOrigin && <PreviewRefresh cmsAdminOrigin={cmsAdminOrigin} />}
        {/* Where a visit came from, kept in the visitor's browser for their enquiry; not in the CMS's preview. */}
        {!preview && <VisitRecorder />}
        {/* The visitors' own Core Web Vitals; a marketer's preview is not a visit. */}
        {!preview && <VitalsReporter />}
      </body>
    </html>
  );
}
