import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { DemoBookingForm } from '@/components/forms/DemoBookingForm';
import { PageHero } from '@/components/layout/PageHero';
import { CardGrid } from '@/components/ui/CardGrid';
import { Section } from '@/components/ui/Section';
import { ourTeam } from '@/lib/content/contact';
import formStyles from '@/components/forms/form.module.css';
import styles from '@/components/contact/ContactLayout.module.css';

export const metadata = metadataFor('/ourteam');

export default function OurTeamPage() {
  return (
    <>
      <PageJsonLd path="/ourteam" />
      <PageHero eyebrow="Our team" title={ourTeam.heading} />
      <Section tone="alt">
        <div className={styles.grid}>
          <div>
            <div className={styles.blocks}>
              <CardGrid
                columns={2}
                headingLevel={2}
                items={[ourTeam.bookSession, ourTeam.askDoubts].map((block) => ({
                  title: block.heading,
                  text: <p>{block.text}</p>,
                }))}
              />
            </div>
            <ContactDetails title="Contact details" />
          </div>
          <div className={formStyles.card}>
            <h2 className={styles.formTitle}>{ourTeam.form.title}</h2>
            <p className={styles.formSubtitle}>{ourTeam.form.subtitle}</p>
            <DemoBookingForm variant="contact" />
          </div>
        </div>
      </Section>
    </>
  );
}
