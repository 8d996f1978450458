import { canonicalPath, inSitemap, sitePages } from '../lib/pages';
import { site } from '../lib/site';
import { expect, test } from './fixtures';

const siteUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 4311}`;

test.describe('what search engines get', () => {
  for (const sitePage of sitePages) {
    const { path } = sitePage;
    test(`${path}: title, description, canonical, social cards and JSON-LD`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(new RegExp(site.name));
      const head = page.locator('head');
      const description = await head.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      const canonical = canonicalPath(sitePage);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        canonical === '/' ? `${siteUrl}` : `${siteUrl}${canonical}`,
      );
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(head.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^http/);
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        `${siteUrl}/feed.xml`,
      );

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const items = blocks.flatMap((text) => [JSON.parse(text)].flat()) as { '@type': string }[];
      const types = items.map((item) => item['@type']);
      expect(types).toContain('EducationalOrganization');
      if (path === '/') expect(types).toContain('ItemList');
      else expect(types).toContain('BreadcrumbList');
      if ('course' in sitePage) {
        expect(types).toEqual(expect.arrayContaining(['Course', 'FAQPage']));
      }
      if (path === '/career') expect(types.filter((type) => type === 'JobPosting')).toHaveLength(3);

      // One h1, and no heading skips a level on the way down (an outline search engines and screen
      // readers can follow).
      const levels = await page
        .locator('main :is(h1, h2, h3, h4, h5, h6)')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1);
      expect(skips, `heading levels in order: ${levels.join(' ')}`).toEqual([]);
    });
  }

  test('each page has its own title', async ({ request }) => {
    const titles = new Map<string, string>();
    for (const { path } of sitePages) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, path);
    }
  });

  test('a course page has its own share image, generated as a PNG', async ({ page, request }) => {
    await page.goto('/datascience');
    const image = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    expect(image).toContain('/datascience/opengraph-image');
    const response = await request.get(image!);
    expect(response.headers()['content-type']).toBe('image/png');
    expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
  });

  test('sitemap.xml lists every page and every blog post, and not the 404', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    for (const page of sitePages) {
      const loc = `<loc>${siteUrl}${page.path}</loc>`;
      if (inSitemap(page)) expect(xml).toContain(loc);
      else expect(xml).not.toContain(loc);
    }
    expect(xml).toMatch(/<loc>[^<]+\/blog\/\d+\/[^<]+<\/loc>\s*<lastmod>/);
  });

  test('robots.txt allows the site and points at the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('User-Agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test('the feed parses and lists the blog posts', async ({ page, request }) => {
    const response = await request.get('/feed.xml');
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    await page.goto('/blog');
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        titles: Array.from(doc.querySelectorAll('item > title')).map((node) => node.textContent),
        links: Array.from(doc.querySelectorAll('item > link')).map((node) => node.textContent),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    const cardTitles = await page.getByTestId('blog-card').locator('h3').allTextContents();
    expect(parsed.titles).toEqual(cardTitles);
    for (const link of parsed.links) expect(link).toMatch(new RegExp(`^${siteUrl}/blog/\\d+/`));
  });
});
