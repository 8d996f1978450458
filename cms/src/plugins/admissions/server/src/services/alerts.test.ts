import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from '@jest/globals';
import type { Database } from '@strapi/database';
import { emailPlugin, fakeStrapi } from '../../../../../../test/fake-strapi';
import { leadDatabase } from '../../../../../../test/lead-database';
import nodemailerProvider from '@strapi/provider-email-nodemailer';
import { smtpSink } from '../../../../../../../scripts/smtp-sink.mjs';
import { deliverAlert, deliverDueAlerts, initialAlertState, retryDelay, STALE_CLAIM_MS } from './alerts';

let db: Database;
beforeAll(async () => {
  db = await leadDatabase();
});
afterAll(() => db.destroy());
// Each test's leads alone: a cron round takes every due lead.
beforeEach(() => db.query('api::lead.lead').deleteMany({}));

/**
 * The CMS as alerts see it: Strapi's database layer over SQLite (the alert's claim is a real UPDATE), and
 * the e-mail plugin's sends recorded; `refuse` makes the mail server refuse.
 */
function cms({ mailServer = true, refuse = false } = {}) {
  const sent: { to?: string; subject?: string; headers?: Record<string, string> }[] = [];
  const strapi = fakeStrapi({
    sent,
    db: { query: (uid: string) => db.query(uid as 'api::lead.lead') },
    plugin: emailPlugin(mailServer, (message) => {
      if (refuse) throw Object.assign(new Error('refused'), { responseCode: 451 });
      sent.push(message);
    }),
    config: {
      get: (key: string) =>
        key === 'plugin::admissions'
          ? { admissionsEmail: 'admissions@example.in', adminUrl: 'https://cms.example.in' }
          : undefined,
    },
    log: { warn() {} },
  });
  return strapi;
}

let next = 0;
async function lead(fields: Record<string, unknown> = {}): Promise<number> {
  next += 1;
  const row = (await db.query('api::lead.lead').create({
    data: {
      documentId: `lead-${next}`,
      submissionId: `submission-${next}`,
      name: 'Asha',
      form: 'Enquiry',
      submittedAt: new Date(),
      alertState: 'Queued',
      ...fields,
    } as never,
  })) as { id: number };
  return row.id;
}

const state = async (id: number) =>
  (await db.query('api::lead.lead').findOne({
    where: { id },
    select: ['alertState', 'alertAttempts', 'alertError', 'alertNextAttemptAt'],
  })) as {
    alertState: string;
    alertAttempts: number;
    alertError: string | null;
    alertNextAttemptAt: string | null;
  };

test('without a mail server a new lead’s alert waits, nothing is claimed or sent, and the admin says so', async () => {
  const strapi = cms({ mailServer: false });
  expect(initialAlertState(strapi)).toBe('Waiting for mail server');
  expect(initialAlertState(cms())).toBe('Queued');
  const id = await lead({ alertState: 'Waiting for mail server' });
  expect(await deliverAlert(strapi, id)).toBe('no-mail-server');
  expect(await deliverDueAlerts(strapi)).toBe(0);
  expect((await state(id)).alertState).toBe('Waiting for mail server');
  expect(strapi.sent).toEqual([]);
});

test('a refusal is retried later, with its reason, and the cron sends it once its time has come', async () => {
  const id = await lead();
  expect(await deliverAlert(cms({ refuse: true }), id)).toBe('retrying');
  const retrying = await state(id);
  expect(retrying).toMatchObject({ alertState: 'Retrying', alertAttempts: 1, alertError: 'SMTP 451' });
  const strapi = cms();
  // Not before its time.
  expect(await deliverAlert(strapi, id, new Date())).toBe('not-due');
  const later = new Date(Date.parse(String(retrying.alertNextAttemptAt)) + 1);
  expect(await deliverDueAlerts(strapi, later)).toBe(1);
  expect(await state(id)).toMatchObject({ alertState: 'Sent', alertAttempts: 2, alertError: null });
});

test('retries back off from 10 s, doubling, to at most 5 minutes', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
    10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000,
  ]);
});

/* ---------------------------------------------------------------------------------------------------------
 * With a mail server: a real SMTP server on loopback (scripts/smtp-sink.mjs) behind the CMS's real mail path
 * (src/mail through Strapi's nodemailer provider, configured as config/plugins.ts does it).
 * ------------------------------------------------------------------------------------------------------- */

let nextPort = 41_000 + Math.floor(Math.random() * 1000);

async function mailServer() {
  const port = nextPort++;
  const sink = smtpSink(port);
  stops.push(() => sink.stop());
  return { ...sink, port };
}
const stops: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** The CMS as alerts meet it with a mail server at `port`: nodemailer's provider, its settings, its log. */
function cmsWithMail(port: number) {
  const provider = nodemailerProvider.init(
    {
      host: '127.0.0.1',
      port,
      secure: false,
      ignoreTLS: true,
      connectionTimeout: 2000,
      greetingTimeout: 2000,
      socketTimeout: 2000,
    },
    { defaultFrom: 'admissions-cms@unit.example', defaultReplyTo: '' },
  );
  const warnings: string[] = [];
  const strapi = fakeStrapi({
    db: { query: (uid: string) => db.query(uid as 'api::lead.lead') },
    plugin: (name: string) => ({
      config: (key: string) => (name === 'email' && key === 'provider' ? 'nodemailer' : undefined),
      service: () => ({ send: (options: object) => provider.send(options as never) }),
    }),
    config: {
      get: (key: string) =>
        key === 'plugin::admissions'
          ? { admissionsEmail: 'admissions@unit.example', adminUrl: 'http://cms.unit.example' }
          : undefined,
    },
    log: { warn: (line: string) => warnings.push(line) },
  });
  return { strapi, warnings };
}

const documentIdOf = async (id: number) =>
  (
    (await db.query('api::lead.lead').findOne({ where: { id }, select: ['documentId'] })) as {
      documentId: string;
    }
  ).documentId;

test('with a mail server, a queued lead’s alert is sent once, with its Message-ID, and the lead marked Sent', async () => {
  const sink = await mailServer();
  await sink.start();
  const { strapi } = cmsWithMail(sink.port);
  const id = await lead({ name: 'Asha Rao', course: 'Data Science' });
  const now = new Date('2026-11-27T04:30:05Z');
  expect(await deliverAlert(strapi, id, now)).toBe('sent');
  expect(sink.mails).toHaveLength(1);
  expect(sink.mails[0]?.to).toBe('admissions@unit.example');
  expect(sink.mails[0]?.subject).toMatch(/New lead: Asha Rao, Data Science/);
  expect(sink.mails[0]?.messageId).toBe(`<lead-alert-${await documentIdOf(id)}@cms.unit.example>`);
  expect((await state(id)).alertState).toBe('Sent');
  // Asked again, now or much later: not due, nothing sent.
  expect(await deliverAlert(strapi, id, now)).toBe('not-due');
  expect(await deliverDueAlerts(strapi, new Date(now.getTime() + 86_400_000))).toBe(0);
  expect(sink.mails).toHaveLength(1);
});

test('a mail server that is down: the alert is retried after its back-off, and sent once when it is up', async () => {
  const sink = await mailServer();
  const { strapi, warnings } = cmsWithMail(sink.port);
  const id = await lead({ name: 'Asha Rao', phone: '+91 98765 43210' });
  const start = new Date('2026-11-27T04:30:05Z');
  expect(await deliverAlert(strapi, id, start)).toBe('retrying');
  const retrying = await state(id);
  // Nodemailer's code for a connection refused.
  expect(retrying).toMatchObject({ alertState: 'Retrying', alertAttempts: 1 });
  expect(retrying.alertError).toMatch(/^(ESOCKET|ECONNREFUSED)$/);
  expect(new Date(String(retrying.alertNextAttemptAt)).getTime()).toBe(start.getTime() + 10_000);
  expect(warnings.join('\n')).toMatch(/attempt 1; next try in 10 s/);
  expect(warnings.join('\n')).not.toMatch(/Asha|98765/);
  // Before its time the round leaves it; the server comes back; at its time it goes, once.
  const due = new Date(start.getTime() + 10_000);
  await sink.start();
  expect(await deliverDueAlerts(strapi, new Date(due.getTime() - 1))).toBe(0);
  expect(sink.mails).toHaveLength(0);
  expect(await deliverDueAlerts(strapi, due)).toBe(1);
  expect(await deliverDueAlerts(strapi, new Date(due.getTime() + 3_600_000))).toBe(0);
  expect(sink.mails).toHaveLength(1);
  expect(await state(id)).toMatchObject({ alertState: 'Sent', alertAttempts: 2 });
});

test('two deliveries of one alert at the same moment (the create’s and the cron’s): one claim wins, one e-mail', async () => {
  const sink = await mailServer();
  await sink.start();
  const { strapi } = cmsWithMail(sink.port);
  const ids = [await lead(), await lead(), await lead()];
  const now = new Date('2026-11-27T04:30:05Z');
  const outcomes = await Promise.all(
    ids.flatMap((id) => [deliverAlert(strapi, id, now), deliverAlert(strapi, id, now)]),
  );
  expect(outcomes.sort()).toEqual(['not-due', 'not-due', 'not-due', 'sent', 'sent', 'sent']);
  expect(sink.mails).toHaveLength(3);
  expect(new Set(sink.mails.map((mail) => mail.messageId)).size).toBe(3);
});

test('with a mail server, a claim left by a sender that died is sent again after 5 minutes with the same Message-ID', async () => {
  const sink = await mailServer();
  await sink.start();
  const { strapi } = cmsWithMail(sink.port);
  const claimedAt = new Date('2026-11-27T04:30:05Z');
  const id = await lead({ alertState: 'Sending', alertClaimedAt: claimedAt });
  expect(await deliverAlert(strapi, id, new Date(claimedAt.getTime() + STALE_CLAIM_MS - 1))).toBe('not-due');
  expect(sink.mails).toHaveLength(0);
  expect(await deliverAlert(strapi, id, new Date(claimedAt.getTime() + STALE_CLAIM_MS + 1))).toBe('sent');
  expect(sink.mails.map((mail) => mail.messageId)).toEqual([
    `<lead-alert-${await documentIdOf(id)}@cms.unit.example>`,
  ]);
});
