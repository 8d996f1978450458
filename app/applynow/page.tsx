import type { Metadata } from 'next';
import { JobApplicationForm } from '@/components/careers/JobApplicationForm';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/ui/Section';
import { jobOpenings } from '@/lib/content/careers';
import formStyles from '@/components/forms/form.module.css';

export const metadata: Metadata = {
  title: 'Apply Now',
  description: 'Apply for an opening at our Pune office: send your details, cover letter and resume.',
  alternates: { canonical: '/applynow' },
};

export default function ApplyNowPage() {
  return (
    <>
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
