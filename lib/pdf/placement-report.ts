import {
  alumniCities,
  formatCount,
  alumniJourney,
  citySummary,
  impactByYear,
  impactSummary,
  placementClaims,
  placementGraphs,
  placementHero,
  placementReport,
  placementSections,
  sectorShare,
  sectorSummary,
  turnaround,
  type PlacementFigure,
} from '@/lib/content/placements';
import { site } from '@/lib/site';
import { PdfWriter } from './writer';

const figureRows = (figures: readonly PlacementFigure[]) =>
  figures.map((figure) => ({ label: figure.label, value: figure.value }));

/**
 * The placement report PDF, written from the records the placement page shows, with its
 * headings and one-line summaries, so page and report never disagree.
 */
export async function buildPlacementReportPdf(): Promise<Uint8Array> {
  const years = impactByYear.map((year) => year.year);
  const pdf = await PdfWriter.create({
    kind: placementReport.title,
    title: placementHero.heading,
    subtitle: `${site.name} · ${site.address.city} · ${Math.min(...years)}–${Math.max(...years)}`,
  });
  pdf.paragraph(placementHero.text);

  pdf.heading('Placements at a Glance');
  pdf.table(figureRows(placementClaims));

  pdf.heading(placementSections.journey.heading);
  pdf.paragraph(placementSections.journey.text);
  pdf.table(figureRows(alumniJourney));

  pdf.heading(placementSections.turnaround.heading);
  pdf.paragraph(placementSections.turnaround.text);
  pdf.table(figureRows(turnaround));

  const mostPlaced = Math.max(...impactByYear.map((year) => year.placed));
  pdf.heading(placementGraphs.impact.heading);
  pdf.paragraph(impactSummary());
  pdf.table(
    impactByYear.map((year) => ({
      label: String(year.year),
      value: formatCount(year.placed),
      share: year.placed / mostPlaced,
    })),
  );

  const largestSector = Math.max(...sectorShare.map((sector) => sector.percent));
  pdf.heading(placementGraphs.sectors.heading);
  pdf.paragraph(sectorSummary());
  pdf.table(
    sectorShare.map((sector) => ({
      label: sector.sector,
      value: `${sector.percent}%`,
      share: sector.percent / largestSector,
    })),
  );

  const largestCity = Math.max(...alumniCities.map((city) => city.share));
  pdf.heading(placementSections.map.heading);
  pdf.paragraph(citySummary());
  pdf.table(
    alumniCities.map((city) => ({
      label: city.city,
      value: `${city.share}%`,
      share: city.share / largestCity,
    })),
  );

  pdf.heading(placementReport.closingHeading);
  pdf.paragraph(
    `Call ${site.phone.display}, write to ${site.email} or visit ${site.url} to talk to our admission team about the course that fits you, or to hire our trained learners with zero hiring fee.`,
  );
  return pdf.finish();
}
