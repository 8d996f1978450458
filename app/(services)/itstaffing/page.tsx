import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { PageHero } from '@/components/layout/PageHero';
import { ServiceCallToAction } from '@/components/services/ServiceCallToAction';
import { StaffingCases } from '@/components/services/StaffingCases';
import { Section } from '@/components/ui/Section';
import { StatGrid } from '@/components/ui/StatGrid';
import { staffing, staffingSections } from '@/lib/content/services';

export const metadata = metadataFor('/itstaffing');

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
