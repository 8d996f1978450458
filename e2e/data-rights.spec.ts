/**
 * The enquirer's rights, in a real browser against the built site and the bundled CMS: a person's leads (one
 * with a CV, one waiting in the site's outbox), a request to erase them made on the rights page, verified by
 * the link the CMS e-mails (to a local SMTP server), an erasure approved in the admin, and then nothing of
 * that person anywhere: the CMS's leads, its upload rows and files, the site's outbox and lead folder.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { adminToken, CMS_URL, leadDetail, setHub, waitForLead } from './cms';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// One person's story, step by step.
test.describe.configure({ mode: 'serial' });

/**
 * The mail server the CMS sends through (the hub gives it SMTP_HOST/SMTP_PORT): a real SMTP server on
 * loopback, up while these tests run, keeping what it receives.
 */
const mail: { to: string[]; text: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  hideSTARTTLS: true,
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((message) => {
        mail.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          text: message.text ?? '',
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});
test.beforeAll(async () => {
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(Number(process.env.E2E_SMTP_PORT ?? 4336), '127.0.0.1', () => resolve());
  });
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const ROOT = path.join(__dirname, '..');
const LEADS_DIR = path.resolve(ROOT, process.env.LEADS_DIR ?? '.leads-e2e');
// The CMS's CV folder in this run (scripts/e2e-env.sh).
const PRIVATE_UPLOADS = path.resolve(
  ROOT,
  process.env.E2E_CMS_PRIVATE_UPLOADS ?? 'cms/.tmp/e2e-private-uploads',
);
const REQUESTS = `${CMS_URL}/content-manager/collection-types/api::data-request.data-request`;
const LEADS = `${CMS_URL}/content-manager/collection-types/api::lead.lead`;

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const person = {
  email: `rights-${unique}@e2e.example`,
  // A number no other test uses: 98 then eight digits of this run.
  phone: `98${String(Date.now()).slice(-8)}`,
};
const spaced = (phone: string) => `${phone.slice(0, 5)} ${phone.slice(5)}`;

async function admin(request: APIRequestContext) {
  return { Authorization: `Bearer ${await adminToken(request)}` };
}

/** The CMS's leads whose e-mail is this one in any case, or whose phone field is one of these. */
async function leadsOf(request: APIRequestContext, email: string, phones: string[] = []) {
  const query = new URLSearchParams({ page: '1', pageSize: '100', 'filters[$or][0][email][$eqi]': email });
  phones.forEach((phone, i) => query.set(`filters[$or][${i + 1}][phone][$eq]`, phone));
  const answer = await request.get(`${LEADS}?${query}`, { headers: await admin(request) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { results: { documentId: string }[] }).results;
}

async function uploadsNamed(request: APIRequestContext, name: string) {
  const answer = await request.get(`${CMS_URL}/upload/files?filters[name][$eq]=${encodeURIComponent(name)}`, {
    headers: await admin(request),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const body = (await answer.json()) as { results?: unknown[] } | unknown[];
  return Array.isArray(body) ? body : (body.results ?? []);
}

/** Every file of the site's lead folder (the outbox) that mentions this text. */
function heldMentioning(text: string): string[] {
  if (!existsSync(LEADS_DIR)) return [];
  return readdirSync(LEADS_DIR).filter((name) =>
    readFileSync(path.join(LEADS_DIR, name), 'utf8').toLowerCase().includes(text.toLowerCase()),
  );
}

async function requestFor(request: APIRequestContext, contact: string) {
  const query = new URLSearchParams({ page: '1', pageSize: '10', 'filters[contact][$eq]': contact });
  const answer = await request.get(`${REQUESTS}?${query}`, { headers: await admin(request) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { results: Record<string, unknown>[] }).results;
}

async function requestRecord(request: APIRequestContext, documentId: string) {
  const answer = await request.get(`${REQUESTS}/${documentId}`, { headers: await admin(request) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

function erase(request: APIRequestContext, documentId: string, headers: Record<string, string>) {
  return request.post(`${CMS_URL}/data-rights/requests/${documentId}/erasure`, { headers, data: {} });
}

/** A lead form sent straight to the site's API, as the browser sends it. */
function postLead(request: APIRequestContext, form: string, fields: Record<string, unknown>, from: string) {
  return request.post('/api/leads', {
    headers: { 'x-forwarded-for': from },
    multipart: {
      _form: form,
      _submission: crypto.randomUUID(),
      _page: '/applynow',
      _elapsed: '9000',
      website: '',
      ...fields,
    } as Record<string, string>,
  });
}

test('an erasure, asked on the rights page and verified by e-mail, leaves nothing of the person anywhere', async ({
  page,
  request,
  email,
}) => {
  test.setTimeout(150_000);

  // 1. Their leads: an enquiry in the browser (with the notice it showed), and a job application with a CV.
  await page.goto('/enquiryform');
  const form = page.getByRole('form', { name: 'Enquiry Form' });
  await form.getByText('What we collect, why, and your rights').click();
  await expect(form.getByRole('link', { name: 'your data and your rights' })).toHaveAttribute(
    'href',
    '/privacy/your-data',
  );
  await form.getByLabel('Name').fill('Rights Person');
  await form.getByLabel('Phone').fill(spaced(person.phone));
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('City').fill('Pune');
  page.on('dialog', (dialog) => void dialog.accept());
  await form.getByRole('button', { name: 'Submit' }).click();
  const enquiry = await waitForLead(request, person.email);
  // Kept for the CMS, the team's one copy: nothing went by the e-mail service, so no copy escapes the erasure.
  expect(email.calls).toHaveLength(0);
  expect((await leadDetail(request, enquiry.documentId)) as unknown).toMatchObject({
    noticeVersion: 'enquiry-2026-12-08',
  });

  const cvName = `cv-${unique}.pdf`;
  const applied = await postLead(
    request,
    'application',
    {
      firstname: 'Rights',
      lastname: 'Person',
      email: person.email.toUpperCase(),
      gender: 'others',
      areacode: '+91',
      phone: spaced(person.phone),
      position: 'PYTHON DEVELOPER',
      startDate: '2027-01-04',
      address1: '12 FC Road',
      _notice: 'application-2026-11-27',
      resume: {
        name: cvName,
        mimeType: 'application/pdf',
        buffer: Buffer.from(`%PDF-1.4\n% ${unique}\n%%EOF\n`),
      },
    },
    '10.77.0.1',
  );
  expect(applied.status(), await applied.text()).toBe(201);
  const application = await leadDetail(
    request,
    (await leadsOf(request, person.email)).find((lead) => lead.documentId !== enquiry.documentId)!.documentId,
  );
  expect(application.cv?.name).toBe(cvName);
  const storedCv = new URL(application.cv!.url, CMS_URL).pathname.split('/').pop()!;
  expect(existsSync(path.join(PRIVATE_UPLOADS, storedCv))).toBe(true);
  expect(await uploadsNamed(request, cvName)).toHaveLength(1);

  // 2. One more waits in the site's outbox: the CMS refuses the deliveries that carry this person's marker.
  const marker = `outbox-${unique}`;
  await setHub(request, { leadsRefused: [marker] });
  try {
    const held = await postLead(
      request,
      'enquiry',
      { name: marker, phone: `+91-${person.phone}`, email: person.email, city: 'Pune' },
      '10.77.0.2',
    );
    expect(held.status()).toBe(202);
    expect(heldMentioning(marker).length).toBeGreaterThan(0);

    // 3. The request, on the rights page (linked from /privacy).
    await page.goto('/privacy');
    await page.getByRole('link', { name: 'Make a request about your data' }).click();
    await expect(page).toHaveURL(/\/privacy\/your-data$/);
    await expectNoAxeViolations(page);
    const rights = page.getByRole('form', { name: 'Data request' });
    await rights.getByLabel('Erase my details').check();
    await rights
      .getByLabel('The e-mail address or phone number you gave us')
      .fill(person.email.toUpperCase());
    await rights.getByRole('button', { name: 'Send my request' }).click();
    await expect(rights.getByRole('status')).toContainText('We have sent a link to that e-mail address');
    const [stored] = await requestFor(request, person.email);
    expect(stored).toMatchObject({
      kind: 'Erasure',
      requestStatus: 'Unverified',
      verification: 'E-mail link',
    });
    expect(stored!.codeHash, 'the code is stored only as its hash').toMatch(/^[0-9a-f]{64}$/);

    // 4. The link from the e-mail: opening it confirms nothing; pressing the button does.
    let link = '';
    await expect
      .poll(() => {
        // Among the person's e-mails (their enquiries' acknowledgements too), the one with the link.
        const links = mail
          .filter((m) => m.to.includes(person.email))
          .map((m) => /https?:\/\/\S+#code=\S+/.exec(m.text)?.[0]);
        link = links.find(Boolean) ?? '';
        return link;
      })
      .not.toBe('');
    const code = new URL(link).hash.slice('#code='.length);
    expect(stored!.codeHash).not.toContain(code.replace(/-/g, ''));
    await page.goto(link);
    await expect(page.getByLabel('Code from the e-mail')).toHaveValue(code);
    await expect(page).toHaveURL(/\/privacy\/your-data\/confirm$/);
    expect((await requestRecord(request, stored!.documentId as string)).requestStatus).toBe('Unverified');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm my request' }).click();
    // The answer names what was confirmed (the CMS's verify answer carries the kind).
    await expect(page.getByRole('main').getByRole('status').last()).toContainText(
      'your request to erase all your enquiries is confirmed',
    );
    expect(await requestRecord(request, stored!.documentId as string)).toMatchObject({
      requestStatus: 'Verified',
      codeHash: null,
    });
    // Once only. (Sent before the page's script runs, the form would go as a plain GET of the page.)
    await page.reload();
    await waitForHydration(page);
    await page.getByLabel('Code from the e-mail').fill(code);
    await page.getByRole('button', { name: 'Confirm my request' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('We found no request waiting');

    // 5. Admissions approve the erasure in the admin.
    const erased = await erase(request, stored!.documentId as string, await admin(request));
    expect(erased.status(), await erased.text()).toBe(200);
    expect(((await erased.json()) as { data: object }).data).toMatchObject({
      erasedLeads: 2,
      erasedFiles: 1,
      erasedWaiting: 1,
    });

    // 6. Nothing of the person anywhere.
    expect(
      await leadsOf(request, person.email, [spaced(person.phone), `+91 ${spaced(person.phone)}`]),
    ).toEqual([]);
    expect(await uploadsNamed(request, cvName)).toEqual([]);
    expect(existsSync(path.join(PRIVATE_UPLOADS, storedCv))).toBe(false);
    expect(heldMentioning(person.email)).toEqual([]);
    expect(heldMentioning(person.phone.slice(2))).toEqual([]);
    // What stays: a record that an erasure happened, without the contact.
    const record = await requestRecord(request, stored!.documentId as string);
    expect(record).toMatchObject({
      kind: 'Erasure',
      requestStatus: 'Done',
      contact: null,
      details: null,
      erasedLeads: 2,
      erasedFiles: 1,
      erasedWaiting: 1,
    });
    expect(JSON.stringify(record).toLowerCase()).not.toContain(person.email);
    // A second press changes nothing.
    expect((await erase(request, stored!.documentId as string, await admin(request))).status()).toBe(409);
  } finally {
    await setHub(request, { leadsRefused: [] });
  }
  // The outbox copy never reaches the CMS afterwards.
  expect(await leadsOf(request, person.email)).toEqual([]);
});

test('a request by phone is verified by admissions, and its erasure matches the number however it was written', async ({
  page,
  request,
}) => {
  const phone = `97${String(Date.now()).slice(-8)}`;
  for (const [i, written] of [`+91 ${spaced(phone)}`, `0${phone.slice(0, 5)}-${phone.slice(5)}`].entries()) {
    const answer = await postLead(
      request,
      'demo-contact',
      { fullName: `Caller ${unique}`, email: '', contactNumber: written, _notice: 'demo-2026-11-27' },
      `10.78.0.${i + 1}`,
    );
    expect(answer.status(), await answer.text()).toBe(201);
  }
  await expect
    .poll(
      async () =>
        (
          await leadsOf(request, 'nobody@e2e.example', [
            `+91 ${spaced(phone)}`,
            `0${phone.slice(0, 5)}-${phone.slice(5)}`,
          ])
        ).length,
    )
    .toBe(2);

  await page.goto('/privacy/your-data');
  const rights = page.getByRole('form', { name: 'Data request' });
  await rights.getByLabel('Erase my details').check();
  await rights.getByLabel('The e-mail address or phone number you gave us').fill(phone);
  await rights.getByRole('button', { name: 'Send my request' }).click();
  await expect(rights.getByRole('status')).toContainText('Our admissions team will call that number');
  const [stored] = await requestFor(request, phone);
  expect(stored).toMatchObject({
    requestStatus: 'Unverified',
    verification: 'Call by admissions',
    codeHash: null,
  });

  // Not before admissions have called and marked it verified.
  const headers = await admin(request);
  expect((await erase(request, stored!.documentId as string, headers)).status()).toBe(409);
  const { kind, verification, receivedAt, deadline } = await requestRecord(
    request,
    stored!.documentId as string,
  );
  const verified = await request.put(`${REQUESTS}/${stored!.documentId}`, {
    headers,
    data: { kind, verification, receivedAt, deadline, requestStatus: 'Verified' },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const erased = await erase(request, stored!.documentId as string, headers);
  expect(erased.status(), await erased.text()).toBe(200);
  expect(((await erased.json()) as { data: object }).data).toMatchObject({ erasedLeads: 2, erasedFiles: 0 });
  expect(
    await leadsOf(request, 'nobody@e2e.example', [
      `+91 ${spaced(phone)}`,
      `0${phone.slice(0, 5)}-${phone.slice(5)}`,
    ]),
  ).toEqual([]);
});

test('the privacy page names the grievance contact, the time to answer, the Board, and the forms being for adults', async ({
  page,
}) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  // GRIEVANCE_OFFICER_NAME and _EMAIL, as this run configures them.
  await expect(main).toContainText(
    `Our Grievance Officer is ${process.env.GRIEVANCE_OFFICER_NAME}. Write to ${process.env.GRIEVANCE_OFFICER_EMAIL}, call ${process.env.INSTITUTE_PHONE}`,
  );
  await expect(main).toContainText('within 30 days');
  await expect(main).toContainText('Data Protection Board of India');
  await expect(main).toContainText('Our forms are for adults');
  await expect(main).toContainText('A parent or guardian enquires for someone under 18');
  await expectNoAxeViolations(page);
});
