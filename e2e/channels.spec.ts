/**
 * Leads that do not start on the site, against the built site and the real bundled CMS: Meta lead ads (the
 * handshake, the signature, answers from a local stand-in for the Graph API that can fail or be slow),
 * Google Ads lead forms and a listing site (JustDial), each from its recorded payload
 * (lib/leads/channels/recorded/) with ids of the test's own. Each lead reaches the CMS once, whatever is sent
 * again or at once, through the same store and delivery as the forms, and a person who enquired on the site
 * and then in an ad is one person to the CMS.
 *
 * Also, on site servers of this test's own (their output in test-results/): the line that says which
 * channels are on, a site with every channel off, and logs without a lead's personal data while the Graph
 * API and the CMS fail.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import notification from '../lib/leads/channels/recorded/meta-leadgen-notification.json';
import graphLead from '../lib/leads/channels/recorded/meta-graph-lead.json';
import graphTestLead from '../lib/leads/channels/recorded/meta-graph-test-lead.json';
import googleLead from '../lib/leads/channels/recorded/google-lead-form.json';
import googleTestLead from '../lib/leads/channels/recorded/google-test-lead.json';
import { nextStartArgs } from '../deploy/node-serving.mjs';
import { adminToken, CMS_URL, setHub } from './cms';
import { expect, test } from './fixtures';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startGraphFake } = require('./graph-fake.cjs') as {
  startGraphFake: (o: { port: number; token: string; appSecret: string }) => Promise<GraphFake>;
};
interface GraphFake {
  url: string;
  state: { failRate: number; slowMs: number };
  addLead(id: string, lead: object): void;
  failNext(id: string, count: number, status?: number): void;
  callsFor(id: string): { status: number; at: number }[];
  close(): Promise<void>;
}

// One at a time: the Graph stand-in's faults and the CMS's are the whole file's.
test.describe.configure({ mode: 'serial' });

const ROOT = path.join(__dirname, '..');
const LEADS_DIR = path.join(ROOT, process.env.LEADS_DIR ?? '.leads-e2e');
const LOG_DIR = path.join(ROOT, process.env.E2E_LOG_DIR ?? 'test-results');
const APP_SECRET = process.env.META_APP_SECRET ?? 'e2e-meta-app-secret-0123456789';
const VERIFY_TOKEN = process.env.META_VERIFY_TOKEN ?? 'e2e-meta-verify-token';
const PAGE_TOKEN = process.env.META_PAGE_ACCESS_TOKEN ?? 'e2e-meta-page-access-token';
const GOOGLE_KEY = process.env.GOOGLE_LEAD_FORM_KEY ?? 'e2e-google-lead-form-key';
const GRAPH_PORT = Number(process.env.E2E_GRAPH_PORT ?? 4340);
const BASE = Number(process.env.E2E_PORT ?? 4311);
/** This test's own site servers, above the run's site port. */
const PORTS = { off: BASE + 71, failing: BASE + 72, dead: BASE + 79 };

const RUN = Date.now().toString(36);
let serial = 0;
/** A Meta lead id of this run's own: 16 digits. */
const leadgenId = () => `7${String(Date.now()).slice(-12)}${String(++serial).padStart(3, '0')}`;
/** A phone number of this run's own (10 digits), so no other test's lead is a repeat of it. */
const phone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
let client = 0;
const from = () => ({ 'x-forwarded-for': `203.0.113.${(++client % 250) + 1}` });

let graph: GraphFake;

test.beforeAll(async () => {
  graph = await startGraphFake({ port: GRAPH_PORT, token: PAGE_TOKEN, appSecret: APP_SECRET });
});

test.afterAll(async () => {
  await graph?.close();
});

/** A lead as the admissions team reads it in the CMS's admin, with the channel's fields. */
interface ChannelLead {
  documentId: string;
  submissionId: string;
  form: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  course: string | null;
  details: string | null;
  page: string | null;
  channel: string | null;
  publisher: string | null;
  externalLeadId: string | null;
  campaignId: string | null;
  adGroupId: string | null;
  adId: string | null;
  leadFormId: string | null;
  pageId: string | null;
  clickId: string | null;
  isTest: boolean;
  enquiryCount: number;
}

async function leadsWithId(request: APIRequestContext, submissionId: string): Promise<ChannelLead[]> {
  const token = await adminToken(request);
  const query = new URLSearchParams({
    page: '1',
    pageSize: '10',
    'filters[submissionId][$eq]': submissionId,
  });
  const response = await request.get(`${CMS_URL}/content-manager/collection-types/api::lead.lead?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { results: ChannelLead[] }).results;
}

/** Waits for the lead in the CMS (retries of a failing Graph API take a while), and that it is there once. */
async function theLead(
  request: APIRequestContext,
  submissionId: string,
  timeout = 30_000,
): Promise<ChannelLead> {
  await expect
    .poll(async () => (await leadsWithId(request, submissionId).catch(() => [])).length, {
      timeout,
      intervals: [250, 500, 1000],
    })
    .toBeGreaterThan(0);
  const leads = await leadsWithId(request, submissionId);
  expect(leads).toHaveLength(1);
  return leads[0]!;
}

/** Whether the site's store still holds a lead (waiting for the CMS, or for its answers). */
const held = (submissionId: string) => existsSync(path.join(LEADS_DIR, `${submissionId}.json`));

/** The recorded notification, for another lead id. */
function metaBody(id: string): string {
  const copy = structuredClone(notification);
  const change = copy.entry[0]!.changes[0]!;
  change.value.leadgen_id = id;
  change.value.created_time = Math.floor(Date.now() / 1000) - 5;
  return JSON.stringify(copy);
}

const signatureOf = (body: string, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

function postMeta(request: APIRequestContext, body: string, signature: string | null = signatureOf(body)) {
  return request.post('/api/leads/meta', {
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
      ...from(),
    },
    data: body,
  });
}

/** A Meta lead the Graph stand-in knows, with a phone and an e-mail of its own. */
function metaLead(overrides: Record<string, string> = {}) {
  const id = leadgenId();
  const person = { phone: `+91${phone()}`, email: `meta-${RUN}-${serial}@e2e.example`, ...overrides };
  graph.addLead(id, {
    ...graphLead,
    id,
    field_data: graphLead.field_data.map((field) =>
      field.name === 'phone_number'
        ? { ...field, values: [person.phone] }
        : field.name === 'email'
          ? { ...field, values: [person.email] }
          : field,
    ),
  });
  return { id, submissionId: `meta:${id}`, ...person };
}

test.describe('Meta lead ads', () => {
  test('the subscription handshake answers the challenge to the verify token, and 403 to another', async ({
    request,
  }) => {
    const ok = await request.get(
      `/api/leads/meta?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
      { headers: from() },
    );
    expect(ok.status()).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await request.get(
      `/api/leads/meta?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}x&hub.challenge=1158201444`,
      { headers: from() },
    );
    expect(wrong.status()).toBe(403);
    expect(await wrong.text()).not.toContain('1158201444');
  });

  test('a signed notification: the lead in the CMS with its answers, its channel and the ad’s ids', async ({
    request,
  }) => {
    const lead = metaLead();
    const answer = await postMeta(request, metaBody(lead.id));
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, kept: 1 });
    const stored = await theLead(request, lead.submissionId);
    expect(stored).toMatchObject({
      form: 'Enquiry',
      channel: 'Meta lead ad',
      name: 'Priya Deshmukh',
      phone: lead.phone,
      email: lead.email,
      city: 'Pune',
      course: 'Data Science',
      page: null,
      externalLeadId: lead.id,
      pageId: '104523098765432',
      adId: '120215678901234567',
      adGroupId: '120215678901230456',
      campaignId: '120215678901220001',
      leadFormId: '987654321098765',
      isTest: false,
    });
    expect(stored.details).toContain('When would you like to start?: within_a_month');
    expect(graph.callsFor(lead.id).map((call) => call.status)).toEqual([200]);
  });

  test('a missing, wrong or altered signature, or a forged notification: refused, no Graph call, nothing kept', async ({
    request,
  }) => {
    const forged = metaLead();
    const body = metaBody(forged.id);
    const refused = [
      [await postMeta(request, body, null), 401],
      [await postMeta(request, body, signatureOf('{}')), 403],
      // The body altered by one byte after it was signed.
      [
        await postMeta(request, body.replace(forged.id, `${forged.id.slice(0, -1)}9`), signatureOf(body)),
        403,
      ],
      // Forged: well made, signed with a secret that is not the app's.
      [await postMeta(request, body, signatureOf(body, 'not-the-app-secret-0123456789')), 403],
    ] as const;
    for (const [response, status] of refused) expect(response.status()).toBe(status);

    // A real notification after them, as a barrier: once its lead is in the CMS, anything the refused ones
    // had set going would have happened too.
    const real = metaLead();
    expect((await postMeta(request, metaBody(real.id))).status()).toBe(200);
    await theLead(request, real.submissionId);
    expect(graph.callsFor(forged.id)).toEqual([]);
    expect(graph.callsFor(`${forged.id.slice(0, -1)}9`)).toEqual([]);
    expect(held(forged.submissionId)).toBe(false);
    expect(await leadsWithId(request, forged.submissionId)).toEqual([]);
  });

  test('a Graph API that fails, then is slow: the lead waits with its notification and arrives once it answers', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const failing = metaLead();
    graph.failNext(failing.id, 2, 503);
    expect((await postMeta(request, metaBody(failing.id))).status()).toBe(200);
    // Kept, answered for, and not in the CMS while the Graph API fails.
    await expect.poll(() => graph.callsFor(failing.id).length).toBeGreaterThan(0);
    expect(held(failing.submissionId)).toBe(true);
    expect(await leadsWithId(request, failing.submissionId)).toEqual([]);
    await theLead(request, failing.submissionId, 60_000);
    expect(graph.callsFor(failing.id).map((call) => call.status)).toEqual([503, 503, 200]);

    // Slower than the site waits (5 s): the attempt counts as failed, and the next one gets it.
    const slow = metaLead();
    graph.state.slowMs = 7000;
    try {
      expect((await postMeta(request, metaBody(slow.id))).status()).toBe(200);
      await expect.poll(() => graph.callsFor(slow.id).length, { timeout: 10_000 }).toBe(1);
    } finally {
      graph.state.slowMs = 0;
    }
    await theLead(request, slow.submissionId, 60_000);
    expect(graph.callsFor(slow.id).length).toBeGreaterThanOrEqual(2);
  });

  test('once: the same notification twice, then five at once, is one lead', async ({ request }) => {
    const lead = metaLead();
    const body = metaBody(lead.id);
    for (let i = 0; i < 2; i++) expect((await postMeta(request, body)).status()).toBe(200);
    const together = await Promise.all(Array.from({ length: 5 }, () => postMeta(request, body)));
    expect(together.map((response) => response.status())).toEqual([200, 200, 200, 200, 200]);
    await theLead(request, lead.submissionId);
    // Every copy delivered (the store holds none of them any more): still one lead.
    await expect.poll(() => held(lead.submissionId), { timeout: 60_000 }).toBe(false);
    expect(await leadsWithId(request, lead.submissionId)).toHaveLength(1);
  });

  test('a lead of the Lead Ads Testing Tool is kept and marked as a test', async ({ request }) => {
    const id = leadgenId();
    graph.addLead(id, { ...graphTestLead, id });
    expect((await postMeta(request, metaBody(id))).status()).toBe(200);
    const stored = await theLead(request, `meta:${id}`);
    expect(stored).toMatchObject({ channel: 'Meta lead ad', isTest: true });
  });

  test('a signed body that is not a notification: 400, nothing kept', async ({ request }) => {
    const body = '{"object":"page","entry":[{"changes":[{"field":"leadgen","value":{}}]}]}';
    const response = await postMeta(request, body);
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, error: 'bad-notification' });
  });
});

test.describe('a repeat across channels', () => {
  test('the same phone from the website’s form and then a Meta ad: the ad’s lead is a repeat of the first', async ({
    request,
  }) => {
    const number = phone();
    const name = `Repeat ${RUN}`;
    const website = await request.post('/api/leads', {
      headers: from(),
      multipart: {
        _form: 'enquiry',
        _submission: crypto.randomUUID(),
        _page: '/datascience',
        _elapsed: '8000',
        website: '',
        name,
        phone: `${number.slice(0, 5)} ${number.slice(5)}`,
        email: `site-${RUN}@e2e.example`,
        city: 'Pune',
      },
    });
    expect([201, 202]).toContain(website.status());
    const token = await adminToken(request);
    let first = '';
    await expect
      .poll(
        async () => {
          const query = new URLSearchParams({ 'filters[name][$eq]': name });
          const response = await request.get(
            `${CMS_URL}/content-manager/collection-types/api::lead.lead?${query}`,
            { headers: { Authorization: `Bearer ${token}` } },
          );
          first =
            ((await response.json()) as { results: { documentId: string }[] }).results[0]?.documentId ?? '';
          return first;
        },
        { timeout: 30_000 },
      )
      .not.toBe('');

    const ad = metaLead({ phone: `+91 ${number}` });
    expect((await postMeta(request, metaBody(ad.id))).status()).toBe(200);
    const repeat = await theLead(request, ad.submissionId);
    expect(repeat.enquiryCount).toBe(2);
    const relation = await request.get(
      `${CMS_URL}/content-manager/relations/api::lead.lead/${repeat.documentId}/repeatOf`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(relation.ok(), await relation.text()).toBe(true);
    const [linked] = ((await relation.json()) as { results: { documentId: string }[] }).results;
    expect(linked?.documentId).toBe(first);
  });
});

test.describe('Google Ads lead forms', () => {
  const googleBody = (lead: object, key = GOOGLE_KEY) => JSON.stringify({ ...lead, google_key: key });
  const postGoogle = (request: APIRequestContext, body: string) =>
    request.post('/api/leads/google', {
      headers: { 'content-type': 'application/json', ...from() },
      data: body,
    });

  test('a lead: in the CMS with its answers and ids; sent again, and at once, still one', async ({
    request,
  }) => {
    const leadId = `Cj0KCQiA${RUN}${++serial}`;
    const number = phone();
    const lead = {
      ...googleLead,
      lead_id: leadId,
      lead_submit_time: new Date().toISOString(),
      user_column_data: googleLead.user_column_data.map((column) =>
        column.column_id === 'PHONE_NUMBER' ? { ...column, string_value: `+91 ${number}` } : column,
      ),
    };
    const body = googleBody(lead);
    const answers = [
      await postGoogle(request, body),
      ...(await Promise.all([1, 2, 3].map(() => postGoogle(request, body)))),
    ];
    expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200, 200]);
    const stored = await theLead(request, `google:${leadId}`);
    expect(stored).toMatchObject({
      form: 'Enquiry',
      channel: 'Google Ads lead form',
      name: 'Rahul Kulkarni',
      phone: `+91 ${number}`,
      email: 'rahul.kulkarni@example.com',
      city: 'Nashik',
      course: 'MERN Stack Development',
      externalLeadId: leadId,
      campaignId: '21876543210',
      adGroupId: '168765432109',
      adId: '712345678901',
      leadFormId: '164502387611',
      clickId: 'Cj0KCQiA4L67BhDUARIsADWrl7FpjXhEZXZtR0Uwb1c5a0',
      isTest: false,
    });
    expect(stored.details).toContain('What is your highest qualification?: B.E. Computer');
  });

  test('Send test data: kept and marked as a test', async ({ request }) => {
    expect((await postGoogle(request, googleBody(googleTestLead))).status()).toBe(200);
    const stored = await theLead(request, `google:${googleTestLead.lead_id}`);
    expect(stored).toMatchObject({ isTest: true, clickId: 'gclid-test', channel: 'Google Ads lead form' });
  });

  test('a wrong key, or bad input: refused with a reason, nothing kept', async ({ request }) => {
    const leadId = `Cj0KCQiA${RUN}wrong`;
    const wrong = await postGoogle(request, googleBody({ ...googleLead, lead_id: leadId }, `${GOOGLE_KEY}x`));
    expect(wrong.status()).toBe(403);
    expect(await wrong.json()).toMatchObject({ ok: false, error: 'wrong-key' });
    const broken = await postGoogle(request, '{"lead_id": "x", "google_key": ');
    expect(broken.status()).toBe(400);
    const noContact = await postGoogle(
      request,
      googleBody({
        ...googleLead,
        lead_id: `${leadId}2`,
        user_column_data: [{ column_id: 'FULL_NAME', string_value: 'A' }],
      }),
    );
    expect(noContact.status()).toBe(422);
    expect(await noContact.json()).toMatchObject({ error: 'no-contact' });
    const large = await postGoogle(request, googleBody({ ...googleLead, padding: 'x'.repeat(80 * 1024) }));
    expect(large.status()).toBe(413);
    // A good lead after them as a barrier.
    const barrier = `Cj0KCQiA${RUN}barrier`;
    expect((await postGoogle(request, googleBody({ ...googleLead, lead_id: barrier }))).status()).toBe(200);
    await theLead(request, `google:${barrier}`);
    expect(await leadsWithId(request, `google:${leadId}`)).toEqual([]);
    expect(held(`google:${leadId}`)).toBe(false);
  });
});

test.describe('a listing site', () => {
  const recorded = readFileSync(path.join(ROOT, 'lib/leads/channels/recorded/justdial-get.txt'), 'utf8');
  const slug = `justdial-${RUN}`;
  const key = `justdial-e2e-key-${RUN}-0123456789`;

  /** JustDial's GET as recorded, with a lead id and a mobile number of its own. */
  function justdialQuery(leadId: string, mobile: string, withKey = key) {
    const query = new URLSearchParams(recorded);
    query.set('leadid', leadId);
    query.set('mobile', mobile);
    query.set('email', `${leadId.toLowerCase()}@e2e.example`);
    query.set('key', withKey);
    return query.toString();
  }

  test.beforeAll(async ({ request }) => {
    // The marketer adds the listing site in the CMS's admin: a name, its address on the site, its key.
    const token = await adminToken(request);
    const created = await request.post(
      `${CMS_URL}/content-manager/collection-types/api::publisher.publisher`,
      { headers: { Authorization: `Bearer ${token}` }, data: { name: 'JustDial', slug, key, active: true } },
    );
    expect(created.ok(), await created.text()).toBe(true);
  });

  test.afterAll(async ({ request }) => {
    await setHub(request, { leadsFault: 'none' });
  });

  test('JustDial’s GET: the lead in the CMS with its usual fields, once however often it comes', async ({
    request,
  }) => {
    const leadId = `JD${RUN}A1`.toUpperCase();
    const mobile = phone();
    // The site reads a new listing site from the CMS within seconds.
    await expect(async () => {
      const response = await request.get(`/api/leads/listing/${slug}?${justdialQuery(leadId, mobile)}`, {
        headers: from(),
      });
      expect(response.status()).toBe(200);
    }).toPass({ timeout: 15_000 });
    await request.get(`/api/leads/listing/${slug}?${justdialQuery(leadId, mobile)}`, { headers: from() });
    const stored = await theLead(request, `${slug}:${leadId}`);
    expect(stored).toMatchObject({
      form: 'Enquiry',
      channel: 'Listing site',
      publisher: 'JustDial',
      externalLeadId: leadId,
      name: 'Sneha Patil',
      phone: mobile,
      city: 'Pune',
      course: 'Data Science',
      isTest: false,
    });
    expect(stored.details).toContain('Area: Kothrud');
    expect(stored.details).not.toContain(key);
  });

  test('a wrong key or an unknown site: refused; while the CMS is down, a known site’s lead waits and arrives', async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const wrong = await request.get(
      `/api/leads/listing/${slug}?${justdialQuery(`JD${RUN}W`, phone(), `${key}x`)}`,
      { headers: from() },
    );
    expect(wrong.status()).toBe(403);
    const unknown = await request.get(
      `/api/leads/listing/nobody-${RUN}?${justdialQuery(`JD${RUN}U`, phone())}`,
      {
        headers: from(),
      },
    );
    expect(unknown.status()).toBe(404);
    const noId = await request.get(
      `/api/leads/listing/${slug}?${justdialQuery('', phone()).replace(/leadid=&/, '')}`,
      { headers: from() },
    );
    expect(noId.status()).toBe(422);

    await setHub(request, { leadsFault: 'down' });
    const leadId = `JD${RUN}DOWN`.toUpperCase();
    const waiting = await request.get(`/api/leads/listing/${slug}?${justdialQuery(leadId, phone())}`, {
      headers: from(),
    });
    expect(waiting.status()).toBe(200);
    expect(await waiting.json()).toMatchObject({ ok: true, kept: 'outbox' });
    // A site the last good copy does not know cannot be checked now: 503, to be sent again later.
    await expect(async () => {
      const response = await request.get(
        `/api/leads/listing/later-${RUN}?${justdialQuery(`JD${RUN}L`, phone())}`,
        {
          headers: from(),
        },
      );
      expect(response.status()).toBe(503);
    }).toPass({ timeout: 10_000 });
    await setHub(request, { leadsFault: 'none' });
    await theLead(request, `${slug}:${leadId}`, 60_000);
  });
});

interface Site {
  url: string;
  log: string;
  process: ChildProcess;
}

/** A site server of this test's own on the e2e build, its output in test-results/site-channels-{name}.log. */
function startSite(name: 'off' | 'failing', env: Record<string, string>): Promise<Site> {
  mkdirSync(LOG_DIR, { recursive: true });
  const log = path.join(LOG_DIR, `site-channels-${name}.log`);
  const out = createWriteStream(log);
  const leadsDir = path.join(ROOT, `.leads-e2e-channels-${name}`);
  rmSync(leadsDir, { recursive: true, force: true });
  const child = spawn(process.execPath, nextStartArgs(ROOT, PORTS[name]), {
    cwd: ROOT,
    env: {
      ...process.env,
      LEADS_DIR: leadsDir,
      REDIS_URL: '',
      LEADS_REDIS_URL: '',
      LEADS_RETRY_MS: '500',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const site = { url: `http://127.0.0.1:${PORTS[name]}`, log, process: child };
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () =>
      fetch(`${site.url}/robots.txt`)
        .then(() => resolve(site))
        .catch(() =>
          Date.now() - started > 30_000 ? reject(new Error(`${name} did not start`)) : setTimeout(poll, 200),
        );
    poll();
  });
}

function stopSite(site: Site | undefined): Promise<void> {
  if (!site || site.process.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    site.process.once('exit', () => resolve());
    site.process.kill('SIGTERM');
  });
}

test.describe('configuration and logs', () => {
  test('with every channel off, each endpoint says so (404), and the site says so once at start', async () => {
    const site = await startSite('off', {
      META_APP_SECRET: '',
      META_VERIFY_TOKEN: '',
      META_PAGE_ACCESS_TOKEN: '',
      GOOGLE_LEAD_FORM_KEY: '',
      PUBLISHERS_API_TOKEN: '',
    });
    try {
      for (const [method, address] of [
        ['GET', '/api/leads/meta?hub.mode=subscribe'],
        ['POST', '/api/leads/meta'],
        ['POST', '/api/leads/google'],
        ['GET', '/api/leads/listing/justdial?leadid=1'],
      ] as const) {
        const response = await fetch(`${site.url}${address}`, {
          method,
          body: method === 'POST' ? '{}' : undefined,
        });
        expect(response.status, address).toBe(404);
        expect(await response.json()).toMatchObject({ ok: false, error: 'channel-off' });
      }
      const status = readFileSync(site.log, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('Lead channels'));
      expect(status).toEqual([
        'Lead channels, kept in the CMS: Website forms: on; Meta lead ads: off (META_APP_SECRET, META_VERIFY_TOKEN and META_PAGE_ACCESS_TOKEN unset); Google Ads lead forms: off (GOOGLE_LEAD_FORM_KEY unset); Listing sites: off (PUBLISHERS_API_TOKEN unset).',
      ]);
    } finally {
      await stopSite(site);
    }
  });

  test('with the Graph API and the CMS failing, the site’s log names leads by id and reason only', async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const mark = `chanmark${Math.random().toString(36).slice(2, 8)}`;
    const site = await startSite('failing', { BLOG_API_URL: `http://127.0.0.1:${PORTS.dead}` });
    try {
      const status = readFileSync(site.log, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('Lead channels'));
      expect(status).toEqual([
        'Lead channels, kept in the CMS: Website forms: on; Meta lead ads: on (/api/leads/meta); Google Ads lead forms: on (/api/leads/google); Listing sites: on (/api/leads/listing/{slug}).',
      ]);
      const lead = metaLead({ email: `${mark}@e2e.example`, phone: '+91 98000 12345' });
      graph.failNext(lead.id, 3, 503);
      const body = metaBody(lead.id);
      const meta = await request.post(`${site.url}/api/leads/meta`, {
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(body) },
        data: body,
      });
      expect(meta.status()).toBe(200);
      const google = await request.post(`${site.url}/api/leads/google?${mark}=1`, {
        headers: { 'content-type': 'application/json' },
        data: JSON.stringify({
          ...googleLead,
          lead_id: `${RUN}privacy`,
          google_key: GOOGLE_KEY,
          user_column_data: [
            { column_id: 'FULL_NAME', string_value: `${mark} Person` },
            { column_id: 'EMAIL', string_value: `${mark}@e2e.example` },
          ],
        }),
      });
      expect(google.status()).toBe(200);
      expect(await google.json()).toMatchObject({ kept: 'outbox' });
      // The Graph API answered once the failures were over; the CMS never does here.
      await expect
        .poll(() => graph.callsFor(lead.id).some((call) => call.status === 200), { timeout: 30_000 })
        .toBe(true);
      await expect
        .poll(() => readFileSync(site.log, 'utf8').includes(`Lead ${lead.submissionId}`), { timeout: 10_000 })
        .toBe(true);
      const log = readFileSync(site.log, 'utf8');
      expect(log).toContain(`Lead ${lead.submissionId} (meta) is kept for a later delivery (graph-503-2).`);
      expect(log).toContain(`Lead google:${RUN}privacy (google) is kept for a later delivery (unreachable).`);
      for (const secret of [mark, '98000', 'Priya', APP_SECRET, PAGE_TOKEN, GOOGLE_KEY]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await stopSite(site);
    }
  });
});
