import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { AdmissionCallToAction } from '@/components/enquiry/AdmissionCallToAction';
import { PageHero } from '@/components/layout/PageHero';
import { PhotoGallery } from '@/components/services/PhotoGallery';
import { Section } from '@/components/ui/Section';
import { wallOfLovePage } from '@/lib/content/services';
import { wallOfLove } from '@/lib/media/photos';
import { site } from '@/lib/site';

export const metadata = metadataFor('/web');

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
