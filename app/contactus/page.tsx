import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { ContactForm } from '@/components/contact/ContactForm';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/ui/Section';
import { contactPage } from '@/lib/content/contact';
import formStyles from '@/components/forms/form.module.css';
import styles from '@/components/contact/ContactLayout.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description: 'Contact our Pune office about courses, corporate training or hiring our learners.',
  path: '/contactus',
});

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
