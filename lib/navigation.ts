/** Every link of the header, footer and floating actions, as records, so a menu change touches one file. */

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  /** Label of the parent button that opens the dropdown. */
  label: string;
  links: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'links' in item;
}

export const courseLinks: NavLink[] = [
  { label: 'MERN Stack Development', href: '/mernstack' },
  { label: 'Python Full Stack Development', href: '/pythonfullstack' },
  { label: 'Data Science', href: '/datascience' },
  { label: 'Data Analyst', href: '/dataanalyst' },
];

/** Header navigation, in the order it reads. */
export const mainNav: NavItem[] = [
  { label: 'About Us', href: '/aboutus' },
  { label: 'Courses', links: courseLinks },
  {
    label: 'Placements',
    links: [
      { label: 'Success Stories', href: '/hirefromus' },
      { label: 'Hire From Us', href: '/hirefromus' },
      { label: 'Placement Statistics', href: '/placementsstatistics' },
    ],
  },
  { label: 'Career', href: '/career' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact Us', href: '/contactus' },
];

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

export const footerColumns: FooterColumn[] = [
  {
    title: 'Services',
    links: [
      { label: 'Logo Design', href: '/logodesign' },
      { label: 'Website Development', href: '/websitedev' },
      { label: 'Android & iOS Apps', href: '/androidios' },
      { label: 'IT Staffing', href: '/itstaffing' },
      { label: 'Hire From Us', href: '/hirefromus' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/aboutus' },
      { label: 'Careers', href: '/career' },
      { label: 'Our Team', href: '/ourteam' },
      { label: 'Wall of Love', href: '/web' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contact Us', href: '/contactus' },
    ],
  },
  { title: 'Courses', links: courseLinks },
  {
    title: 'Legal',
    links: [
      { label: 'Terms & Conditions', href: '/terms' },
      { label: 'Privacy Policy', href: '/privacy' },
    ],
  },
];
