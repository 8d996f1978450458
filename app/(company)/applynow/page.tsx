import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { JobApplicationForm } from '@/components/careers/JobApplicationForm';
import { FormCard } from '@/components/forms/layout';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/ui/Section';
import { jobOpenings } from '@/lib/content/careers';

export const metadata = metadataFor('/applynow');

export default function ApplyNowPage() {
  return (
    <>
      <PageJsonLd path="/applynow" />
      <PageHero
        eyebrow="Careers"
        title="Apply Now"
        text={
          <p>Tell us about yourself and attach your resume. We reply to every application within a week.</p>
        }
      />
      <Section tone="alt">
        <FormCard width="wide">
          <JobApplicationForm positions={jobOpenings.map((job) => job.title)} />
        </FormCard>
      </Section>
    </>
  );
}
