/**
 * Reflow and text adaptation (WCAG 1.4.10, 1.4.12, 1.4.4): every page at 320 px (a small phone, or a
 * 1280 px window zoomed to 400 %) fits the screen, in every state that changes its layout; text spacing
 * widened by a user style sheet hides no text; text-only zoom to 200 % loses nothing.
 */
import type { Page } from '@playwright/test';
import samplePosts from '../lib/blog/sample-posts.json';
import { slugify } from '../lib/blog/slug';
import { sitePages } from '../lib/pages';
import { enquiryDialog, expect, expectClearOfFloatingButtons, test, waitForHydration } from './fixtures';

const NARROW = { width: 320, height: 640 };
const WIDE = { width: 1280, height: 800 };

/** The user style sheet of WCAG 1.4.12, as the usual bookmarklet applies it. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important } p { margin-bottom: 2em !important }`;

// A seeded post the CMS keeps for the whole run (the blog tests delete only posts they create).
const post = [...samplePosts.data].sort((a, b) => a.id - b.id).at(-1)!;
const postPath = `/blog/${post.id}/${slugify(post.title)}`;

/** Every route: the site's page list, a blog post and the not-found page. */
const routes = [
  ...sitePages.map((page) => page.path),
  postPath,
  '/blog/category/career-tips',
  '/blog/search?q=interview',
  '/no-such-page',
];
/** A few tests that each walk part of the list, so two workers share the walk. */
const routeGroups = [0, 1, 2, 3].map((group) => routes.filter((_, i) => i % 4 === group));

async function open(page: Page, path: string) {
  if (path === '/blog' || path.startsWith('/blog/')) {
    // The blog regenerates in the background once the CMS has seeded it; wait for its posts.
    await expect(async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      if (path === '/blog')
        await expect(page.getByTestId('blog-card').first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  } else {
    await page.goto(path);
  }
  // Client islands settle their layout on hydration (a paused banner becomes a wrapped row).
  await waitForHydration(page);
}

/**
 * Lays out sections that otherwise render only near the screen, as the visitor will see them, and
 * answers the page's scroll width and the elements that reach past either edge of the screen. Content
 * that an ancestor clips within the screen (a sliding logo row) or scrolls (a wide table) is left out.
 */
function escapees(page: Page) {
  return page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
    const width = document.documentElement.clientWidth;
    const inside = (rect: DOMRect) => rect.left >= -1 && rect.right <= width + 1;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if ((rect.width === 0 && rect.height === 0) || inside(rect)) continue;
      let contained = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible' && inside(parent.getBoundingClientRect())) {
          contained = true;
          break;
        }
      }
      if (contained) continue;
      const name = `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '')}`;
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      found.push(`${name} "${text}" spans ${Math.round(rect.left)}..${Math.round(rect.right)} px`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, found: found.slice(0, 8) };
  });
}

/** Text that a box clipping its overflow (overflow hidden or clip, line-clamp, ellipsis) cuts off. */
function clippedText(page: Page) {
  return page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || getComputedStyle(parent).visibility !== 'visible') continue;
      // The inside of a closed disclosure is not shown (Chromium still lays it out when asked for its boxes).
      if (parent.closest('details:not([open]) > :not(summary)')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (rects.length === 0) continue;
      for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
        const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
        if (!clipsX && !clipsY) continue;
        // Text kept for screen readers only, in a 1 px box.
        if (box.clientWidth <= 1 || box.clientHeight <= 1) break;
        const outer = box.getBoundingClientRect();
        const left = outer.left + box.clientLeft;
        const top = outer.top + box.clientTop;
        const right = left + box.clientWidth;
        const bottom = top + box.clientHeight;
        const cut = rects.some(
          (rect) =>
            (clipsX && (rect.left < left - 1 || rect.right > right + 1)) ||
            (clipsY && (rect.top < top - 1 || rect.bottom > bottom + 1)),
        );
        if (cut) {
          const name = `${box.tagName.toLowerCase()}.${String(box.getAttribute('class') ?? '')}`;
          found.push(`"${node.textContent.trim().slice(0, 40)}" is cut off by ${name}`);
          break;
        }
      }
    }
    return found.slice(0, 8);
  });
}

async function expectWithinScreen(page: Page, what: string) {
  const { scrollWidth, width, found } = await escapees(page);
  expect.soft(found, `${what}: elements past the edge of the ${width} px screen`).toEqual([]);
  expect.soft(scrollWidth, `${what}: page width`).toBeLessThanOrEqual(width);
}

async function expectNoClippedText(page: Page, what: string) {
  expect.soft(await clippedText(page), `${what}: clipped text`).toEqual([]);
}

test('the footer’s last line and its social links are never under a floating button, at 320, 375, 768 and 1280 px', async ({
  page,
}) => {
  for (const width of [320, 375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/aboutus');
    const footer = page.getByRole('contentinfo');
    await expectClearOfFloatingButtons(page, [
      footer.getByText(/All rights reserved/),
      footer.getByRole('list', { name: 'Follow us' }).getByRole('link'),
    ]);
  }
});

test.describe('reflow at 320 px', () => {
  test.use({ viewport: NARROW });

  routeGroups.forEach((group, index) => {
    test(`every route fits the screen, also with the menu or the popup open (part ${index + 1} of ${routeGroups.length})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      for (const path of group) {
        await page.emulateMedia({ reducedMotion: 'no-preference' });
        await open(page, path);
        await expectWithinScreen(page, path);

        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        await expectWithinScreen(page, `${path} with the menu open`);
        await page.getByRole('button', { name: 'Close menu' }).click();

        await page.getByRole('banner').getByRole('button', { name: 'Enquire Now' }).click();
        await expect(enquiryDialog(page)).toBeVisible();
        await expectWithinScreen(page, `${path} with the popup open`);
        await page.keyboard.press('Escape');
        await expect(enquiryDialog(page)).toBeHidden();

        // Moving content stands still (the running banner becomes a wrapped row, logo rows a grid).
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await expectWithinScreen(page, `${path} without motion`);
      }
    });
  });

  test('the header keeps the logo, the menu button and Enquire Now usable', async ({ page }) => {
    await page.goto('/placementsstatistics');
    const banner = page.getByRole('banner');
    for (const control of [
      banner.getByRole('link', { name: /home/i }),
      banner.getByRole('button', { name: 'Menu' }),
      banner.getByRole('button', { name: 'Enquire Now' }),
    ]) {
      await expect(control).toBeVisible();
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await expectNoClippedText(page, 'header');
  });

  test('with the mobile menu open, its dropdowns open, and the enquiry popup open', async ({ page }) => {
    await page.goto('/placementsstatistics');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expectWithinScreen(page, 'menu open');
    for (const group of ['Courses', 'Placements']) {
      await nav.getByRole('button', { name: group }).click();
      await expectWithinScreen(page, `menu with ${group} open`);
    }
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'Enquire Now' }).click();
    const dialog = enquiryDialog(page);
    await expect(dialog).toBeVisible();
    await expectWithinScreen(page, 'popup open');
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
    await expectNoClippedText(page, 'popup open');
  });

  test('an FAQ answer open, and a course form with its toasts', async ({ page, email }) => {
    await page.goto('/datascience');
    const items = page.locator('#faq details');
    const count = await items.count();
    for (let i = 1; i < count; i++) {
      await items.nth(i).locator('summary').click();
      await expect(items.nth(i)).toHaveAttribute('open', '');
      await expectWithinScreen(page, `FAQ ${i + 1} open`);
    }
    const form = page.getByRole('form', { name: 'Exams and Certifications' });
    await form.getByLabel('Certify Your Skills').selectOption('Technical Skill Validation');
    await form.getByLabel('Stand Out From The Crowd').selectOption('Higher Credibility');
    await form.getByLabel('Upskill Your Career').selectOption('Career Growth');
    await form.getByRole('button', { name: 'GET CERTIFICATION' }).click();
    // Measured once the toasts have slid in.
    for (const title of [/^Success/, /^Notification/])
      await expect(page.getByRole('alert').filter({ hasText: title })).toBeInViewport({ ratio: 1 });
    await expectWithinScreen(page, 'certification toasts');
    await expectNoClippedText(page, 'certification toasts');
    expect(email.calls).toHaveLength(1);
  });

  test('forms showing their messages', async ({ page, email, leadsEndpoint }) => {
    await page.goto('/contactus');
    const contact = page.getByRole('form', { name: 'Contact us' });
    const fill = async () => {
      await contact.getByLabel('First Name').fill('Meera');
      await contact.getByLabel('Last Name').fill('Joshi');
      await contact.getByLabel('Company Name').fill('Deccan Foods');
      await contact.getByLabel('Phone').fill('98765 43210');
    };
    await fill();
    await contact.getByRole('button', { name: 'Submit' }).click();
    await expect(contact.getByRole('status')).toContainText('Your message has reached our team');
    await expectWithinScreen(page, 'contact form success');

    email.respondWith(503, 'unavailable');
    leadsEndpoint.goDown();
    await fill();
    await contact.getByRole('button', { name: 'Submit' }).click();
    await expect(contact.getByRole('alert')).toContainText('could not be sent');
    await expectWithinScreen(page, 'contact form failure');

    await page.goto('/applynow');
    const application = page.getByRole('form', { name: 'Job application' });
    await application.getByLabel(/Resume/).setInputFiles({
      name: `${'a-very-long-file-name-'.repeat(4)}.png`,
      mimeType: 'image/png',
      buffer: Buffer.from('png'),
    });
    await expect(application.getByRole('alert')).toBeVisible();
    await expectWithinScreen(page, 'application with a refused resume');
  });

  test('logo rows, standing still, show every logo within the screen', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ['/', '/hirefromus']) {
      await open(page, path);
      await expectWithinScreen(page, `${path} without motion`);
      const logos = page.locator('[data-paused="true"] li:not([aria-hidden="true"] li) img');
      expect(await logos.count()).toBeGreaterThan(5);
      const outside = await logos.evaluateAll((images) =>
        images
          .map((image) => ({ alt: image.getAttribute('alt'), rect: image.getBoundingClientRect() }))
          .filter(({ rect }) => rect.width === 0 || rect.left < 0 || rect.right > window.innerWidth)
          .map(({ alt }) => alt),
      );
      expect.soft(outside, `${path}: logos out of view`).toEqual([]);
    }
  });

  test('the logo maker with a long brand name', async ({ page }) => {
    await page.goto('/logo');
    const maker = page.locator('#logo-maker');
    await expect(maker.getByRole('list', { name: 'Icons' }).getByRole('button').first()).toBeVisible();
    await maker
      .getByRole('textbox', { name: 'Brand name' })
      .fill('Sahyadri Infotechnologies and Consultancy Services');
    await maker.getByRole('list', { name: 'Icons' }).getByRole('button').first().click();
    await expectWithinScreen(page, 'logo maker, long name');
    await maker.getByRole('textbox', { name: 'Brand name' }).fill('Supercalifragilisticexpialidocious');
    await expectWithinScreen(page, 'logo maker, long word');
    await maker.getByRole('searchbox', { name: 'Search icons' }).fill('no-such-icon-anywhere');
    await expectWithinScreen(page, 'logo maker, no icon found');
  });
});

test.describe('text spacing', () => {
  // A moving banner clips its text as it slides by design; its still form must show it all.
  test.use({ reducedMotion: 'reduce' });

  routeGroups.forEach((group, index) => {
    test(`hides no text on any route at 320 and 1280 px (part ${index + 1} of ${routeGroups.length})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      for (const path of group) {
        await page.setViewportSize(NARROW);
        await open(page, path);
        await page.addStyleTag({ content: TEXT_SPACING });
        await expectNoClippedText(page, `${path} at 320 px`);
        await page.setViewportSize(WIDE);
        await expectNoClippedText(page, `${path} at 1280 px`);
      }
    });
  });
});

test.describe('text zoomed to 200 %', () => {
  test.use({ viewport: WIDE, reducedMotion: 'reduce' });

  routeGroups.forEach((group, index) => {
    test(`every route at 1280 px fits and hides no text (part ${index + 1} of ${routeGroups.length})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      // The browser's own text size, which text-only zoom changes: rem, em and media queries follow it.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.enable');
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      for (const path of group) {
        await open(page, path);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
        await expectWithinScreen(page, `${path} with 200 % text`);
        await expectNoClippedText(page, `${path} with 200 % text`);
      }
    });
  });
});
