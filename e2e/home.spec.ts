import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  enquiryDialog,
  expect,
  expectNoAxeViolations,
  freezeClock,
  test,
  waitForHydration,
} from './fixtures';
import { pdfText } from './pdf';
import { site } from '../lib/site';

test.describe('home page', () => {
  test('sections in order, with their exact texts', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/IT Courses with Placement in Pune/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Launch your IT career with');
    await expect(main.getByRole('link', { name: 'Explore Courses', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Book Demo Session', exact: true })).toBeVisible();

    const banner = main.getByRole('region', { name: 'Batch announcements' });
    await expect(banner.getByText('BOOK A LIVE DEMO SESSION').first()).toBeVisible();
    await expect(banner.getByText('LIMITED SEATS AVAILABLE').first()).toBeVisible();
    await expect(banner.getByRole('button', { name: 'BOOK NOW' })).toHaveCount(1); // the loop's copy is hidden

    const featured = main.getByRole('region', { name: /Job-oriented programmes/ });
    for (const href of ['/mernstack', '/datascience', '/pythonfullstack', '/dataanalyst']) {
      await expect(featured.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    const enroll = featured.getByRole('link', { name: /ENROLL FOR COURSE/ });
    await expect(enroll).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(enroll).toHaveAttribute('target', '_blank');

    const advert = main.getByRole('region', { name: /career/i }).filter({ hasText: 'Learners' });
    for (const [value, label] of [
      ['7000+', 'Learners'],
      ['100%', 'Placement Assurance'],
      ['10 LPA', 'Average Salary'],
    ] as const) {
      await expect(advert.getByText(value, { exact: true })).toBeVisible();
      await expect(advert.getByText(label, { exact: true })).toBeVisible();
    }

    await expect(main.getByRole('link', { name: 'EXPLORE COURSES', exact: true })).toHaveAttribute(
      'href',
      '#featured-courses',
    );
    await expect(main.getByRole('region', { name: /Trusted by companies/ }).getByRole('img')).toHaveCount(20);
    await expect(main.getByRole('region', { name: /hiring partners/i }).getByRole('img')).toHaveCount(21);
  });

  test('a course card lifts under the pointer and while its link has focus', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('#featured-courses li').first();
    const lifted = 'matrix(1, 0, 0, 1, 0, -2)';
    await expect(card).toHaveCSS('transform', 'none');
    await card.hover();
    await expect(card).toHaveCSS('transform', lifted);
    await page.mouse.move(0, 0);
    await expect(card).toHaveCSS('transform', 'none');
    await card.getByRole('link').focus();
    await expect(card).toHaveCSS('transform', lifted);
  });

  test('the event photo strip holds 22 photos and is hidden on small screens', async ({ page }) => {
    await page.goto('/');
    const strip = page
      .getByRole('main')
      .locator('li:not([aria-hidden]) img[src*="event-"], li:not([aria-hidden]) img[srcset*="event-"]');
    await expect(strip).toHaveCount(22);
    await expect(strip.first()).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(strip.first()).toBeHidden();
  });

  test('the server renders the first headline word', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain(`data-active="true">${site.name}<`);
  });

  test('the headline word rotates every 3 s in order and wraps', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const active = page.locator('[data-testid="hero-word"] [data-active="true"]');
    const expected = [site.name, 'Trainers', 'Coding', 'Mock Interviews', site.name];
    await expect(active).toHaveText(expected[0]!);
    for (const word of expected.slice(1)) {
      await page.clock.runFor(3000);
      await expect(active).toHaveText(word);
    }
  });

  test('the pause control stops the rotation', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const active = page.locator('[data-testid="hero-word"] [data-active="true"]');
    await page.getByRole('button', { name: 'Pause rotating headline' }).click();
    await page.clock.runFor(9000);
    await expect(active).toHaveText(site.name);
    await page.getByRole('button', { name: 'Play rotating headline' }).click();
    await page.clock.runFor(3000);
    await expect(active).toHaveText('Trainers');
  });

  for (const name of ['Explore Courses', 'Book Demo Session']) {
    test(`${name} downloads the MERN syllabus PDF, then opens the popup`, async ({ page }) => {
      await page.goto('/');
      const downloadPromise = page.waitForEvent('download');
      await page.getByRole('main').getByRole('link', { name, exact: true }).click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toBe('MERN-Corporate-Training-Syllabus.pdf');
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfText(bytes)).toContain('MERN Stack Development');
      await expect(enquiryDialog(page)).toBeVisible();
    });
  }

  test('the running banner moves at 50 pixels a second and stops under the pointer', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const track = page.getByRole('region', { name: 'Batch announcements' }).locator('[data-hydrated="true"]');
    const copies = track.locator(':scope > div');
    await expect(copies).toHaveCount(2);
    await expect(copies.nth(1)).toHaveAttribute('aria-hidden', 'true');
    const motion = () =>
      copies.first().evaluate((copy) => {
        const style = getComputedStyle(copy);
        return {
          state: style.animationPlayState,
          secondsPerWidth: parseFloat(style.animationDuration) / copy.getBoundingClientRect().width,
        };
      });
    const moving = await motion();
    expect(moving.state).toBe('running');
    expect(1 / moving.secondsPerWidth).toBeCloseTo(50, 0);
    await track.hover();
    expect((await motion()).state).toBe('paused');
  });

  test('BOOK NOW opens the popup', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Batch announcements' });
    // A moving target never settles for Playwright's click: pause the banner, as a visitor can.
    await banner.getByRole('button', { name: 'Pause running banner' }).click();
    await banner.getByRole('button', { name: 'BOOK NOW' }).click();
    await expect(enquiryDialog(page)).toBeVisible();
  });
});

/** Fills the landing demo form with valid values (course interest: Other) and sends it. */
async function sendDemoForm(page: Page) {
  const form = page.getByRole('form', { name: 'Book a demo session' });
  await form.getByLabel('Full Name').fill('Neha Patil');
  await form.getByLabel('Email').fill('neha@example.com');
  await form.getByLabel('Course Interest').selectOption('Other');
  await form.getByLabel('Contact Number').fill('9876543210');
  await form.getByRole('button', { name: 'Book Demo Session' }).click();
  return form;
}

test.describe('landing demo form', () => {
  test('requires name, email, course interest and contact number; toasts and clears on success', async ({
    page,
    email,
    leadsEndpoint,
  }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Book a demo session' });
    const courseInterest = form.getByLabel('Course Interest');
    await expect(courseInterest.locator('option').first()).toHaveText('Course Interest');
    await expect(courseInterest.locator('option').first()).toBeDisabled();
    await expect(courseInterest.locator('option')).toHaveText([
      'Course Interest',
      'MERN Stack Development',
      'Data Science',
      'Data Analyst',
      'Python Full Stack',
      'Other',
    ]);
    const years = await form.getByLabel('Graduation Year').locator('option').allTextContents();
    expect(years.slice(1)).toEqual([
      '2018',
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
    ]);
    await expect(form.getByLabel('Graduation Year')).not.toHaveAttribute('required', '');
    await expect(form.getByLabel('Contact Number')).toHaveAttribute('type', 'tel');

    await form.getByRole('button', { name: 'Book Demo Session' }).click();
    expect(
      await form.getByLabel('Full Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    await form.getByLabel('Full Name').fill('Neha Patil');
    await form.getByLabel('Email').fill('neha@example.com');
    await form.getByRole('button', { name: 'Book Demo Session' }).click();
    expect(await courseInterest.evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(true);
    await courseInterest.selectOption('Data Science');
    await form.getByLabel('Contact Number').fill('9876543210');
    expect(email.calls).toHaveLength(0);

    // The site unreachable: the e-mail service carries the booking to the team (kept by the site, it would
    // carry nothing: the CMS is the team's copy).
    leadsEndpoint.goDown();
    await form.getByRole('button', { name: 'Book Demo Session' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Your demo session is booked successfully!' });
    await expect(toast).toBeVisible();
    await expect(page.locator('.Toastify__toast-container--top-center')).toContainText(
      'Your demo session is booked successfully!',
    );
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    expect(email.calls[0]!.json).toMatchObject({
      template_id: 'e2e-template-demo',
      template_params: {
        fullName: 'Neha Patil',
        email: 'neha@example.com',
        courseInterest: 'Data Science',
        contactNumber: '9876543210',
      },
    });
    await expect(toast).toBeHidden({ timeout: 8000 });
  });

  test('if the toast library cannot be fetched, an alert says the same words', async ({
    page,
    email,
    alerts,
  }) => {
    await page.goto('/');
    // The toast library loads on the first toast; this visitor's connection drops it.
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('Toastify__')) await route.abort();
      else await route.fulfill({ response });
    });
    const form = await sendDemoForm(page);
    await expect.poll(() => alerts).toEqual(['Your demo session is booked successfully!']);
    expect(email.calls).toHaveLength(0);
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    // A chunk still being fetched when the test ends must not fail the run outside any test.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a failed delivery (neither kept by the site nor e-mailed) keeps what was typed', async ({
    page,
    email,
    leadsEndpoint,
  }) => {
    email.respondWith(500, 'down');
    leadsEndpoint.goDown();
    await page.goto('/');
    const form = await sendDemoForm(page);
    await expect(page.getByRole('alert').filter({ hasText: 'could not be sent' })).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveValue('Neha Patil');
    await expect(form.getByLabel('Course Interest')).toHaveValue('Other');
  });
});

test.describe('reduced motion', () => {
  test.use({ colorScheme: 'light' });

  test('stops the rotating word', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.clock.runFor(9000);
    await expect(page.locator('[data-testid="hero-word"] [data-active="true"]')).toHaveText(site.name);
    await expect(page.getByRole('button', { name: 'Play rotating headline' })).toBeVisible();
  });
});

test.describe('catch-all', () => {
  test('an unknown path answers 404 with noindex and shows the home page under a notice', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('status')).toContainText('page was not found');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Launch your IT career with');
  });
});

test.describe('accessibility', () => {
  test('no violations on the home page', async ({ page }) => {
    await page.goto('/');
    await expectNoAxeViolations(page);
  });

  test('no violations on the catch-all', async ({ page }) => {
    await page.goto('/missing');
    await expectNoAxeViolations(page);
  });
});
