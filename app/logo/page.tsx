import type { Metadata } from 'next';
import { PageHero } from '@/components/layout/PageHero';
import { LogoMaker } from '@/components/logo-maker/LogoMaker';
import { Section } from '@/components/ui/Section';
import { logoMaker } from '@/lib/content/services';

export const metadata: Metadata = {
  title: 'Logo Maker',
  description:
    'Design your logo: type your brand name, pick an icon and a colour, preview the result and ask our designers to refine it.',
  alternates: { canonical: '/logo' },
};

export default function LogoMakerPage() {
  return (
    <>
      <PageHero eyebrow={logoMaker.eyebrow} title={logoMaker.heading} text={<p>{logoMaker.intro}</p>} />
      <Section id="logo-maker" tone="alt">
        <LogoMaker />
      </Section>
    </>
  );
}
