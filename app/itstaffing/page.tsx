import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { PageHero } from '@/components/layout/PageHero';
import { ServiceCallToAction } from '@/components/services/ServiceCallToAction';
import { StaffingCases } from '@/components/services/StaffingCases';
import { Section } from '@/components/ui/Section';
import { StatGrid } from '@/components/ui/StatGrid';
import { staffing, staffingSections } from '@/lib/content/services';

export const metadata: Metadata = pageMetadata({
  title: 'IT Staffing',
  description:
    'IT staffing and a three-month RPO program: over 200 customers, over 200,000 assignments and 10 to 15 screened profiles per day.',
  path: '/itstaffing',
});

export default function ItStaffingPage() {
  const { cases, cta } = staffingSections;
  return (
    <>
      <PageJsonLd path="/itstaffing" />
      <PageHero
        eyebrow="IT Staffing"
        title={staffing.heading}
        text={staffing.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      />
      <Section id="staffing-stats" tone="alt">
        <StatGrid stats={staffing.stats} />
      </Section>
      <Section id="staffing-cases" eyebrow={cases.eyebrow} title={cases.heading} intro={<p>{cases.text}</p>}>
        <StaffingCases />
      </Section>
      <ServiceCallToAction id="staffing-contact" copy={cta} />
    </>
  );
}
