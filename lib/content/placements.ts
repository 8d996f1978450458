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
  /** Where the city's label sits beside its marker, chosen so that no two labels overlap. */
  labelSide: 'left' | 'right' | 'above' | 'below';
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
  { city: 'Pune', share: 34, x: 25, y: 61, labelSide: 'below' },
  { city: 'Bengaluru', share: 18, x: 33, y: 80, labelSide: 'left' },
  { city: 'Mumbai', share: 16, x: 22, y: 58, labelSide: 'above' },
  { city: 'Hyderabad', share: 11, x: 38, y: 64, labelSide: 'right' },
  { city: 'Delhi NCR', share: 8, x: 36, y: 28, labelSide: 'right' },
  { city: 'Chennai', share: 6, x: 42, y: 79, labelSide: 'right' },
  { city: 'Ahmedabad', share: 4, x: 20, y: 45, labelSide: 'above' },
  { city: 'Kolkata', share: 3, x: 70, y: 47, labelSide: 'right' },
];

export const placementClosing: PlacementSectionCopy = {
  heading: 'Your Name Could Be on This Page Next',
  text: 'Explore our job-oriented courses or talk to our admission team about the programme that fits your background and goals.',
};

export interface PlacementBlockCopy extends PlacementSectionCopy {
  eyebrow: string;
}

/** Headings and texts of the page's bands; the placement report PDF uses the same headings. */
export const placementSections: Record<
  'partners' | 'students' | 'map' | 'graphs' | 'journey' | 'turnaround',
  PlacementBlockCopy
> = {
  partners: {
    eyebrow: 'Hiring partners',
    heading: '500+ Companies Hire Our Learners',
    text: 'Product companies, IT services firms, banks and start-ups recruit from every batch.',
  },
  students: {
    eyebrow: 'Placed learners',
    heading: 'The Faces Behind the Numbers',
    text: 'Freshers, career switchers and working professionals who trained with us and now build software and analyse data for a living.',
  },
  map: {
    eyebrow: 'Across India',
    heading: 'Where Our Alumni Work',
    text: 'Half of our alumni work close to home in Pune and Mumbai; many more have joined the tech hubs of Bengaluru, Hyderabad, Delhi NCR and Chennai.',
  },
  graphs: {
    eyebrow: 'Our impact',
    heading: 'Placements in Numbers',
    text: 'Every figure on this page comes from our placement records, and the placement report holds the same numbers.',
  },
  journey: {
    eyebrow: 'Alumni journey',
    heading: 'What Happens After the Course',
    text: 'Placement support continues until you are hired, and our alumni keep growing after their first job.',
  },
  turnaround: {
    eyebrow: 'Placement turnaround',
    heading: 'How Fast Our Learners Get Hired',
    text: 'Interview preparation starts during the course, so the first interviews follow soon after it ends.',
  },
};

/** The two graphs: the impact graph (learners placed per year) and the sector graph. */
export const placementGraphs: Record<'impact' | 'sectors', PlacementSectionCopy> = {
  impact: {
    heading: 'Learners Placed Each Year',
    text: 'Placements have grown year on year as our batches and hiring partnerships have grown.',
  },
  sectors: {
    heading: 'Placements by Sector',
    text: 'Our learners are hired well beyond IT companies: banks, retailers, hospitals and factories all need developers and analysts.',
  },
};

/** A count as the page and the report print it: 4,100 (Indian digit grouping). */
export function formatCount(value: number): string {
  return value.toLocaleString('en-IN');
}

/** Learners placed in all the years of the impact graph. */
export function totalPlaced(years: readonly PlacementYear[] = impactByYear): number {
  return years.reduce((sum, year) => sum + year.placed, 0);
}

/** The impact graph in one sentence, written from its records: its text alternative and the report's. */
export function impactSummary(years: readonly PlacementYear[] = impactByYear): string {
  const first = years[0];
  const last = years[years.length - 1];
  if (!first || !last) return '';
  return `Learners placed each year rose from ${formatCount(first.placed)} in ${first.year} to ${formatCount(last.placed)} in ${last.year}, ${formatCount(totalPlaced(years))} in all.`;
}

/** The sector graph in one sentence, written from its records. */
export function sectorSummary(sectors: readonly SectorShare[] = sectorShare): string {
  const [top, second] = [...sectors].sort((a, b) => b.percent - a.percent);
  if (!top || !second) return '';
  return `${top.sector} hires the most of our learners, ${top.percent}% of placements, followed by ${second.sector} with ${second.percent}%.`;
}

/** The alumni map in one sentence, written from its records. */
export function citySummary(cities: readonly AlumniCity[] = alumniCities): string {
  return `Share of our alumni by city: ${cities.map((city) => `${city.city} ${city.share}%`).join(', ')}.`;
}

/** The hero's two actions: the MERN syllabus with its dialog, and the report PDF. */
export const placementActions = {
  exploreCourse: 'Explore Course',
  downloadReport: 'Download Placement Report',
} as const;

/** The dialog shown once Explore Course has started the syllabus download, so the visitor knows it did. */
export const courseDownloadDialog = {
  title: 'Your syllabus is downloading',
  text: 'The MERN Stack Development syllabus is on its way to your downloads folder. Read through the modules, then visit the course page for projects and the next batch dates.',
  courseLink: 'View the MERN Stack course',
} as const;

/**
 * The two actions that close the placement page and the Wall of Love: explore courses
 * leads to the home page's featured courses; talk to admission team opens the Enquiry Form popup.
 */
export const admissionActions = {
  exploreCourses: 'Explore Courses',
  exploreCoursesHref: '/#featured-courses',
  talkToAdmission: 'Talk to Admission Team',
} as const;

/** The placement report PDF, generated from the records above and served at href. */
export const placementReport = {
  href: '/placement-report.pdf',
  fileName: 'Placement-Report.pdf',
  title: 'Placement Report',
  closingHeading: 'Start your placement journey',
} as const;
