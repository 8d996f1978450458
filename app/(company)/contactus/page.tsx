import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { ContactForm } from '@/components/contact/ContactForm';
import { ContactLayout } from '@/components/contact/ContactLayout';
import { FormCard } from '@/components/forms/layout';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/ui/Section';
import { contactPage } from '@/lib/content/contact';

export const metadata = metadataFor('/contactus');

export default function ContactPage() {
  return (
    <>
      <PageJsonLd path="/contactus" />
      <PageHero eyebrow="Contact" title={contactPage.heading} text={<p>{contactPage.intro}</p>} />
      <Section tone="alt">
        <ContactLayout>
          <FormCard>
            <ContactForm />
          </FormCard>
          <ContactDetails />
        </ContactLayout>
      </Section>
    </>
  );
}
