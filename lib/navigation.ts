/**
 * The header and footer menus. They link to pages of lib/pages.ts by path and take their labels from it,
 * so a renamed page is renamed in the menus too; a label is given here only where a menu words it
 * differently.
 */
import { coursePages, sitePage, type SitePath } from '@/lib/pages';
import type { NavItem, NavLink } from '@/lib/nav-item';

export { isNavGroup, type NavGroup, type NavItem, type NavLink } from '@/lib/nav-item';

/** A link to a registered page, labelled with the page's name unless the menu words it differently. */
function link(path: SitePath, label?: string): NavLink {
  return { label: label ?? sitePage(path).name, href: path };
}

/** One link per course, named as the course. */
export const courseLinks: NavLink[] = coursePages.map((page) => ({ label: page.name, href: page.path }));

/** Header navigation, in the order it reads. */
export const mainNav: NavItem[] = [
  link('/aboutus'),
  { label: 'Courses', links: courseLinks },
  {
    label: 'Placements',
    links: [link('/hirefromus', 'Success Stories'), link('/hirefromus'), link('/placementsstatistics')],
  },
  link('/career', 'Career'),
  link('/blog'),
  link('/contactus'),
];

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

export const footerColumns: FooterColumn[] = [
  {
    title: 'Services',
    links: [
      link('/logodesign'),
      link('/websitedev'),
      link('/androidios', 'Android & iOS Apps'),
      link('/itstaffing'),
      link('/hirefromus'),
    ],
  },
  {
    title: 'Company',
    links: [
      link('/aboutus'),
      link('/career'),
      link('/ourteam'),
      link('/web'),
      link('/blog'),
      link('/contactus'),
    ],
  },
  { title: 'Courses', links: courseLinks },
  { title: 'Legal', links: [link('/terms'), link('/privacy')] },
];
