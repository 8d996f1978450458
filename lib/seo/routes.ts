/**
 * Every indexable page of the site, once: the sitemap lists them and the breadcrumbs name them. The
 * catch-all's 404 and the API are not pages search engines should have.
 */
export interface SitePage {
  path: string;
  /** Its name in breadcrumbs. */
  name: string;
  /** The page a breadcrumb trail passes through, when not the home page. */
  parent?: string;
  /** Sitemap priority, 0–1. */
  priority: number;
}

export const sitePages: SitePage[] = [
  { path: '/', name: 'Home', priority: 1 },
  { path: '/mernstack', name: 'MERN Stack Development', priority: 0.9 },
  { path: '/pythonfullstack', name: 'Python Full Stack Development', priority: 0.9 },
  { path: '/datascience', name: 'Data Science', priority: 0.9 },
  { path: '/dataanalyst', name: 'Data Analyst', priority: 0.9 },
  { path: '/CoursesMain', name: 'MERN Stack Development', priority: 0.6 },
  { path: '/blog', name: 'Blog', priority: 0.8 },
  { path: '/placementsstatistics', name: 'Placement Statistics', priority: 0.8 },
  { path: '/hirefromus', name: 'Hire From Us', priority: 0.8 },
  { path: '/aboutus', name: 'About Us', priority: 0.7 },
  { path: '/career', name: 'Careers', priority: 0.7 },
  { path: '/applynow', name: 'Apply Now', parent: '/career', priority: 0.5 },
  { path: '/contactus', name: 'Contact Us', priority: 0.7 },
  { path: '/ourteam', name: 'Our Team', priority: 0.6 },
  { path: '/enquiryform', name: 'Enquiry Form', priority: 0.6 },
  { path: '/websitedev', name: 'Website Development', priority: 0.6 },
  { path: '/androidios', name: 'App Development', priority: 0.6 },
  { path: '/itstaffing', name: 'IT Staffing', priority: 0.6 },
  { path: '/logodesign', name: 'Logo Design', priority: 0.6 },
  { path: '/logo', name: 'Logo Maker', parent: '/logodesign', priority: 0.5 },
  { path: '/web', name: 'Wall of Love', priority: 0.5 },
  { path: '/terms', name: 'Terms & Conditions', priority: 0.3 },
  { path: '/privacy', name: 'Privacy Policy', priority: 0.3 },
  { path: '/signup', name: 'Signup', priority: 0.3 },
];

export function sitePage(path: string): SitePage {
  const page = sitePages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No site page registered for ${path}`);
  return page;
}

/** The trail from below the home page to this page, for BreadcrumbList. */
export function breadcrumbTrail(path: string): { name: string; path: string }[] {
  const page = sitePage(path);
  const parent = page.parent ? breadcrumbTrail(page.parent) : [];
  return [...parent, { name: page.name, path: page.path }];
}
