import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { PageHero } from '@/components/layout/PageHero';
import { PartnerCarousel } from '@/components/logos/PartnerCarousel';
import { DemoCallCard } from '@/components/recruiters/DemoCallCard';
import { HiringSteps } from '@/components/recruiters/HiringSteps';
import { RecruiterPromises } from '@/components/recruiters/RecruiterPromises';
import { RolesTrained } from '@/components/recruiters/RolesTrained';
import { Section } from '@/components/ui/Section';
import {
  hiringStepsHeading,
  recruiterPitch,
  recruiterSections,
  rolesTrainedHeading,
} from '@/lib/content/recruiters';

export const metadata = metadataFor('/hirefromus');

export default function HireFromUsPage() {
  const { partners, roles, howItWorks: howItWorksCopy } = recruiterSections;
  return (
    <>
      <PageJsonLd path="/hirefromus" />
      <PageHero
        eyebrow={recruiterSections.hero.eyebrow}
        title={recruiterPitch.heading}
        text={
          <>
            <p>{recruiterPitch.text}</p>
            <RecruiterPromises />
          </>
        }
        aside={<DemoCallCard />}
      />
      <Section
        id="hiring-partners"
        eyebrow={partners.eyebrow}
        title={partners.heading}
        intro={<p>{partners.text}</p>}
      >
        <PartnerCarousel />
      </Section>
      <Section
        id="roles-trained"
        tone="alt"
        eyebrow={roles.eyebrow}
        title={rolesTrainedHeading}
        intro={<p>{roles.text}</p>}
      >
        <RolesTrained />
      </Section>
      <Section
        id="how-it-works"
        eyebrow={howItWorksCopy.eyebrow}
        title={hiringStepsHeading}
        intro={<p>{howItWorksCopy.text}</p>}
      >
        <HiringSteps />
      </Section>
    </>
  );
}
