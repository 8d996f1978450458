/** Placement statistics page (/placementsstatistics): claims, alumni journey, turnaround, graphs and the alumni map. */

export interface PlacementFigure {
  value: string;
  label: string;
}

export interface PlacementYear {
  year: number;
  /** Learners placed in that year (not cumulative). */
  placed: number;
}

export interface SectorShare {
  sector: string;
  /** Percentage of placements; the six sectors sum to exactly 100. */
  percent: number;
}

export interface AlumniCity {
  city: string;
  /** Percentage of alumni working in the city; the eight cities sum to exactly 100. */
  share: number;
  /** Horizontal position on the map of India, in percent of its width (0 = west edge). */
  x: number;
  /** Vertical position on the map of India, in percent of its height (0 = north edge). */
  y: number;
}

export interface PlacementSectionCopy {
  heading: string;
  text: string;
}

export const placementHero: PlacementSectionCopy = {
  heading: 'Placements That Speak for Themselves',
  text: 'Our learners join product companies, IT services firms, banks, start-ups and analytics teams across India. Here is where they work, how fast they get there and how their careers grow.',
};

export const placementClaims: [PlacementFigure, PlacementFigure, PlacementFigure, PlacementFigure] = [
  { value: '500+', label: 'Hiring Partners' },
  { value: '96%', label: 'Placement Record' },
  { value: '4000+', label: 'Students Placed' },
  { value: '60%', label: 'Above Industry-Standard Salaries' },
];

export const alumniJourney: [PlacementFigure, PlacementFigure, PlacementFigure, PlacementFigure] = [
  { value: '60%', label: 'of freshers placed with above-average packages' },
  { value: '40%', label: 'of learners with salary increases' },
  { value: '80%', label: 'placed within 180 days' },
  { value: '100%', label: 'placed within 20 weeks' },
];

export const turnaround: PlacementFigure[] = [
  { value: '2 Weeks', label: 'to the first interview after course completion' },
  { value: '3', label: 'interviews on average before an offer' },
  { value: '6 Weeks', label: 'average time from course completion to offer letter' },
  { value: 'Under 1 Week', label: 'for hiring partners to receive shortlisted profiles' },
];

/** Placements per year; 2019 to 2025 add up to 4,100, the "4000+ Students Placed" claim. */
export const impactByYear: PlacementYear[] = [
  { year: 2019, placed: 180 },
  { year: 2020, placed: 260 },
  { year: 2021, placed: 420 },
  { year: 2022, placed: 610 },
  { year: 2023, placed: 780 },
  { year: 2024, placed: 890 },
  { year: 2025, placed: 960 },
];

export const sectorShare: SectorShare[] = [
  { sector: 'IT Services & Consulting', percent: 34 },
  { sector: 'Product & SaaS', percent: 20 },
  { sector: 'Banking, Financial Services & Insurance', percent: 16 },
  { sector: 'E-commerce & Retail', percent: 12 },
  { sector: 'Healthcare & Pharma', percent: 10 },
  { sector: 'Manufacturing & Logistics', percent: 8 },
];

export const alumniCities: AlumniCity[] = [
  { city: 'Pune', share: 34, x: 25, y: 61 },
  { city: 'Bengaluru', share: 18, x: 33, y: 80 },
  { city: 'Mumbai', share: 16, x: 22, y: 58 },
  { city: 'Hyderabad', share: 11, x: 38, y: 64 },
  { city: 'Delhi NCR', share: 8, x: 36, y: 28 },
  { city: 'Chennai', share: 6, x: 42, y: 79 },
  { city: 'Ahmedabad', share: 4, x: 20, y: 45 },
  { city: 'Kolkata', share: 3, x: 70, y: 47 },
];

export const placementClosing: PlacementSectionCopy = {
  heading: 'Your Name Could Be on This Page Next',
  text: 'Explore our job-oriented courses or talk to our admission team about the programme that fits your background and goals.',
};
