import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { AdmissionCallToAction } from '@/components/enquiry/AdmissionCallToAction';
import { PageHero } from '@/components/layout/PageHero';
import { LogoRow } from '@/components/logos/LogoRow';
import { PausableRegion } from '@/components/motion/PausableRegion';
import { AlumniMap } from '@/components/placements/AlumniMap';
import { ExploreCourseLink } from '@/components/placements/ExploreCourseLink';
import { PlacementCharts } from '@/components/placements/PlacementCharts';
import { StudentBanner } from '@/components/placements/StudentBanner';
import { Section } from '@/components/ui/Section';
import { StatGrid } from '@/components/ui/StatGrid';
import { buttonClassName } from '@/components/ui/button';
import {
  alumniJourney,
  placementActions,
  placementClaims,
  placementClosing,
  placementHero,
  placementReport,
  placementSections,
  turnaround,
} from '@/lib/content/placements';
import { mernCorporateSyllabus } from '@/lib/courses';
import { hiringPartners } from '@/lib/media/logos';

export const metadata = metadataFor('/placementsstatistics');

export default function PlacementStatisticsPage() {
  const { partners, students, map, graphs, journey, turnaround: turnaroundCopy } = placementSections;
  return (
    <>
      <PageJsonLd path="/placementsstatistics" />
      <PageHero
        eyebrow="Placement Statistics"
        title={placementHero.heading}
        text={<p>{placementHero.text}</p>}
        actions={
          <>
            <ExploreCourseLink syllabus={mernCorporateSyllabus}>
              {placementActions.exploreCourse}
            </ExploreCourseLink>
            <a
              href={placementReport.href}
              download={placementReport.fileName}
              className={buttonClassName({ variant: 'outlineLight', size: 'large' })}
            >
              {placementActions.downloadReport}
            </a>
          </>
        }
        aside={<StatGrid stats={placementClaims} tone="dark" columns={2} />}
      />
      <Section
        id="hiring-partners"
        eyebrow={partners.eyebrow}
        title={partners.heading}
        intro={<p>{partners.text}</p>}
      >
        <PausableRegion what="hiring partner logos">
          <LogoRow logos={hiringPartners} direction="left" />
        </PausableRegion>
      </Section>
      <Section
        id="placed-students"
        tone="alt"
        eyebrow={students.eyebrow}
        title={students.heading}
        intro={<p>{students.text}</p>}
      >
        <StudentBanner />
      </Section>
      <Section id="alumni-map" eyebrow={map.eyebrow} title={map.heading} intro={<p>{map.text}</p>}>
        <AlumniMap />
      </Section>
      <Section
        id="placement-graphs"
        tone="alt"
        deferLayout={false}
        eyebrow={graphs.eyebrow}
        title={graphs.heading}
        intro={<p>{graphs.text}</p>}
      >
        <PlacementCharts />
      </Section>
      <Section
        id="alumni-journey"
        tone="dark"
        eyebrow={journey.eyebrow}
        title={journey.heading}
        intro={<p>{journey.text}</p>}
      >
        <StatGrid stats={alumniJourney} tone="dark" />
      </Section>
      <Section
        id="placement-turnaround"
        eyebrow={turnaroundCopy.eyebrow}
        title={turnaroundCopy.heading}
        intro={<p>{turnaroundCopy.text}</p>}
      >
        <StatGrid stats={turnaround} />
      </Section>
      <AdmissionCallToAction
        id="placement-next-steps"
        title={placementClosing.heading}
        text={placementClosing.text}
      />
    </>
  );
}
