import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { slugify } from '../lib/blog/slug';
import { sitePages } from '../lib/pages';
import { createPost, deletePost, setHub, waitForWebhook } from './cms';
import { expect, expectHashedPolicy, scriptSources, test, waitForHydration } from './fixtures';

const DIST = path.join(__dirname, '..', process.env.NEXT_DIST_DIR ?? '.next-e2e');

test.describe('security headers', () => {
  for (const url of [
    '/',
    '/mernstack',
    '/blog',
    '/feed.xml',
    '/sitemap.xml',
    '/not-a-page',
    '/api/revalidate',
  ]) {
    test(`${url} carries the security headers and no X-Powered-By`, async ({ request }) => {
      const response = url === '/api/revalidate' ? await request.post(url) : await request.get(url);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        'frame-src https://www.google.com',
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).toMatch(/connect-src 'self' https:\/\/api\.emailjs\.com http:\/\/127\.0\.0\.1:\d+/);
      expect(csp).toMatch(/img-src 'self' http:\/\/127\.0\.0\.1:\d+(;|$)/);
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }

  test('the policy blocks nothing the site itself uses (console)', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const url of ['/', '/mernstack', '/blog', '/placementsstatistics', '/logo', '/contactus']) {
      await page.goto(url);
      await page.waitForLoadState('load');
    }
    // The map loads behind its facade, from the one frame source allowed.
    await page.getByRole('button', { name: /map/i }).first().click();
    await expect(page.locator('iframe[src^="https://www.google.com/maps"]')).toBeAttached();
    expect(violations).toEqual([]);
  });
});

test('no secret reaches the browser bundle', async () => {
  const secrets = [process.env.REVALIDATE_SECRET, process.env.CMS_API_TOKEN].filter(Boolean) as string[];
  expect(secrets).toHaveLength(2);
  const files: string[] = [];
  async function walk(directory: string) {
    for (const entry of await readdir(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) await walk(full);
      else files.push(full);
    }
  }
  await walk(path.join(DIST, 'static'));
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = await readFile(file, 'latin1');
    for (const secret of secrets) expect(text.includes(secret), `${secret} found in ${file}`).toBe(false);
  }
});

/** Collects the page's Content-Security-Policy violations, from before its first script runs. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** The page hydrated: the menu toggle, a React island, opens the menu. */
async function expectMenuWorks(page: Page) {
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
}

test.describe('script policy by hash', () => {
  // Narrow enough for the menu toggle, the island every page has.
  test.use({ viewport: { width: 1000, height: 800 } });

  const notFound = ['/not-a-page', '/blog/99999/anything'];

  for (const url of [...sitePages.map((sitePage) => sitePage.path), ...notFound]) {
    test(`${url}: one policy allowing exactly its own inline scripts; it hydrates with no violation`, async ({
      page,
      request,
    }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(notFound.includes(url) ? 404 : 200);
      await expectHashedPolicy(response);

      await recordViolations(page);
      await page.goto(url);
      await expectMenuWorks(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('files and route handlers keep the policy without hashes', async ({ request }) => {
    for (const url of [
      '/feed.xml',
      '/sitemap.xml',
      '/robots.txt',
      '/images/map-preview.svg',
      '/api/revalidate',
    ]) {
      const response = url === '/api/revalidate' ? await request.post(url) : await request.get(url);
      expect(scriptSources(response), url).toEqual(["'self'"]);
    }
  });

  test('an inline script the site did not write does not run; the page still works', async ({ page }) => {
    await recordViolations(page);
    await page.route('**/aboutus', async (route) => {
      const original = await route.fetch();
      const html = (await original.text()).replace(
        '</body>',
        // One plain, one dressed as Next's payload: neither has a hash in the policy.
        '<script>window.injected = "plain"</script>' +
          '<script>self.__next_f.push([1,""]);window.injected = "disguised"</script></body>',
      );
      await route.fulfill({ response: original, body: html, headers: original.headers() });
    });
    await page.goto('/aboutus');
    await expectMenuWorks(page);
    expect(await page.evaluate(() => (window as unknown as { injected?: string }).injected)).toBeUndefined();
    const seen = await violations(page);
    expect(seen).toHaveLength(2);
    for (const violation of seen) expect(violation).toMatch(/^script-src(-elem)? inline /);
  });

  test('a post rendered after the build, and the blog regenerated for it, carry their own policy', async ({
    page,
    request,
  }) => {
    await setHub(request, { fault: 'none', webhooks: true, missingUploads: [], clearDeliveries: true });
    const title = `Policy post ${Date.now().toString(36)}`;
    const post = await createPost(request, {
      title,
      category: 'Events',
      date: '2026-11-22',
      description: 'Rendered on demand.',
    });
    try {
      await waitForWebhook(request, 'entry.create');
      const url = `/blog/${post.id}/${slugify(title)}`;
      await expect(async () => {
        const list = await request.get('/blog');
        expect(await list.text()).toContain(title);
        await expectHashedPolicy(list);
      }).toPass({ timeout: 15_000 });
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      await expectHashedPolicy(response);

      await recordViolations(page);
      for (const address of ['/blog', url]) {
        await page.goto(address);
        await expect(page.getByText(title).first()).toBeVisible();
        await expectMenuWorks(page);
        expect(await violations(page), address).toEqual([]);
      }
    } finally {
      await deletePost(request, post);
    }
  });
});
