/**
 * Service pages: web services (/websitedev), app development (/androidios), IT staffing (/itstaffing)
 * and the logo showcase (/logodesign).
 */
import { site } from '@/lib/site';

export interface ServiceCard {
  title: string;
  description: string;
}

export interface ServicePageIntro {
  heading: string;
  intro: string;
}

export interface AppDevelopmentStep {
  number: '01' | '02' | '03' | '04';
  title: 'Design' | 'Develop' | 'Research' | 'Promotion';
  description: string;
}

export interface StaffingStat {
  value: string;
  label: string;
}

export interface StaffingCopy {
  heading: string;
  intro: string[];
  stats: StaffingStat[];
}

export interface StaffingCase {
  title: string;
  /** A fictional client, described rather than named. */
  client: string;
  summary: string;
  outcome: string;
}

export interface LogoDesignCopy {
  heading: string;
  intro: string;
  customize: {
    heading: string;
    text: string;
    points: string[];
  };
  /** The showcase's call to action: the Design Your Logo button. */
  cta: { label: 'Design Your Logo'; href: '/logo' };
}

/* ---------------------------------------------------------------- Web services */

export const webServicesPage: ServicePageIntro = {
  heading: 'Website Development Services',
  intro: `From a first landing page to a full online store, the ${site.name} web team designs, builds and looks after fast, secure websites that work on every screen and help your business grow.`,
};

export const webServices: [
  ServiceCard,
  ServiceCard,
  ServiceCard,
  ServiceCard,
  ServiceCard,
  ServiceCard,
  ServiceCard,
  ServiceCard,
] = [
  {
    title: 'Custom Website Development',
    description:
      'Websites built from scratch around your business, your content and your customers, using modern frameworks such as React and Next.js for speed and reliability.',
  },
  {
    title: 'E-commerce Development',
    description:
      'Online stores with product catalogues, carts, secure payment gateway integration, order tracking and an admin panel your team can run without a developer.',
  },
  {
    title: 'CMS Websites',
    description:
      'Websites on a content management system, so you can update pages, blog posts and images yourself, with user roles for everyone on your team.',
  },
  {
    title: 'Landing Pages',
    description:
      'Focused, fast-loading pages for campaigns, product launches and admissions drives, designed to turn visitors into enquiries and tested on every screen size.',
  },
  {
    title: 'UI/UX Design',
    description:
      'User research, wireframes and polished interface designs that make your website easy to use, accessible and consistent with your brand.',
  },
  {
    title: 'Website Redesign',
    description:
      'A fresh look and a faster, mobile-friendly build for an outdated website, keeping your content, search rankings and existing links intact.',
  },
  {
    title: 'SEO-Ready Builds',
    description:
      'Clean code, fast load times, structured data, sitemaps and page titles set up from day one, so search engines can find and understand every page.',
  },
  {
    title: 'Maintenance & Support',
    description:
      'Regular updates, backups, security monitoring and content changes after launch, with a dedicated contact when you need help.',
  },
];

/* ---------------------------------------------------------------- App development */

export const appDevelopmentPage: ServicePageIntro = {
  heading: 'Android & iOS App Development',
  intro:
    'We take your app idea from sketches to the app stores: native and cross-platform apps for Android and iOS, built by a team that designs, develops, tests and launches with you.',
};

export const appDevelopmentSteps: [
  AppDevelopmentStep,
  AppDevelopmentStep,
  AppDevelopmentStep,
  AppDevelopmentStep,
] = [
  {
    number: '01',
    title: 'Design',
    description:
      'We map your users, their journeys and the features that matter most, then turn them into wireframes and clickable interface designs you can review before a line of code is written.',
  },
  {
    number: '02',
    title: 'Develop',
    description:
      'Our developers build your app for Android and iOS with clean, maintainable code, connecting it to secure back-end services and sharing working builds with you at every milestone.',
  },
  {
    number: '03',
    title: 'Research',
    description:
      'We test the app on real devices and with real users, study how people use it and refine performance, usability and stability before and after release.',
  },
  {
    number: '04',
    title: 'Promotion',
    description:
      'We prepare your store listings, screenshots and keywords, publish to the Google Play Store and Apple App Store, and help you plan the launch that brings in your first users.',
  },
];

/* ---------------------------------------------------------------- IT staffing */

export const staffing: StaffingCopy = {
  heading: 'IT Staffing Solutions',
  intro: [
    `${site.name} helps companies find skilled technology professionals quickly and reliably. We have served over 200 customers and completed over 200,000 assignments across permanent, contract and project-based hiring.`,
    'Through our three-month RPO (recruitment process outsourcing) program, our recruiters work as an extension of your HR team and deliver 10 to 15 screened profiles per day that match your role, skills and budget.',
  ],
  stats: [
    { value: '200+', label: 'Customers' },
    { value: '200,000+', label: 'Assignments' },
    { value: '10 to 15', label: 'Profiles per day' },
    { value: '3-month', label: 'RPO program' },
  ],
};

export const staffingCases: [StaffingCase, StaffingCase, StaffingCase] = [
  {
    title: 'Scaling an engineering team for a product launch',
    client: 'A fintech scale-up in Pune',
    summary:
      'The company had to hire React and Node.js developers for a new lending platform within one quarter, with an in-house HR team of two people.',
    outcome:
      'Our three-month RPO program delivered 10 to 15 screened profiles per day, and 24 developers joined before the launch date.',
  },
  {
    title: 'Building a data team from the ground up',
    client: 'A healthcare analytics firm in Bengaluru',
    summary:
      'The firm needed data analysts and data engineers with SQL, Python and Power BI skills, and familiarity with handling sensitive patient data responsibly.',
    outcome:
      'We ran skill assessments before every referral, and 12 analysts and engineers were onboarded within six weeks of the first brief.',
  },
  {
    title: 'Staffing a store-wide systems rollout',
    client: 'A retail chain in western India',
    summary:
      'The retailer was moving more than 80 stores to a new point-of-sale and inventory system and needed contract QA and support engineers for a fixed period.',
    outcome:
      'We deployed 35 contract engineers in three waves that followed the rollout plan, and the project finished on schedule.',
  },
];

/* ---------------------------------------------------------------- Logo design */

export const logoDesign: LogoDesignCopy = {
  heading: 'Logo Design That Makes Your Brand Memorable',
  intro:
    'A good logo tells people who you are at a glance. Our designers create original, versatile logos for start-ups, institutes and growing businesses that look sharp on a visiting card, a website and a shop sign alike.',
  customize: {
    heading: 'Customize Your Logo',
    text: 'Have an idea already? Explore our icon library, shortlist the symbols that feel right for your brand, and our designers will turn your choice into a finished logo.',
    points: [
      'Search and browse a library of icons by name or theme.',
      'Shortlist ideas in minutes, with no design software needed.',
      'Get your chosen concept refined by our designers into an original logo.',
      'Receive final files ready for print, web and social media.',
    ],
  },
  cta: { label: 'Design Your Logo', href: '/logo' },
};

/* ---------------------------------------------------------------- Page bands and calls to action */

export interface ServiceBandCopy {
  eyebrow: string;
  heading: string;
  text: string;
}

/** The closing band of a service page; its button leads to the contact screen. */
export interface ServiceCallToAction {
  heading: string;
  text: string;
  label: 'Contact Our Team';
  href: '/ourteam';
}

export const webServicesSections: { services: ServiceBandCopy; cta: ServiceCallToAction } = {
  services: {
    eyebrow: 'What we build',
    heading: 'Web Services for Every Stage of Your Business',
    text: 'Pick one service or let us handle the whole journey, from design to launch and beyond.',
  },
  cta: {
    heading: 'Have a Website in Mind?',
    text: 'Tell us about your business and goals, and we will suggest the right plan, timeline and budget.',
    label: 'Contact Our Team',
    href: '/ourteam',
  },
};

export const appDevelopmentSections: { steps: ServiceBandCopy; cta: ServiceCallToAction } = {
  steps: {
    eyebrow: 'How we work',
    heading: 'From Idea to App Store in Four Steps',
    text: 'A clear process with a working build to review at every milestone.',
  },
  cta: {
    heading: 'Ready to Build Your App?',
    text: 'Share your idea with our team for a free consultation and an estimate for Android and iOS.',
    label: 'Contact Our Team',
    href: '/ourteam',
  },
};

export const staffingSections: { cases: ServiceBandCopy; cta: ServiceCallToAction } = {
  cases: {
    eyebrow: 'Featured cases',
    heading: 'How We Have Helped Companies Hire',
    text: 'Three recent engagements, from a single product launch to a rollout across 80 stores.',
  },
  cta: {
    heading: 'Need Skilled People, Fast?',
    text: 'Tell us the roles you are hiring for, and our recruiters will share matching profiles within days.',
    label: 'Contact Our Team',
    href: '/ourteam',
  },
};

/** Labels of a staffing case card. */
export const staffingCaseLabels = { client: 'Client', outcome: 'Outcome' } as const;

/* ---------------------------------------------------------------- Logo showcase and maker */

export const logoShowcaseSection: ServiceBandCopy = {
  eyebrow: 'Our work',
  heading: 'Logo Showcase',
  text: 'A selection of logos our designers have created for cafés, schools, start-ups and stores.',
};

/** The logo maker (/logo): every text the page and its island show. */
export const logoMaker = {
  eyebrow: 'Logo maker',
  heading: 'Design Your Logo',
  intro:
    'Type your brand name, pick an icon and a colour, and see your logo take shape. When you like it, ask for it: our designers will refine it into an original logo.',
  brandLabel: 'Brand name',
  brandPlaceholder: 'Your Brand',
  searchLabel: 'Search icons',
  searchHint: 'Try a theme such as tech, nature, food or education.',
  iconsLabel: 'Icons',
  colourLabel: 'Colour',
  previewLabel: 'Preview',
  previous: 'Previous',
  next: 'Next',
  loading: 'Loading icons…',
  failed: 'The icon library could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  noMatch: 'No icons match your search. Try another word, or clear the search to see every icon.',
  pickIcon: 'Pick an icon to see your logo.',
  request: 'Request This Logo',
  requestNote: 'Our design team will get in touch to understand your brand and refine this concept.',
  credit: 'Icons by Lucide, used under the ISC licence.',
} as const;

/** Colour themes of the logo preview: the icon's tile and the name. */
export const logoColours = [
  { name: 'Royal Blue', tile: '#1d4ed8', text: '#1e3a8a' },
  { name: 'Sunset Orange', tile: '#c2410c', text: '#9a3412' },
  { name: 'Forest Green', tile: '#15803d', text: '#14532d' },
  { name: 'Berry', tile: '#be185d', text: '#831843' },
  { name: 'Midnight', tile: '#0f172a', text: '#0f172a' },
] as const;

export type LogoColour = (typeof logoColours)[number];

/* ---------------------------------------------------------------- Wall of Love */

export const wallOfLovePage = {
  eyebrow: 'Wall of Love',
  heading: 'Wall of Love',
  intro:
    'Offer letters, celebrations and thank-you notes: the moments our learners and mentors have shared with us along the way.',
  cta: {
    heading: 'Your Moment Could Be Next',
    text: 'Join a job-oriented programme with mock interviews and placement support until you are hired.',
  },
} as const;
