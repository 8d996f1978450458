import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { PageHero } from '@/components/layout/PageHero';
import { LogoMaker } from '@/components/logo-maker/LogoMaker';
import { Section } from '@/components/ui/Section';
import { logoMaker } from '@/lib/content/services';

export const metadata = metadataFor('/logo');

export default function LogoMakerPage() {
  return (
    <>
      <PageJsonLd path="/logo" />
      <PageHero eyebrow={logoMaker.eyebrow} title={logoMaker.heading} text={<p>{logoMaker.intro}</p>} />
      <Section id="logo-maker" tone="alt">
        <LogoMaker />
      </Section>
    </>
  );
}
