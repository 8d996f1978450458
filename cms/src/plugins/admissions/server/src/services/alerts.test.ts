import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import type { Database } from '@strapi/database';
import { emailPlugin, fakeStrapi } from '../../../../../../test/fake-strapi';
import { leadDatabase } from '../../../../../../test/lead-database';
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

test('of two attempts at once (two CMS processes, or the create and the cron), one claims and sends', async () => {
  const strapi = cms();
  const id = await lead();
  const outcomes = await Promise.all([deliverAlert(strapi, id), deliverAlert(strapi, id)]);
  expect(outcomes.sort()).toEqual(['not-due', 'sent']);
  expect(strapi.sent).toHaveLength(1);
  expect(strapi.sent[0]?.to).toBe('admissions@example.in');
  expect(strapi.sent[0]?.headers).toEqual({ 'Message-ID': '<lead-alert-lead-' + next + '@cms.example.in>' });
  expect((await state(id)).alertState).toBe('Sent');
  // Sent is not due again.
  expect(await deliverAlert(strapi, id)).toBe('not-due');
  expect(strapi.sent).toHaveLength(1);
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

test('a claim left by a process that died is taken again after five minutes, not before', async () => {
  const claimedAt = new Date();
  const id = await lead({ alertState: 'Sending', alertClaimedAt: claimedAt });
  const strapi = cms();
  expect(await deliverAlert(strapi, id, new Date(claimedAt.getTime() + STALE_CLAIM_MS - 1000))).toBe(
    'not-due',
  );
  expect(await deliverAlert(strapi, id, new Date(claimedAt.getTime() + STALE_CLAIM_MS + 1000))).toBe('sent');
  expect(strapi.sent).toHaveLength(1);
});

test('retries back off from 10 s, doubling, to at most 5 minutes', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
    10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000,
  ]);
});
