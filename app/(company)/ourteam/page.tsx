import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { ContactBlocks, ContactFormHeading, ContactLayout } from '@/components/contact/ContactLayout';
import { FormCard } from '@/components/forms/layout';
import { DemoBookingForm } from '@/components/forms/DemoBookingForm';
import { PageHero } from '@/components/layout/PageHero';
import { CardGrid } from '@/components/ui/CardGrid';
import { Section } from '@/components/ui/Section';
import { ourTeam } from '@/lib/content/contact';

export const metadata = metadataFor('/ourteam');

export default function OurTeamPage() {
  return (
    <>
      <PageJsonLd path="/ourteam" />
      <PageHero eyebrow="Our team" title={ourTeam.heading} />
      <Section tone="alt">
        <ContactLayout>
          <div>
            <ContactBlocks>
              <CardGrid
                columns={2}
                headingLevel={2}
                items={[ourTeam.bookSession, ourTeam.askDoubts].map((block) => ({
                  title: block.heading,
                  text: <p>{block.text}</p>,
                }))}
              />
            </ContactBlocks>
            <ContactDetails title="Contact details" />
          </div>
          <FormCard>
            <ContactFormHeading title={ourTeam.form.title} text={ourTeam.form.subtitle} />
            <DemoBookingForm variant="contact" />
          </FormCard>
        </ContactLayout>
      </Section>
    </>
  );
}
