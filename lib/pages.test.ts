import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { courseBySlug } from '@/lib/courses';
import { footerColumns, isNavGroup, mainNav } from '@/lib/navigation';
import { buildSitemap } from '@/lib/seo/sitemap';
import { site } from '@/lib/site';
import {
  breadcrumbTrail,
  canonicalPath,
  coursePages,
  inSitemap,
  sitePage,
  sitePages as registered,
  type Section,
  type SitePage,
} from './pages';

const sitePages: readonly SitePage[] = registered;

const APP = path.join(__dirname, '..', 'app');

/** Where a section's pages live: its route group, or app/ itself. */
const SECTION_FOLDER: Record<Section, string> = {
  home: '',
  blog: '',
  courses: '',
  services: '(services)',
  company: '(company)',
  legal: '(legal)',
};

/** Every page.tsx under app/, as the URL path it serves (route groups dropped). */
function pageFiles(dir = APP, url = ''): string[] {
  const found = existsSync(path.join(dir, 'page.tsx')) ? [url || '/'] : [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const segment = /^\(.+\)$/.test(entry.name) ? '' : `/${entry.name}`;
    found.push(...pageFiles(path.join(dir, entry.name), url + segment));
  }
  return found;
}

describe('the page registry', () => {
  it('gives every page its own path, title and description', () => {
    for (const key of ['path', 'title', 'description'] as const) {
      const values = sitePages.map((page) => page[key]);
      expect([key, values.filter((value, i) => values.indexOf(value) !== i)]).toEqual([key, []]);
    }
  });

  it('names only registered pages as parents and canonical pages', () => {
    for (const page of sitePages) {
      if (page.parent) expect(() => sitePage(page.parent!)).not.toThrow();
      expect(() => sitePage(canonicalPath(page))).not.toThrow();
      expect(inSitemap(sitePage(canonicalPath(page)))).toBe(true);
    }
  });

  it('has a sitemap priority between 0 and 1 for each page', () => {
    for (const page of sitePages) {
      expect(page.priority).toBeGreaterThan(0);
      expect(page.priority).toBeLessThanOrEqual(1);
    }
  });

  it('takes a course page’s name from its course record', () => {
    for (const page of sitePages) {
      if (page.course) expect(page.name).toBe(courseBySlug(page.course).title);
    }
    expect(coursePages.map((page) => page.path)).toEqual([
      '/mernstack',
      '/pythonfullstack',
      '/datascience',
      '/dataanalyst',
    ]);
  });

  it('keeps each page in the app/ folder of its section, and every page of app/ registered', () => {
    for (const page of sitePages) {
      const file = path.join(APP, SECTION_FOLDER[page.section], page.path, 'page.tsx');
      expect([page.path, existsSync(file)]).toEqual([page.path, true]);
    }
    // Pages that are not the site's own: the blog's made of the CMS's posts (a post, later pages, the
    // categories, the search) and the 404 of unknown paths.
    const notRegistered = [
      '/blog/[id]/[title]',
      '/blog/page/[n]',
      '/blog/category/[slug]',
      '/blog/category/[slug]/page/[n]',
      '/blog/search',
      '/unknown-path',
    ];
    const registered = sitePages.map((page) => page.path as string);
    expect(
      pageFiles()
        .filter((url) => !notRegistered.includes(url))
        .sort(),
    ).toEqual([...registered].sort());
  });

  it('names share images whose files answer at that address (none inside a route group)', () => {
    const withImage = sitePages.filter((page) => page.image);
    expect(withImage.length).toBeGreaterThanOrEqual(4);
    for (const page of withImage) {
      // A route group would add a hash to the image's address, and the one named here would answer 404.
      expect([page.path, existsSync(path.join(APP, `${page.image!.url}.tsx`))]).toEqual([page.path, true]);
    }
  });

  it('is what /CoursesMain is made of: the MERN course over a photograph, pointing at /mernstack', () => {
    const page = sitePage('/CoursesMain');
    expect(page).toMatchObject({ course: 'mernstack', photoHero: true, canonical: '/mernstack' });
    expect(breadcrumbTrail('/CoursesMain')).toEqual([
      { name: 'MERN Stack Development', path: '/CoursesMain' },
    ]);
  });
});

describe('what is derived from it', () => {
  it('links the menus only to registered pages', () => {
    const links = [
      ...mainNav.flatMap((item) => (isNavGroup(item) ? item.links : [item])),
      ...footerColumns.flatMap((column) => column.links),
    ];
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) expect(() => sitePage(link.href)).not.toThrow();
  });

  it('labels menu links with the page’s name unless the menu words it otherwise', () => {
    const courses = footerColumns.find((column) => column.title === 'Courses')!;
    expect(courses.links).toEqual(coursePages.map((page) => ({ label: page.name, href: page.path })));
    expect(footerColumns.find((column) => column.title === 'Legal')!.links).toEqual([
      { label: 'Terms & Conditions', href: '/terms' },
      { label: 'Privacy Policy', href: '/privacy' },
    ]);
  });

  it('lists in the sitemap every page that is its own canonical page, with its priority, in order', () => {
    const builtAt = new Date('2026-11-21T00:00:00Z');
    expect(buildSitemap([], [], builtAt)).toEqual(
      sitePages
        .filter((page) => canonicalPath(page) === page.path)
        .map((page) => ({
          url: new URL(page.path, site.url).href,
          lastModified: builtAt,
          priority: page.priority,
        })),
    );
  });
});
