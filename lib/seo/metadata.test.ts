import type { Metadata } from 'next';
import { breadcrumbTrail, canonicalPath, inSitemap, sitePages, type Section } from '@/lib/pages';
import { metadataFor, pageMetadata } from '@/lib/seo/metadata';
import { buildSitemap } from '@/lib/seo/sitemap';
import { site } from '@/lib/site';

jest.mock('@/lib/blog/client', () => ({}));

/** The folder of app/ that holds a section's pages: its route group, or app/ itself. */
const SECTION_FOLDER: Record<Section, string> = {
  home: '',
  blog: '',
  courses: '',
  services: '/(services)',
  company: '/(company)',
  legal: '/(legal)',
};

/** What a registered page's route module exports as its metadata. */
async function metadataOf(path: string): Promise<Metadata> {
  const page = sitePages.find((candidate) => candidate.path === path)!;
  const file = path === '/' ? '@/app/page' : `@/app${SECTION_FOLDER[page.section]}${path}/page`;
  const pageModule = (await import(file)) as { metadata: Metadata };
  return pageModule.metadata;
}

describe('metadata of every page', () => {
  it('gives each page its own title and description, a canonical URL, Open Graph and Twitter data', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const page of sitePages) {
      const metadata = await metadataOf(page.path);
      const title = JSON.stringify(metadata.title);
      expect([page.path, titles.has(title)]).toEqual([page.path, false]);
      titles.add(title);
      expect(typeof metadata.description).toBe('string');
      expect((metadata.description as string).length).toBeGreaterThan(50);
      expect([page.path, descriptions.has(metadata.description as string)]).toEqual([page.path, false]);
      descriptions.add(metadata.description as string);
      const canonical = metadata.alternates?.canonical;
      // A page that repeats another (/CoursesMain) names it as the canonical page.
      expect(canonical).toBe(canonicalPath(page));
      expect(metadata.openGraph).toMatchObject({ siteName: site.name, url: canonical });
      expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
      expect(metadata.alternates?.types).toEqual({
        'application/rss+xml': [{ url: '/feed.xml', title: `${site.name} Blog` }],
      });
    }
  });

  it('is the metadata of the page’s entry in lib/pages.ts', async () => {
    for (const page of sitePages) {
      expect([page.path, await metadataOf(page.path)]).toEqual([page.path, metadataFor(page.path)]);
    }
  });

  it('lets every listed page be indexed', async () => {
    for (const page of sitePages)
      expect([page.path, (await metadataOf(page.path)).robots]).toEqual([page.path, undefined]);
  });

  it('builds titles with the template, or absolute for the home page', () => {
    expect(pageMetadata({ title: 'Blog', description: 'd', path: '/blog' }).openGraph?.title).toBe(
      `Blog | ${site.name}`,
    );
    expect(pageMetadata({ title: 'Home', description: 'd', path: '/', absoluteTitle: true }).title).toEqual({
      absolute: 'Home',
    });
  });
});

describe('breadcrumbs and sitemap', () => {
  it('walks through parent pages', () => {
    expect(breadcrumbTrail('/applynow')).toEqual([
      { name: 'Careers', path: '/career' },
      { name: 'Apply Now', path: '/applynow' },
    ]);
  });

  it('lists every page but the repeated one, every category, and every post with its last change', () => {
    const builtAt = new Date('2026-11-21T00:00:00Z');
    const entries = buildSitemap(
      [
        {
          id: 4,
          href: '/blog/4/a-post',
          updatedAt: '2026-11-20T10:00:00.000Z',
          date: { year: 2026, month: 11, day: 19 },
        } as never,
      ],
      [{ name: 'Data Science', slug: 'data-science', href: '/blog/category/data-science', count: 3 }],
      builtAt,
    );
    const urls = entries.map((entry) => entry.url);
    expect(urls).toContain(`${site.url}/`);
    expect(urls).toContain(`${site.url}/blog`);
    expect(urls).not.toContain(`${site.url}/CoursesMain`);
    for (const page of sitePages) {
      expect([page.path, urls.includes(new URL(page.path, site.url).href)]).toEqual([
        page.path,
        inSitemap(page),
      ]);
    }
    expect(urls).toContain(`${site.url}/signup`);
    expect(entries.find((entry) => entry.url.endsWith('/blog/4/a-post'))?.lastModified).toBe(
      '2026-11-20T10:00:00.000Z',
    );
    expect(urls).toContain(`${site.url}/blog/category/data-science`);
    expect(urls).toHaveLength(sitePages.filter(inSitemap).length + 2);
  });
});
