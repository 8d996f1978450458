/** @jest-environment node */
import { niceScale } from '@/lib/charts';
import {
  alumniCities,
  alumniJourney,
  impactByYear,
  impactSummary,
  placementClaims,
  sectorShare,
  sectorSummary,
  totalPlaced,
  turnaround,
} from '@/lib/content/placements';
import { buildPlacementReportPdf } from '@/lib/pdf/placement-report';
import { pdfText } from '@/e2e/pdf';

describe('placement records', () => {
  it('add up to the claims they back', () => {
    expect(totalPlaced()).toBe(4100);
    expect(sectorShare.reduce((sum, sector) => sum + sector.percent, 0)).toBe(100);
    expect(alumniCities.reduce((sum, city) => sum + city.share, 0)).toBe(100);
    expect(impactSummary()).toBe(
      'Learners placed each year rose from 180 in 2019 to 960 in 2025, 4,100 in all.',
    );
    expect(sectorSummary()).toContain('IT Services & Consulting hires the most of our learners, 34%');
  });
});

describe('chart scale', () => {
  it('rounds the axis up to a round step', () => {
    expect(niceScale(960)).toEqual({ max: 1000, ticks: [0, 250, 500, 750, 1000] });
    expect(niceScale(34)).toEqual({ max: 40, ticks: [0, 10, 20, 30, 40] });
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
  });
});

describe('placement report PDF', () => {
  it('holds every figure of the placement page', async () => {
    const bytes = Buffer.from(await buildPlacementReportPdf());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    expect(text).toContain('Placement Report'.toUpperCase());
    for (const figure of [...placementClaims, ...alumniJourney, ...turnaround]) {
      expect(text).toContain(figure.value);
      expect(text).toContain(figure.label);
    }
    for (const year of impactByYear) expect(text).toContain(String(year.year));
    for (const sector of sectorShare) expect(text).toContain(sector.sector);
    for (const city of alumniCities) expect(text).toContain(city.city);
  });
});
