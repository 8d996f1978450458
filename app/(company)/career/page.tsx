import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { jobPostingJsonLd } from '@/lib/seo/json-ld';
import { Openings } from '@/components/careers/Openings';
import { PageHero } from '@/components/layout/PageHero';
import { buttonClassName } from '@/components/ui/button';
import { careerHero, jobOpenings } from '@/lib/content/careers';

export const metadata = metadataFor('/career');

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
