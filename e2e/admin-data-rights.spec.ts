/**
 * The head of admissions answers people's requests about their data in the CMS's real admin panel, in
 * Chromium: an access request answered with everything held on the person (two leads in two spellings of one
 * address, one with a call in its history), e-mailed to them through the CMS's mail server (the local SMTP
 * sink, scripts/smtp-sink.mjs, that e2e/cms-hub.mjs points the CMS at); a phone access request marked for a
 * call, its summary in the panel; an erasure, its record and its e-mails. Screenshots at 1280 pixels of each
 * page before and after, and of the e-mails as a person reads them, go to test-results/admin-screens/.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { smtpSink, type SunkMail } from '../scripts/smtp-sink.mjs';
import { asAdmin, CMS_URL, leadsFrom } from './cms';
import { adminAccount, screenshot, signIn, storeLead, unique, uniquePhone, type Account } from './admin-ui';
import { verifiedRequest as madeAndVerified } from './data-requests';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ actionTimeout: 15_000 });

const REQUESTS = `${CMS_URL}/content-manager/collection-types/api::data-request.data-request`;

const sink = smtpSink(Number(process.env.E2E_SMTP_PORT ?? 4336));
test.beforeAll(() => sink.start());
test.afterAll(() => sink.stop());

let head: Account;
test.beforeAll(async ({ request }) => {
  head = await adminAccount(request, 'Super Admin', 'Gauri');
});

/** A request as it stands once it was verified: made as the person makes one, then verified by admissions. */
async function verifiedRequest(
  request: APIRequestContext,
  kind: 'Access' | 'Erasure',
  contact: { type: 'E-mail' | 'Phone'; value: string },
  outcome = '',
) {
  return madeAndVerified(
    request,
    { kind: kind === 'Access' ? 'access' : 'erasure', contact: contact.value },
    outcome ? { outcome } : {},
  );
}

async function requestRecord(request: APIRequestContext, documentId: string) {
  const answer = await request.get(`${REQUESTS}/${documentId}`, { headers: await asAdmin(request) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

/** A request's page, opened as the head does: Content Manager, Data request, the row by its id. */
async function openRequest(page: Page, id: number) {
  await page.goto(`${CMS_URL}/admin`);
  await page.getByRole('link', { name: 'Content Manager' }).click();
  await page.getByRole('link', { name: 'Data request', exact: true }).click();
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: String(id), exact: true }) })
    .getByRole('link')
    .first()
    .click();
  // The field by its name (its label's text carries the required mark).
  await expect(page.getByRole('combobox', { name: 'Asks to' })).toBeVisible();
}

/** Mail the sink took for this address. */
async function mailTo(address: string, subject: RegExp | string): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(() => {
      found = sink.mails.find(
        (mail) =>
          mail.to.toLowerCase().includes(address.toLowerCase()) &&
          (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)),
      );
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** An e-mail's HTML part as the person's mail program shows it, at 1280 and 375 pixels. */
async function screenshotMail(page: Page, mail: SunkMail, name: string) {
  const reader = await page.context().newPage();
  for (const width of [1280, 375]) {
    await reader.setViewportSize({ width, height: 900 });
    await reader.setContent(mail.html);
    await screenshot(reader, `${name}-${width}`);
  }
  await reader.close();
}

test('an access request: one press gathers everything held on the person and e-mails it; the request records it', async ({
  page,
  request,
}) => {
  const email = `${unique('access')}@e2e.example`;
  const name = unique('Meera Access');
  const first = await storeLead(request, { name, phone: uniquePhone(), email, course: 'Data Science' });
  await storeLead(request, { name, phone: uniquePhone(), email: email.toUpperCase(), form: 'Demo session' });
  // A call in the first lead's history, as a counsellor adds one.
  const call = await request.post(`${CMS_URL}/admissions/leads/${first.documentId}/history`, {
    headers: await asAdmin(request),
    data: { kind: 'Call', text: 'Rang her: asked for the weekend batch' },
  });
  expect(call.ok(), await call.text()).toBe(true);
  // The admin's own filter finds one spelling only; the answer must find both.
  expect(await leadsFrom(request, email)).toHaveLength(1);
  const asked = await verifiedRequest(
    request,
    'Access',
    { type: 'E-mail', value: email },
    'Confirmed by the link.',
  );

  await signIn(page, head);
  await openRequest(page, asked.id);
  // Found by its button, or by its record once the button is gone (the page's request fetched again).
  const panel = page
    .getByRole('complementary')
    .filter({ hasText: /Send what we hold|Answered by e-mail to the verified address/ });
  await expect(panel).toContainText('by their e-mail address, in any letter case');
  await screenshot(page, 'head-access-request-before');
  await panel.getByRole('button', { name: 'Send what we hold' }).click();
  await expect(panel.getByRole('status')).toHaveText('Sent to the verified address. The request is Done.');
  await expect(panel).toContainText('Answered by e-mail to the verified address on');
  await expect(panel.getByRole('button', { name: 'Send what we hold' })).toHaveCount(0);
  await screenshot(page, 'head-access-request-after');

  const mail = await mailTo(email, /^The personal data we hold about you \(request \d+\)$/);
  expect(mail.text).toContain('This is everything we hold under the e-mail address you confirmed.');
  expect(mail.text).toContain('- 2 forms you sent us, with what you typed in each.');
  expect(mail.text).toMatch(/FORM 1: ENQUIRY, SENT/);
  expect(mail.text).toMatch(/FORM 2: DEMO SESSION, SENT/);
  expect(mail.text).toContain(`  Name: ${name}`);
  expect(mail.text).toContain(`  E-mail: ${email.toUpperCase()}`);
  expect(mail.text).toContain('Rang her: asked for the weekend batch');
  expect(mail.text).toContain('Why we hold it: to call you back about your enquiry.');
  expect(mail.text).toContain(`Request ${asked.id}: Access`);
  expect(mail.html).toContain('<h2 style="font-size:18px">What we hold</h2>');
  await screenshotMail(page, mail, 'email-access-summary');

  expect(await requestRecord(request, asked.documentId)).toMatchObject({
    requestStatus: 'Done',
    answerMethod: 'E-mail',
    contact: email,
  });
  const record = await requestRecord(request, asked.documentId);
  expect(String(record.outcome)).toMatch(
    /^Confirmed by the link\.\nAnswered on \d{4}-\d{2}-\d{2} \(India time\): what we hold \(2 leads, 1 history entry, 1 request\) e-mailed to the verified address\.$/,
  );
  expect(record.answeredAt).toEqual(expect.any(String));
});

test('a phone access request is marked for a call, with what we hold shown to read out', async ({
  page,
  request,
}) => {
  const phone = uniquePhone();
  const name = unique('Caller Access');
  await storeLead(request, { name, phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` });
  await storeLead(request, { name, phone: `0${phone}`, form: 'Demo session' });
  const asked = await verifiedRequest(
    request,
    'Access',
    { type: 'Phone', value: phone },
    'Called back, she confirmed.',
  );
  // The answer is the call: no summary goes by e-mail (the leads' own alerts and acknowledgements may).
  const summaries = () =>
    sink.mails.filter((mail) => /personal data we hold/i.test(mail.subject ?? '')).length;
  const before = summaries();

  await signIn(page, head);
  await openRequest(page, asked.id);
  const panel = page.getByRole('complementary').filter({ hasText: 'Answer by a call' });
  await panel.getByRole('button', { name: 'Answer by a call' }).click();
  await expect(panel.getByRole('status')).toContainText('Marked for a call.');
  const summary = panel.getByRole('region', { name: 'What we hold on this person' });
  await expect(summary).toContainText('This is everything we hold under the phone number you confirmed.');
  await expect(summary).toContainText('FORM 2: DEMO SESSION');
  await expect(summary).toContainText(`Name: ${name}`);
  await screenshot(page, 'head-access-phone-marked');
  expect(await requestRecord(request, asked.documentId)).toMatchObject({
    requestStatus: 'Verified',
    answerMethod: 'Call',
    answeredAt: null,
  });
  expect(summaries()).toBe(before);
});

test('an erasure: the record keeps the verifier’s notes and its time, dated in India, and the team is told to delete alerts', async ({
  page,
  request,
}) => {
  const email = `${unique('erase')}@e2e.example`;
  for (const spelling of [email, email.toUpperCase()]) {
    await storeLead(request, { name: unique('Erase lead'), phone: uniquePhone(), email: spelling });
  }
  // The same person's open access request, which the erasure must leave open.
  const access = await verifiedRequest(request, 'Access', { type: 'E-mail', value: email });
  const notes = 'Called from the office: she confirmed her name and the Data Science enquiry.';
  const erasure = await verifiedRequest(request, 'Erasure', { type: 'E-mail', value: email }, notes);
  const verifiedAt = (await requestRecord(request, erasure.documentId)).verifiedAt;

  await signIn(page, head);
  await openRequest(page, erasure.id);
  const panel = page
    .getByRole('complementary')
    .filter({ hasText: /Erase this person’s data|Its Outcome is the record/ });
  await screenshot(page, 'head-erasure-request-before');
  page.once('dialog', (dialog) => void dialog.accept());
  await panel.getByRole('button', { name: 'Erase this person’s data' }).click();
  await expect(panel.getByRole('status')).toContainText(
    /^Erased on \d{4}-\d{2}-\d{2} \(India time\): 2 leads, 0 CVs, 0 waiting on the site\. The request is Done\.$/,
  );
  await expect(panel).toContainText('Its Outcome is the record');
  await screenshot(page, 'head-erasure-request-after');

  const byEmail = await Promise.all(
    [email, email.toUpperCase()].map((spelling) => leadsFrom(request, spelling)),
  );
  expect(byEmail.flat()).toEqual([]);
  const record = await requestRecord(request, erasure.documentId);
  const india = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(record.erasedAt as string),
  );
  expect(record).toMatchObject({ requestStatus: 'Done', contact: null, verifiedAt, answerMethod: 'E-mail' });
  const outcome = String(record.outcome);
  expect(outcome.split('\n')[0]).toBe(notes);
  expect(outcome).toContain(`Erased on ${india} (India time): 2 leads, 0 CVs, 0 waiting on the site.`);
  expect(outcome).toContain('The alert e-mails our team received about these forms are deleted by the team.');
  expect(outcome).toContain(`Left open, with their contact, to be answered: request ${access.id} (Access).`);
  // The page shows the record once fetched again.
  await expect(page.getByLabel('Outcome')).toHaveValue(outcome);

  // Never closes the same person's other open request.
  expect(await requestRecord(request, access.documentId)).toMatchObject({
    requestStatus: 'Verified',
    contact: email,
  });

  const answer = await mailTo(email, 'Your enquiries have been erased');
  expect(answer.text).toContain(
    'The alert e-mails our team received about these forms are deleted by the team.',
  );
  const note = await mailTo('admissions@e2e.example', /^Please delete the e-mails about an erased person/);
  expect(note.text).not.toContain(email);
  expect(note.text).not.toContain('Erase lead');
  await screenshotMail(page, answer, 'email-erasure-answer');
});
