/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';

const saved = { ...process.env };
const TOKEN = 'the-data-requests-token';

/** A CMS on a local port: records what the site sends, answers what the test says. */
const received: { path: string; auth?: string; body: unknown }[] = [];
let reply: { status: number; body: unknown } = { status: 201, body: {} };
const cms = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    received.push({ path: request.url ?? '', auth: request.headers.authorization, body: JSON.parse(body) });
    response.writeHead(reply.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    BLOG_API_URL: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`,
    DATA_REQUESTS_API_TOKEN: TOKEN,
    REDIS_URL: '',
  });
});
afterAll(async () => {
  process.env = saved;
  await new Promise((resolve) => cms.close(resolve));
});

import { formatDeadline } from './protocol';
import { receiveConfirmation, receiveDataRequest } from './receive';
import { dataRequestSchema } from './schema';

let client = 0;
function post(url: string, body: unknown) {
  return new Request(`http://site.test${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${++client}` },
    body: JSON.stringify(body),
  });
}

describe('a data request’s fields', () => {
  const valid = (input: object) => v.safeParse(dataRequestSchema, input).success;

  it('take one of the four kinds and the e-mail address or phone number the person gave', () => {
    for (const kind of ['access', 'correction', 'erasure', 'withdrawal']) {
      expect(valid({ kind, contact: 'asha@example.com' })).toBe(true);
    }
    for (const contact of ['+91 98765 43210', '098765-43210', 'Asha.Rao@Example.in']) {
      expect([contact, valid({ kind: 'erasure', contact })]).toEqual([contact, true]);
    }
  });

  it('refuse anything else, with the field’s own message', () => {
    for (const input of [
      { kind: 'delete-everyone', contact: 'asha@example.com' },
      { kind: 'erasure', contact: '' },
      { kind: 'erasure', contact: 'asha' },
      { kind: 'erasure', contact: '12345' },
      { kind: 'erasure', contact: 'asha@example.com', details: 'x'.repeat(2001) },
      { kind: 'erasure', contact: 'asha@example.com', details: '<script>' },
    ]) {
      expect([input, valid(input)]).toEqual([input, false]);
    }
  });
});

describe('POST /api/data-requests', () => {
  beforeEach(() => {
    received.length = 0;
  });

  it('passes a checked request to the CMS with its token, and says how it will be verified', async () => {
    reply = { status: 201, body: { data: { reference: 4, verification: 'email', deadline: '2026-12-27' } } };
    const answer = await receiveDataRequest(
      post('/api/data-requests', {
        kind: 'erasure',
        contact: ' asha@example.com ',
        details: 'All\r\nof it',
        website: '',
      }),
    );
    expect(answer).toEqual({
      status: 201,
      answer: { ok: true, verification: 'email', contactType: 'E-mail', deadline: '2026-12-27' },
    });
    expect(received).toEqual([
      {
        path: '/api/data-requests',
        auth: `Bearer ${TOKEN}`,
        body: { data: { kind: 'erasure', contact: 'asha@example.com', details: 'All\nof it' } },
      },
    ]);
  });

  it('refuses a bad field (422) and a filled spam trap, and sends nothing', async () => {
    expect(
      (await receiveDataRequest(post('/api/data-requests', { kind: 'erasure', contact: 'no' }))).answer,
    ).toEqual(
      expect.objectContaining({
        ok: false,
        reason: 'invalid',
        errors: { contact: expect.stringMatching(/e-mail address or phone/) },
      }),
    );
    const trapped = await receiveDataRequest(
      post('/api/data-requests', { kind: 'erasure', contact: 'a@example.com', website: 'x' }),
    );
    expect(trapped.status).toBe(400);
    expect(received).toEqual([]);
  });

  it('answers 503 when the CMS refuses or is not there, so the page offers the other ways', async () => {
    reply = { status: 500, body: {} };
    expect(
      (await receiveDataRequest(post('/api/data-requests', { kind: 'access', contact: '98765 43210' })))
        .status,
    ).toBe(503);
  });

  it('limits one client to a few requests an hour (each may send an e-mail)', async () => {
    reply = { status: 201, body: { data: { verification: 'admissions', deadline: '2026-12-27' } } };
    const from = (body: object) =>
      new Request('http://site.test/api/data-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
        body: JSON.stringify(body),
      });
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await receiveDataRequest(from({ kind: 'access', contact: '98765 43210' }))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('POST /api/data-requests/confirm', () => {
  it('passes the code on and reports what the CMS found', async () => {
    reply = { status: 200, body: { data: { reference: 4, kind: 'erasure', deadline: '2026-12-27' } } };
    expect(await receiveConfirmation(post('/x', { code: 'ABCD-EFGH-JKMN-PQRS' }))).toEqual({
      status: 200,
      answer: { ok: true, kind: 'erasure', deadline: '2026-12-27' },
    });
    reply = { status: 404, body: {} };
    expect((await receiveConfirmation(post('/x', { code: 'ABCD-EFGH-JKMN-PQRS' }))).answer).toEqual({
      ok: false,
      reason: 'unknown',
    });
    reply = { status: 410, body: {} };
    expect((await receiveConfirmation(post('/x', { code: 'ABCD-EFGH-JKMN-PQRS' }))).answer).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect((await receiveConfirmation(post('/x', { code: 'short' }))).status).toBe(422);
  });
});

describe('the time in which requests are answered', () => {
  it('is shown as a day people read', () => {
    expect(formatDeadline('2026-12-27')).toBe('27 December 2026');
  });
});
