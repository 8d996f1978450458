import { bannerScheduleFrom } from '@/lib/batches';
import { fetchBatchCalendar, orEmptyDuringBuild } from '@/lib/blog/client';
import { dateAtInstitute } from '@/lib/calendar-date';
import { logoSections } from '@/lib/content/home';
import { ClientLogoBanner } from '@/components/logos/ClientLogoBanner';
import { PartnerCarousel } from '@/components/logos/PartnerCarousel';
import { Section } from '@/components/ui/Section';
import { AdvertBand } from './AdvertBand';
import { FeaturedCourses } from './FeaturedCourses';
import { Hero } from './Hero';
import { LandingHero } from './LandingHero';
import { RunningBanner } from './RunningBanner';

/** The home page's sections, in order; the catch-all shows the same under its notice. */
export async function HomeContent() {
  const now = new Date();
  const calendar = await orEmptyDuringBuild(fetchBatchCalendar(now), []);
  return (
    <>
      <Hero />
      <RunningBanner
        calendar={calendar}
        initialSchedule={bannerScheduleFrom(calendar, dateAtInstitute(now))}
      />
      <FeaturedCourses />
      <AdvertBand />
      <LandingHero />
      <Section id="clients" eyebrow={logoSections.clients.eyebrow} title={logoSections.clients.title}>
        <ClientLogoBanner />
      </Section>
      <Section
        id="hiring-partners"
        tone="alt"
        eyebrow={logoSections.partners.eyebrow}
        title={logoSections.partners.title}
      >
        <PartnerCarousel />
      </Section>
    </>
  );
}
