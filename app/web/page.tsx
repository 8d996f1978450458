import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { AdmissionCallToAction } from '@/components/enquiry/AdmissionCallToAction';
import { PageHero } from '@/components/layout/PageHero';
import { PhotoGallery } from '@/components/services/PhotoGallery';
import { Section } from '@/components/ui/Section';
import { wallOfLovePage } from '@/lib/content/services';
import { wallOfLove } from '@/lib/media/photos';
import { site } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: 'Wall of Love',
  description: `Offer letters, celebrations and thank-you notes from ${site.name} learners and mentors.`,
  path: '/web',
});

export default function WallOfLovePage() {
  return (
    <>
      <PageJsonLd path="/web" />
      <PageHero eyebrow={site.name} title={wallOfLovePage.heading} text={<p>{wallOfLovePage.intro}</p>} />
      <Section id="wall-of-love" tone="alt">
        <PhotoGallery photos={wallOfLove} />
      </Section>
      <AdmissionCallToAction
        id="wall-of-love-next-steps"
        title={wallOfLovePage.cta.heading}
        text={wallOfLovePage.cta.text}
      />
    </>
  );
}
