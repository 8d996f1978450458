import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { POPUP_SETTLED_KEY } from '../lib/enquiry-popup';
import {
  test as base,
  expect,
  type APIResponse,
  type Frame,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';

/** Where the e-mail client posts (the e2e build keeps the default origin; nothing leaves the machine). */
export const EMAIL_SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send';
export const EMAIL_SEND_FORM_URL = 'https://api.emailjs.com/api/v1.0/email/send-form';

export interface EmailCall {
  url: string;
  /** JSON body of a send; null for a multipart send-form. */
  json: Record<string, unknown> | null;
  /** Raw body text (multipart for send-form). */
  raw: string;
}

type Fixtures = {
  /** Let the enquiry popup open by itself (off by default so it does not cover what a test clicks). */
  allowAutoEnquiry: boolean;
  /** Intercepts the e-mail service at the browser's network boundary. */
  email: EmailService;
  /** The site's lead endpoint as this test's browser reaches it. */
  leadsEndpoint: LeadsEndpoint;
  /** Every window.alert the page shows, accepted, in order. */
  alerts: string[];
};

export class EmailService {
  readonly calls: EmailCall[] = [];
  private answer = { status: 200, body: 'OK' };

  constructor(private readonly page: Page) {}

  async install() {
    const handler = async (route: Route) => {
      const request = route.request();
      // Decoded as UTF-8 by hand: a multipart body is bytes, and non-Latin text must compare as text.
      const raw = request.postDataBuffer()?.toString('utf8') ?? '';
      let json: Record<string, unknown> | null = null;
      try {
        json = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        json = null;
      }
      this.calls.push({ url: request.url(), json, raw });
      await route.fulfill({
        status: this.answer.status,
        body: this.answer.body,
        headers: { 'access-control-allow-origin': '*', 'content-type': 'text/plain' },
      });
    };
    await this.page.route(EMAIL_SEND_URL, handler);
    await this.page.route(EMAIL_SEND_FORM_URL, handler);
  }

  /** The service answers every following call with this. */
  respondWith(status: number, body: string) {
    this.answer = { status, body };
  }
}

/** Where the site keeps leads (POST /api/leads). */
export const LEADS_URL = /\/api\/leads$/;

/**
 * A client address for one test, as a proxy in front would report it (X-Forwarded-For): each test is its
 * own visitor, so the site's per-client limit counts each test's forms alone.
 */
export function clientAddressFor(testId: string): string {
  const hash = createHash('sha256').update(testId).digest();
  return `10.${hash[0]}.${hash[1]}.${hash[2]}`;
}

export class LeadsEndpoint {
  private reachable = true;
  constructor(
    private readonly page: Page,
    readonly clientAddress: string,
  ) {}

  async install() {
    await this.page.route(LEADS_URL, async (route) => {
      if (!this.reachable) return route.abort('connectionrefused');
      await route.continue({
        headers: { ...route.request().headers(), 'x-forwarded-for': this.clientAddress },
      });
    });
  }

  /** The site's lead endpoint cannot be reached from here on (the network or the site is down). */
  goDown() {
    this.reachable = false;
  }

  comeBack() {
    this.reachable = true;
  }
}

const leadsEndpoints = new WeakMap<Page, LeadsEndpoint>();

export const test = base.extend<Fixtures>({
  allowAutoEnquiry: [false, { option: true }],
  page: async ({ page, allowAutoEnquiry }, use, testInfo) => {
    // Every page's forms reach the site as this test's own visitor.
    const endpoint = new LeadsEndpoint(page, clientAddressFor(testInfo.testId));
    await endpoint.install();
    leadsEndpoints.set(page, endpoint);
    if (!allowAutoEnquiry) {
      await page.addInitScript((key) => {
        try {
          window.sessionStorage.setItem(key, '1');
        } catch {
          /* storage unavailable */
        }
      }, POPUP_SETTLED_KEY);
    }
    // The map embed and any other third party are out of reach here: answer them locally and at once.
    await page.route(/^https:\/\/(www\.)?google\.com\//, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Map</title><p>Map</p>',
      }),
    );
    // A page starts its scripts after its first frame (lib/paint-first.mjs), so its load event no longer
    // means it is hydrated: a navigation that waits for load also waits for hydration, as a visitor's
    // first tap on an island would. e2e/paint-first.spec.ts checks every page does hydrate.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if ((options?.waitUntil ?? 'load') === 'load' && (await startsScriptsAfterPaint(page)))
        await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  email: async ({ page }, use) => {
    const service = new EmailService(page);
    await service.install();
    await use(service);
  },
  leadsEndpoint: async ({ page }, use) => {
    await use(leadsEndpoints.get(page)!);
  },
  alerts: async ({ page }, use) => {
    const messages: string[] = [];
    page.on('dialog', async (dialog) => {
      messages.push(dialog.message());
      await dialog.accept();
    });
    await use(messages);
  },
});

export { expect };

/**
 * Zero WCAG 2.2 AA violations in what the page shows now, once its transitions have ended (a dialog fading
 * in has colours between two states, which axe would measure). Endless animations (the running banner) are
 * left running.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/** The enquiry popup. */
export function enquiryDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Enquiry Form' });
}

export async function fillEnquiry(
  scope: ReturnType<Page['locator']>,
  values: Record<'name' | 'phone' | 'email' | 'city', string>,
) {
  await scope.getByLabel('Name').fill(values.name);
  await scope.getByLabel('Phone').fill(values.phone);
  await scope.getByLabel('Email').fill(values.email);
  await scope.getByLabel('City').fill(values.city);
}

/**
 * Installs a fake clock that stands still until a test moves it with runFor. Call before goto: timers
 * then fire only when the test says so, however slow the machine, and React still hydrates (its
 * scheduler runs on MessageChannel, which the fake clock leaves alone).
 */
export async function freezeClock(page: Page, at = new Date('2026-11-21T06:00:00Z')) {
  await page.clock.install({ time: at });
  await page.clock.pauseAt(new Date(at.getTime() + 1000));
}

/**
 * Waits until React has hydrated the page and run its effects, so that timers the page sets on mount
 * exist before a test moves a frozen clock.
 */
export async function waitForHydration(page: Page | Frame) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const main = document.querySelector('main');
        return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
      }),
    )
    .toBe(true);
  // React flushes effects in a MessageChannel task queued at commit; a message posted now runs after it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** Whether the page's HTML carries the paint-first loader (pages that render in the browser do not). */
async function startsScriptsAfterPaint(page: Page): Promise<boolean> {
  try {
    return await page.evaluate(() =>
      Array.from(document.scripts).some((script) =>
        script.text.startsWith('(function(s){var d=document,p=self.performance,'),
      ),
    );
  } catch {
    // Not a page (a download, a navigation away): nothing to wait for.
    return false;
  }
}

/** The script-src sources of a response's one Content-Security-Policy header. */
export function scriptSources(response: APIResponse): string[] {
  const policies = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'content-security-policy');
  expect(policies, `one policy on ${response.url()}`).toHaveLength(1);
  const directive = policies[0]?.value.split(';').find((part) => part.trim().startsWith('script-src '));
  expect(directive, `script-src on ${response.url()}`).toBeDefined();
  return (directive ?? '').trim().split(/\s+/).slice(1);
}

/**
 * SHA-256 of every inline script of this HTML a browser would run (not JSON-LD, not script files), worked
 * out here on its own so that the test does not repeat the site's code.
 */
function inlineScriptHashesOf(html: string): Set<string> {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** The page's answer allows 'self' and exactly its own inline scripts, nothing wholesale. */
export async function expectHashedPolicy(response: APIResponse) {
  const sources = scriptSources(response);
  expect(sources[0]).toBe("'self'");
  for (const forbidden of ["'unsafe-inline'", "'unsafe-eval'", "'strict-dynamic'", '*', 'data:', 'https:']) {
    expect(sources, response.url()).not.toContain(forbidden);
  }
  const expected = inlineScriptHashesOf(await response.text());
  expect(expected.size, `inline scripts on ${response.url()}`).toBeGreaterThan(1);
  expect(new Set(sources.slice(1))).toEqual(expected);
}

/**
 * None of these is under a floating button (back to top, chat, call), with the page scrolled to its end,
 * where the footer's last line meets the buttons' column.
 */
export async function expectClearOfFloatingButtons(page: Page, targets: Locator[]) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const buttons = [
    page.getByRole('button', { name: 'Back to top' }),
    page.getByRole('link', { name: 'Chat with us (opens in a new tab)' }),
    page.getByRole('link', { name: /^Call us on / }),
  ];
  await expect(buttons[0]!).toBeVisible();
  const boxes = await Promise.all(buttons.map((button) => button.boundingBox()));
  for (const target of targets) {
    for (const item of await target.all()) {
      const box = (await item.boundingBox())!;
      for (const button of boxes) {
        const overlaps =
          box.x < button!.x + button!.width &&
          button!.x < box.x + box.width &&
          box.y < button!.y + button!.height &&
          button!.y < box.y + box.height;
        expect(overlaps, `${await item.textContent()} is under a floating button`).toBe(false);
      }
    }
  }
}
