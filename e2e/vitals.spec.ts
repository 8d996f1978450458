/**
 * The visitors' own Core Web Vitals, in a real browser against the built site: a visit sends its figures,
 * once the page is idle, to the site itself and nowhere else; the server keeps them in its histograms (read
 * back with `npm run vitals`, as an operator would); bogus, oversized and made-up beacons are refused and
 * cost no storage.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { KNOWN_ROUTES } from '../lib/vitals/routes';
import { expect, test } from './fixtures';

const VITALS_DIR = path.resolve(process.env.VITALS_DIR ?? '.vitals-e2e');
const ENDPOINT = '/api/vitals';

interface ReportRow {
  route: string;
  beacons: number;
  metrics: Record<string, { p75: number; count: number } | null>;
}

/** `npm run vitals -- --json`: what the server has kept, per route pattern, over the last 28 days. */
function report(): Map<string, ReportRow> {
  const text = execFileSync(process.execPath, ['scripts/vitals.mjs', '--json'], {
    env: { ...process.env, REDIS_URL: '', VITALS_DIR },
    encoding: 'utf8',
  });
  const rows = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReportRow);
  return new Map(rows.map((row) => [row.route, row]));
}

const countOf = (route: string, metric: string) => report().get(route)?.metrics[metric]?.count ?? 0;
const beaconsOf = (route: string) => report().get(route)?.beacons ?? 0;

/** Today's file of the embedded default's store (India time, as the server keeps days). */
function todaysFile(): string {
  const day = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  return path.join(VITALS_DIR, `${day}.json`);
}

/** Whether a script's text is web-vitals: it observes largest-contentful-paint entries by that name. */
const scriptTexts = new Map<string, Promise<string>>();
function isWebVitals(page: Page, url: string): Promise<boolean> {
  let text = scriptTexts.get(url);
  if (!text) {
    text = page.request.get(url).then((response) => response.text());
    scriptTexts.set(url, text);
  }
  return text.then((body) => body.includes('largest-contentful-paint'));
}

/**
 * Opens `address`, interacts once, and waits until the measuring module has been fetched: a script the
 * page's HTML does not name, fetched once the page has loaded and the browser is idle.
 */
async function visit(page: Page, address: string) {
  const response = await page.goto(address);
  const html = (await response?.text()) ?? '';
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js[^"]*)"/g)].map(
    ([, src]) => new URL(src!.replace(/&amp;/g, '&'), page.url()).href,
  );
  expect(named.length).toBeGreaterThan(0);
  // None of the scripts the HTML names is the measuring module: it is not on the way to the first paint.
  for (const url of named) {
    expect({ url, webVitals: await isWebVitals(page, url) }).toEqual({ url, webVitals: false });
  }
  // An interaction, so INP has something to measure: a click on the heading, which changes nothing.
  await page.locator('h1').first().click();
  await expect
    .poll(async () => {
      const fetched = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      );
      const later = fetched.filter((url) => /\.js(\?|$)/.test(url) && !named.includes(url));
      return (await Promise.all(later.map((url) => isWebVitals(page, url)))).includes(true);
    })
    .toBe(true);
  // The module runs as soon as it arrives; after one more idle period it has subscribed to every metric.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
}

/**
 * The page is hidden, as when the visitor switches tabs or apps, and shown again: the browser's own
 * visibilitychange event, with document.visibilityState saying hidden while it runs. The page stays, so this
 * test's browser sees what it sends. Then one request of its own: every request the page made before it
 * has been reported by the time this one is.
 */
async function hideAndShow(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith('/robots.txt')),
    page.evaluate(() => fetch('/robots.txt').then((response) => response.text())),
  ]);
}

/** Every request the page makes, from here on. */
function requestsOf(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const beaconsIn = (requests: Request[]) => requests.filter((request) => request.url().includes(ENDPOINT));

test.describe('the visitors’ Core Web Vitals', () => {
  // One at a time: each reads the store's counts before and after. Other specs' visits may add to the
  // same routes meanwhile, so counts are checked to have grown, and the beacon itself exactly.
  test.describe.configure({ mode: 'serial' });

  test('a visit sends its figures by one beacon to the site itself, which keeps them in its histograms', async ({
    page,
    baseURL,
  }) => {
    const before = {
      beacons: beaconsOf('/aboutus'),
      LCP: countOf('/aboutus', 'LCP'),
      FCP: countOf('/aboutus', 'FCP'),
      TTFB: countOf('/aboutus', 'TTFB'),
      CLS: countOf('/aboutus', 'CLS'),
      INP: countOf('/aboutus', 'INP'),
    };
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.request.get('/aboutus');
    // The policy that lets the beacon go: connect-src names the site itself.
    expect(response.headers()['content-security-policy']).toMatch(/connect-src 'self'/);

    await visit(page, '/aboutus');
    const requests = requestsOf(page);
    await hideAndShow(page);

    await expect.poll(() => beaconsOf('/aboutus')).toBeGreaterThan(before.beacons);
    const after = report().get('/aboutus')!;
    for (const metric of ['LCP', 'FCP', 'TTFB', 'CLS', 'INP'] as const) {
      expect({ metric, grew: (after.metrics[metric]?.count ?? 0) > before[metric] }).toEqual({
        metric,
        grew: true,
      });
    }
    // The attribution build's parts of LCP came with it.
    expect(after.metrics['LCP.elementRenderDelay']?.count).toBeGreaterThan(0);

    // One beacon, to the site's own endpoint, naming the route's pattern and nothing of the visitor.
    const beacons = beaconsIn(requests);
    expect(beacons).toHaveLength(1);
    expect(new URL(beacons[0]!.url()).origin).toBe(new URL(baseURL!).origin);
    expect(beacons[0]!.method()).toBe('POST');
    const body = JSON.parse(beacons[0]!.postData() ?? '{}') as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['connection', 'metrics', 'route']);
    expect(body.route).toBe('/aboutus');
    expect(Object.keys(body.metrics as object)).toEqual(
      expect.arrayContaining([
        'LCP',
        'LCP.elementRenderDelay',
        'FCP',
        'TTFB',
        'CLS',
        'INP',
        'INP.inputDelay',
      ]),
    );
    // No other request of the page carried anything out: nothing left for another origin.
    for (const request of requests) expect(new URL(request.url()).origin).toBe(new URL(baseURL!).origin);
    expect(violations).toEqual([]);

    // Shown and hidden again with nothing new measured: nothing more is sent.
    await hideAndShow(page);
    expect(beaconsIn(requests)).toHaveLength(1);
  });

  test('the privacy page says what is measured', async ({ page }) => {
    await page.goto('/privacy');
    const section = page.getByRole('heading', { name: 'How fast our pages load for you' });
    await expect(section).toBeVisible();
    const text = await page.locator('main').textContent();
    for (const term of ['FCP', 'LCP', 'TTFB', 'CLS', 'INP', 'No IP address, cookie', '35 days']) {
      expect(text).toContain(term);
    }
  });

  test('a blog post is counted under its route’s pattern, never its own address', async ({ page }) => {
    await page.goto('/blog');
    const href = await page
      .locator('main a[href^="/blog/"][href*="/"]')
      .evaluateAll((links) =>
        links
          .map((link) => link.getAttribute('href') ?? '')
          .find((href) => /^\/blog\/\d+\/[^/]+$/.test(href)),
      );
    expect(href).toBeTruthy();
    const before = beaconsOf('/blog/[id]/[title]');
    const slug = href!.split('/')[3]!;
    // This time the visitor leaves for another site: the browser sends the beacon as the page goes.
    await visit(page, href!);
    await page.goto('about:blank');
    await expect.poll(() => beaconsOf('/blog/[id]/[title]')).toBeGreaterThan(before);
    expect(readFileSync(todaysFile(), 'utf8')).not.toContain(slug);
  });

  test('a made-up address (the 404 page) sends nothing', async ({ page }) => {
    // The same visit and hiding of a real page sends its beacon (the first test).
    await visit(page, '/no-such-page-for-vitals');
    const requests = requestsOf(page);
    await hideAndShow(page);
    expect(beaconsIn(requests)).toEqual([]);
  });

  test('bogus, oversized and foreign beacons are refused, and nothing of them is kept', async ({
    request,
  }) => {
    const valid = { route: '/mernstack', connection: '4g', metrics: { LCP: 1800, CLS: 0.01 } };
    const post = (data: string, contentType = 'application/json') =>
      request.post(ENDPOINT, { data, headers: { 'content-type': contentType } });
    const before = beaconsOf('/mernstack');

    expect((await post(JSON.stringify(valid), 'text/plain')).status()).toBe(415);
    expect((await post(`{"route":"/mernstack","pad":"${'x'.repeat(4096)}"}`)).status()).toBe(413);
    for (const bogus of [
      'not json',
      JSON.stringify({ ...valid, route: '/blog/12/some-post' }),
      JSON.stringify({ ...valid, route: '/admin' }),
      JSON.stringify({ ...valid, connection: 'wifi' }),
      JSON.stringify({ ...valid, metrics: { LCP: -5 } }),
      JSON.stringify({ ...valid, metrics: { LCP: 10_000_000 } }),
      JSON.stringify({ ...valid, metrics: { FID: 20 } }),
      JSON.stringify({ ...valid, visitorId: 'abc123' }),
    ]) {
      expect({ bogus, status: (await post(bogus)).status() }).toEqual({ bogus, status: 400 });
    }
    // The endpoint takes beacons only.
    expect((await request.get(ENDPOINT)).status()).toBe(405);

    // A well-formed one is kept: the refusals above were not the endpoint being down.
    expect((await post(JSON.stringify(valid))).status()).toBe(204);
    await expect.poll(() => beaconsOf('/mernstack')).toBeGreaterThan(before);
  });

  test('a flood of made-up routes and names does not grow the store', async ({ request }) => {
    // Something is stored today, so there is a file to watch.
    const seed = { route: '/career', connection: '3g', metrics: { FCP: 1200 } };
    expect((await request.post(ENDPOINT, { data: seed })).status()).toBe(204);
    await expect.poll(() => beaconsOf('/career')).toBeGreaterThan(0);
    const files = readdirSync(VITALS_DIR).sort();

    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const n = batch * 50 + i;
          const data =
            n % 2 === 0
              ? { route: `/made-up-${n}`, connection: '4g', metrics: { LCP: 1000 } }
              : { route: '/career', connection: '4g', metrics: { [`made-up-metric-${n}`]: 1000 } };
          return request.post(ENDPOINT, { data });
        }),
      );
      for (const answer of answers) statuses.set(answer.status(), (statuses.get(answer.status()) ?? 0) + 1);
    }
    expect([...statuses]).toEqual([[400, 500]]);

    // A last real beacon makes the server write its file again: the flood left nothing in it.
    const careerBefore = beaconsOf('/career');
    expect((await request.post(ENDPOINT, { data: seed })).status()).toBe(204);
    await expect.poll(() => beaconsOf('/career')).toBeGreaterThan(careerBefore);
    expect(readdirSync(VITALS_DIR).sort()).toEqual(files);
    const stored = readFileSync(todaysFile(), 'utf8');
    expect(stored).not.toContain('made-up');
    // Only known routes and metrics, whatever else may have visited meanwhile.
    const day = JSON.parse(stored) as Record<string, Record<string, unknown>>;
    for (const [route, series] of Object.entries(day)) {
      expect(KNOWN_ROUTES.has(route)).toBe(true);
      for (const name of Object.keys(series))
        expect(name).toMatch(/^(connection|LCP|INP|CLS|FCP|TTFB)(\.\w+)?$/);
    }
  });
});
