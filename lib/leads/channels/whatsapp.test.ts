/** @jest-environment node */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StatusReports } from '@/lib/shared/acknowledgements.mjs';
import type { MetaLeadAds } from '@/lib/env/server.mjs';
import { receiveMetaNotification } from './meta';
import { receiveWhatsappReports, whatsappReports } from './whatsapp';
import statuses from './recorded/whatsapp-statuses.json';
import messages from './recorded/whatsapp-messages.json';
import notification from './recorded/meta-leadgen-notification.json';

const APP_SECRET = 'meta-app-secret-for-unit-tests';
const config: MetaLeadAds = {
  appSecret: APP_SECRET,
  verifyToken: 'meta-verify-token-for-unit-tests',
  pageAccessToken: 'page-access-token-for-unit-tests',
  graphOrigin: 'http://127.0.0.1:9',
  graphVersion: 'v24.0',
};
const saved = { ...process.env };

/** The CMS's statuses route, as far as the site sees it: what it was sent, and its answer. */
const cms = { received: [] as { authorization?: string; body: StatusReports }[], status: 200 };
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/api/lead-acknowledgements/statuses') {
        cms.received.push({
          authorization: request.headers.authorization,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as StatusReports,
        });
      }
      response.writeHead(cms.status, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Read by the site's environment on its first use, which comes after this.
  Object.assign(process.env, {
    BLOG_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    LEADS_API_TOKEN: 'site-leads-token',
    REDIS_URL: '',
  });
});

afterAll(async () => {
  process.env = saved;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  cms.received.length = 0;
  cms.status = 200;
});

let client = 0;
const sign = (body: string, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const post = (body: string, signature: string | null) =>
  receiveMetaNotification(
    new Request('http://site.test/api/leads/meta', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${++client}`,
        ...(signature ? { 'x-hub-signature-256': signature } : {}),
      },
    }),
    { config },
  );

test('the statuses of the CMS’s messages: each with its message id, the CMS’s key, when, and a failure’s code', () => {
  expect(whatsappReports(statuses)).toEqual({
    statuses: [
      {
        messageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJDQjZCMzlEQUE4OTJBMTE4RTUA',
        key: 'ack-k3x9b2m1q8w7e6r5t4y3u2-whatsapp',
        status: 'delivered',
        at: '2025-11-27T09:25:05.000Z',
        errorCode: null,
      },
      {
        messageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI5QTNDQTVCM0Q0Q0Q2RTY3RTcA',
        key: 'ack-p0o9i8u7y6t5r4e3w2q1a2s3-whatsapp',
        status: 'failed',
        at: '2025-11-27T09:25:10.000Z',
        errorCode: '131026',
      },
    ],
    stops: [],
  });
});

test('what people write: a stop word stops messages to that number; anything else is not read', () => {
  expect(whatsappReports(messages)).toEqual({
    statuses: [],
    stops: [{ phone: '+919822233344', at: '2025-11-27T09:26:40.000Z' }],
  });
  // Not WhatsApp's: a page's lead notification, or no notification at all.
  expect(whatsappReports(notification)).toBeNull();
  expect(whatsappReports(null)).toBeNull();
});

test('a signed WhatsApp notification goes to the CMS with the site’s token, and Meta gets 200', async () => {
  const body = JSON.stringify(statuses);
  const answer = await post(body, sign(body));
  expect(answer).toMatchObject({ status: 200, body: { ok: true, reports: 2 } });
  expect(cms.received).toHaveLength(1);
  expect(cms.received[0]!.authorization).toBe('Bearer site-leads-token');
  expect(cms.received[0]!.body.statuses.map((status) => status.status)).toEqual(['delivered', 'failed']);
});

test('a forged or unsigned one is refused before anything is read or passed on', async () => {
  const body = JSON.stringify(statuses);
  expect((await post(body, null)).status).toBe(401);
  expect((await post(body, sign(body, 'not-the-app-secret'))).status).toBe(403);
  expect((await post(body.replace('delivered', 'read'), sign(body))).status).toBe(403);
  expect(cms.received).toEqual([]);
});

test('a CMS that does not take the reports: 503, so Meta sends them again; nothing to report: 200', async () => {
  cms.status = 503;
  const body = JSON.stringify(messages);
  expect(await post(body, sign(body))).toMatchObject({ status: 503, headers: { 'Retry-After': '30' } });
  expect(
    await receiveWhatsappReports({ statuses: [], stops: [] }, { send: async () => false }),
  ).toMatchObject({ status: 200, body: { reports: 0 } });
  expect(
    await receiveWhatsappReports(whatsappReports(statuses)!, { send: async () => 'no-cms' }),
  ).toMatchObject({ status: 200, body: { reports: 0 } });
});
