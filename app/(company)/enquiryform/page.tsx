import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { EnquiryForm } from '@/components/enquiry/EnquiryForm';
import { FormCard } from '@/components/forms/layout';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/ui/Section';

export const metadata = metadataFor('/enquiryform');

export default function EnquiryFormPage() {
  return (
    <>
      <PageJsonLd path="/enquiryform" />
      <PageHero
        eyebrow="Admissions"
        title="Enquiry Form"
        text="Leave your details and a counsellor will call you back within one working day."
      />
      <Section tone="alt">
        <FormCard width="narrow">
          <EnquiryForm />
        </FormCard>
      </Section>
    </>
  );
}
