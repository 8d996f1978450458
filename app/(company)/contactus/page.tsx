import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { ContactForm } from '@/components/contact/ContactForm';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/ui/Section';
import { contactPage } from '@/lib/content/contact';
import formStyles from '@/components/forms/form.module.css';
import styles from '@/components/contact/ContactLayout.module.css';

export const metadata = metadataFor('/contactus');

export default function ContactPage() {
  return (
    <>
      <PageJsonLd path="/contactus" />
      <PageHero eyebrow="Contact" title={contactPage.heading} text={<p>{contactPage.intro}</p>} />
      <Section tone="alt">
        <div className={styles.grid}>
          <div className={formStyles.card}>
            <ContactForm />
          </div>
          <ContactDetails />
        </div>
      </Section>
    </>
  );
}
