import { advertBand } from '@/lib/content/home';
import { Section } from '@/components/ui/Section';
import { StatGrid } from '@/components/ui/StatGrid';

export function AdvertBand() {
  return (
    <Section id="career-progress" tone="dark" title={advertBand.title} intro={<p>{advertBand.tagline}</p>}>
      <StatGrid stats={advertBand.stats} tone="dark" />
    </Section>
  );
}
