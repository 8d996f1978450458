import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { JobApplicationForm } from '@/components/careers/JobApplicationForm';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/ui/Section';
import { jobOpenings } from '@/lib/content/careers';
import formStyles from '@/components/forms/form.module.css';

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
        <div className={`${formStyles.card} ${formStyles.wide}`}>
          <JobApplicationForm positions={jobOpenings.map((job) => job.title)} />
        </div>
      </Section>
    </>
  );
}
