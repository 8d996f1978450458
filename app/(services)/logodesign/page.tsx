import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import Link from 'next/link';
import { PageHero } from '@/components/layout/PageHero';
import { CustomizeLogo } from '@/components/services/CustomizeLogo';
import { LogoShowcase } from '@/components/services/LogoShowcase';
import { Section } from '@/components/ui/Section';
import { buttonClassName } from '@/components/ui/button';
import { logoDesign, logoShowcaseSection } from '@/lib/content/services';

export const metadata = metadataFor('/logodesign');

export default function LogoDesignPage() {
  return (
    <>
      <PageJsonLd path="/logodesign" />
      <PageHero
        eyebrow="Logo Design"
        title={logoDesign.heading}
        text={<p>{logoDesign.intro}</p>}
        actions={
          <Link href={logoDesign.cta.href} className={buttonClassName({ variant: 'accent', size: 'large' })}>
            {logoDesign.cta.label}
          </Link>
        }
      />
      <Section
        id="logo-showcase"
        eyebrow={logoShowcaseSection.eyebrow}
        title={logoShowcaseSection.heading}
        intro={<p>{logoShowcaseSection.text}</p>}
      >
        <LogoShowcase />
      </Section>
      <CustomizeLogo />
    </>
  );
}
