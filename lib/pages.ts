/**
 * Every page of the site, once. Navigation (lib/navigation.ts), each page's metadata
 * (lib/seo/metadata.ts: metadataFor), its breadcrumbs and JSON-LD, and the sitemap are all read from this
 * list, so adding, renaming or retitling a page touches this file only. Course pages take their names,
 * titles and descriptions from their course records in lib/courses.
 */
import { courseBySlug, type CourseSlug } from '@/lib/courses';
import { site } from '@/lib/site';

/**
 * The part of the site a page belongs to. Pages of the services, company and legal sections live in the
 * route group of that name (app/(company)/aboutus/page.tsx), which changes no URL. Course pages stay at the
 * top of app/: inside a route group Next gives a share image (opengraph-image) a hashed address, and
 * search engines and the course metadata know them as /{slug}/opengraph-image.
 */
export type Section = 'home' | 'courses' | 'services' | 'company' | 'legal' | 'blog';

export interface SocialImage {
  url: string;
  width: number;
  height: number;
  alt?: string;
}

export interface SitePage {
  path: string;
  section: Section;
  /** Its name in breadcrumbs, and in menus unless a menu gives a label of its own. */
  name: string;
  /** The page's title; the layout's template adds the institute's name unless absoluteTitle is set. */
  title: string;
  /** The title as is, without the template (the home page). */
  absoluteTitle?: boolean;
  /** The meta description, unique to the page. */
  description: string;
  /** The page a breadcrumb trail passes through, when not the home page. */
  parent?: string;
  /** Sitemap priority, 0–1. */
  priority: number;
  /**
   * The page this one repeats. Search engines are pointed at it (canonical URL, Open Graph URL and
   * card), and this page stays out of the sitemap.
   */
  canonical?: string;
  /** The course a course page shows. */
  course?: CourseSlug;
  /** The course hero over a photograph rather than plain colour. */
  photoHero?: boolean;
  /** A share image of the route's own (its opengraph-image file); otherwise the site's card. */
  image?: SocialImage;
  /**
   * The enquiry popup opens here only when asked (a button), never by itself: a page that is a form of its
   * own, which the popup would cover (on a phone, whole) just as the visitor fills it in.
   */
  quietPopup?: true;
}

/** A course page's entry: name, title, description and share image come from the course record. */
function coursePage<P extends string>(
  path: P,
  slug: CourseSlug,
  priority: number,
  variant?: Pick<SitePage, 'title' | 'description' | 'photoHero'>,
): SitePage & { path: P } {
  const course = courseBySlug(slug);
  const own = path === `/${slug}`;
  return {
    path,
    section: 'courses',
    name: course.title,
    title: variant?.title ?? `${course.title} Course in Pune with Placement`,
    description: variant?.description ?? course.summary,
    priority,
    course: slug,
    ...(own ? {} : { canonical: `/${slug}` }),
    ...(variant?.photoHero ? { photoHero: true } : {}),
    // Drawn by app/{slug}/opengraph-image.tsx.
    image: { url: `/${slug}/opengraph-image`, width: 1200, height: 630, alt: `${course.title} course` },
  };
}

const mern = courseBySlug('mernstack');

/** In sitemap order; the courses in the order of the menus. */
export const sitePages = [
  {
    path: '/',
    section: 'home',
    name: 'Home',
    title: `${site.name} | IT Courses with Placement in Pune`,
    absoluteTitle: true,
    description: site.description,
    priority: 1,
  },
  coursePage('/mernstack', 'mernstack', 0.9),
  coursePage('/pythonfullstack', 'pythonfullstack', 0.9),
  coursePage('/datascience', 'datascience', 0.9),
  coursePage('/dataanalyst', 'dataanalyst', 0.9),
  // The institute's old address of the MERN course, kept with its photograph hero.
  coursePage('/CoursesMain', 'mernstack', 0.6, {
    title: `${mern.title} Course (Classroom Programme)`,
    description: `The ${mern.title} programme in our Pune classrooms: six months of live classes, projects, mock interviews and placement support.`,
    photoHero: true,
  }),
  {
    path: '/blog',
    section: 'blog',
    name: 'Blog',
    title: 'Blog',
    description: `Career tips, course guides and placement stories from ${site.name}, Pune: for students and freshers starting a career in tech.`,
    priority: 0.8,
  },
  {
    path: '/placementsstatistics',
    section: 'company',
    name: 'Placement Statistics',
    title: 'Placement Statistics',
    description:
      '500+ hiring partners, a 96% placement record and 4000+ students placed, with salaries 60% above industry standard: where our alumni work and how fast they get hired.',
    priority: 0.8,
  },
  {
    path: '/hirefromus',
    section: 'services',
    name: 'Hire From Us',
    title: 'Hire From Us',
    description: `Hire job-ready developers and data professionals trained by ${site.name}: zero hiring fee, a shortlist in under 1 week, and 500+ companies already hiring from us.`,
    priority: 0.8,
  },
  {
    path: '/aboutus',
    section: 'company',
    name: 'About Us',
    title: 'About Us',
    description: `Why ${site.name}: placement support, resume building, mock interviews, mentor support and placement assurance, with 7000+ learners trained in Pune.`,
    priority: 0.7,
  },
  {
    path: '/career',
    section: 'company',
    name: 'Careers',
    title: 'Careers',
    description: `Work at ${site.name} in Pune: openings for MERN Stack Developer, Python Developer and Data Scientist, for freshers with 0-1 year of experience.`,
    priority: 0.7,
  },
  {
    path: '/applynow',
    section: 'company',
    name: 'Apply Now',
    title: 'Apply Now',
    description: 'Apply for an opening at our Pune office: send your details, cover letter and resume.',
    parent: '/career',
    priority: 0.5,
  },
  {
    path: '/contactus',
    section: 'company',
    name: 'Contact Us',
    title: 'Contact Us',
    description: 'Contact our Pune office about courses, corporate training or hiring our learners.',
    priority: 0.7,
  },
  {
    path: '/ourteam',
    section: 'company',
    name: 'Our Team',
    title: 'Get In Touch',
    description:
      'Book a free live demo session or ask our counsellors anything about courses, batches and placements.',
    priority: 0.6,
  },
  {
    path: '/enquiryform',
    section: 'company',
    quietPopup: true,
    name: 'Enquiry Form',
    title: 'Enquiry Form',
    description:
      'Ask about our courses, batches and fees: leave your name, phone, e-mail and city and a counsellor will call you back.',
    priority: 0.6,
  },
  {
    path: '/websitedev',
    section: 'services',
    name: 'Website Development',
    title: 'Website Development',
    description:
      'Custom websites, online stores, CMS websites, landing pages, UI/UX design, redesigns, SEO-ready builds and maintenance, from our web team in Pune.',
    priority: 0.6,
  },
  {
    path: '/androidios',
    section: 'services',
    name: 'App Development',
    title: 'Android & iOS App Development',
    description:
      'Native and cross-platform apps for Android and iOS, designed, developed, tested and launched with you by our app team in Pune.',
    priority: 0.6,
  },
  {
    path: '/itstaffing',
    section: 'services',
    name: 'IT Staffing',
    title: 'IT Staffing',
    description:
      'IT staffing and a three-month RPO program: over 200 customers, over 200,000 assignments and 10 to 15 screened profiles per day.',
    priority: 0.6,
  },
  {
    path: '/logodesign',
    section: 'services',
    name: 'Logo Design',
    title: 'Logo Design',
    description:
      'Original, versatile logos for start-ups, institutes and growing businesses in Pune: see our logo showcase and design your own logo.',
    priority: 0.6,
  },
  {
    path: '/logo',
    section: 'services',
    name: 'Logo Maker',
    title: 'Logo Maker',
    description:
      'Design your logo: type your brand name, pick an icon and a colour, preview the result and ask our designers to refine it.',
    parent: '/logodesign',
    priority: 0.5,
  },
  {
    path: '/web',
    section: 'company',
    name: 'Wall of Love',
    title: 'Wall of Love',
    description: `Offer letters, celebrations and thank-you notes from ${site.name} learners and mentors.`,
    priority: 0.5,
  },
  {
    path: '/terms',
    section: 'legal',
    name: 'Terms & Conditions',
    title: 'Terms & Conditions',
    description:
      'The terms for using our website and courses: responsible use, privacy, liability, termination, governing law, cancellation and refunds.',
    priority: 0.3,
  },
  {
    path: '/privacy',
    section: 'legal',
    name: 'Privacy Policy',
    title: 'Privacy Policy',
    description:
      'What personal and non-personal information we collect, how we use cookies, how we protect your data and how we treat children’s privacy.',
    priority: 0.3,
  },
  {
    path: '/privacy/your-data',
    section: 'legal',
    quietPopup: true,
    name: 'Your data and your rights',
    title: 'Your Data and Your Rights',
    description:
      'Ask us to show, correct or erase the personal data we hold about you, or withdraw your consent, and how to complain.',
    parent: '/privacy',
    priority: 0.3,
  },
  {
    // Where the verification e-mail's link lands; search engines are pointed at the rights page.
    path: '/privacy/your-data/confirm',
    section: 'legal',
    quietPopup: true,
    name: 'Confirm your request',
    title: 'Confirm Your Request',
    description: 'Confirm a request about your personal data with the code from our e-mail.',
    parent: '/privacy/your-data',
    priority: 0.1,
    canonical: '/privacy/your-data',
  },
  {
    path: '/signup',
    section: 'company',
    name: 'Signup',
    title: 'Signup',
    description: `Sign up with ${site.name}, Pune, for job-oriented MERN Stack, Python Full Stack, Data Science and Data Analyst training.`,
    priority: 0.3,
  },
] as const satisfies readonly SitePage[];

/** The path of a registered page; menus and page files name pages by it, so a typo fails to compile. */
export type SitePath = (typeof sitePages)[number]['path'];

const byPath = new Map<string, SitePage>(sitePages.map((page) => [page.path, page]));

export function sitePage(path: SitePath): SitePage;
export function sitePage(path: string): SitePage;
export function sitePage(path: string): SitePage {
  const page = byPath.get(path);
  if (!page) throw new Error(`No site page registered for ${path}`);
  return page;
}

/** The page search engines should index for this one: itself, or the page it repeats. */
export function canonicalPath(page: SitePage): string {
  return page.canonical ?? page.path;
}

/** A page that names another as canonical is not listed in the sitemap. */
export function inSitemap(page: SitePage): boolean {
  return canonicalPath(page) === page.path;
}

/** The course pages of the menus: one per course, each at its own address. */
export const coursePages: SitePage[] = sitePages.filter(
  (page: SitePage) => page.course !== undefined && inSitemap(page),
);

/** The pages where the enquiry popup never opens by itself (given to the popup's island by the layout). */
export const quietPopupPaths: string[] = sitePages
  .filter((page: SitePage) => page.quietPopup)
  .map((page) => page.path);

/** The trail from below the home page to this page, for BreadcrumbList. */
export function breadcrumbTrail(path: string): { name: string; path: string }[] {
  const page = sitePage(path);
  const parent = page.parent ? breadcrumbTrail(page.parent) : [];
  return [...parent, { name: page.name, path: page.path }];
}
