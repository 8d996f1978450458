/**
 * The acknowledgement every enquirer gets from the CMS, against the built site and the real bundled CMS:
 * e-mails through a real SMTP server on loopback (scripts/smtp-sink.mjs, the CMS's SMTP_HOST), WhatsApp
 * messages through the Graph stand-in the CMS hub serves (e2e/cms-hub.mjs, the CMS's META_GRAPH_URL), each
 * counted by its key (the e-mail's Message-ID, WhatsApp's biz_opaque_callback_data). A website lead and a Meta
 * lead each get one of each; a CMS killed between its claim and the send sends once after it restarts; a
 * mail server that is down gets the e-mail once it is up; a test lead, a person who withdrew consent and one
 * who wrote STOP get nothing; WhatsApp's signed status webhook shows on the lead, a forged one is refused.
 */
import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { smtpSink, type SunkMail } from '../scripts/smtp-sink.mjs';
import notification from '../lib/leads/channels/recorded/meta-leadgen-notification.json';
import graphLead from '../lib/leads/channels/recorded/meta-graph-lead.json';
import googleTestLead from '../lib/leads/channels/recorded/google-test-lead.json';
import statusesPayload from '../lib/leads/channels/recorded/whatsapp-statuses.json';
import stopPayload from '../lib/leads/channels/recorded/whatsapp-messages.json';
import { storedSubmissionId } from '../lib/leads/submission-id.mjs';
import { ADMIN_URL, adminAccount, screenshot, signIn } from './admin-ui';
import { adminToken, CMS_URL } from './cms';
import { verifiedRequest } from './data-requests';
import { expect, test } from './fixtures';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startGraphFake } = require('./graph-fake.cjs') as {
  startGraphFake: (o: { port: number; token: string; appSecret: string }) => Promise<{
    addLead(id: string, lead: object): void;
    close(): Promise<void>;
  }>;
};

// One at a time: the SMTP server, the Graph stand-in and the CMS's restarts are the whole file's.
test.describe.configure({ mode: 'serial' });

const sink = smtpSink(Number(process.env.E2E_SMTP_PORT ?? 4336));
const APP_SECRET = process.env.META_APP_SECRET ?? 'e2e-meta-app-secret-0123456789';
const LEADS_TOKEN = process.env.LEADS_API_TOKEN ?? 'e2e-cms-leads-token';
const GOOGLE_KEY = process.env.GOOGLE_LEAD_FORM_KEY ?? 'e2e-google-lead-form-key';
const RUN = Date.now().toString(36);
let serial = 0;
const unique = (label: string) => `${label}-${RUN}-${++serial}`;
/** A phone number of this run's own (10 digits), so no other test's lead is this person. */
const phone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
let client = 0;
const from = () => ({ 'x-forwarded-for': `203.0.113.${(++client % 250) + 1}` });

let graph: Awaited<ReturnType<typeof startGraphFake>>;
test.beforeAll(async () => {
  await sink.start();
  graph = await startGraphFake({
    port: Number(process.env.E2E_GRAPH_PORT ?? 4340),
    token: process.env.META_PAGE_ACCESS_TOKEN ?? 'e2e-meta-page-access-token',
    appSecret: APP_SECRET,
  });
});
test.afterAll(async () => {
  await graph?.close();
  await sink.stop();
});

const admin = async (request: APIRequestContext) => ({
  Authorization: `Bearer ${await adminToken(request)}`,
});

/** The lead the CMS stored for a submission id, once it is there. */
async function leadOf(request: APIRequestContext, submissionId: string, timeout = 30_000) {
  let documentId = '';
  await expect
    .poll(
      async () => {
        const query = new URLSearchParams({ 'filters[submissionId][$eq]': submissionId });
        const response = await request
          .get(`${CMS_URL}/content-manager/collection-types/api::lead.lead?${query}`, {
            headers: await admin(request),
          })
          .catch(() => null);
        if (!response?.ok()) return '';
        documentId =
          ((await response.json()) as { results: { documentId: string }[] }).results[0]?.documentId ?? '';
        return documentId;
      },
      { timeout, intervals: [250, 500, 1000] },
    )
    .not.toBe('');
  return documentId;
}

interface Acknowledgement {
  channel: string;
  state: string;
  error: string | null;
  deliveryStatus: string | null;
}

/** The lead's side panel: its acknowledgements, or why there are none. */
async function panel(request: APIRequestContext, documentId: string) {
  const response = await request.get(`${CMS_URL}/admissions/leads/${documentId}/acknowledgements`, {
    headers: await admin(request),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as {
    acknowledgements: Acknowledgement[];
    none: string | null;
    whatsapp?: string | null;
  };
}

const statesOf = async (request: APIRequestContext, documentId: string) =>
  Object.fromEntries(
    (await panel(request, documentId)).acknowledgements.map((row) => [row.channel, row.state]),
  );

/** The acknowledgement e-mails the mail server took for a lead. */
const emailsFor = (documentId: string): SunkMail[] =>
  sink.mails.filter((mail) => mail.messageId.includes(`ack-${documentId}-email@`));

interface WhatsappMessage {
  key: string | null;
  to: string;
  template: string;
  parameters: string[];
  status: number;
  id: string | null;
}

/** The WhatsApp messages the Cloud API's stand-in took for a lead. */
async function whatsappFor(request: APIRequestContext, documentId: string): Promise<WhatsappMessage[]> {
  const { messages } = (await (await request.get(`${CMS_URL}/__e2e/whatsapp`)).json()) as {
    messages: WhatsappMessage[];
  };
  return messages.filter((message) => message.key === `ack-${documentId}-whatsapp` && message.status === 200);
}

/** The acknowledgements' round at a given time (the CMS's test clock): a stale claim is due, a retry is due. */
async function roundAt(request: APIRequestContext, at: Date) {
  const response = await request.post(`${CMS_URL}/admissions/test-clock/acknowledgements`, {
    headers: await admin(request),
    data: { now: at.toISOString() },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** An enquiry through the site's own form endpoint, as the popup sends it. */
async function websiteEnquiry(request: APIRequestContext, fields: Record<string, string>) {
  const submissionId = crypto.randomUUID();
  const response = await request.post('/api/leads', {
    headers: from(),
    multipart: {
      _form: 'enquiry',
      _submission: submissionId,
      _page: '/datascience',
      _elapsed: '8000',
      website: '',
      city: 'Pune',
      ...fields,
    },
  });
  expect([201, 202]).toContain(response.status());
  // The CMS keeps a browser's lead under a hash of its id.
  return storedSubmissionId(submissionId);
}

const sign = (body: string, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const postMeta = (request: APIRequestContext, body: string, secret = APP_SECRET) =>
  request.post('/api/leads/meta', {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body, secret), ...from() },
    data: body,
  });

test('a website lead and a Meta lead: one e-mail and one WhatsApp message each, with the syllabus, the batch, whom to call, how to stop', async ({
  request,
}) => {
  const websitePhone = phone();
  const email = `${unique('ack-site')}@e2e.example`;
  const website = await leadOf(
    request,
    await websiteEnquiry(request, {
      name: 'Asha Acknowledged',
      phone: `${websitePhone.slice(0, 5)} ${websitePhone.slice(5)}`,
      email,
    }),
  );

  const leadgenId = `8${String(Date.now()).slice(-12)}${String(++serial).padStart(3, '0')}`;
  const metaPhone = phone();
  graph.addLead(leadgenId, {
    ...graphLead,
    id: leadgenId,
    field_data: graphLead.field_data.map((field) =>
      field.name === 'phone_number'
        ? { ...field, values: [`+91${metaPhone}`] }
        : field.name === 'email'
          ? { ...field, values: [`${unique('ack-meta')}@e2e.example`] }
          : field,
    ),
  });
  const copy = structuredClone(notification);
  copy.entry[0]!.changes[0]!.value.leadgen_id = leadgenId;
  expect((await postMeta(request, JSON.stringify(copy))).status()).toBe(200);
  const meta = await leadOf(request, `meta:${leadgenId}`);

  for (const documentId of [website, meta]) {
    await expect.poll(() => emailsFor(documentId).length, { timeout: 30_000 }).toBe(1);
    await expect
      .poll(async () => (await whatsappFor(request, documentId)).length, { timeout: 30_000 })
      .toBe(1);
    await expect.poll(() => statesOf(request, documentId)).toEqual({ 'E-mail': 'Sent', WhatsApp: 'Sent' });
  }
  const [mail] = emailsFor(website);
  expect(mail!.to).toContain(email);
  expect(mail!.subject).toBe('Your enquiry about Data Science: the syllabus and the next batch');
  expect(mail!.text).toContain('Hello Asha Acknowledged,');
  expect(mail!.text).toMatch(/The syllabus: http:\/\/127\.0\.0\.1:\d+\/syllabus\/datascience-syllabus\.pdf/);
  expect(mail!.text).toMatch(/The next batch starts on \d{1,2} \w{3,4} \d{4}\./);
  expect(mail!.text).toMatch(/withdraw your consent on http:\/\/127\.0\.0\.1:\d+\/privacy\/your-data/);
  const [message] = await whatsappFor(request, website);
  expect(message).toMatchObject({ to: `+91${websitePhone}`, template: 'enquiry_acknowledgement' });
  expect(message!.parameters[0]).toBe('Asha Acknowledged');
  expect(message!.parameters[1]).toBe('Data Science');
  expect((await whatsappFor(request, meta))[0]).toMatchObject({ to: `+91${metaPhone}` });

  // The syllabus the e-mail links is the site's own PDF.
  const syllabus = await request.get(/http:\/\/[^/]+(\/syllabus\/\S+\.pdf)/.exec(mail!.text)![1]!);
  expect(syllabus.headers()['content-type']).toBe('application/pdf');

  // Once: a later round (a day on, every claim long stale) sends nothing again.
  await roundAt(request, new Date(Date.now() + 20 * 3600_000));
  for (const documentId of [website, meta]) {
    expect(emailsFor(documentId)).toHaveLength(1);
    expect(await whatsappFor(request, documentId)).toHaveLength(1);
  }
});

test('a job applicant gets one e-mail: the application arrived, for which position, what comes next; no WhatsApp, nothing of the CV', async ({
  request,
}) => {
  const email = `${unique('ack-applicant')}@e2e.example`;
  const submissionId = crypto.randomUUID();
  const cv = Buffer.from('%PDF-1.4\n% Kiran resume: ten years of Django at Acme\n%%EOF\n');
  const answer = await request.post('/api/leads', {
    headers: from(),
    multipart: {
      _form: 'application',
      _submission: submissionId,
      _page: '/applynow',
      _elapsed: '9000',
      website: '',
      firstname: 'Kiran',
      lastname: 'Applicant',
      email,
      gender: 'others',
      areacode: '+91',
      phone: phone(),
      position: 'PYTHON DEVELOPER',
      startDate: '2027-01-04',
      address1: '12 FC Road',
      message: 'I led the Django team at Acme.',
      resume: { name: 'kiran-cv.pdf', mimeType: 'application/pdf', buffer: cv },
    } as never,
  });
  expect([201, 202], await answer.text()).toContain(answer.status());
  const documentId = await leadOf(request, storedSubmissionId(submissionId));

  await expect.poll(() => emailsFor(documentId).length, { timeout: 30_000 }).toBe(1);
  await expect.poll(() => statesOf(request, documentId)).toEqual({ 'E-mail': 'Sent' });
  const [mail] = emailsFor(documentId);
  expect(mail!.to).toContain(email);
  // The institute as this run configures it (INSTITUTE_NAME, _PHONE, _EMAIL), never the sample.
  expect(mail!.subject).toBe(
    `Your application for PYTHON DEVELOPER at ${process.env.INSTITUTE_NAME} has arrived`,
  );
  expect(mail!.text).toContain(
    `write to ${process.env.INSTITUTE_EMAIL} or call ${process.env.INSTITUTE_PHONE}.`,
  );
  expect(mail!.text).not.toMatch(/Codebridge|sample identity/);
  expect(mail!.text).toContain('Hello Kiran Applicant,');
  expect(mail!.text).toContain('What happens next:');
  expect(mail!.text).toMatch(/erased: http:\/\/127\.0\.0\.1:\d+\/privacy\/your-data/);
  // Nothing from the resume or the cover letter, and no attachment.
  expect(mail!.text).not.toMatch(/Django|Acme|kiran-cv/);
  expect(mail!.attachments).toEqual([]);
  expect(await whatsappFor(request, documentId)).toHaveLength(0);

  // Once: a later round sends nothing again.
  await roundAt(request, new Date(Date.now() + 20 * 3600_000));
  expect(emailsFor(documentId)).toHaveLength(1);
});

test('a landline, or a foreign number typed without its code, gets the e-mail alone; the lead’s panel says why', async ({
  browser,
  request,
}) => {
  const landlines: string[] = [];
  // A Pune landline, and a US number without +1: the old rule made each an Indian mobile.
  for (const number of ['020 2612 3456', '415 555 2671']) {
    const documentId = await leadOf(
      request,
      await websiteEnquiry(request, {
        name: 'Landline Person',
        phone: number,
        email: `${unique('ack-landline')}@e2e.example`,
      }),
    );
    await expect.poll(() => statesOf(request, documentId), { timeout: 30_000 }).toEqual({ 'E-mail': 'Sent' });
    expect((await panel(request, documentId)).whatsapp).toBe(
      'No WhatsApp message: the phone is not a mobile number.',
    );
    await roundAt(request, new Date(Date.now() + 20 * 3600_000));
    expect(await whatsappFor(request, documentId)).toHaveLength(0);
    landlines.push(documentId);
  }
  // The lead's page in the admin, as a counsellor and as the head read it: its Acknowledgement panel.
  for (const role of ['Admissions', 'Admissions head'] as const) {
    const account = await adminAccount(request, role, role === 'Admissions' ? 'Asha' : 'Meera');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, account);
    await page.goto(`${ADMIN_URL}/content-manager/collection-types/api::lead.lead/${landlines[0]}`);
    const panel = page.getByRole('complementary').filter({ hasText: 'Acknowledgement' });
    await expect(panel.getByText(/^Sent /)).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByText('No WhatsApp message: the phone is not a mobile number.')).toBeVisible();
    await screenshot(page, `lead-landline-${role === 'Admissions' ? 'counsellor' : 'head'}`);
    await context.close();
  }
});

test('WhatsApp’s signed status webhook shows on the lead; a forged one is refused and changes nothing', async ({
  request,
}) => {
  const documentId = await leadOf(
    request,
    await websiteEnquiry(request, {
      name: 'Status Reader',
      phone: phone(),
      email: `${unique('ack-status')}@e2e.example`,
    }),
  );
  await expect.poll(async () => (await whatsappFor(request, documentId)).length, { timeout: 30_000 }).toBe(1);
  const [sent] = await whatsappFor(request, documentId);
  const webhook = (status: string, timestamp: number) => {
    const body = structuredClone(statusesPayload);
    const change = body.entry[0]!.changes[0]!.value;
    change.statuses = [
      {
        ...change.statuses[0]!,
        id: sent!.id!,
        status,
        timestamp: String(timestamp),
        biz_opaque_callback_data: sent!.key!,
      },
    ];
    return JSON.stringify(body);
  };
  const now = Math.floor(Date.now() / 1000);
  expect((await postMeta(request, webhook('delivered', now))).status()).toBe(200);
  await expect
    .poll(
      async () =>
        (await panel(request, documentId)).acknowledgements.find((row) => row.channel === 'WhatsApp')
          ?.deliveryStatus,
    )
    .toBe('Delivered');

  const forged = await postMeta(request, webhook('failed', now + 5), 'not-the-app-secret-0123456789');
  expect(forged.status()).toBe(403);
  const unsigned = await request.post('/api/leads/meta', {
    headers: { 'content-type': 'application/json', ...from() },
    data: webhook('failed', now + 5),
  });
  expect(unsigned.status()).toBe(401);

  expect((await postMeta(request, webhook('read', now + 9))).status()).toBe(200);
  await expect
    .poll(
      async () =>
        (await panel(request, documentId)).acknowledgements.find((row) => row.channel === 'WhatsApp')
          ?.deliveryStatus,
    )
    .toBe('Read');
});

test('the CMS killed between its claim and the send: once it is back, each message goes once', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const mark = unique('ackkill');
  // The CMS restarted with a fault point: it kills itself after claiming an acknowledgement of this lead.
  const restarted = await request.post(`${CMS_URL}/__e2e/strapi/stop`);
  expect(restarted.ok()).toBe(true);
  expect(
    (
      await request.post(`${CMS_URL}/__e2e/strapi/start`, {
        data: { faults: { point: 'acknowledgement-claimed', mark } },
        timeout: 120_000,
      })
    ).ok(),
  ).toBe(true);
  const exited = request.post(`${CMS_URL}/__e2e/strapi/exited`, { timeout: 60_000 });
  // The CMS may die before it answers (the acknowledgement is tried as soon as the lead commits).
  const stored = await request
    .post(`${CMS_URL}/api/leads`, {
      headers: { Authorization: `Bearer ${LEADS_TOKEN}` },
      data: {
        data: {
          submissionId: mark,
          form: 'Enquiry',
          name: 'Killed Claim',
          phone: phone(),
          email: `${mark}@e2e.example`,
          course: 'MERN Stack Development',
          submittedAt: new Date().toISOString(),
        },
      },
    })
    .catch(() => null);
  if (stored) expect(stored.status()).toBe(201);
  expect((await exited).ok()).toBe(true);

  expect((await request.post(`${CMS_URL}/__e2e/strapi/start`, { timeout: 120_000 })).ok()).toBe(true);
  const documentId = await leadOf(request, mark);
  // A claim the dead process left: taken, not sent.
  const after = await statesOf(request, documentId);
  expect(Object.values(after)).toContain('Sending');
  expect(emailsFor(documentId)).toHaveLength(0);
  // The round once the claim is stale (two minutes on): each message goes, once.
  await roundAt(request, new Date(Date.now() + 3 * 60_000));
  await expect.poll(() => statesOf(request, documentId)).toEqual({ 'E-mail': 'Sent', WhatsApp: 'Sent' });
  await roundAt(request, new Date(Date.now() + 10 * 60_000));
  expect(emailsFor(documentId)).toHaveLength(1);
  expect(await whatsappFor(request, documentId)).toHaveLength(1);
});

test('a mail server that is down: the WhatsApp message goes at once, the e-mail once the server is back', async ({
  request,
}) => {
  await sink.stop();
  let documentId = '';
  try {
    documentId = await leadOf(
      request,
      await websiteEnquiry(request, {
        name: 'Mail Later',
        phone: phone(),
        email: `${unique('ack-down')}@e2e.example`,
      }),
    );
    await expect
      .poll(() => statesOf(request, documentId), { timeout: 30_000 })
      .toEqual({
        'E-mail': 'Retrying',
        WhatsApp: 'Sent',
      });
    // Why, as a code (never an address).
    expect(
      (await panel(request, documentId)).acknowledgements.find((row) => row.channel === 'E-mail')?.error,
    ).toMatch(/^[A-Z]+$/);
  } finally {
    await sink.start();
  }
  // Its retry is due 10 s on: the round at that time sends it.
  await roundAt(request, new Date(Date.now() + 60_000));
  await expect.poll(() => emailsFor(documentId).length, { timeout: 30_000 }).toBe(1);
  await roundAt(request, new Date(Date.now() + 10 * 60_000));
  expect(emailsFor(documentId)).toHaveLength(1);
});

test('who gets nothing: a test lead, a person who withdrew consent, a person who wrote STOP on WhatsApp', async ({
  request,
}) => {
  // Google's Send test data.
  const google = await request.post('/api/leads/google', {
    headers: { 'content-type': 'application/json', ...from() },
    data: JSON.stringify({ ...googleTestLead, lead_id: `TeSt${RUN}ack`, google_key: GOOGLE_KEY }),
  });
  expect(google.status()).toBe(200);
  const testLead = await leadOf(request, `google:TeSt${RUN}ack`);

  // A withdrawal of consent, verified by admissions (a phone number: they called it).
  const withdrawn = phone();
  await verifiedRequest(request, { kind: 'withdrawal', contact: `+91 ${withdrawn}` });
  const withdrawnLead = await leadOf(
    request,
    await websiteEnquiry(request, {
      name: 'Withdrawn Person',
      phone: `0${withdrawn}`,
      email: `${unique('ack-withdrawn')}@e2e.example`,
    }),
  );

  // STOP written to the institute's WhatsApp number, then an enquiry from that number.
  const stopped = phone();
  const stop = structuredClone(stopPayload);
  const message = stop.entry[0]!.changes[0]!.value.messages[0]!;
  message.from = `91${stopped}`;
  message.timestamp = String(Math.floor(Date.now() / 1000));
  stop.entry[0]!.changes[0]!.value.messages = [message];
  expect((await postMeta(request, JSON.stringify(stop))).status()).toBe(200);
  const stoppedLead = await leadOf(
    request,
    await websiteEnquiry(request, {
      name: 'Stopped Person',
      phone: stopped,
      email: `${unique('ack-stopped')}@e2e.example`,
    }),
  );

  // A lead after them as a barrier: once it has its messages, the others' would have gone too.
  const barrier = await leadOf(
    request,
    await websiteEnquiry(request, {
      name: 'Barrier',
      phone: phone(),
      email: `${unique('ack-barrier')}@e2e.example`,
    }),
  );
  await expect
    .poll(() => statesOf(request, barrier), { timeout: 30_000 })
    .toEqual({ 'E-mail': 'Sent', WhatsApp: 'Sent' });

  expect(await panel(request, testLead)).toEqual({
    acknowledgements: [],
    none: 'A test lead: nobody is written to.',
    whatsapp: null,
  });
  for (const documentId of [withdrawnLead, stoppedLead]) {
    await expect
      .poll(() => statesOf(request, documentId))
      .toEqual({ 'E-mail': 'Stopped', WhatsApp: 'Stopped' });
  }
  for (const documentId of [testLead, withdrawnLead, stoppedLead]) {
    expect(emailsFor(documentId)).toEqual([]);
    expect(await whatsappFor(request, documentId)).toEqual([]);
  }
});
