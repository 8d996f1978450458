import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { PageHero } from '@/components/layout/PageHero';
import { CardGrid } from '@/components/ui/CardGrid';
import { Section } from '@/components/ui/Section';
import { StatGrid } from '@/components/ui/StatGrid';
import { about } from '@/lib/content/about';
import { site } from '@/lib/site';

export const metadata = metadataFor('/aboutus');

export default function AboutPage() {
  return (
    <>
      <PageJsonLd path="/aboutus" />
      <PageHero eyebrow={`About ${site.name}`} title={about.hero.heading} text={<p>{about.hero.text}</p>} />
      <Section id="about-stats" tone="alt">
        <StatGrid stats={about.stats} />
      </Section>
      <Section id="why-choose-us" title={about.whyChooseUsHeading}>
        <CardGrid
          items={about.whyChooseUs.map((reason) => ({
            title: reason.title,
            text: <p>{reason.description}</p>,
          }))}
        />
      </Section>
      <Section
        id="vision-mission"
        tone="brand"
        eyebrow="Vision and Mission"
        title="Where we are going, and how"
      >
        <CardGrid
          columns={2}
          items={[about.vision, about.mission].map((card) => ({
            title: card.title,
            text: <p>{card.text}</p>,
          }))}
        />
      </Section>
      <Section id="values" title={about.valuesHeading}>
        <CardGrid
          columns={4}
          items={about.values.map((value) => ({ title: value.name, text: <p>{value.description}</p> }))}
        />
      </Section>
    </>
  );
}
