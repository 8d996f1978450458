import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import type { Database } from '@strapi/database';
import { emailPlugin, fakeStrapi } from '../../../../../../test/fake-strapi';
import { leadDatabase } from '../../../../../../test/lead-database';
import { deliverAlert, deliverDueAlerts, MAIL_ALARM_MS, mailStatus, reportLateAlerts } from './alerts';

/**
 * Alerts that cannot fail silently: over Strapi's database layer on SQLite (the claims and the marks are real
 * UPDATEs), a mail server that refuses until the test lets it take mail, and the clock given to each round.
 */
let db: Database;
beforeAll(async () => {
  db = await leadDatabase();
});
afterAll(() => db.destroy());
beforeEach(() => db.query('api::lead.lead').deleteMany({}));

const MINUTE = 60_000;
const T0 = new Date('2026-12-07T05:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

interface Sent {
  to?: string;
  subject?: string;
  text?: string;
}

function cms({ mailServer = true } = {}) {
  const mail = { refusing: false, sent: [] as Sent[] };
  const strapi = fakeStrapi({
    mail,
    db: { query: (uid: string) => db.query(uid as 'api::lead.lead') },
    plugin: emailPlugin(mailServer, (message) => {
      if (mail.refusing) throw Object.assign(new Error('refused'), { responseCode: 421 });
      mail.sent.push(message as Sent);
    }),
    config: {
      get: (key: string) =>
        key === 'plugin::admissions'
          ? { admissionsEmail: 'head@example.in', adminUrl: 'https://cms.example.in' }
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
      name: `Person ${next}`,
      phone: '+91 98765 43210',
      form: 'Enquiry',
      submittedAt: T0,
      alertState: 'Queued',
      ...fields,
    } as never,
  })) as { id: number };
  return row.id;
}

const row = async (id: number) =>
  (await db.query('api::lead.lead').findOne({
    where: { id },
    select: ['alertState', 'alertFailingSince', 'alertLateReport', 'alertNextAttemptAt'],
  })) as { alertState: string; alertFailingSince: string | null; alertLateReport: string | null };

const reports = (sent: Sent[]) => sent.filter((mail) => mail.subject?.startsWith('Alerts were late'));

test('alerts failing for three minutes are shown, until they go out; then the head gets one report of the late ones', async () => {
  const strapi = cms();
  strapi.mail.refusing = true;
  const first = await lead({ name: 'Asha Early' });
  expect(await deliverDueAlerts(strapi, at(0))).toBe(0);
  expect(await row(first)).toMatchObject({ alertState: 'Retrying', alertFailingSince: T0.toISOString() });
  // Failing, but not yet for long: the team is not alarmed by a blip.
  expect(await mailStatus(strapi, at(2))).toMatchObject({ configured: true, failing: false, waiting: 1 });
  const second = await lead({ name: 'Ravi Later', submittedAt: at(1) });
  expect(await deliverAlert(strapi, second, at(1))).toBe('retrying');
  await deliverDueAlerts(strapi, at(2.5));
  const failing = await mailStatus(strapi, at(3));
  expect(failing).toMatchObject({ failing: true, waiting: 2, reason: 'SMTP 421', since: T0.toISOString() });
  expect(strapi.mail.sent).toEqual([]);

  // The mail server takes mail again: both alerts go in the next round, late, then one report to the head.
  strapi.mail.refusing = false;
  expect(await deliverDueAlerts(strapi, at(5))).toBe(2);
  expect(await mailStatus(strapi, at(5))).toMatchObject({ failing: false, waiting: 0, since: null });
  const alerts = strapi.mail.sent.filter((mail) => mail.subject?.startsWith('New lead'));
  expect(alerts).toHaveLength(2);
  const [report, ...more] = reports(strapi.mail.sent);
  expect(more).toEqual([]);
  expect(report?.to).toBe('head@example.in');
  expect(report?.subject).toBe('Alerts were late: 2 leads while the mail server was failing');
  expect(report?.text).toContain('“Asha Early”');
  expect(report?.text).toContain('“Ravi Later”');
  expect((await row(first)).alertLateReport).toBe('Sent');
  // Once.
  await deliverDueAlerts(strapi, at(6));
  await reportLateAlerts(strapi);
  expect(reports(strapi.mail.sent)).toHaveLength(1);
});

test('an alert that went through on a retry within three minutes is not late, and nobody is alarmed', async () => {
  const strapi = cms();
  strapi.mail.refusing = true;
  const id = await lead();
  await deliverDueAlerts(strapi, at(0));
  strapi.mail.refusing = false;
  await deliverDueAlerts(strapi, at(1));
  expect(await row(id)).toMatchObject({ alertState: 'Sent', alertLateReport: null });
  expect(reports(strapi.mail.sent)).toEqual([]);
  expect((await mailStatus(strapi, at(1))).failing).toBe(false);
});

test('a sent alert shows the server works again: alerts waiting minutes for their retry go at once', async () => {
  const strapi = cms();
  // Failed often: its next try is five minutes off.
  const waiting = await lead({
    alertState: 'Retrying',
    alertAttempts: 8,
    alertFailingSince: at(-20),
    alertNextAttemptAt: at(5),
  });
  const fresh = await lead();
  expect(await deliverAlert(strapi, fresh, at(0))).toBe('sent');
  expect(await deliverDueAlerts(strapi, at(0))).toBe(1);
  expect((await row(waiting)).alertState).toBe('Sent');
  // It failed for twenty minutes: late, and reported once nothing is due.
  expect(reports(strapi.mail.sent)).toHaveLength(1);
});

test('a report that fails is sent again later', async () => {
  const strapi = cms();
  await lead({ alertState: 'Sent', alertLateReport: 'Due', alertFailingSince: at(-10), alertSentAt: at(0) });
  strapi.mail.refusing = true;
  expect(await reportLateAlerts(strapi)).toBe(0);
  expect(reports(strapi.mail.sent)).toEqual([]);
  strapi.mail.refusing = false;
  expect(await reportLateAlerts(strapi)).toBe(1);
  expect(reports(strapi.mail.sent)).toHaveLength(1);
});

test('without a mail server the team is told at once, with the leads waiting', async () => {
  const strapi = cms({ mailServer: false });
  await lead({ alertState: 'Waiting for mail server', submittedAt: at(-1) });
  await lead({ alertState: 'Waiting for mail server', submittedAt: at(-4 * 24 * 60) });
  expect(await mailStatus(strapi, at(0))).toMatchObject({
    configured: false,
    failing: true,
    waiting: 1,
    reason: 'SMTP_HOST unset',
  });
});

test('the alarm time is a few minutes', () => {
  expect(MAIL_ALARM_MS).toBe(3 * MINUTE);
});
