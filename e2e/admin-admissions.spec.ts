/**
 * The admissions team's day in the CMS's real admin panel (built by scripts/e2e.sh, served by the hub), in
 * Chromium: a counsellor (Admissions role) and the head (a Super Admin) sign in through the login page and
 * click through the list of leads, a lead's page (history, status, CV), the dashboard on the home page, the
 * CSV export and the erasure of a person's data. Accounts and leads are made through the admin's and the
 * site's own APIs; everything checked is what the user sees or downloads. Screenshots of each screen, at
 * 1280 pixels, go to test-results/admin-screens/.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { adminToken, CMS_URL, leadsFrom } from './cms';
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
import { verifiedRequest } from './data-requests';
import { expect, test } from './fixtures';

// The admin's pages load a large bundle on first sight, and a test signs in and seeds first.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 15_000 });

const DAY = 86_400_000;

/** '28 Nov, 10:00': the list's follow-up, in India time. */
const listTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A lead's page, from the list: the row with this name, clicked. */
async function openLead(page: import('@playwright/test').Page, name: string) {
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByText(name)
    .click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

async function searchList(page: import('@playwright/test').Page, text: string) {
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: /Search for/ }).fill(text);
  await page.keyboard.press('Enter');
}

test('a counsellor signs in and sees the list of leads with its columns, the phone a link that calls', async ({
  page,
  request,
}) => {
  const counsellor = await adminAccount(request, 'Admissions', 'Asha');
  const name = unique('List lead');
  const phone = uniquePhone();
  const course = unique('Course');
  const source = unique('src');
  const followUp = new Date(Date.now() + 2 * DAY);
  const lead = await storeLead(request, { name, phone: `+91 ${phone}`, course, firstSource: source });
  await updateLead(request, lead.documentId, {
    counsellor: { connect: [{ id: counsellor.id }] },
    nextFollowUp: followUp.toISOString(),
  });

  await signIn(page, counsellor);
  await openLeadList(page);
  // As written (the list shows them in capitals, through its style).
  const headings = await page.locator('thead th').allTextContents();
  const columns = headings.map((text) => text.trim()).filter(Boolean);
  expect(columns).toEqual([
    'Name',
    'Phone',
    'Course',
    'Source',
    'Status',
    'Counsellor',
    'Follow-up',
    'Received',
  ]);
  await searchList(page, name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:+91${phone}`);
  await expect(row).toContainText(course);
  await expect(row).toContainText(source);
  await expect(row).toContainText('New');
  await expect(row).toContainText('Asha C.');
  await expect(row).toContainText(listTime.format(followUp));
  await screenshot(page, 'counsellor-lead-list');
});

for (const role of ['Admissions', 'Super Admin'] as const) {
  test(`${role === 'Admissions' ? 'a counsellor' : 'the head'} adds a call to a lead's history and changes its status`, async ({
    page,
    request,
  }) => {
    const account = await adminAccount(request, role, role === 'Admissions' ? 'Ravi' : 'Meera');
    const name = unique('History lead');
    await storeLead(request, { name, phone: `+91 ${uniquePhone()}`, course: 'Data Science' });
    await signIn(page, account);
    await openLeadList(page);
    await searchList(page, name);
    await screenshot(page, `${role === 'Admissions' ? 'counsellor' : 'head'}-lead-list-found`);
    await openLead(page, name);

    const history = page.getByRole('complementary').filter({ hasText: 'What was said or done' });
    await expect(history).toContainText('Nothing yet.');
    const note = `Called ${name}: will visit on Monday with a parent.`;
    await history.getByRole('radio', { name: 'Call' }).check();
    await history.getByLabel('What was said or done').fill(note);
    const saved = page.waitForResponse(
      (answer) =>
        answer.request().method() === 'POST' && /\/admissions\/leads\/[^/]+\/history$/.test(answer.url()),
    );
    await history.getByRole('button', { name: 'Add to history' }).click();
    expect((await saved).ok()).toBe(true);
    const author = `${account.firstname} ${account.lastname}`;
    await expect(history.getByText(note)).toBeVisible();
    await expect(history).toContainText(`· Call · ${author}`);
    await expect(history.getByLabel('What was said or done')).toHaveValue('');
    await expect(history).not.toContainText('Nothing yet.');
    // The page stays where it was: nothing was submitted as a page address.
    expect(new URL(page.url()).search).not.toContain('text=');

    // The whole admin starts again (its bundle, the user, the layout): slower than a step within it.
    await page.reload();
    await expect(history.getByText(note)).toBeVisible({ timeout: 30_000 });

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Contacted' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(history).toContainText(`· Status change · ${author}`);
    await expect(history).toContainText('New → Contacted');
    await expect(history.getByText(note)).toBeVisible();
    await screenshot(page, `${role === 'Admissions' ? 'counsellor' : 'head'}-lead-history`);
  });
}

test('the dashboard on the home page shows the figures of a known set of leads', async ({
  page,
  request,
}) => {
  const counsellor = await adminAccount(request, 'Admissions', 'Kiran');
  const head = await adminAccount(request, 'Super Admin', 'Leela');
  const weeks = (await (
    await request.get(`${CMS_URL}/admissions/dashboard`, {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    })
  ).json()) as { weeks: { thisWeekFrom: string; lastWeekFrom: string } };
  const thisWeekFrom = Date.parse(weeks.weeks.thisWeekFrom);
  const lastWeekFrom = Date.parse(weeks.weeks.lastWeekFrom);
  const course = unique('Dash course');
  const source = unique('dash');
  const campaign = unique('camp');
  const known = { course, firstSource: source, firstMedium: 'cpc', firstCampaign: campaign };
  const thisWeek = (n: number) =>
    new Date(thisWeekFrom + ((Date.now() - thisWeekFrom) * (n + 1)) / 7).toISOString();
  // Five this week (two enrolled), two last week (its Tuesday), one 100 days ago (in no figure).
  const seeded = [
    ...[0, 1, 2, 3, 4].map((n) => ({ submittedAt: thisWeek(n), enrolled: n < 2 })),
    ...[0, 1].map((n) => ({
      submittedAt: new Date(lastWeekFrom + DAY + n * 60_000).toISOString(),
      enrolled: false,
    })),
  ];
  for (const { submittedAt, enrolled } of [
    ...seeded,
    { submittedAt: new Date(Date.now() - 100 * DAY).toISOString(), enrolled: true },
  ]) {
    const lead = await storeLead(request, {
      ...known,
      name: unique('Dash lead'),
      phone: uniquePhone(),
      submittedAt,
    });
    if (enrolled) await updateLead(request, lead.documentId, { leadStatus: 'Enrolled' });
  }

  for (const [who, account] of [
    ['counsellor', counsellor],
    ['head', head],
  ] as [string, Account][]) {
    await page.context().clearCookies();
    await page.goto('about:blank');
    await signIn(page, account);
    const row = (table: string, key: string) =>
      page.getByRole('table', { name: table }).getByRole('row', { name: new RegExp(key) });
    const cells = (table: string, key: string) => row(table, key).getByRole('cell').allInnerTexts();
    await expect(row('By campaign', campaign)).toBeVisible();
    expect(await cells('By campaign', campaign)).toEqual(['5', '2']);
    expect(await cells('By channel', `${source} / cpc`)).toEqual(['5', '2']);
    // Enrolled, last 90 days: the seven recent leads, two of them enrolled.
    expect(await cells('By source', `${source} / cpc`)).toEqual(['7', '2']);
    const thisWeekFigure = page
      .getByRole('region', { name: 'Enquiries this week' })
      .locator('main')
      .getByText('Enquiries this week', { exact: true })
      .locator('xpath=..');
    expect(Number(await thisWeekFigure.locator('p').innerText())).toBeGreaterThanOrEqual(5);
    await screenshot(page, `${who}-home-dashboard`);
    await page.evaluate(() => window.localStorage.clear());
  }
});

test('the CV panel downloads the CV the applicant sent, byte for byte', async ({ page, request }) => {
  const counsellor = await adminAccount(request, 'Admissions', 'Nisha');
  const pdf = await PDFDocument.create();
  pdf
    .addPage([300, 200])
    .drawText('Curriculum vitae', { font: await pdf.embedFont(StandardFonts.Helvetica) });
  const cv = Buffer.from(await pdf.save());
  const name = unique('CV lead');
  await storeLead(
    request,
    { name, phone: uniquePhone(), form: 'Job application', course: 'Data Science' },
    { name: 'asha-cv.pdf', mimeType: 'application/pdf', buffer: cv },
  );
  await signIn(page, counsellor);
  await openLeadList(page);
  await searchList(page, name);
  await openLead(page, name);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download asha-cv.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('asha-cv.pdf');
  expect((await bytesOf(download)).equals(cv)).toBe(true);
  await screenshot(page, 'counsellor-lead-cv');
});

test('the export button downloads the list as a CSV holding the seeded leads', async ({ page, request }) => {
  const counsellor = await adminAccount(request, 'Admissions', 'Farah');
  const course = unique('Export course');
  const names = [unique('Export one'), unique('Export two')];
  for (const name of names) await storeLead(request, { name, phone: uniquePhone(), course });
  await signIn(page, counsellor);
  await openLeadList(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parseCsv((await bytesOf(download)).toString('utf8'));
  const column = (heading: string) => header!.indexOf(heading);
  expect(column('Name')).toBeGreaterThanOrEqual(0);
  const ours = rows.filter((cells) => cells[column('Course')] === course);
  expect(ours.map((cells) => cells[column('Name')]).sort()).toEqual([...names].sort());
  for (const cells of ours) expect(cells[column('Status')]).toBe('New');
  await screenshot(page, 'counsellor-lead-list-export');
});

test('the erasure panel on a verified erasure request erases every lead of the person', async ({
  page,
  request,
}) => {
  const head = await adminAccount(request, 'Super Admin', 'Gauri');
  const email = `${unique('erase')}@e2e.example`;
  for (const spelling of [email, email.toUpperCase()]) {
    await storeLead(request, { name: unique('Erase lead'), phone: uniquePhone(), email: spelling });
  }
  expect(await leadsFrom(request, email)).toHaveLength(1);
  await verifiedRequest(request, { kind: 'erasure', contact: email });

  await signIn(page, head);
  await page.getByRole('link', { name: 'Content Manager' }).click();
  await page.getByRole('link', { name: 'Data request', exact: true }).click();
  // The list names no one: the request is found by the person's contact, and opened by its received time.
  await searchList(page, email);
  await page.getByRole('row').filter({ hasText: 'Erasure' }).getByRole('link').first().click();
  // Found by its button, or by its record once the button is gone (the page's request fetched again).
  const panel = page
    .getByRole('complementary')
    .filter({ hasText: /Erase this person’s data|Its Outcome is the record|Send the answer/ });
  await screenshot(page, 'head-erasure-request');
  page.once('dialog', (dialog) => void dialog.accept());
  await panel.getByRole('button', { name: 'Erase this person’s data' }).click();
  // Erased; no mail server listens in this spec, so the answer to the person waits (data rights' own spec
  // follows it to the e-mail).
  await expect(panel.getByRole('status')).toContainText('Erased');
  const byEmail = await Promise.all(
    [email, email.toUpperCase()].map((spelling) => leadsFrom(request, spelling)),
  );
  expect(byEmail.flat()).toEqual([]);
  await screenshot(page, 'head-erasure-done');
});
