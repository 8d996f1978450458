/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'meta-leads-'));
const saved = { ...process.env };
// No CMS: the leads stay in this folder, where the tests read them.
Object.assign(process.env, { LEADS_DIR: dir, BLOG_API_URL: '', LEADS_API_TOKEN: '', REDIS_URL: '' });

import type { MetaLeadAds } from '@/lib/env/server.mjs';
import type { LeadEntry } from '../entry';
import { leadStore } from '../store';
import { CHANNEL_REFUSALS_PER_CLIENT } from './intake';
import { metaHandshake, receiveMetaNotification, signatureOf } from './meta';
import { fetchLeadAnswers, LeadSourceError, withMetaAnswers } from './meta-graph';
import notification from './recorded/meta-leadgen-notification.json';
import graphLead from './recorded/meta-graph-lead.json';
import graphError from './recorded/meta-graph-error.json';
import graphTestLead from './recorded/meta-graph-test-lead.json';

// The local stand-in for Meta's Graph API (CommonJS, shared with the end-to-end tests and the benchmark).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startGraphFake } = require('../../../e2e/graph-fake.cjs') as {
  startGraphFake: (o: { token: string; appSecret: string }) => Promise<GraphFake>;
};
interface GraphFake {
  url: string;
  state: { failRate: number; slowMs: number };
  addLead(id: string, lead: object): void;
  failNext(id: string, count: number, status?: number): void;
  callsFor(id: string): { status: number }[];
  close(): Promise<void>;
}

const APP_SECRET = 'meta-app-secret-for-unit-tests';
const config: MetaLeadAds = {
  appSecret: APP_SECRET,
  verifyToken: 'meta-verify-token-for-unit-tests',
  pageAccessToken: 'page-access-token-for-unit-tests',
  graphOrigin: 'http://127.0.0.1:9',
  graphVersion: 'v24.0',
};
const NOW = Date.parse('2026-11-27T12:00:00Z');
let fake: GraphFake;
let graph: MetaLeadAds;

beforeAll(async () => {
  fake = await startGraphFake({ token: config.pageAccessToken, appSecret: APP_SECRET });
  graph = { ...config, graphOrigin: fake.url };
});

afterAll(async () => {
  await fake.close();
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

let client = 0;
const sign = (body: string | Buffer, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

function post(body: string, headers: Record<string, string> = {}) {
  return new Request('http://site.test/api/leads/meta', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${++client}`, ...headers },
  });
}

/** The recorded notification for another lead id. */
function notificationFor(leadgenId: string): string {
  const copy = structuredClone(notification);
  copy.entry[0]!.changes[0]!.value.leadgen_id = leadgenId;
  return JSON.stringify(copy);
}

const held = () => readdirSync(dir).filter((name) => name.endsWith('.json'));

describe('the subscription handshake', () => {
  const get = (query: string) =>
    new Request(`http://site.test/api/leads/meta?${query}`, {
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });

  it('answers the challenge to the verify token', async () => {
    const answer = await metaHandshake(
      get('hub.mode=subscribe&hub.verify_token=meta-verify-token-for-unit-tests&hub.challenge=1158201444'),
      { config },
    );
    expect(answer).toEqual({ status: 200, body: '1158201444' });
  });

  it('refuses another token or mode with 403', async () => {
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=meta-verify-token-for-unit-test&hub.challenge=1',
      'hub.mode=unsubscribe&hub.verify_token=meta-verify-token-for-unit-tests&hub.challenge=1',
      'hub.mode=subscribe&hub.challenge=1',
    ]) {
      expect((await metaHandshake(get(query), { config })).status).toBe(403);
    }
  });

  it('is not there while Meta lead ads are off', async () => {
    const answer = await metaHandshake(get('hub.mode=subscribe'), { config: null });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'channel-off' });
  });
});

describe('the signature', () => {
  const body = Buffer.from(notificationFor('1000000000000001'));
  it('is the HMAC-SHA256 of the exact bytes with the app secret', () => {
    expect(signatureOf(body, sign(body), APP_SECRET)).toBe('valid');
    expect(signatureOf(body, sign(body).toUpperCase().replace('SHA256=', 'sha256='), APP_SECRET)).toBe(
      'valid',
    );
    expect(signatureOf(body, null, APP_SECRET)).toBe('missing');
    expect(signatureOf(body, sign(body, 'another-secret'), APP_SECRET)).toBe('wrong');
    expect(signatureOf(body, sign(body).slice(0, -2), APP_SECRET)).toBe('wrong');
    expect(signatureOf(body, `sha1=${'0'.repeat(40)}`, APP_SECRET)).toBe('wrong');
    const altered = Buffer.from(body);
    altered.writeUInt8(altered.readUInt8(altered.length - 3) ^ 1, altered.length - 3);
    expect(signatureOf(altered, sign(body), APP_SECRET)).toBe('wrong');
  });
});

describe('a notification', () => {
  beforeEach(async () => {
    for (const entry of await leadStore().list()) await leadStore().remove(entry.submissionId);
  });

  it('signed: its lead is kept from the notification, answered 200, then handed on', async () => {
    const body = notificationFor('2345678901234567');
    const handed: LeadEntry[][] = [];
    const answer = await receiveMetaNotification(post(body, { 'x-hub-signature-256': sign(body) }), {
      config,
      now: NOW,
      deliver: async (entries) => void handed.push(entries),
    });
    expect(answer).toEqual({ status: 200, body: { ok: true, kept: 1 } });
    expect(held()).toEqual(['meta:2345678901234567.json']);
    const entry = JSON.parse(readFileSync(path.join(dir, 'meta:2345678901234567.json'), 'utf8')) as LeadEntry;
    expect(entry).toMatchObject({
      submissionId: 'meta:2345678901234567',
      form: 'enquiry',
      values: {},
      channel: {
        channel: 'meta',
        externalId: '2345678901234567',
        pageId: '104523098765432',
        adId: '120215678901234567',
        adGroupId: '120215678901230456',
        leadFormId: '987654321098765',
        submittedAt: '2026-11-27T10:15:28.000Z',
        awaitingAnswers: true,
        isTest: false,
      },
    });
    expect(handed).toEqual([[entry]]);
  });

  it.each<[string, (body: string) => Record<string, string>, number, string]>([
    ['missing', () => ({}), 401, 'no-signature'],
    ['of another body', () => ({ 'x-hub-signature-256': sign('something else') }), 403, 'bad-signature'],
    [
      'of another secret',
      (body) => ({ 'x-hub-signature-256': sign(body, 'another-secret') }),
      403,
      'bad-signature',
    ],
  ])('with the signature %s: refused, nothing kept, nothing handed on', async (_, headers, status, error) => {
    const body = notificationFor('2345678901230001');
    const deliver = jest.fn();
    const answer = await receiveMetaNotification(post(body, headers(body)), { config, now: NOW, deliver });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ ok: false, error });
    expect(held()).toEqual([]);
    expect(deliver).not.toHaveBeenCalled();
  });

  it('altered by one byte after it was signed: refused', async () => {
    const body = notificationFor('2345678901230002');
    const signature = sign(body);
    const altered = body.replace('2345678901230002', '2345678901230003');
    const deliver = jest.fn();
    const answer = await receiveMetaNotification(post(altered, { 'x-hub-signature-256': signature }), {
      config,
      now: NOW,
      deliver,
    });
    expect(answer.status).toBe(403);
    expect(held()).toEqual([]);
    expect(deliver).not.toHaveBeenCalled();
  });

  it('signed but not a notification: 400, nothing kept', async () => {
    for (const body of [
      '{"object":"page","entry":',
      '[]',
      '{"object":"page","entry":[{"changes":[{"field":"leadgen","value":{"leadgen_id":"x"}}]}]}',
    ]) {
      const answer = await receiveMetaNotification(post(body, { 'x-hub-signature-256': sign(body) }), {
        config,
        now: NOW,
        deliver: jest.fn(),
      });
      expect(answer.status).toBe(400);
    }
    expect(held()).toEqual([]);
  });

  it('of another object, or without leadgen changes: answered, nothing kept', async () => {
    const body = JSON.stringify({
      object: 'user',
      entry: [{ id: '1', changes: [{ field: 'feed', value: {} }] }],
    });
    const answer = await receiveMetaNotification(post(body, { 'x-hub-signature-256': sign(body) }), {
      config,
      now: NOW,
      deliver: jest.fn(),
    });
    expect(answer).toEqual({ status: 200, body: { ok: true, kept: 0 } });
    expect(held()).toEqual([]);
  });

  it('reads ids written as numbers without losing digits, and keeps a lead once per id', async () => {
    const body = `{"object":"page","entry":[{"id":104523098765432,"time":1795774530,"changes":[
      {"field":"leadgen","value":{"leadgen_id":9007199254740993,"ad_id":120215678901234567,"page_id":104523098765432,"created_time":1795774528}},
      {"field":"leadgen","value":{"leadgen_id":"9007199254740993","created_time":1795774528}}]}]}`;
    const answer = await receiveMetaNotification(post(body, { 'x-hub-signature-256': sign(body) }), {
      config,
      now: NOW,
      deliver: jest.fn(),
    });
    expect(answer.body).toEqual({ ok: true, kept: 1 });
    const [entry] = await leadStore().list();
    expect(entry?.submissionId).toBe('meta:9007199254740993');
  });

  it('over the body cap: 413 before the signature is even looked at', async () => {
    const body = 'x'.repeat(600 * 1024);
    const answer = await receiveMetaNotification(post(body, { 'x-hub-signature-256': sign(body) }), {
      config,
      now: NOW,
    });
    expect(answer.status).toBe(413);
  });

  it('from a client whose checks keep failing: 429 after the allowance', async () => {
    const from = { 'x-forwarded-for': '192.0.2.99' };
    const statuses: number[] = [];
    for (let i = 0; i <= CHANNEL_REFUSALS_PER_CLIENT.points; i++) {
      statuses.push((await receiveMetaNotification(post('{}', from), { config, now: NOW })).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('while Meta lead ads are off: 404, nothing kept', async () => {
    const body = notificationFor('2345678901230004');
    const answer = await receiveMetaNotification(post(body, { 'x-hub-signature-256': sign(body) }), {
      config: null,
      now: NOW,
    });
    expect(answer.status).toBe(404);
    expect(held()).toEqual([]);
  });
});

describe('the answers, from the Graph API', () => {
  const pending = (leadgenId: string): LeadEntry => ({
    submissionId: `meta:${leadgenId}`,
    form: 'enquiry',
    values: {},
    page: '',
    receivedAt: '2026-11-27T10:15:30.000Z',
    attempts: 0,
    nextAttemptAt: 0,
    channel: {
      channel: 'meta',
      externalId: leadgenId,
      adId: '120215678901234567',
      isTest: false,
      awaitingAnswers: true,
      details: [],
    },
  });

  it('complete the lead: its fields, every answer, the campaign, the time it was sent', async () => {
    fake.addLead('2345678901234567', graphLead);
    const lead = await withMetaAnswers(pending('2345678901234567'), graph, NOW);
    expect(lead.values).toEqual({
      name: 'Priya Deshmukh',
      phone: '+919876501234',
      email: 'priya.deshmukh@example.com',
      city: 'Pune',
      course: 'Data Science',
    });
    expect(lead.channel).toEqual({
      channel: 'meta',
      externalId: '2345678901234567',
      adId: '120215678901234567',
      adGroupId: '120215678901230456',
      campaignId: '120215678901220001',
      leadFormId: '987654321098765',
      isTest: false,
      submittedAt: '2026-11-27T10:15:28.000Z',
      details: [
        'Full name: Priya Deshmukh',
        'Phone number: +919876501234',
        'Email: priya.deshmukh@example.com',
        'City: Pune',
        'Which course are you interested in?: data_science',
        'When would you like to start?: within_a_month',
      ],
    });
  });

  it('mark a lead of the Lead Ads Testing Tool as a test', async () => {
    fake.addLead('2345678901239999', graphTestLead);
    const lead = await withMetaAnswers(pending('2345678901239999'), graph, NOW);
    expect(lead.channel?.isTest).toBe(true);
    // Its placeholders are kept as text, in the details; none is a phone.
    expect(lead.values.phone).toBeUndefined();
    expect(lead.channel?.details[0]).toBe('Full name: <test lead: dummy data for full_name>');
  });

  it('fail as "try again" while the Graph API is down, throttling or slow', async () => {
    fake.addLead('2345678901230010', graphLead);
    fake.failNext('2345678901230010', 1, 503);
    await expect(fetchLeadAnswers(graph, '2345678901230010')).rejects.toMatchObject({
      reason: 'graph-503-2',
      refused: false,
    });
    fake.failNext('2345678901230010', 1, 400);
    await expect(fetchLeadAnswers(graph, '2345678901230010')).rejects.toMatchObject({ refused: false });
    fake.state.slowMs = 500;
    try {
      await expect(fetchLeadAnswers(graph, '2345678901230010', { timeoutMs: 100 })).rejects.toMatchObject({
        reason: 'graph-timeout',
        refused: false,
      });
    } finally {
      fake.state.slowMs = 0;
    }
    await expect(
      fetchLeadAnswers({ ...graph, graphOrigin: 'http://127.0.0.1:9' }, '2345678901230010'),
    ).rejects.toMatchObject({ reason: 'graph-unreachable', refused: false });
    // Then it answers.
    expect((await fetchLeadAnswers(graph, '2345678901230010')).field_data).toHaveLength(6);
    expect(fake.callsFor('2345678901230010').map((call) => call.status)).toEqual([503, 400, 200, 200]);
  });

  it('fail as a refusal for a lead the Graph API does not have, or a token it does not take', async () => {
    // The stand-in answers an unknown lead as the Graph API does (recorded).
    const proof = createHmac('sha256', APP_SECRET).update(config.pageAccessToken).digest('hex');
    const answer = await fetch(`${fake.url}/v24.0/2345678901230000?appsecret_proof=${proof}`, {
      headers: { Authorization: `Bearer ${config.pageAccessToken}` },
    });
    const body = (await answer.json()) as typeof graphError;
    expect(answer.status).toBe(400);
    expect(body.error).toMatchObject({
      type: graphError.error.type,
      code: graphError.error.code,
      error_subcode: graphError.error.error_subcode,
    });
    await expect(fetchLeadAnswers(graph, '2345678901230000')).rejects.toMatchObject({
      reason: 'graph-400-100',
      refused: true,
    });
    await expect(
      fetchLeadAnswers({ ...graph, pageAccessToken: 'expired' }, '2345678901234567'),
    ).rejects.toEqual(new LeadSourceError('graph-400-190', true));
  });
});
