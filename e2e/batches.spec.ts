/**
 * The batch calendar, against the built site and the real bundled CMS. While the institute has entered no
 * batch, the pages show the rules' dates (in a browser outside India too). A batch entered in the CMS is the
 * course page's Next Batch, the banner's Upcoming Batch, the syllabus PDF's and a later acknowledgement's,
 * within seconds (the CMS's webhook); a series is entered once in the admin, by a marketer; deleted, the
 * rules again. In the shared-CMS project: its batches change what every page with a batch date shows.
 */
import type { APIRequestContext } from '@playwright/test';
import { smtpSink } from '../scripts/smtp-sink.mjs';
import {
  addDays,
  dateAtInstitute,
  formatCalendarDate,
  isoCalendarDate,
  type CalendarDate,
} from '../lib/calendar-date';
import { nextCourseBatch } from '../lib/batches';
import { adminAccount, signIn } from './admin-ui';
import { asAdmin, CMS_URL, waitForWebhook } from './cms';
import { roleAccount } from './cms-admin';
import { expect, test } from './fixtures';
import { pdfText } from './pdf';

test.describe.configure({ mode: 'serial' });

const BATCHES = `${CMS_URL}/content-manager/collection-types/api::batch.batch`;
const sink = smtpSink(Number(process.env.E2E_SMTP_PORT ?? 4336));

/** India's day, `days` from today. */
const inDays = (days: number): CalendarDate => addDays(dateAtInstitute(new Date()), days);

/** Every batch the CMS keeps, as the admin lists them. */
async function storedBatches(request: APIRequestContext) {
  const response = await request.get(`${BATCHES}?pageSize=100&sort=startsOn:ASC`, {
    headers: await asAdmin(request),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { results: { documentId: string; course: string; startsOn: string }[] })
    .results;
}

async function deleteAllBatches(request: APIRequestContext) {
  for (const batch of await storedBatches(request)) {
    const response = await request.delete(`${BATCHES}/${batch.documentId}`, {
      headers: await asAdmin(request),
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** The Next Batch a course page's HTML holds, as the server rendered it. */
async function nextBatchOn(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  return /data-testid="next-batch"[^>]*>([^<]+)</.exec(html)?.[1] ?? '';
}

test.beforeAll(async ({ request }) => {
  await sink.start();
  // A calendar of this file's own: the rules' tests below need it empty.
  await deleteAllBatches(request);
});
test.afterAll(async ({ request }) => {
  await deleteAllBatches(request);
  await sink.stop();
});

test.describe('batch dates in a browser outside India', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  const cases = [
    // instant (UTC), last batch, upcoming batch
    { now: '2026-11-21T06:00:00Z', last: '9 Nov 2026', upcoming: '1 Dec 2026' },
    // Sunday 8 Nov 20:00 UTC is Monday 9 Nov 01:30 in India: the batch starts today there.
    { now: '2026-11-08T20:00:00Z', last: '2 Nov 2026', upcoming: 'TODAY!' },
    { now: '2026-12-20T10:00:00Z', last: '14 Dec 2026', upcoming: '1 Jan 2027' },
    { now: '2026-08-01T10:00:00Z', last: '13 Jul 2026', upcoming: '3 Aug 2026' },
  ];
  for (const { now, last, upcoming } of cases) {
    test(`at ${now} the banner shows last ${last} and upcoming ${upcoming}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(now));
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Batch announcements' });
      await expect(banner.getByTestId('last-batch').first()).toHaveText(last);
      await expect(banner.getByTestId('upcoming-batch').first()).toHaveText(upcoming);
    });
  }
});

test.describe('Next Batch in a browser outside India', () => {
  test.use({ timezoneId: 'America/New_York' });

  const cases = [
    { now: '2026-11-16T06:00:00Z', next: '19 Nov 2026' }, // Monday in India → Thursday
    { now: '2026-11-18T12:00:00Z', next: '19 Nov 2026' }, // Wednesday
    { now: '2026-11-19T06:00:00Z', next: '23 Nov 2026' }, // Thursday → Monday
    { now: '2026-11-22T06:00:00Z', next: '23 Nov 2026' }, // Sunday
    { now: '2026-11-18T19:00:00Z', next: '23 Nov 2026' }, // Wednesday evening in New York, Thursday in India
  ];
  for (const { now, next } of cases) {
    test(`at ${now} the next batch is ${next}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(now));
      await page.goto('/dataanalyst');
      await expect(page.getByTestId('next-batch')).toHaveText(next);
    });
  }
});

test("a batch entered in the CMS is the course page's Next Batch, the banner's, the PDF's and a later acknowledgement's; deleted, the rule again", async ({
  page,
  request,
}) => {
  const day = inDays(9);
  const created = await request.post(BATCHES, {
    headers: await asAdmin(request),
    data: { course: 'Data Analyst', startsOn: isoCalendarDate(day) },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const shown = formatCalendarDate(day);

  // The webhook expires the pages that show batches: the next request renders the new date.
  await expect.poll(() => nextBatchOn(request, '/dataanalyst'), { timeout: 60_000 }).toBe(shown);
  // Another course keeps its rule.
  expect(await nextBatchOn(request, '/datascience')).toBe(formatCalendarDate(nextCourseBatch(new Date())));
  // In the browser too, after the visitor's clock recomputes it.
  await page.goto('/dataanalyst');
  await expect(page.getByTestId('next-batch')).toHaveText(shown);
  await page.getByTestId('next-batch').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/batch-course-1280.png' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId('next-batch').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/batch-course-375.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  // The banner: the soonest entered batch; none entered before it, so no Last Batch is made up.
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Batch announcements' });
  await expect(banner.getByTestId('upcoming-batch').first()).toHaveText(shown);
  await expect(banner.getByTestId('last-batch')).toHaveCount(0);
  // The syllabus PDF says the same.
  const pdf = pdfText(Buffer.from(await (await request.get('/syllabus/dataanalyst-syllabus.pdf')).body()));
  expect(pdf.replace(/\s+/g, ' ')).toContain(`NEXT BATCH ${shown}`);

  // An enquiry from the course's page is told that date.
  const email = `batch-${Date.now()}@e2e.example`;
  const answer = await request.post('/api/leads', {
    headers: { 'x-forwarded-for': '203.0.113.77' },
    multipart: {
      _form: 'enquiry',
      _submission: crypto.randomUUID(),
      _page: '/dataanalyst',
      _elapsed: '8000',
      website: '',
      name: 'Batch Enquirer',
      phone: `9${String(Date.now()).slice(-9)}`,
      email,
      city: 'Pune',
    },
  });
  expect([201, 202]).toContain(answer.status());
  await expect
    .poll(() => sink.mails.filter((mail) => mail.to.includes(email)).length, { timeout: 60_000 })
    .toBe(1);
  const mail = sink.mails.find((candidate) => candidate.to.includes(email))!;
  expect(mail.subject).toBe('Your enquiry about Data Analyst: the syllabus and the next batch');
  expect(mail.text).toContain(`The next batch starts on ${shown}.`);

  // Deleted: the rule's day again.
  await deleteAllBatches(request);
  await waitForWebhook(request, 'entry.delete');
  await expect
    .poll(() => nextBatchOn(request, '/dataanalyst'), { timeout: 60_000 })
    .toBe(formatCalendarDate(nextCourseBatch(new Date())));
});

test('the Admissions head keeps the calendar too; a counsellor does not', async ({ request }) => {
  const head = await roleAccount(
    request,
    'admissions-head',
    `head-batches-${Date.now()}@e2e.example`,
    'Meera',
  );
  const counsellor = await roleAccount(request, 'admissions', `counsellor-batches-${Date.now()}@e2e.example`);
  const batch = { course: 'Python Full Stack', startsOn: isoCalendarDate(inDays(40)) };
  const byHead = await request.post(BATCHES, { headers: head.headers, data: batch });
  expect(byHead.status(), await byHead.text()).toBe(201);
  expect((await request.post(BATCHES, { headers: counsellor.headers, data: batch })).status()).toBe(403);
  await deleteAllBatches(request);
});

test.describe('in the admin, in India', () => {
  test.use({ locale: 'en-IN' });

  test('a marketer enters a weekly series once in the admin: one batch a week, the first on the course page', async ({
    page,
    request,
  }) => {
    const account = await adminAccount(request, 'Editor', 'Marketer');
    const first = inDays(14);
    const last = inDays(35);
    await signIn(page, account);
    await newBatch(page, 'Data Science', first);
    await page.getByRole('combobox', { name: 'Repeat', exact: true }).click();
    await page.getByRole('option', { name: 'Every week' }).click();
    await fillDate(page, 'Repeat until', last);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: false }).first()).toBeVisible();

    const stored = (await storedBatches(request)).filter((batch) => batch.course === 'Data Science');
    expect(stored.map((batch) => batch.startsOn)).toEqual(
      [0, 7, 14, 21].map((days) => isoCalendarDate(addDays(first, days))),
    );
    await expect
      .poll(() => nextBatchOn(request, '/datascience'), { timeout: 60_000 })
      .toBe(formatCalendarDate(first));
    // The list: the four batches, soonest first.
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Data Science' })).toHaveCount(4);
    await page.screenshot({ path: 'test-results/batch-series-admin.png', fullPage: true });
  });

  test('the Admissions head enters a batch in the admin, and it is stored for its course and day', async ({
    page,
    request,
  }) => {
    const head = await adminAccount(request, 'Admissions head', 'Meera');
    const day = inDays(45);
    await signIn(page, head);
    await newBatch(page, 'Python Full Stack', day);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: false }).first()).toBeVisible();
    const stored = (await storedBatches(request)).filter((batch) => batch.course === 'Python Full Stack');
    expect(stored.map((batch) => batch.startsOn)).toContain(isoCalendarDate(day));
    await page.screenshot({ path: 'test-results/batch-head-admin.png', fullPage: true });
    await deleteAllBatches(request);
  });
});

/** A new batch's page in the admin, from the Content Manager's link, with its course and first day chosen. */
async function newBatch(page: import('@playwright/test').Page, course: string, day: CalendarDate) {
  await page.getByRole('link', { name: 'Content Manager' }).click();
  await page.getByRole('link', { name: 'Batch', exact: true }).click();
  await page
    .getByRole('link', { name: /Create new entry/ })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Course', exact: true }).click();
  await page.getByRole('option', { name: course }).click();
  await fillDate(page, 'Starts on', day);
}

/** Types a day into one of the admin's date fields, as a person in India does (DD/MM/YYYY, en-IN). */
async function fillDate(page: import('@playwright/test').Page, label: string, day: CalendarDate) {
  const field = page.getByRole('combobox', { name: label });
  await field.click();
  const two = (value: number) => String(value).padStart(2, '0');
  await field.fill(`${two(day.day)}/${two(day.month)}/${day.year}`);
  await field.press('Enter');
}
