/**
 * The admissions team's working day in the CMS's real admin panel and on the built site, in Chromium, with a
 * real SMTP server the CMS sends through: counsellors by name for every role (the lead's Counsellor, the
 * list, Filters → Counsellor, My leads, the history, the export), the assignment-rule screen and routing by
 * form, job applications apart from enquiries, repeats in context (not escalated, who works them said), alerts
 * that carry only what the team needs and quote what the visitor typed, the mail-failure banner and the
 * report of late alerts (the mail server stopped and started; the alerts' clock moved, never waited for),
 * the dashboard's cards whole, and what a counsellor's home page and menus offer. Screenshots at 1280 pixels
 * go to test-results/admin-screens/.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { smtpSink, type SunkMail } from '../scripts/smtp-sink.mjs';
import { asAdmin, CMS_URL } from './cms';
import {
  adminAccount,
  bytesOf,
  openLeadList,
  parseCsv,
  screenshot,
  signIn,
  storeLead,
  unique,
  uniquePhone,
  updateLead,
  type Account,
} from './admin-ui';
import { enquiryDialog, expect, fillEnquiry, test } from './fixtures';

// One at a time: the tests share the mail server, stop it, and move the alerts' clock.
test.describe.configure({ mode: 'default', timeout: 150_000 });
test.use({ actionTimeout: 15_000 });

const sink = smtpSink(Number(process.env.E2E_SMTP_PORT ?? 4336));
const ADMISSIONS_EMAIL = 'admissions@e2e.example';
const LEADS = `${CMS_URL}/content-manager/collection-types/api::lead.lead`;
const RULES = `${CMS_URL}/content-manager/collection-types/api::assignment-rule.assignment-rule`;
const DAY = 86_400_000;

/** 'Asha-x Counsellor': an account's name as admissions shows it. */
const fullName = (account: Account) => `${account.firstname} ${account.lastname}`;

/** '28 Nov, 10:00': a time as the list shows it, in India time. */
const listTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The alerts the mail server took for a lead (its Message-ID is made from the lead's documentId). */
const alertsFor = (documentId: string) =>
  sink.mails.filter((mail) => mail.messageId.includes(`lead-alert-${documentId}@`));

async function theAlert(documentId: string, timeout = 60_000): Promise<SunkMail> {
  await expect.poll(() => alertsFor(documentId).length, { timeout }).toBeGreaterThan(0);
  return alertsFor(documentId)[0]!;
}

async function mailStatus(request: APIRequestContext) {
  const answer = await request.get(`${CMS_URL}/admissions/mail-status`, { headers: await asAdmin(request) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { failing: boolean; waiting: number };
}

/** Moves the CMS's alerts' clock ahead of the real time (the test-clock route; 0 puts it back). */
async function alertsClockAhead(request: APIRequestContext, ms: number) {
  const answer = await request.post(`${CMS_URL}/admissions/test-clock/alerts-ahead`, {
    headers: await asAdmin(request),
    data: { ms },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function runRemindersAt(request: APIRequestContext, now: Date) {
  const answer = await request.post(`${CMS_URL}/admissions/test-clock/reminders`, {
    headers: await asAdmin(request),
    data: { now: now.toISOString() },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function rule(request: APIRequestContext, data: Record<string, unknown>, people: Account[]) {
  const answer = await request.post(RULES, {
    headers: await asAdmin(request),
    data: { ...data, counsellors: { connect: people.map(({ id }) => ({ id })) } },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { documentId: string } }).data.documentId;
}

async function deleteRule(request: APIRequestContext, documentId: string) {
  await request.delete(`${RULES}/${documentId}`, { headers: await asAdmin(request) });
}

/** A lead as the admin's API reads it. */
async function lead(request: APIRequestContext, documentId: string) {
  const answer = await request.get(`${LEADS}/${documentId}`, { headers: await asAdmin(request) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

async function counsellorOf(request: APIRequestContext, documentId: string) {
  const answer = await request.get(
    `${CMS_URL}/content-manager/relations/api::lead.lead/${documentId}/counsellor`,
    { headers: await asAdmin(request) },
  );
  return ((await answer.json()) as { results: { id: number }[] }).results[0]?.id;
}

async function searchList(page: Page, text: string) {
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: /Search for/ }).fill(text);
  await page.keyboard.press('Enter');
}

async function openLead(page: Page, name: string) {
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByText(name)
    .first()
    .click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/** Signs in as this account, from a clean browser state. */
async function switchTo(page: Page, account: Account) {
  await page.context().clearCookies();
  await page.goto('about:blank');
  await page.evaluate(() => window.localStorage.clear()).catch(() => undefined);
  await signIn(page, account);
}

test.beforeAll(async ({ request }) => {
  await sink.start();
  // Alerts that waited while no test ran a mail server go out now: the banner starts clear. Their retries
  // back off up to 5 minutes, so the CMS's clock is moved past that for them to fall due, then back.
  await alertsClockAhead(request, 6 * 60_000);
  await expect
    .poll(async () => (await mailStatus(request)).failing, { timeout: 90_000, intervals: [1000, 2000] })
    .toBe(false);
  await alertsClockAhead(request, 0);
});
test.afterAll(async ({ request }) => {
  await alertsClockAhead(request, 0).catch(() => undefined);
  await sink.stop();
});

test('counsellors by name for every role: the lead, the list, Filters → Counsellor, My leads, the history, the export', async ({
  page,
  request,
}) => {
  const asha = await adminAccount(request, 'Admissions', unique('Asha'));
  const ravi = await adminAccount(request, 'Admissions', unique('Ravi'));
  const head = await adminAccount(request, 'Super Admin', unique('Meera'));
  const course = unique('Names course');
  const ruleId = await rule(request, { name: unique('Names'), course }, [asha]);
  try {
    const phone = uniquePhone();
    const firstName = unique('Priya');
    const first = await storeLead(request, {
      name: firstName,
      phone: `+91 ${phone}`,
      course,
      firstSource: 'google',
      firstMedium: 'cpc',
      firstCampaign: 'diwali',
      firstGclid: 'gclid-e2e-first',
      latestSource: 'newsletter',
      latestMedium: 'email',
      latestFbclid: 'fbclid-e2e-latest',
    });
    const secondName = unique('Priya again');
    const secondAt = new Date(Date.now() - 60_000);
    const second = await storeLead(request, {
      name: secondName,
      phone: `0${phone}`,
      course,
      submittedAt: secondAt.toISOString(),
    });
    expect(await counsellorOf(request, second.documentId)).toBe(asha.id);

    // The counsellor: the list names counsellors, marks the repeat and says when each lead came.
    await signIn(page, asha);
    await openLeadList(page);
    await searchList(page, course);
    const headings = (await page.locator('thead th').allTextContents()).map((text) => text.trim());
    expect(headings.filter(Boolean)).toEqual([
      'Name',
      'Phone',
      'Course',
      'Source',
      'Status',
      'Counsellor',
      'Follow-up',
      'Received',
    ]);
    const secondRow = page.getByRole('row', { name: new RegExp(secondName) });
    await expect(secondRow).toContainText(`${asha.firstname} C.`);
    await expect(secondRow).toContainText('Repeat: this person’s 2nd');
    await expect(secondRow).toContainText(listTime.format(secondAt));
    // The eight columns show whole at 1280 pixels: the last one ends inside every box that would scroll.
    const hidden = await page
      .locator('table')
      .first()
      .evaluate((table) => {
        const column = [...table.querySelectorAll('thead th')].findIndex((cell) =>
          /Received/i.test(cell.textContent ?? ''),
        );
        if (column < 0) return ['no Received column'];
        // Where the column's text ends, in its header and in every row.
        let right = 0;
        for (const row of table.querySelectorAll('tr')) {
          const cell = row.children[column];
          if (!cell) continue;
          const text = document.createRange();
          text.selectNodeContents(cell);
          right = Math.max(right, text.getBoundingClientRect().right);
        }
        const cut: string[] = [];
        for (let node: Element | null = table; node && node !== document.body; node = node.parentElement) {
          if (node.scrollWidth > node.clientWidth + 1 && right > node.getBoundingClientRect().right + 1)
            cut.push(node.tagName);
        }
        if (right > window.innerWidth) cut.push('window');
        return cut;
      });
    expect(hidden).toEqual([]);
    await screenshot(page, 'counsellor-lead-list-names');

    // The lead's Counsellor by name (a counsellor never sees an account's number).
    await openLead(page, secondName);
    const form = page.locator('form').first();
    await expect(form).toContainText(fullName(asha));
    await expect(form).not.toContainText(/Account \d+/);
    await screenshot(page, 'counsellor-lead-counsellor');

    // The head reassigns it to Ravi, picking him by name; the history says who went to whom, by whom.
    await switchTo(page, head);
    await openLeadList(page);
    await searchList(page, course);
    await openLead(page, secondName);
    await page.getByRole('combobox', { name: 'Counsellor' }).click();
    await page.getByRole('option', { name: fullName(ravi), exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const history = page.getByRole('complementary').filter({ hasText: 'What was said or done' });
    await expect(history).toContainText(`Reassigned · ${fullName(head)}`);
    await expect(history).toContainText(`${fullName(asha)} → ${fullName(ravi)}`);
    expect(await counsellorOf(request, second.documentId)).toBe(ravi.id);
    await screenshot(page, 'head-lead-reassigned');

    // Back as the counsellor: Filters → Counsellor offers the team by name, and My leads shows hers only.
    await switchTo(page, asha);
    await openLeadList(page);
    await searchList(page, course);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Select field' }).click();
    await page.getByRole('option', { name: 'Counsellor' }).click();
    await page.getByRole('combobox', { name: 'Counsellor' }).click();
    await page.getByRole('option', { name: fullName(ravi), exact: true }).click();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await expect(page.getByText(`Counsellor is ${fullName(ravi)}`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(secondName) })).toContainText(
      `${ravi.firstname} C.`,
    );
    await expect(page.getByRole('row', { name: new RegExp(firstName) })).toHaveCount(0);
    await screenshot(page, 'counsellor-filter-by-counsellor');

    await openLeadList(page);
    await page.getByRole('link', { name: 'My leads' }).click();
    await expect(page).toHaveURL(new RegExp(`counsellor.*${asha.id}`));
    await searchList(page, course);
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${asha.firstname} C.`);
    await expect(page.getByRole('link', { name: 'All leads' })).toBeVisible();
    await screenshot(page, 'counsellor-my-leads');

    // The export: counsellors by name, the lead a repeat repeats, both touches and their click ids.
    // All leads again (the list keeps its last filter when it is reopened from the menu).
    await page.getByRole('link', { name: 'All leads' }).click();
    await expect(page.getByRole('link', { name: 'My leads' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const [header, ...csvRows] = parseCsv((await bytesOf(await downloading)).toString('utf8'));
    const column = (heading: string) => {
      const index = header!.indexOf(heading);
      expect(index, heading).toBeGreaterThanOrEqual(0);
      return index;
    };
    const row = (id: number) => csvRows.find((cells) => cells[column('Id')] === String(id))!;
    expect(row(first.id)[column('Counsellor')]).toBe(fullName(asha));
    expect(row(second.id)[column('Counsellor')]).toBe(fullName(ravi));
    expect(row(second.id)[column('Repeat of (id)')]).toBe(String(first.id));
    expect(row(first.id)[column('First touch: Google Ads click id (gclid)')]).toBe('gclid-e2e-first');
    expect(row(first.id)[column('Latest touch: source')]).toBe('newsletter');
    expect(row(first.id)[column('Latest touch: Meta click id (fbclid)')]).toBe('fbclid-e2e-latest');
  } finally {
    await deleteRule(request, ruleId);
  }
});

test('the assignment-rule screen as the head reads it; a rule of forms takes the job applications', async ({
  page,
  request,
}) => {
  const head = await adminAccount(request, 'Super Admin', unique('Meera'));
  const hr = await adminAccount(request, 'Admissions', unique('Hema'));
  const name = unique('HR');
  await signIn(page, head);
  await page.getByRole('link', { name: 'Content Manager' }).click();
  await page.getByRole('link', { name: 'Assignment rule', exact: true }).click();
  await page
    .getByRole('link', { name: /Create new entry/ })
    .first()
    .click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('checkbox', { name: 'Job application' }).check();
  await page.getByRole('checkbox', { name: fullName(hr), exact: true }).check();
  // The turn counter is the CMS's: shown, not editable.
  await expect(page.getByLabel('Leads given out')).toBeDisabled();
  for (const label of ['Forms', 'Course', 'Counsellors'])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved document')).toBeVisible();
  await expect(page).not.toHaveURL(/\/create/);
  await screenshot(page, 'head-assignment-rule');
  const ruleId = new URL(page.url()).pathname.split('/').pop()!;
  try {
    await page.getByRole('link', { name: 'Back' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Job application');
    await expect(row).toContainText(fullName(hr));
    await screenshot(page, 'head-assignment-rules');

    // A job application from the site, with its CV: HR's, its alert names the position and the CV.
    const email = `${unique('applicant')}@e2e.example`;
    const phone = uniquePhone();
    await page.goto('/applynow');
    const application = page.getByRole('form', { name: 'Job application' });
    await application.getByLabel('First Name').fill('Kavya');
    await application.getByLabel('Last Name').fill(name);
    await application.getByLabel('Email').fill(email);
    await application.getByLabel('Others').check();
    await application.getByLabel('Area Code').fill('+91');
    await application.getByLabel('Phone').fill(phone);
    await application.getByLabel('Position').selectOption('PYTHON DEVELOPER');
    await application.getByLabel('Start Date').fill('2027-01-04');
    await application.getByLabel('Address Line 1').fill('12 FC Road');
    await application.getByLabel(/Resume/).setInputFiles({
      name: 'kavya-cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% a resume\n%%EOF\n'),
    });
    await application.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(/\/career$/);
    let alert: SunkMail | undefined;
    await expect
      .poll(() => (alert = sink.mails.find((mail) => mail.subject.includes(`Kavya ${name}`))), {
        timeout: 60_000,
      })
      .toBeDefined();
    expect(alert!.to).toBe(hr.email);
    expect(alert!.subject).toBe(`Job application: Kavya ${name}, PYTHON DEVELOPER`);
    expect(alert!.text).toContain('Position: “PYTHON DEVELOPER”');
    expect(alert!.text).toContain('CV: attached to the lead (kavya-cv.pdf)');
    expect(alert!.text).toContain('First application from this person.');
    expect(alert!.text).not.toMatch(/five minutes/);

    // The same person enquires about a course: a first enquiry, not the application's repeat.
    await page.goto('/datascience');
    await page.getByRole('banner').getByRole('button', { name: 'Enquire Now' }).click();
    const enquirer = `Kavya ${unique('enquires')}`;
    await fillEnquiry(enquiryDialog(page), { name: enquirer, phone, email, city: 'Pune' });
    await enquiryDialog(page).getByRole('button', { name: 'Submit' }).click();
    let enquiry: SunkMail | undefined;
    await expect
      .poll(() => (enquiry = sink.mails.find((mail) => mail.subject.includes(enquirer))), { timeout: 60_000 })
      .toBeDefined();
    expect(enquiry!.subject).toBe(`New lead: ${enquirer}, Data Science`);
    expect(enquiry!.text).toContain('First enquiry from this person.');
    expect(enquiry!.to).not.toBe(hr.email);
  } finally {
    await deleteRule(request, ruleId);
  }
});

test('a repeat of a person being worked: its alert and the digest say who works them, and it is not escalated', async ({
  request,
}) => {
  const asha = await adminAccount(request, 'Admissions', unique('Asha'));
  const course = unique('Context course');
  const ruleId = await rule(request, { name: unique('Context'), course }, [asha]);
  try {
    // A working morning at least two days ahead, 11:30 India time: two and a half working hours after 09:00.
    let morning = new Date();
    for (let days = 2; ; days++) {
      const date = new Date(Date.now() + days * DAY).toLocaleDateString('en-CA', {
        timeZone: 'Asia/Kolkata',
      });
      morning = new Date(`${date}T09:00:00+05:30`);
      if (morning.getUTCDay() !== 0) break;
    }
    const phone = uniquePhone();
    const earlier = await storeLead(request, { name: unique('Worked'), phone, course });
    await updateLead(request, earlier.documentId, { leadStatus: 'Contacted' });
    // The CMS refuses a submission from its future: its clock goes to that morning while the two arrive.
    await alertsClockAhead(request, morning.getTime() - Date.now());
    const repeatName = unique('Worked again');
    const repeat = await storeLead(request, {
      name: repeatName,
      phone: `+91 ${phone}`,
      course,
      submittedAt: morning.toISOString(),
    });
    const untouchedName = unique('Untouched');
    await storeLead(request, {
      name: untouchedName,
      phone: uniquePhone(),
      course,
      submittedAt: morning.toISOString(),
    });

    const alert = await theAlert(repeat.documentId);
    await alertsClockAhead(request, 0);
    expect(alert.text.split('\n').slice(0, 2)).toEqual([
      'A repeat enquiry from someone the team is already working.',
      expect.stringContaining(`${fullName(asha)} is already working this person (Contacted;`),
    ]);

    await runRemindersAt(request, new Date(morning.getTime() + 2.5 * 3_600_000));
    await expect
      .poll(
        () =>
          sink.mails.filter((mail) => mail.to === ADMISSIONS_EMAIL && mail.text.includes(untouchedName))
            .length,
      )
      .toBe(1);
    expect(sink.mails.some((mail) => mail.to === ADMISSIONS_EMAIL && mail.text.includes(repeatName))).toBe(
      false,
    );
    let digest: SunkMail | undefined;
    await expect
      .poll(
        () =>
          (digest = sink.mails.find(
            (mail) => mail.to === asha.email && mail.subject.startsWith('Your leads for'),
          )),
      )
      .toBeDefined();
    expect(digest?.text).toMatch(
      new RegExp(`“${repeatName}”.*repeat: ${fullName(asha)} is working this person \\(Contacted\\)`),
    );
  } finally {
    await alertsClockAhead(request, 0);
    await deleteRule(request, ruleId);
  }
});

test('an alert carries only what the team needs, and a name typed in the admin cannot forge its lines', async ({
  request,
}) => {
  const forged = `Eve ${unique('forged')}\r\nOpen the lead: http://evil.example\nCounsellor: Nobody`;
  const answer = await request.post(LEADS, {
    headers: await asAdmin(request),
    data: {
      submissionId: crypto.randomUUID(),
      form: 'Enquiry',
      submittedAt: new Date().toISOString(),
      name: forged,
      phone: uniquePhone(),
      email: 'eve@e2e.example',
      city: 'Pune',
      message: 'Call me after 6 pm; my PAN is ABCDE1234F.',
      course: 'Data Science',
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { documentId } = ((await answer.json()) as { data: { documentId: string } }).data;
  const alert = await theAlert(documentId);
  const lines = alert.text.split('\n');
  expect(lines.filter((line) => line.startsWith('Open the lead:'))).toEqual([
    `Open the lead: ${CMS_URL}/admin/content-manager/collection-types/api::lead.lead/${documentId}`,
  ]);
  expect(lines.filter((line) => line.startsWith('Counsellor:'))).toHaveLength(1);
  expect(lines.find((line) => line.startsWith('Name:'))).toBe(`Name: “${forged.replace(/\s+/g, ' ')}”`);
  expect(alert.subject).not.toMatch(/[\r\n]/);
  for (const kept of ['ABCDE1234F', 'Pune', 'eve@e2e.example']) expect(alert.text).not.toContain(kept);
  expect(alert.text).toContain('Message: yes: read it on the lead’s page');
  expect(alert.html).not.toMatch(/<br/);
});

test('mail down for minutes: every role that reads leads is shown it, until it works; the head gets the late ones', async ({
  page,
  request,
}) => {
  const asha = await adminAccount(request, 'Admissions', unique('Asha'));
  const head = await adminAccount(request, 'Super Admin', unique('Meera'));
  await sink.stop();
  const name = unique('Late');
  let documentId = '';
  try {
    documentId = (await storeLead(request, { name, phone: uniquePhone(), course: 'Data Analyst' }))
      .documentId;
    await expect
      .poll(async () => (await lead(request, documentId)).alertState, { timeout: 30_000 })
      .toBe('Retrying');
    // A blip is not an alarm.
    expect((await mailStatus(request)).failing).toBe(false);
    await alertsClockAhead(request, 4 * 60_000);
    expect((await mailStatus(request)).failing).toBe(true);

    for (const [who, account] of [
      ['counsellor', asha],
      ['head', head],
    ] as const) {
      await switchTo(page, account);
      const card = page.getByRole('region', { name: 'Alert e-mails' });
      await expect(card.getByRole('alert')).toContainText('Alert e-mails are failing');
      await screenshot(page, `${who}-home-mail-failing`);
      await openLeadList(page);
      const banner = page.getByRole('alert').filter({ hasText: 'Alert e-mails are failing' });
      await expect(banner).toBeVisible();
      // Its text wraps inside the window (a line of its own would push the page sideways).
      expect(
        await banner.evaluate((node) => node.getBoundingClientRect().right <= window.innerWidth),
        'the banner ends inside the window',
      ).toBe(true);
      await screenshot(page, `${who}-lead-list-mail-failing`);
    }
  } finally {
    await sink.start();
  }
  await theAlert(documentId, 90_000);
  let report: SunkMail | undefined;
  await expect
    .poll(
      () =>
        (report = sink.mails.find(
          (mail) =>
            mail.to === ADMISSIONS_EMAIL &&
            mail.subject.startsWith('Alerts were late') &&
            mail.text.includes(name),
        )),
      { timeout: 60_000 },
    )
    .toBeDefined();
  expect(report!.text).toContain(`“${name}”`);
  expect(
    sink.mails.filter((mail) => mail.subject.startsWith('Alerts were late') && mail.text.includes(name)),
  ).toHaveLength(1);
  await alertsClockAhead(request, 0);
  await expect.poll(async () => (await mailStatus(request)).failing).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lead', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Alert e-mails are failing' })).toHaveCount(0);
});

test('the home page: every breakdown whole in its card, project statistics for administrators only; a counsellor’s menus', async ({
  page,
  request,
}) => {
  const asha = await adminAccount(request, 'Admissions', unique('Asha'));
  const head = await adminAccount(request, 'Super Admin', unique('Meera'));
  // More campaigns than a card lists this week: the largest seven and the rest summed.
  const prefix = unique('camp');
  for (let n = 0; n < 10; n++) {
    await storeLead(request, {
      name: unique('Campaign lead'),
      phone: uniquePhone(),
      course: unique('Card course'),
      firstSource: unique('src'),
      firstMedium: 'cpc',
      firstCampaign: `${prefix}-${n}`,
    });
  }
  const target = await storeLead(request, { name: unique('Menu lead'), phone: uniquePhone() });

  for (const [who, account] of [
    ['counsellor', asha],
    ['head', head],
  ] as const) {
    await switchTo(page, account);
    for (const card of [
      'Alert e-mails',
      'Enquiries this week',
      'Leads by form',
      'Leads by way in',
      'Enquiries by course',
      'Enquiries by source',
      'Enquiries by campaign',
      'Enrolled, last 90 days',
    ]) {
      const region = page.getByRole('region', { name: card });
      await expect(region.locator('main')).not.toContainText('Loading');
      await region.scrollIntoViewIfNeeded();
      const content = region.locator('main');
      await expect(content).toBeVisible();
      // Whole in the card: nothing below its fold.
      expect(
        await content.evaluate((node) => node.scrollHeight <= node.clientHeight + 1),
        `${card} fits its card`,
      ).toBe(true);
    }
    await expect(page.getByRole('table', { name: 'By campaign' }).getByRole('row')).toHaveCount(9);
    await expect(page.getByRole('region', { name: 'Enquiries this week' })).toContainText('Job applications');
    await expect(page.getByRole('region', { name: 'Project statistics' })).toHaveCount(
      who === 'head' ? 1 : 0,
    );
    await screenshot(page, `${who}-home-dashboard-cards`);

    await page.goto(`${CMS_URL}/admin/content-manager/collection-types/api::lead.lead/${target.documentId}`);
    const more = page.getByRole('button', { name: 'More actions' });
    await expect(more).toBeVisible({ timeout: 30_000 });
    // A lead nobody has yet says so once: in the head's choice, and as the counsellor's text (hers to read).
    const counsellor =
      who === 'head' ? page.getByRole('combobox', { name: 'Counsellor' }) : page.locator('form').first();
    await expect(counsellor).toContainText('Nobody (alerts go to admissions)');
    await expect(counsellor).not.toContainText('NobodyNobody');
    const offered = (await more.isEnabled())
      ? await (async () => {
          await more.click();
          // The menu's items are read once it is open (a read right after the click finds none yet).
          await expect(page.getByRole('menu')).toBeVisible();
          const items = await page.getByRole('menuitem').allTextContents();
          await page.keyboard.press('Escape');
          return items;
        })()
      : [];
    if (who === 'head') {
      expect(offered).toEqual(expect.arrayContaining(['Edit the model', 'Delete entry']));
    } else {
      expect(offered.filter((item) => /Edit the model|Delete entry|Configure the view/.test(item))).toEqual(
        [],
      );
    }
    await screenshot(page, `${who}-lead-menu`);
  }
});
