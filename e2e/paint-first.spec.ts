/**
 * Paint first, then hydrate (lib/paint-first.mjs): every way a page's HTML reaches the browser (prerendered
 * by the build, rendered on demand, regenerated) carries no script tag of Next's, only the loader that
 * starts them after the first contentful frame, and its CSS inside it; the page still hydrates, and
 * client-side navigation works and brings the stylesheets the next page needs.
 * The tag check is also the guard against a Next upgrade that writes its script tags some other way: the
 * rewrite would no longer find them and they would show up here.
 */
import type { APIResponse, Page } from '@playwright/test';
import { sitePages } from '../lib/pages';
import { withPublishedPost } from './cms';
import { expect, expectHashedPolicy, test, waitForHydration } from './fixtures';

const LOADER_START = '<script>(function(s){var d=document,p=self.performance,';

/**
 * The HTML starts no script file by itself: one loader, and only the file for browsers without modules.
 * It needs no stylesheet file: every link is disabled, its rules are inside the page.
 */
async function expectPaintFirstHtml(response: APIResponse) {
  const html = await response.text();
  const withSource = (html.match(/<script\b[^>]*\bsrc=[^>]*>/g) ?? []).filter(
    (tag) => !/\bnoModule\b/i.test(tag),
  );
  expect(withSource, response.url()).toEqual([]);
  expect(html).not.toMatch(/<link rel="preload" as="script"/);
  const stylesheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  expect(stylesheets.length, response.url()).toBeGreaterThan(0);
  for (const link of stylesheets) expect(link, response.url()).toMatch(/ disabled=""\/>$/);
  expect(html.match(/<style>[^<]+<\/style><link rel="stylesheet"/g), response.url()).toHaveLength(
    stylesheets.length,
  );
  expect(html.split(LOADER_START), response.url()).toHaveLength(2);
  const list = /\}\)\((\["\/_next\/static\/[^\]]+\])\)<\/script>/.exec(html);
  expect(list, response.url()).not.toBeNull();
  expect((JSON.parse(list?.[1] ?? '[]') as string[]).length).toBeGreaterThan(2);
}

/** Hydrated: React's own marker on the page's content, then an island (the menu toggle) at work. */
async function expectHydrated(page: Page) {
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
}

/**
 * No script file of the site was asked for before the first contentful frame was reported, and no
 * stylesheet file before the scripts: the page was styled from its HTML (the router may fetch other pages'
 * stylesheets later, prefetching the links in view).
 */
async function expectScriptsAfterFirstFrame(page: Page) {
  const order = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const loaderMark = performance.getEntriesByName('paint-first:scripts')[0]?.startTime ?? null;
    const resources = performance.getEntriesByType('resource');
    const scripts = resources
      .filter((entry) => /\/_next\/static\/.*\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    const stylesheets = resources
      .filter((entry) => /\.css(\?|$)/.test(entry.name) && entry.startTime <= (loaderMark ?? Infinity))
      .map((entry) => entry.name);
    const styled = getComputedStyle(document.body).fontFamily;
    return { fcp, loaderMark, earliestScript: Math.min(...scripts), stylesheets, styled };
  });
  expect(order.fcp).not.toBeNull();
  expect(order.loaderMark).not.toBeNull();
  expect(order.loaderMark!).toBeGreaterThanOrEqual(order.fcp!);
  expect(order.earliestScript).toBeGreaterThanOrEqual(order.loaderMark!);
  expect(order.stylesheets).toEqual([]);
  expect(order.styled).toMatch(/system-ui/);
}

test.describe('paint first, then hydrate', () => {
  // Narrow enough for the menu toggle, the island every page has.
  test.use({ viewport: { width: 1000, height: 800 } });

  for (const url of sitePages.map((sitePage) => sitePage.path)) {
    test(`${url}: scripts start after the first frame, and the page hydrates`, async ({ page, request }) => {
      await expectPaintFirstHtml(await request.get(url));
      await page.goto(url);
      await expectHydrated(page);
      await expectScriptsAfterFirstFrame(page);
    });
  }

  test('a page that shows nothing before its scripts (the 404 page) keeps them as Next wrote them and hydrates', async ({
    page,
    request,
  }) => {
    const response = await request.get('/not-a-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain(LOADER_START);
    await page.goto('/not-a-page');
    await expectHydrated(page);
  });

  test('client-side navigation still works (RSC payloads), without a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The router asks for the next page's RSC payload (prefetching links in view, or on the click).
    const payloads: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['rsc'] === '1') payloads.push(new URL(request.url()).pathname);
    });
    await page.goto('/aboutus');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Career', exact: true })
      .click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(page).toHaveTitle(/^Careers/);
    expect(payloads).toContain('/career');
    // The blog needs a stylesheet the first page did not have: the navigation brings its file.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog', exact: true })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const links = [
            ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])'),
          ];
          return links.length > 0 && links.every((link) => (link.sheet?.cssRules.length ?? 0) > 0);
        }),
      )
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
  });

  test('a post rendered on demand and the blog regenerated for it start their scripts the same way', async ({
    page,
    request,
  }) => {
    await withPublishedPost(request, 'Paint first', async ({ title, url: postUrl }) => {
      for (const url of ['/blog', postUrl]) {
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        await expectPaintFirstHtml(response);
        await expectHashedPolicy(response);
        await page.goto(url);
        await expect(page.getByText(title).first()).toBeVisible();
        await expectHydrated(page);
        await expectScriptsAfterFirstFrame(page);
      }
    });
  });
});
