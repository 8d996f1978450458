import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { jobPostingJsonLd } from '@/lib/seo/json-ld';
import { Openings } from '@/components/careers/Openings';
import { PageHero } from '@/components/layout/PageHero';
import { buttonClassName } from '@/components/ui/button';
import { careerHero, jobOpenings } from '@/lib/content/careers';
import { site } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: 'Careers',
  description: `Work at ${site.name} in Pune: openings for MERN Stack Developer, Python Developer and Data Scientist, for freshers with 0-1 year of experience.`,
  path: '/career',
});

export default function CareerPage() {
  return (
    <>
      <PageJsonLd path="/career" items={jobOpenings.map(jobPostingJsonLd)} />
      <PageHero
        eyebrow="Careers"
        title={careerHero.heading}
        text={<p>{careerHero.text}</p>}
        actions={
          <a href="#openings" className={buttonClassName({ variant: 'accent', size: 'large' })}>
            CURRENT OPENINGS
          </a>
        }
      />
      <Openings />
    </>
  );
}
