import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { sitePages } from '../lib/pages';
import type { APIRequestContext } from '@playwright/test';
import { editorToken } from './cms-admin';
import { adminToken, CMS_URL, leadDetail, leadsFrom, waitForLead, withPublishedPost } from './cms';
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
      // The CMS (an internal address here) is never named: its images come through the site's optimizer.
      expect(csp).toContain("connect-src 'self' https://api.emailjs.com;");
      expect(csp).toMatch(/img-src 'self'(;|$)/);
      expect(csp).not.toContain('127.0.0.1');
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
    await withPublishedPost(request, 'Policy post', async ({ title, url }) => {
      await expectHashedPolicy(await request.get('/blog'));
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
    });
  });
});

/**
 * What a probe of the running site and CMS found, tried again the way it was found (as an attacker would,
 * on loopback): each request here got through before.
 */
test.describe('the probe’s findings, closed', () => {
  const SITE = `http://127.0.0.1:${process.env.E2E_PORT ?? 4311}`;
  const LEADS_TOKEN = process.env.CMS_LEADS_TOKEN ?? '';
  const KEPT = [201, 202];
  const PDF = Buffer.from('%PDF-1.4\n% a resume\n%%EOF\n');
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  /** An address from a documentation range no other test uses. */
  const freshAddress = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

  function applicationForm(email: string, resumes: { name: string; bytes: Buffer; type?: string }[]) {
    const form = new FormData();
    const fields: Record<string, string> = {
      _form: 'application',
      _submission: crypto.randomUUID(),
      _page: '/applynow',
      _elapsed: '9000',
      website: '',
      firstname: 'Probe',
      lastname: 'Applicant',
      email,
      gender: 'others',
      areacode: '+91',
      phone: '98765 10031',
      position: 'PYTHON DEVELOPER',
      startDate: '2027-01-04',
      address1: '12 FC Road',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const { name, bytes, type = 'application/pdf' } of resumes) {
      form.append('resume', new Blob([new Uint8Array(bytes)], { type }), name);
    }
    return form;
  }

  function sendApplication(request: APIRequestContext, form: FormData, from = freshAddress()) {
    return request.post('/api/leads', {
      headers: { 'x-forwarded-for': from, 'X-Lead-Form': 'application' },
      multipart: form,
    });
  }

  test('a job application with two resume parts is refused, whichever comes first', async ({ request }) => {
    const email = `two-parts-${unique()}@e2e.example`;
    for (const resumes of [
      [
        { name: 'cv.hta', bytes: Buffer.from('<script>alert(1)</script>'), type: 'application/hta' },
        { name: 'cv.pdf', bytes: PDF },
      ],
      [
        { name: 'cv.pdf', bytes: PDF },
        { name: 'cv.hta', bytes: Buffer.from('<script>alert(1)</script>'), type: 'application/hta' },
      ],
    ]) {
      expect((await sendApplication(request, applicationForm(email, resumes))).status()).toBe(400);
    }
    expect(await leadsFrom(request, email)).toEqual([]);
  });

  test('a CV that is not the PDF or Word file its name says is refused by the site', async ({ request }) => {
    const email = `not-a-cv-${unique()}@e2e.example`;
    for (const resume of [
      { name: 'cv.hta', bytes: PDF },
      { name: 'cv.html', bytes: Buffer.from('<!doctype html><script>alert(1)</script>'), type: 'text/html' },
      { name: 'big.exe', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1.8 * 1024 * 1024)]) },
      { name: 'photo.pdf', bytes: PNG },
      { name: 'cv\u202efdp.hta', bytes: PDF },
    ]) {
      const answer = await sendApplication(request, applicationForm(email, [resume]));
      expect({ name: resume.name, status: answer.status() }).toEqual({ name: resume.name, status: 422 });
      expect(await answer.json()).toMatchObject({
        reason: 'invalid',
        errors: { resume: expect.any(String) },
      });
    }
    expect(await leadsFrom(request, email)).toEqual([]);
  });

  test('the site’s token uploads nothing of its own: a CV reaches the CMS only with its lead', async ({
    request,
  }) => {
    const upload = (files: { name: string; mimeType: string; buffer: Buffer }[]) => {
      const form = new FormData();
      for (const file of files)
        form.append('files', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
      return request.post(`${CMS_URL}/api/upload`, {
        headers: { Authorization: `Bearer ${LEADS_TOKEN}` },
        multipart: form,
      });
    };
    for (const files of [
      [{ name: 'cv.png', mimeType: 'image/png', buffer: PNG }],
      [{ name: 'cv.hta', mimeType: 'application/octet-stream', buffer: PDF }],
      [{ name: 'probe-cv.pdf', mimeType: 'application/pdf', buffer: PDF }],
    ]) {
      const answer = await upload(files);
      expect(`${files.map((file) => file.name)}: ${answer.status()}`).toBe(
        `${files.map((file) => file.name)}: 403`,
      );
    }
  });

  test('a CV opens only for a signed-in admin whose role reads its lead; its name and the page path are plain text', async ({
    request,
    playwright,
  }) => {
    const email = `plain-cv-${unique()}@e2e.example`;
    const form = applicationForm(email, [{ name: 'my\u202e\u200b\u001b[2Jcv.pdf', bytes: PDF }]);
    form.set('_page', '/applynow\u001b]8;;http://evil.example\u0007');
    expect(KEPT).toContain((await sendApplication(request, form)).status());
    const lead = await leadDetail(request, (await waitForLead(request, email)).documentId);
    expect(lead.cv).toMatchObject({ name: 'my[2Jcv.pdf', mime: 'application/pdf' });
    expect(lead.page).toBe('/applynow]8;;http://evil.example');

    const url = `${CMS_URL}${lead.cv!.url}`;
    const admin = await request.get(url, {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    });
    expect(admin.status()).toBe(200);
    expect(Buffer.from(await admin.body()).equals(PDF)).toBe(true);
    // A marketer (Editor role) is signed in but may not read leads.
    const marketer = await editorToken(request, `marketer-${unique()}@e2e.example`);
    expect((await request.get(url, { headers: { Authorization: `Bearer ${marketer}` } })).status()).toBe(403);
    // Not through the site's image optimizer either.
    const image = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
    expect(image.status()).not.toBe(200);
    // The link as the admin's "Copy link" gives it, forwarded to anyone.
    const stranger = await playwright.request.newContext();
    expect((await stranger.get(url)).status()).toBe(401);
    expect((await stranger.get(`${url}?expires=99999999999&signature=${'0'.repeat(64)}`)).status()).toBe(401);
    await stranger.dispose();
  });

  test('each form’s body has its own cap: the CV-sized one only for the job application', async ({
    request,
  }) => {
    const enquiry = new FormData();
    for (const [name, value] of Object.entries({
      _form: 'enquiry',
      _submission: crypto.randomUUID(),
      _page: '/',
      _elapsed: '9000',
      website: '',
      name: 'Cap Test',
      phone: '98765 10032',
      email: `cap-${unique()}@e2e.example`,
      city: 'Pune',
    }))
      enquiry.append(name, value);
    enquiry.append('attachment', new Blob([new Uint8Array(300 * 1024)]), 'big.pdf');
    const refused = await request.post('/api/leads', {
      headers: { 'x-forwarded-for': freshAddress() },
      multipart: enquiry,
    });
    expect(refused.status()).toBe(413);
    // Claiming to be the application does not lift an enquiry's cap either.
    const claimed = await request.post('/api/leads', {
      headers: { 'x-forwarded-for': freshAddress(), 'X-Lead-Form': 'application' },
      multipart: enquiry,
    });
    expect(claimed.status()).toBe(400);
  });

  test('one address written seven ways is one client', async ({ request }) => {
    const octets = [198, 51, 100, Math.floor(Math.random() * 250) + 1];
    const [a, b, c, d] = octets as [number, number, number, number];
    const hex = (x: number, y: number) => ((x << 8) | y).toString(16).padStart(4, '0');
    const ways = [
      `${a}.${b}.${c}.${d}`,
      `::ffff:${a}.${b}.${c}.${d}`,
      octets.map((octet) => String(octet).padStart(3, '0')).join('.'),
      `[::FFFF:${a}.${b}.${c}.${d}]:443`,
      `${a}.${b}.${c}.${d}:61000`,
      `::ffff:${hex(a, b)}:${hex(c, d)}`,
      `0:0:0:0:0:FFFF:${a}.${b}.${c}.${d}`,
    ];
    const statuses: number[] = [];
    for (const from of ways) {
      const answer = await request.post('/api/leads', {
        headers: { 'x-forwarded-for': from },
        multipart: {
          _form: 'enquiry',
          _submission: crypto.randomUUID(),
          _page: '/',
          _elapsed: '9000',
          website: '',
          name: 'Seven Ways',
          phone: '98765 10033',
          email: `seven-${unique()}@e2e.example`,
          city: 'Pune',
        },
      });
      statuses.push(answer.status());
    }
    expect(statuses.slice(0, 5).every((status) => KEPT.includes(status))).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  test('the CMS answers CORS for the site’s and its own origin only, never null, never with credentials', async ({
    request,
  }) => {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:1']) {
      for (const answer of [
        await request.get(`${CMS_URL}/api/blogs?pagination[pageSize]=1`, { headers: { Origin: origin } }),
        await request.fetch(`${CMS_URL}/admin/login`, {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
        }),
      ]) {
        expect(answer.headers()['access-control-allow-origin'], origin).toBeUndefined();
        expect(answer.headers()['access-control-allow-credentials'], origin).toBeUndefined();
      }
    }
    const site = await request.get(`${CMS_URL}/api/blogs?pagination[pageSize]=1`, {
      headers: { Origin: SITE },
    });
    expect(site.headers()['access-control-allow-origin']).toBe(SITE);
    expect(site.headers()['access-control-allow-credentials']).toBeUndefined();
  });

  test('nobody can register an account on the CMS’s REST API', async ({ request }) => {
    const account = {
      username: `probe${unique()}`,
      email: `probe-${unique()}@e2e.example`,
      password: 'Probe-password-1',
    };
    const registered = await request.post(`${CMS_URL}/api/auth/local/register`, { data: account });
    expect([400, 403, 405]).toContain(registered.status());
    const signIn = await request.post(`${CMS_URL}/api/auth/local`, {
      data: { identifier: account.email, password: account.password },
    });
    expect(signIn.ok()).toBe(false);
  });

  test('the listing sites’ keys: the public and the site’s other tokens read nothing; their own token reads them only', async ({
    request,
  }) => {
    const as = (token?: string): Record<string, string> =>
      token ? { Authorization: `Bearer ${token}` } : {};
    const publishers = process.env.PUBLISHERS_API_TOKEN ?? 'e2e-cms-publishers-token';
    const leads = process.env.LEADS_API_TOKEN ?? 'e2e-cms-leads-token';
    expect((await request.get(`${CMS_URL}/api/publishers`)).status()).toBe(403);
    expect((await request.get(`${CMS_URL}/api/publishers`, { headers: as(leads) })).status()).toBe(403);
    expect((await request.get(`${CMS_URL}/api/publishers`, { headers: as(publishers) })).status()).toBe(200);
    // Its token may do nothing else: not write a listing site, not read or write leads.
    const write = await request.post(`${CMS_URL}/api/publishers`, {
      headers: as(publishers),
      data: { data: { name: 'Probe', slug: `probe-${unique()}`, key: 'x'.repeat(30) } },
    });
    expect([403, 404, 405]).toContain(write.status());
    const lead = await request.post(`${CMS_URL}/api/leads`, {
      headers: as(publishers),
      data: {
        data: { submissionId: `probe-${unique()}`, form: 'Enquiry', submittedAt: new Date().toISOString() },
      },
    });
    expect(lead.status()).toBe(403);
    // Nor may anyone but the site's leads token report on the acknowledgements.
    const report = { statuses: [], stops: [] };
    expect(
      (await request.post(`${CMS_URL}/api/lead-acknowledgements/statuses`, { data: report })).status(),
    ).toBe(403);
    expect(
      (
        await request.post(`${CMS_URL}/api/lead-acknowledgements/statuses`, {
          headers: as(publishers),
          data: report,
        })
      ).status(),
    ).toBe(403);
    expect(
      (
        await request.post(`${CMS_URL}/api/lead-acknowledgements/statuses`, {
          headers: as(leads),
          data: report,
        })
      ).status(),
    ).toBe(200);
  });

  test('leaving the preview in a frame without the secret turns no draft mode on; an odd `to` is no error', async ({
    request,
  }) => {
    const exit = await request.get('/api/preview/exit?to=/blog', {
      headers: { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(exit.status()).toBeGreaterThanOrEqual(300);
    expect(exit.status()).toBeLessThan(400);
    const cookies = exit.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie');
    expect(cookies.some((cookie) => /__prerender_bypass=[^;]+/.test(cookie.value))).toBe(false);

    for (const to of ['/blog/7/pöst', '/blog/7\r\nSet-Cookie: x=1', '/blog/\u202e7', '/blög']) {
      const answer = await request.get(`/api/preview/exit?to=${encodeURIComponent(to)}`, { maxRedirects: 0 });
      expect({ to, status: answer.status() }).toEqual({ to, status: 307 });
      expect(answer.headers()['location']).toBe('/blog');
    }
  });
});
