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

import { receiveConfirmation, receiveDataRequest, receiveLookup } from './receive';
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

  it('keep the contact on one line and the details as written', () => {
    const checked = v.safeParse(dataRequestSchema, {
      kind: 'erasure',
      contact: '98765\n\n43210',
      details: 'Both of\r\nmy enquiries',
    });
    expect(checked.success && checked.output).toEqual({
      kind: 'erasure',
      contact: '98765 43210',
      details: 'Both of\nmy enquiries',
    });
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

describe('POST /api/data-requests/lookup', () => {
  beforeEach(() => {
    received.length = 0;
  });

  it('asks the CMS what the code’s request is, and answers its kind only', async () => {
    reply = { status: 200, body: { data: { kind: 'erasure' } } };
    expect(await receiveLookup(post('/x', { code: 'ABCD-EFGH-JKMN-PQRS' }))).toEqual({
      status: 200,
      answer: { ok: true, kind: 'erasure' },
    });
    expect(received).toEqual([
      {
        path: '/api/data-requests/lookup',
        auth: `Bearer ${TOKEN}`,
        body: { data: { code: 'ABCD-EFGH-JKMN-PQRS' } },
      },
    ]);
  });

  it('tells a code nobody waits for and an expired one apart from a CMS that cannot look codes up', async () => {
    const answers: [number, unknown, unknown][] = [
      [404, { data: null, error: { status: 404, name: 'UnknownCode' } }, { ok: false, reason: 'unknown' }],
      [410, { data: null, error: { status: 410, name: 'ExpiredError' } }, { ok: false, reason: 'expired' }],
      // A CMS without the lookup: its router's 404, or a token without the permission.
      [
        404,
        { data: null, error: { status: 404, name: 'NotFoundError' } },
        { ok: false, reason: 'unavailable' },
      ],
      [
        403,
        { data: null, error: { status: 403, name: 'ForbiddenError' } },
        { ok: false, reason: 'unavailable' },
      ],
      // A kind the site does not know.
      [200, { data: { kind: 'Erasure' } }, { ok: false, reason: 'unavailable' }],
    ];
    for (const [status, body, expected] of answers) {
      reply = { status, body };
      expect([status, (await receiveLookup(post('/x', { code: 'ABCD-EFGH-JKMN-PQRS' }))).answer]).toEqual([
        status,
        expected,
      ]);
    }
  });

  it('refuses what is no code without asking the CMS', async () => {
    expect((await receiveLookup(post('/x', { code: 'short' }))).status).toBe(422);
    expect((await receiveLookup(post('/x', 'not json'))).status).toBe(422);
    expect(received).toEqual([]);
  });
});

describe('the site-wide ceilings (a token bucket: no window edge lets a burst through)', () => {
  // Last in the file: the floods run on a clock hours ahead, and leave the buckets full until then.
  // The probe: 110 requests in 45 s, each from a new address, each a verification e-mail to any address.
  const HOUR = 3_600_000;
  let address = 0;
  const rotating = (url: string, body: unknown) =>
    new Request(`http://site.test${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.${Math.floor(++address / 250)}.${address % 250}`,
      },
      body: JSON.stringify(body),
    });
  /** Sends `count` in `spanMs` of the injected clock, starting at `start`; the statuses in order. */
  async function flood(count: number, spanMs: number, start: number, send: (now: number) => Promise<number>) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push(await send(start + Math.floor((i * spanMs) / count)));
    return statuses;
  }

  it('lets few requests, and so few verification e-mails, through in 45 s whatever addresses they claim', async () => {
    received.length = 0;
    reply = { status: 201, body: { data: { verification: 'email', deadline: '2026-12-27' } } };
    const statuses = await flood(110, 45_000, Date.now() + 50 * HOUR, async (now) => {
      const request = rotating('/api/data-requests', { kind: 'erasure', contact: 'someone@example.com' });
      return (await receiveDataRequest(request, now)).status;
    });
    const kept = statuses.filter((status) => status === 201).length;
    // The bucket's burst (10) and its rate (60 an hour) over 45 s: 10 at most; a fixed window let 60 through,
    // and 120 across its edge.
    expect(kept).toBeLessThanOrEqual(10);
    expect(kept).toBeGreaterThan(0);
    expect(received).toHaveLength(kept);
    expect(statuses.filter((status) => status === 429)).toHaveLength(110 - kept);
    // Refilled evenly: an hour later the site takes requests again.
    const later = await receiveDataRequest(
      rotating('/api/data-requests', { kind: 'access', contact: '98765 43210' }),
      Date.now() + 51 * HOUR,
    );
    expect(later.status).toBe(201);
  });

  it('limits confirmations site-wide too, so rotating addresses cannot try codes without end', async () => {
    received.length = 0;
    reply = { status: 404, body: {} };
    const statuses = await flood(300, 45_000, Date.now() + 80 * HOUR, async (now) => {
      const request = rotating('/api/data-requests/confirm', { code: 'ABCD-EFGH-JKMN-PQRS' });
      return (await receiveConfirmation(request, now)).status;
    });
    const tried = statuses.filter((status) => status === 404).length;
    // Burst 20, 120 an hour: 21 at most in 45 s (there was no site-wide limit: all 300 reached the CMS).
    expect(tried).toBeLessThanOrEqual(21);
    expect(tried).toBeGreaterThan(0);
    expect(received).toHaveLength(tried);
    expect(statuses.filter((status) => status === 429)).toHaveLength(300 - tried);
  });
});
