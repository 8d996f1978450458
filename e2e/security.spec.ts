import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';

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

  test('the policy blocks nothing the site itself uses', async ({ page }) => {
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
