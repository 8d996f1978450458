import { institute } from '@codebridge/shared/institute.mjs';
import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import type { Database } from '@strapi/database';
import acknowledgementSchema from '../../../../../api/lead-acknowledgement/content-types/lead-acknowledgement/schema.json';
import stopSchema from '../../../../../api/contact-stop/content-types/contact-stop/schema.json';
import requestSchema from '../../../../../api/data-request/content-types/data-request/schema.json';
import batchSchema from '../../../../../api/batch/content-types/batch/schema.json';
import { emailPlugin, fakeStrapi } from '../../../../../../test/fake-strapi';
import { adminAccount, leadDatabase, type Schema } from '../../../../../../test/lead-database';
import { MAX_AGE_MS, STALE_CLAIM_MS } from '../lib/acknowledgements';
import type { WhatsappSettings } from '../lib/whatsapp';
import {
  ACKNOWLEDGEMENT_UID,
  acknowledgeNow,
  acknowledgementsSettled,
  applyReports,
  deliverAcknowledgement,
  deliverDueAcknowledgements,
  parseReports,
  queueAcknowledgements,
} from './acknowledgements';
import { resetWithdrawalSync } from './stops';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startGraphFake } = require('../../../../../../../e2e/graph-fake.cjs') as {
  startGraphFake: (o: { whatsappToken: string }) => Promise<GraphFake>;
};
interface GraphFake {
  url: string;
  state: { failRate: number };
  messages: { key: string | null; to: string; template: string; parameters: string[]; status: number }[];
  messagesFor(key: string): { to: string; parameters: string[] }[];
  failNextMessages(count: number, status?: number): void;
  close(): Promise<void>;
}

const REQUEST_UID = 'api::data-request.data-request';
const STOP_UID = 'api::contact-stop.contact-stop';
const WHATSAPP_TOKEN = 'test-whatsapp-token';
const BATCH_UID = 'api::batch.batch';

let db: Database;
let graph: GraphFake;
beforeAll(async () => {
  db = await leadDatabase({
    also: [
      { uid: ACKNOWLEDGEMENT_UID, schema: acknowledgementSchema as Schema },
      { uid: STOP_UID, schema: stopSchema as Schema },
      { uid: REQUEST_UID, schema: requestSchema as Schema },
      { uid: BATCH_UID, schema: batchSchema as Schema },
    ],
  });
  graph = await startGraphFake({ whatsappToken: WHATSAPP_TOKEN });
});
afterAll(async () => {
  await graph.close();
  await db.destroy();
});
// Each test's rows alone: a round takes every due row.
beforeEach(async () => {
  for (const uid of ['api::lead.lead', ACKNOWLEDGEMENT_UID, STOP_UID, REQUEST_UID, BATCH_UID]) {
    await db.query(uid as 'api::lead.lead').deleteMany({});
  }
  graph.messages.length = 0;
  graph.state.failRate = 0;
  graph.failNextMessages(0);
  resetWithdrawalSync();
});

/** The mail server as the CMS sees it: what it took, and how it answers (takes, is down, refuses). */
interface MailServer {
  sent: { to?: string; subject?: string; text?: string; headers?: Record<string, string> }[];
  answer: 'take' | 'down' | 'refuse';
}

/**
 * The CMS as the acknowledgements see it: Strapi's database layer over SQLite (the claims are real UPDATEs),
 * the e-mail plugin over a recorded mail server, WhatsApp's Cloud API at the local Graph stand-in.
 */
function cms({
  mail = true,
  whatsapp = true,
  counsellorPhone = null,
}: { mail?: boolean; whatsapp?: boolean; counsellorPhone?: string | null } = {}) {
  const server: MailServer = { sent: [], answer: 'take' };
  const warnings: string[] = [];
  const whatsappSettings: WhatsappSettings = {
    phoneNumberId: '106540352242922',
    accessToken: WHATSAPP_TOKEN,
    templateName: 'enquiry_acknowledgement',
    templateLanguage: 'en',
    graphOrigin: graph.url,
    graphVersion: 'v24.0',
  };
  const strapi = fakeStrapi({
    server,
    warnings,
    db: {
      query: (uid: string) =>
        uid === 'api::counsellor-profile.counsellor-profile'
          ? { findOne: async () => (counsellorPhone ? { shownName: 'Asha', phone: counsellorPhone } : null) }
          : db.query(uid as 'api::lead.lead'),
    },
    plugin: emailPlugin(mail, (message) => {
      if (server.answer === 'down') throw Object.assign(new Error('down'), { code: 'ECONNREFUSED' });
      if (server.answer === 'refuse') throw Object.assign(new Error('no'), { responseCode: 550 });
      server.sent.push(message);
    }),
    config: {
      get: (key: string) =>
        key === 'plugin::admissions'
          ? {
              adminUrl: 'https://cms.example.in',
              siteUrl: 'https://www.example.in',
              whatsapp: whatsapp ? whatsappSettings : null,
              institute: institute({}),
            }
          : undefined,
    },
    log: { warn: (line: string) => warnings.push(line) },
  });
  return strapi;
}

let next = 0;
/** A lead stored as the CMS stores one, and its acknowledgements queued as the lead's middleware queues them. */
async function lead(strapi: ReturnType<typeof cms>, fields: Record<string, unknown> = {}, now = new Date()) {
  next += 1;
  const data = {
    documentId: `lead${next}`,
    submissionId: `submission-${next}`,
    name: 'Asha Rao',
    email: `asha${next}@example.in`,
    phone: '98765 43210',
    course: 'Data Science',
    form: 'Enquiry',
    submittedAt: now,
    ...fields,
  };
  const row = (await db.query('api::lead.lead').create({ data: data as never })) as {
    id: number;
    documentId: string;
  };
  const ids = await queueAcknowledgements(strapi, { ...data, id: row.id, documentId: row.documentId }, now);
  return { ...row, ids };
}

const rowOf = async (id: number) =>
  (await db.query(ACKNOWLEDGEMENT_UID as 'api::lead.lead').findOne({ where: { id } })) as unknown as {
    key: string;
    channel: string;
    state: string;
    attempts: number;
    refusals: number;
    error: string | null;
    nextAttemptAt: string | number | null;
    messageId: string | null;
    deliveryStatus: string | null;
  };

const emailsFor = (strapi: ReturnType<typeof cms>, key: string) =>
  strapi.server.sent.filter((mail) => mail.headers?.['Message-ID']?.startsWith(`<${key}@`));

test('an enquiry is acknowledged once by e-mail and once by WhatsApp: the syllabus, the next batch, whom to call, how to stop', async () => {
  const strapi = cms();
  // Thursday 26 Nov 2026, 10:00 India time: the course pages' next batch is Monday 30 Nov.
  const now = new Date('2026-11-26T10:00:00+05:30');
  const { ids, documentId } = await lead(strapi, { phone: '9876543210' }, now);
  expect(ids).toHaveLength(2);
  const [email, whatsapp] = await Promise.all(ids.map((id) => rowOf(id)));
  expect([email!.key, whatsapp!.key]).toEqual([`ack-${documentId}-email`, `ack-${documentId}-whatsapp`]);

  expect(await deliverDueAcknowledgements(strapi, now)).toBe(2);
  expect(await deliverDueAcknowledgements(strapi, new Date(now.getTime() + STALE_CLAIM_MS * 2))).toBe(0);

  const [mail] = emailsFor(strapi, email!.key);
  expect(emailsFor(strapi, email!.key)).toHaveLength(1);
  expect(mail).toMatchObject({ to: `asha${next}@example.in` });
  expect(mail!.text).toContain('Hello Asha Rao,');
  expect(mail!.text).toContain('The syllabus: https://www.example.in/syllabus/datascience-syllabus.pdf');
  expect(mail!.text).toContain('The next batch starts on 30 Nov 2026.');
  expect(mail!.text).toContain('Call us: Codebridge Institute, +91 98765 43210');
  expect(mail!.text).toContain('withdraw your consent on https://www.example.in/privacy/your-data');

  // The Cloud API got one template message, to the number in international form, with the four parameters.
  const messages = graph.messagesFor(whatsapp!.key);
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatchObject({
    to: '+919876543210',
    parameters: ['Asha Rao', 'Data Science', '30 Nov 2026', 'Codebridge Institute, +91 98765 43210'],
  });
  const sent = await Promise.all(ids.map((id) => rowOf(id)));
  expect(sent.map((row) => row.state)).toEqual(['Sent', 'Sent']);
  expect(sent[1]!.messageId).toMatch(/^wamid\./);
});

test('the next batch is the one the institute entered for the course, by e-mail and on WhatsApp', async () => {
  const strapi = cms();
  const now = new Date('2026-11-26T10:00:00+05:30');
  for (const [course, startsOn] of [
    ['Data Science', '2026-11-16'],
    ['Data Science', '2026-12-14'],
    ['MERN Stack Development', '2026-12-02'],
  ]) {
    await db.query(BATCH_UID as never).create({ data: { course, startsOn, repeat: 'Does not repeat' } });
  }
  const { ids } = await lead(strapi, { phone: '9876543211' }, now);
  expect(await deliverDueAcknowledgements(strapi, now)).toBe(2);
  const [email, whatsapp] = await Promise.all(ids.map((id) => rowOf(id)));
  expect(emailsFor(strapi, email!.key)[0]!.text).toContain('The next batch starts on 14 Dec 2026.');
  expect(graph.messagesFor(whatsapp!.key)[0]!.parameters[2]).toBe('14 Dec 2026');
});

test('a repeat names its counsellor only to the address that was told of them before: a stranger with a known phone gets the institute', async () => {
  const strapi = cms({ whatsapp: false, counsellorPhone: '+91 98000 22222' });
  const now = new Date('2026-11-26T10:00:00+05:30');
  const counsellor = await adminAccount(db, {
    firstname: 'Asha',
    lastname: 'C',
    email: `asha-c${next}@example.in`,
  });
  const first = await lead(
    strapi,
    { phone: '9876500002', emailKey: 'owner@example.in', counsellor: counsellor.id },
    now,
  );
  // The owner enquires again: same counsellor, the same address was told of them.
  const again = await lead(
    strapi,
    { phone: '9876500002', emailKey: 'owner@example.in', counsellor: counsellor.id, repeatOf: first.id },
    now,
  );
  // A stranger types the owner's phone with an address of their own: routed to the same counsellor.
  const stranger = await lead(
    strapi,
    { phone: '9876500002', emailKey: 'stranger@example.in', counsellor: counsellor.id, repeatOf: first.id },
    now,
  );
  await deliverDueAcknowledgements(strapi, now);
  const textOf = async (ids: number[]) => emailsFor(strapi, (await rowOf(ids[0]!)).key)[0]!.text ?? '';
  expect(await textOf(first.ids)).toContain('Your counsellor: Asha, +91 98000 22222');
  expect(await textOf(again.ids)).toContain('Your counsellor: Asha, +91 98000 22222');
  const told = await textOf(stranger.ids);
  expect(told).not.toContain('98000 22222');
  expect(told).toContain('Call us: Codebridge Institute, +91 98765 43210');
  // The stranger again, from the same address: still nothing about the owner's counsellor.
  const twice = await lead(
    strapi,
    { phone: '9876500002', emailKey: 'stranger@example.in', counsellor: counsellor.id, repeatOf: first.id },
    now,
  );
  await deliverDueAcknowledgements(strapi, now);
  expect(await textOf(twice.ids)).not.toContain('98000 22222');
});

test('of two attempts at once (two CMS processes, or the create and the cron), one claims and sends', async () => {
  const strapi = cms();
  const { ids } = await lead(strapi);
  const outcomes = await Promise.all(
    ids.flatMap((id) => [deliverAcknowledgement(strapi, id), deliverAcknowledgement(strapi, id)]),
  );
  expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(2);
  expect(outcomes.filter((outcome) => outcome === 'not-due')).toHaveLength(2);
  expect(strapi.server.sent).toHaveLength(1);
  expect(graph.messages.filter((message) => message.status === 200)).toHaveLength(1);
});

test('a process that died between its claim and the send: sent once, by the first round after the claim goes stale', async () => {
  const strapi = cms();
  const t0 = new Date('2026-11-26T10:00:00Z');
  const { ids } = await lead(strapi, {}, t0);
  // The claims a killed CMS leaves behind: Sending, nothing sent.
  for (const id of ids) {
    await db.query(ACKNOWLEDGEMENT_UID as 'api::lead.lead').update({
      where: { id },
      data: { state: 'Sending', claimedAt: t0 } as never,
    });
  }
  expect(await deliverDueAcknowledgements(strapi, new Date(t0.getTime() + STALE_CLAIM_MS - 1000))).toBe(0);
  expect(strapi.server.sent).toHaveLength(0);
  expect(await deliverDueAcknowledgements(strapi, new Date(t0.getTime() + STALE_CLAIM_MS + 1000))).toBe(2);
  expect(await deliverDueAcknowledgements(strapi, new Date(t0.getTime() + 3 * STALE_CLAIM_MS))).toBe(0);
  expect(strapi.server.sent).toHaveLength(1);
  expect(graph.messages.filter((message) => message.status === 200)).toHaveLength(1);
});

test('a WhatsApp message that went before its process died is not sent again: its status came back with its key', async () => {
  const strapi = cms({ mail: false });
  const t0 = new Date('2026-11-26T10:00:00Z');
  const { ids } = await lead(strapi, {}, t0);
  const [id] = ids;
  const row = await rowOf(id!);
  // Sent (WhatsApp took it and reported it), then the process died before marking it Sent.
  await db.query(ACKNOWLEDGEMENT_UID as 'api::lead.lead').update({
    where: { id },
    data: { state: 'Sending', claimedAt: t0 } as never,
  });
  const reported = await applyReports(strapi, {
    statuses: [
      { messageId: 'wamid.first', key: row.key, status: 'delivered', at: t0.toISOString(), errorCode: null },
    ],
    stops: [],
  });
  expect(reported).toEqual({ applied: 1, unknown: 0, stops: 0 });
  expect(await deliverDueAcknowledgements(strapi, new Date(t0.getTime() + STALE_CLAIM_MS + 1000))).toBe(1);
  expect(graph.messages).toEqual([]);
  expect(await rowOf(id!)).toMatchObject({
    state: 'Sent',
    messageId: 'wamid.first',
    deliveryStatus: 'Delivered',
  });
});

test('a mail server that is down: retried with backoff on the injected clock (10 s, 20 s, …) until it takes it', async () => {
  const strapi = cms({ whatsapp: false });
  const t0 = new Date('2026-11-26T10:00:00Z');
  const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
  const { ids } = await lead(strapi, {}, t0);
  const [id] = ids;
  strapi.server.answer = 'down';
  expect(await deliverAcknowledgement(strapi, id!, t0)).toBe('retrying');
  expect(await rowOf(id!)).toMatchObject({ state: 'Retrying', attempts: 1, error: 'ECONNREFUSED' });
  expect(new Date((await rowOf(id!)).nextAttemptAt!).getTime()).toBe(at(10).getTime());
  // Not before its time.
  expect(await deliverDueAcknowledgements(strapi, at(9))).toBe(0);
  expect(await deliverDueAcknowledgements(strapi, at(10))).toBe(0);
  expect(new Date((await rowOf(id!)).nextAttemptAt!).getTime()).toBe(at(30).getTime());
  strapi.server.answer = 'take';
  expect(await deliverDueAcknowledgements(strapi, at(29))).toBe(0);
  expect(await deliverDueAcknowledgements(strapi, at(30))).toBe(1);
  expect(await rowOf(id!)).toMatchObject({ state: 'Sent', attempts: 3, error: null });
  expect(strapi.server.sent).toHaveLength(1);
  // The log names the row and the reason, never the person.
  expect(strapi.warnings.join('\n')).not.toMatch(/asha|98765/i);
});

test('refused three times in a row (an address the server rejects): given up, with the reason', async () => {
  const strapi = cms({ whatsapp: false });
  const t0 = new Date('2026-11-26T10:00:00Z');
  const { ids } = await lead(strapi, {}, t0);
  const [id] = ids;
  strapi.server.answer = 'refuse';
  expect(await deliverAcknowledgement(strapi, id!, t0)).toBe('retrying');
  expect(await deliverAcknowledgement(strapi, id!, new Date(t0.getTime() + 10_000))).toBe('retrying');
  expect(await deliverAcknowledgement(strapi, id!, new Date(t0.getTime() + 30_000))).toBe('failed');
  expect(await rowOf(id!)).toMatchObject({ state: 'Failed', refusals: 3, error: 'SMTP 550' });
  expect(await deliverDueAcknowledgements(strapi, new Date(t0.getTime() + 3600_000))).toBe(0);
});

test('the Cloud API failing (500s, 10% of calls or all): retried until WhatsApp takes it, once', async () => {
  const strapi = cms({ mail: false });
  const t0 = new Date('2026-11-26T10:00:00Z');
  const { ids } = await lead(strapi, {}, t0);
  const [id] = ids;
  graph.failNextMessages(2, 503);
  expect(await deliverAcknowledgement(strapi, id!, t0)).toBe('retrying');
  expect((await rowOf(id!)).error).toBe('graph-503-2');
  expect(await deliverAcknowledgement(strapi, id!, new Date(t0.getTime() + 10_000))).toBe('retrying');
  expect(await deliverAcknowledgement(strapi, id!, new Date(t0.getTime() + 30_000))).toBe('sent');
  expect(graph.messages.map((message) => message.status)).toEqual([503, 503, 200]);
});

test('a job applicant is told once, by e-mail only, that the application arrived and for which position', async () => {
  const strapi = cms();
  const { ids, documentId } = await lead(strapi, {
    form: 'Job application',
    name: 'Kiran Deshmukh',
    position: 'PYTHON DEVELOPER',
    course: null,
  });
  expect(ids).toHaveLength(1);
  const row = await rowOf(ids[0]!);
  expect(row).toMatchObject({ channel: 'E-mail', key: `ack-${documentId}-email` });
  expect(await deliverDueAcknowledgements(strapi)).toBe(1);
  expect(await deliverDueAcknowledgements(strapi, new Date(Date.now() + STALE_CLAIM_MS * 2))).toBe(0);
  const mails = emailsFor(strapi, row.key);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({
    to: `asha${next}@example.in`,
    subject: 'Your application for PYTHON DEVELOPER at Codebridge Institute has arrived',
  });
  expect(mails[0]!.text).toContain('Hello Kiran Deshmukh,');
  expect(mails[0]!.text).not.toMatch(/syllabus|batch/i);
  expect(graph.messages).toHaveLength(0);
});

test('who gets nothing: a test lead, a recruiter; without an address or a number, that channel', async () => {
  const strapi = cms();
  expect((await lead(strapi, { isTest: true })).ids).toEqual([]);
  expect((await lead(strapi, { form: 'Recruiter demo call' })).ids).toEqual([]);
  expect((await lead(strapi, { form: 'Job application', email: null })).ids).toEqual([]);
  const noEmail = await lead(strapi, { email: null });
  expect((await rowOf(noEmail.ids[0]!)).channel).toBe('WhatsApp');
  const noWholeNumber = await lead(strapi, { phone: '26 12 345' });
  expect(await Promise.all(noWholeNumber.ids.map(async (id) => (await rowOf(id)).channel))).toEqual([
    'E-mail',
  ]);
  expect((await lead(cms({ mail: false, whatsapp: false }))).ids).toEqual([]);
});

test('a person who withdrew consent (verified) gets nothing, by phone or by e-mail however written; an unverified request stops nothing', async () => {
  const strapi = cms();
  const request = (fields: Record<string, unknown>) =>
    db.query(REQUEST_UID as 'api::lead.lead').create({
      data: {
        kind: 'Withdraw consent',
        verification: 'E-mail link',
        receivedAt: new Date(),
        deadline: '2026-12-26',
        ...fields,
      } as never,
    });
  await request({ requestStatus: 'Verified', contactType: 'Phone', contact: '+91 98111 22233' });
  await request({ requestStatus: 'Done', contactType: 'E-mail', contact: 'stopped@example.in' });
  await request({ requestStatus: 'Unverified', contactType: 'E-mail', contact: 'not.yet@example.in' });

  const byPhone = await lead(strapi, { phone: '09811122233', email: 'other@example.in' });
  const byEmail = await lead(strapi, { phone: '9000000001', email: ' Stopped@Example.IN ' });
  const unverified = await lead(strapi, { phone: '9000000002', email: 'not.yet@example.in' });
  await deliverDueAcknowledgements(strapi);

  for (const { ids } of [byPhone, byEmail]) {
    for (const id of ids) {
      expect(await rowOf(id)).toMatchObject({ state: 'Stopped', error: 'the person asked to stop' });
    }
  }
  expect(await Promise.all(unverified.ids.map(async (id) => (await rowOf(id)).state))).toEqual([
    'Sent',
    'Sent',
  ]);
  expect(strapi.server.sent.map((mail) => mail.to)).toEqual(['not.yet@example.in']);
  expect(graph.messages.map((message) => message.to)).toEqual(['+919000000002']);
  // The stop outlasts the request: its contact cleared (the requests' retention), the person is still stopped.
  await db.query(REQUEST_UID as 'api::lead.lead').updateMany({ where: {}, data: { contact: null } as never });
  const later = await lead(strapi, { phone: '+91 98111 22233', email: 'stopped@example.in' });
  await deliverDueAcknowledgements(strapi);
  expect(await Promise.all(later.ids.map(async (id) => (await rowOf(id)).state))).toEqual([
    'Stopped',
    'Stopped',
  ]);
  // The list holds digests, not contacts.
  const stops = (await db.query(STOP_UID as 'api::lead.lead').findMany({})) as unknown as {
    keyDigest: string;
  }[];
  expect(stops.length).toBeGreaterThan(0);
  expect(JSON.stringify(stops)).not.toMatch(/98111|stopped@/);
});

test('STOP written on WhatsApp stops the messages to that number', async () => {
  const strapi = cms();
  expect(
    await applyReports(strapi, {
      statuses: [],
      stops: [{ phone: '+919822233344', at: new Date().toISOString() }],
    }),
  ).toEqual({ applied: 0, unknown: 0, stops: 1 });
  const { ids } = await lead(strapi, { phone: '98222 33344' });
  await deliverDueAcknowledgements(strapi);
  expect(await Promise.all(ids.map(async (id) => (await rowOf(id)).state))).toEqual(['Stopped', 'Stopped']);
  expect(graph.messages).toEqual([]);
});

test('WhatsApp’s statuses move forward only, found by key or message id; other messages’ are counted and left', async () => {
  const strapi = cms({ mail: false });
  const { ids } = await lead(strapi);
  const [id] = ids;
  await deliverDueAcknowledgements(strapi);
  const row = await rowOf(id!);
  const status = (value: string, at: string, by: 'key' | 'id' = 'key') => ({
    messageId: row.messageId!,
    key: by === 'key' ? row.key : null,
    status: value as 'sent',
    at,
    errorCode: null,
  });
  expect(
    await applyReports(strapi, {
      statuses: [
        status('sent', '2026-11-26T10:00:01Z'),
        status('read', '2026-11-26T10:02:00Z', 'id'),
        status('delivered', '2026-11-26T10:00:05Z'),
        { ...status('read', '2026-11-26T10:00:09Z'), messageId: 'wamid.other', key: null },
      ],
      stops: [],
    }),
  ).toEqual({ applied: 2, unknown: 1, stops: 0 });
  expect(await rowOf(id!)).toMatchObject({ deliveryStatus: 'Read' });
  await applyReports(strapi, {
    statuses: [{ ...status('failed', '2026-11-26T10:03:00Z'), errorCode: '131026' }],
    stops: [],
  });
  expect(await rowOf(id!)).toMatchObject({ deliveryStatus: 'Failed' });
});

test('the site’s reports are checked: a malformed one is refused whole', () => {
  expect(parseReports({ statuses: [], stops: [] })).toEqual({ statuses: [], stops: [] });
  expect(parseReports({})).toBeNull();
  expect(
    parseReports({ statuses: [{ messageId: 'wamid.1', status: 'opened', at: '2026-11-26T10:00:00Z' }] }),
  ).toBeNull();
  expect(parseReports({ statuses: [{ messageId: 'wamid.1', status: 'read', at: 'yesterday' }] })).toBeNull();
  expect(parseReports({ stops: [{ phone: '', at: '2026-11-26T10:00:00Z' }] })).toBeNull();
  expect(parseReports({ statuses: Array.from({ length: 1001 }, () => ({})) })).toBeNull();
});

test('an acknowledgement not sent within a day is given up', async () => {
  const strapi = cms({ whatsapp: false });
  const t0 = new Date('2026-11-26T10:00:00Z');
  const { ids } = await lead(strapi, {}, t0);
  strapi.server.answer = 'down';
  await deliverAcknowledgement(strapi, ids[0]!, t0);
  strapi.server.answer = 'take';
  expect(await deliverDueAcknowledgements(strapi, new Date(t0.getTime() + MAX_AGE_MS + 1000))).toBe(0);
  expect(await rowOf(ids[0]!)).toMatchObject({ state: 'Expired' });
  expect(strapi.server.sent).toEqual([]);
});

test('acknowledgeNow tries each at once; the queue rows of a rolled-back lead never exist', async () => {
  const strapi = cms();
  const { ids } = await lead(strapi);
  acknowledgeNow(strapi, ids);
  await acknowledgementsSettled();
  expect(await Promise.all(ids.map(async (id) => (await rowOf(id)).state))).toEqual(['Sent', 'Sent']);

  const before = await db.query(ACKNOWLEDGEMENT_UID as 'api::lead.lead').count({});
  await db
    .transaction(async () => {
      const row = (await db.query('api::lead.lead').create({
        data: {
          documentId: 'rolled',
          submissionId: 'rolled',
          form: 'Enquiry',
          submittedAt: new Date(),
        } as never,
      })) as { id: number };
      await queueAcknowledgements(strapi, {
        id: row.id,
        documentId: 'rolled',
        form: 'Enquiry',
        email: 'rolled@example.in',
        phone: '9876500000',
      });
      throw new Error('the intake failed after the lead');
    })
    .catch(() => undefined);
  expect(await db.query(ACKNOWLEDGEMENT_UID as 'api::lead.lead').count({})).toBe(before);
});
