/** @jest-environment node */
/**
 * A Meta lead on its way: kept from its notification, its answers read from the Graph API (the local fake)
 * on the way to the CMS (a small stand-in that keeps one lead per submission id, as the real one does; the
 * end-to-end tests use the real one), retried while the Graph API fails, a dead letter when it keeps
 * refusing.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deliverHeldLeads } from '../deliver';
import type { LeadEntry } from '../entry';
import { leadStore } from '../store';
import { receiveMetaNotification } from './meta';
import notification from './recorded/meta-leadgen-notification.json';
import graphLead from './recorded/meta-graph-lead.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startGraphFake } = require('../../../e2e/graph-fake.cjs') as {
  startGraphFake: (o: { token: string; appSecret: string }) => Promise<{
    url: string;
    addLead(id: string, lead: object): void;
    failNext(id: string, count: number, status?: number): void;
    callsFor(id: string): { status: number }[];
    close(): Promise<void>;
  }>;
};

const dir = mkdtempSync(path.join(tmpdir(), 'meta-delivery-'));
const saved = { ...process.env };
const APP_SECRET = 'meta-app-secret-for-unit-tests';
const TOKEN = 'page-access-token-for-unit-tests';

/** What the CMS stand-in was sent, and the one lead per submission id it keeps. */
const cms = { posts: [] as Record<string, unknown>[], leads: new Map<string, Record<string, unknown>>() };
const cmsServer = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const { data } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: Record<string, unknown> };
    cms.posts.push(data);
    const id = String(data.submissionId);
    const existing = cms.leads.has(id);
    if (!existing) cms.leads.set(id, data);
    response.writeHead(existing ? 200 : 201, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: { submissionId: id } }));
  });
});
let graph: Awaited<ReturnType<typeof startGraphFake>>;
const errors: string[] = [];

beforeAll(async () => {
  graph = await startGraphFake({ token: TOKEN, appSecret: APP_SECRET });
  await new Promise<void>((resolve) => cmsServer.listen(0, '127.0.0.1', resolve));
  // Read by the site's environment on its first use, which comes after this.
  Object.assign(process.env, {
    LEADS_DIR: dir,
    REDIS_URL: '',
    LEADS_REDIS_URL: '',
    BLOG_API_URL: `http://127.0.0.1:${(cmsServer.address() as AddressInfo).port}`,
    LEADS_API_TOKEN: 'leads-token-for-unit-tests',
    LEADS_RETRY_MS: '5000',
    META_APP_SECRET: APP_SECRET,
    META_VERIFY_TOKEN: 'meta-verify-token-for-unit-tests',
    META_PAGE_ACCESS_TOKEN: TOKEN,
    META_GRAPH_URL: graph.url,
  });
  jest.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
});

afterAll(async () => {
  await graph.close();
  await new Promise((resolve) => cmsServer.close(resolve));
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

const NOW = Date.parse('2026-11-27T12:00:00Z');

async function notify(leadgenId: string) {
  const copy = structuredClone(notification);
  copy.entry[0]!.changes[0]!.value.leadgen_id = leadgenId;
  const body = JSON.stringify(copy);
  const delivered: Promise<void>[] = [];
  const answer = await receiveMetaNotification(
    new Request('http://site.test/api/leads/meta', {
      method: 'POST',
      body,
      headers: {
        'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`,
        'x-forwarded-for': '198.51.100.7',
      },
    }),
    {
      now: NOW,
      deliver: async (entries) => {
        // The real delivery, awaited by the test instead of running on after the answer.
        const { deliverKeptLeads } = await import('../deliver');
        delivered.push(deliverKeptLeads(entries));
      },
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  await Promise.all(delivered);
  return answer;
}

/** The held lead, made due now, as the workers would find it once its wait is over. */
async function makeDue(id: string): Promise<LeadEntry> {
  const entry = (await leadStore().get(id))!;
  await leadStore().put({ ...entry, nextAttemptAt: 0 });
  return entry;
}

it('a Graph API that fails delays the lead; once it answers, the lead reaches the CMS once, complete', async () => {
  graph.addLead('2345678901234567', graphLead);
  graph.failNext('2345678901234567', 2, 503);
  expect((await notify('2345678901234567')).status).toBe(200);

  // The first attempt failed: the lead waits, with its notification, for a later one.
  const waiting = (await leadStore().get('meta:2345678901234567'))!;
  expect(waiting).toMatchObject({ attempts: 1, channel: { awaitingAnswers: true } });
  expect(waiting.nextAttemptAt).toBeGreaterThan(Date.now());
  expect(cms.posts).toHaveLength(0);

  await makeDue('meta:2345678901234567');
  expect(await deliverHeldLeads()).toBe(0);
  expect((await leadStore().get('meta:2345678901234567'))?.attempts).toBe(2);

  await makeDue('meta:2345678901234567');
  expect(await deliverHeldLeads()).toBe(1);
  expect(await leadStore().get('meta:2345678901234567')).toBeNull();
  expect(graph.callsFor('2345678901234567').map((call) => call.status)).toEqual([503, 503, 200]);
  expect(cms.posts).toHaveLength(1);
  expect(cms.leads.get('meta:2345678901234567')).toMatchObject({
    form: 'Enquiry',
    channel: 'Meta lead ad',
    name: 'Priya Deshmukh',
    phone: '+919876501234',
    email: 'priya.deshmukh@example.com',
    city: 'Pune',
    course: 'Data Science',
    externalLeadId: '2345678901234567',
    pageId: '104523098765432',
    adId: '120215678901234567',
    adGroupId: '120215678901230456',
    campaignId: '120215678901220001',
    leadFormId: '987654321098765',
    isTest: false,
    submittedAt: '2026-11-27T10:15:28.000Z',
    page: null,
  });

  // The same notification again, and twice at once: still one lead.
  await Promise.all([notify('2345678901234567'), notify('2345678901234567'), notify('2345678901234567')]);
  expect([...cms.leads.keys()].filter((id) => id === 'meta:2345678901234567')).toHaveLength(1);
  expect(await leadStore().list()).toEqual([]);
  // The logs name the lead and the reason, nothing it carries.
  expect(errors.some((line) => line.includes('meta:2345678901234567') && line.includes('graph-503'))).toBe(
    true,
  );
  expect(errors.join('\n')).not.toMatch(/Priya|98765|example\.com|Pune/);
});

it('a lead the Graph API keeps refusing becomes a dead letter, kept for the operator', async () => {
  // No such lead at the fake: 400, code 100.
  expect((await notify('2345678901230000')).status).toBe(200);
  for (let round = 0; round < 2; round++) {
    await makeDue('meta:2345678901230000');
    await deliverHeldLeads();
  }
  const dead = await leadStore().get('meta:2345678901230000');
  expect(dead?.deadLetter).toMatchObject({ reason: 'graph-400-100' });
  expect(dead?.channel?.awaitingAnswers).toBe(true);
  expect(errors).toContain(
    'Lead meta:2345678901230000 is a dead letter (graph-400-100): its channel keeps refusing it; npm run leads lists it.',
  );
  expect(cms.leads.has('meta:2345678901230000')).toBe(false);
});
