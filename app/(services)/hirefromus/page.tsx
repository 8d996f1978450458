import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import Image from 'next/image';
import { PageHero } from '@/components/layout/PageHero';
import { PartnerCarousel } from '@/components/logos/PartnerCarousel';
import { DemoCallForm } from '@/components/recruiters/DemoCallForm';
import { RecruiterPromises } from '@/components/recruiters/RecruiterPromises';
import { RolesTrained } from '@/components/recruiters/RolesTrained';
import { CardGrid } from '@/components/ui/CardGrid';
import { Section } from '@/components/ui/Section';
import {
  demoCallCopy,
  hiringSteps,
  hiringStepsHeading,
  recruiterPitch,
  recruiterSections,
  rolesTrainedHeading,
} from '@/lib/content/recruiters';
import { howItWorks } from '@/lib/media/photos';
import formStyles from '@/components/forms/form.module.css';
import styles from '@/components/recruiters/RecruiterPage.module.css';

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
        aside={
          <div id="demo-call" className={formStyles.card}>
            <h2 className={styles.formTitle}>{demoCallCopy.heading}</h2>
            <p className={styles.formText}>{demoCallCopy.text}</p>
            <DemoCallForm />
          </div>
        }
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
        <Image
          src={howItWorks.src}
          alt={howItWorks.alt}
          width={howItWorks.width}
          height={howItWorks.height}
          sizes="(min-width: 75rem) 60rem, 100vw"
          className={styles.howItWorks}
        />
        <CardGrid
          columns={4}
          items={hiringSteps.map((step, index) => ({
            label: String(index + 1).padStart(2, '0'),
            title: step.title,
            text: <p>{step.description}</p>,
          }))}
        />
      </Section>
    </>
  );
}
