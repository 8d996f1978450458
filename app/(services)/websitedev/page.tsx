import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { PageHero } from '@/components/layout/PageHero';
import { ServiceCallToAction } from '@/components/services/ServiceCallToAction';
import { CardGrid } from '@/components/ui/CardGrid';
import { Section } from '@/components/ui/Section';
import { webServices, webServicesPage, webServicesSections } from '@/lib/content/services';

export const metadata = metadataFor('/websitedev');

export default function WebsiteDevelopmentPage() {
  const { services, cta } = webServicesSections;
  return (
    <>
      <PageJsonLd path="/websitedev" />
      <PageHero
        eyebrow="Web Services"
        title={webServicesPage.heading}
        text={<p>{webServicesPage.intro}</p>}
      />
      <Section
        id="web-services"
        eyebrow={services.eyebrow}
        title={services.heading}
        intro={<p>{services.text}</p>}
      >
        <CardGrid
          columns={4}
          items={webServices.map((service) => ({ title: service.title, text: <p>{service.description}</p> }))}
        />
      </Section>
      <ServiceCallToAction id="web-services-contact" copy={cta} />
    </>
  );
}
