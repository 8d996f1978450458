/** Copy of the home page; its figures are the institute's headline claims. */
import { site } from '@/lib/site';

export const homeHero = {
  lead: 'Launch your IT career with',
  /** The rotating word cycles through these, in order, every 3 s. */
  words: [site.name, 'Trainers', 'Coding', 'Mock Interviews'],
  /** What the headline says as a whole, for screen readers and search engines. */
  fullHeadline: `Launch your IT career with ${site.name}: expert trainers, real coding and mock interviews`,
  text: 'Job-oriented MERN Stack, Python Full Stack, Data Science and Data Analyst programmes in Pune, with earning potential of up to 10 LPA. Learn online or in our classrooms, build real projects and get placement support until you are hired.',
  highlights: ['6-month programmes', 'Online & offline batches', 'Placement assistance'],
} as const;

/** The next index of a rotation of `length` items: in order, wrapping to the first. */
export function nextRotationIndex(index: number, length: number): number {
  return length > 0 ? (index + 1) % length : 0;
}

export const runningBanner = {
  items: ['BOOK A LIVE DEMO SESSION', 'LIMITED SEATS AVAILABLE'],
  bookNow: 'BOOK NOW',
  lastBatchLabel: 'Last Batch',
  upcomingBatchLabel: 'Upcoming Batch',
  today: 'TODAY!',
} as const;

export const featuredCoursesCopy = {
  eyebrow: 'Featured Courses',
  title: 'Job-oriented programmes, built with hiring partners',
  intro:
    'Six months of live classes, hands-on projects and interview preparation, taught by trainers who work in the industry.',
  enroll: 'ENROLL FOR COURSE',
  /** Shown on each card; the card's link is its title. */
  viewCourse: 'View course →',
} as const;

export const advertBand = {
  title: 'Progress faster in your tech career, whatever your starting point',
  tagline:
    'Freshers, career switchers and working professionals learn side by side with mentors who hire for the same roles.',
  stats: [
    { value: '7000+', label: 'Learners' },
    { value: '100%', label: 'Placement Assurance' },
    { value: '10 LPA', label: 'Average Salary' },
  ],
} as const;

export const landingHero = {
  eyebrow: 'Free live demo',
  title: 'Try a class before you enrol',
  text: 'Book a free live demo session with a trainer: see how we teach, ask about the curriculum and get a personalised learning plan.',
  points: ['Meet your trainer live', 'Walk through a real project', 'Get a personalised learning plan'],
  explore: 'EXPLORE COURSES',
  formTitle: 'Book Demo Session',
} as const;

export const logoSections = {
  clients: {
    eyebrow: 'Our clients',
    title: 'Trusted by companies across India',
  },
  partners: {
    eyebrow: 'Hiring partners',
    title: '500+ hiring partners recruit our learners',
  },
} as const;
