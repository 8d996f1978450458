import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { PageHero } from '@/components/layout/PageHero';
import { ServiceCallToAction } from '@/components/services/ServiceCallToAction';
import { CardGrid } from '@/components/ui/CardGrid';
import { Section } from '@/components/ui/Section';
import { appDevelopmentPage, appDevelopmentSections, appDevelopmentSteps } from '@/lib/content/services';

export const metadata = metadataFor('/androidios');

export default function AppDevelopmentPage() {
  const { steps, cta } = appDevelopmentSections;
  return (
    <>
      <PageJsonLd path="/androidios" />
      <PageHero
        eyebrow="App Development"
        title={appDevelopmentPage.heading}
        text={<p>{appDevelopmentPage.intro}</p>}
      />
      <Section id="app-development" eyebrow={steps.eyebrow} title={steps.heading} intro={<p>{steps.text}</p>}>
        <CardGrid
          columns={4}
          items={appDevelopmentSteps.map((step) => ({
            label: step.number,
            title: step.title,
            text: <p>{step.description}</p>,
          }))}
        />
      </Section>
      <ServiceCallToAction id="app-development-contact" copy={cta} />
    </>
  );
}
