import { institute } from '@codebridge/shared/institute.mjs';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Database } from '@strapi/database';
import { emailPlugin, fakeStrapi } from '../../../../../test/fake-strapi';
import { leadDatabase, type Schema } from '../../../../../test/lead-database';
import acknowledgementSchema from '../../../../api/lead-acknowledgement/content-types/lead-acknowledgement/schema.json';
import stopSchema from '../../../../api/contact-stop/content-types/contact-stop/schema.json';
import requestSchema from '../../../../api/data-request/content-types/data-request/schema.json';
import { registerLeadDocuments } from './lead-documents';
import { ACKNOWLEDGEMENT_UID, acknowledgementsSettled } from './services/acknowledgements';
import { alertsSettled } from './services/alerts';

const IN_DATABASE = [
  'api::lead.lead',
  ACKNOWLEDGEMENT_UID,
  'api::contact-stop.contact-stop',
  'api::data-request.data-request',
];

/**
 * A lead's alert starts only once the lead is committed: the lead documents' middleware over Strapi's real
 * database layer (its transactions and their commit callbacks), the alert's real claim, and the e-mail
 * plugin's sends recorded.
 */
let db: Database;
beforeAll(async () => {
  db = await leadDatabase({
    also: [
      { uid: ACKNOWLEDGEMENT_UID, schema: acknowledgementSchema as Schema },
      { uid: 'api::contact-stop.contact-stop', schema: stopSchema as Schema },
      { uid: 'api::data-request.data-request', schema: requestSchema as Schema },
    ],
  });
});
afterAll(() => db.destroy());

type Middleware = (context: object, next: () => Promise<unknown>) => Promise<unknown>;

function cms() {
  const sent: { to?: string; subject?: string }[] = [];
  let middleware: Middleware | undefined;
  const strapi = fakeStrapi({
    sent,
    db: {
      transaction: db.transaction.bind(db),
      inTransaction: db.inTransaction.bind(db),
      // No assignment rules: a new lead goes to ADMISSIONS_EMAIL.
      query: (uid: string) =>
        IN_DATABASE.includes(uid)
          ? db.query(uid as 'api::lead.lead')
          : { findMany: async () => [], findOne: async () => null },
    },
    documents: { use: (use: Middleware) => (middleware = use) },
    plugin: emailPlugin(true, (message) => sent.push(message)),
    config: {
      get: (key: string) =>
        key === 'plugin::admissions'
          ? {
              admissionsEmail: 'admissions@example.in',
              adminUrl: 'https://cms.example.in',
              institute: institute({}),
            }
          : undefined,
    },
    log: { warn() {}, info() {} },
  });
  registerLeadDocuments(strapi);
  /** A lead created through the document service: the middleware, then the insert. */
  const create = (submissionId: string, fields: Record<string, unknown> = {}) => {
    const context = {
      uid: 'api::lead.lead',
      action: 'create',
      params: {
        data: {
          submissionId,
          documentId: submissionId,
          form: 'Enquiry',
          name: 'Asha',
          submittedAt: new Date().toISOString(),
          ...fields,
        } as Record<string, unknown>,
      },
    };
    // The insert, as the document service makes it: of the data the middleware left in the context.
    return middleware?.(context, () =>
      db.query('api::lead.lead').create({ data: { ...context.params.data } as never }),
    );
  };
  return { strapi, sent, create };
}

const stored = (submissionId: string) =>
  db.query('api::lead.lead').findOne({ where: { submissionId }, select: ['alertState'] }) as Promise<{
    alertState: string;
  } | null>;

test('a lead whose transaction rolls back is never claimed for an alert, and no mail goes', async () => {
  const { sent, create } = cms();
  await expect(
    db.transaction(async () => {
      await create('rolled-back');
      // The transaction goes on (the lead's CV is stored in it): any alert started inside it would run now.
      await alertsSettled();
      throw new Error('the CV could not be stored');
    }),
  ).rejects.toThrow('the CV could not be stored');
  await alertsSettled();
  expect(await stored('rolled-back')).toBeNull();
  expect(sent).toEqual([]);
});

test('a committed lead is alerted once, after the commit', async () => {
  const { sent, create } = cms();
  await db.transaction(async () => {
    await create('committed');
    await alertsSettled();
    // Still inside the transaction: nothing has been claimed or sent yet.
    expect(sent).toEqual([]);
  });
  await alertsSettled();
  expect(sent.map(({ to }) => to)).toEqual(['admissions@example.in']);
  expect((await stored('committed'))?.alertState).toBe('Sent');
});

test('a lead created outside any transaction is alerted at once', async () => {
  const { sent, create } = cms();
  await create('no-transaction');
  await alertsSettled();
  expect(sent).toHaveLength(1);
  expect((await stored('no-transaction'))?.alertState).toBe('Sent');
});

const acknowledgementsOf = (leadDocumentId: string) =>
  db.query(ACKNOWLEDGEMENT_UID as 'api::lead.lead').findMany({
    where: { leadDocumentId },
    select: ['channel', 'state'],
  }) as unknown as Promise<{ channel: string; state: string }[]>;

test('an enquiry’s acknowledgement is queued in the lead’s transaction: rolled back, none; committed, sent after the commit', async () => {
  const { sent, create } = cms();
  await expect(
    db.transaction(async () => {
      await create('ack-rolled-back', { email: 'asha@example.in' });
      await acknowledgementsSettled();
      throw new Error('the CV could not be stored');
    }),
  ).rejects.toThrow('the CV could not be stored');
  await acknowledgementsSettled();
  expect(await acknowledgementsOf('ack-rolled-back')).toEqual([]);

  await db.transaction(async () => {
    await create('ack-committed', { email: 'asha@example.in' });
    await acknowledgementsSettled();
    expect(await acknowledgementsOf('ack-committed')).toEqual([{ channel: 'E-mail', state: 'Queued' }]);
  });
  await Promise.all([alertsSettled(), acknowledgementsSettled()]);
  expect(await acknowledgementsOf('ack-committed')).toEqual([{ channel: 'E-mail', state: 'Sent' }]);
  expect(sent.map(({ to }) => to).sort()).toEqual(['admissions@example.in', 'asha@example.in']);
});

test('a test lead: nobody’s repeat and no counsellor’s turn, no alert, no acknowledgement', async () => {
  const { sent, create } = cms();
  for (const id of ['google-test-1', 'google-test-2']) {
    await create(id, { isTest: true, email: 'test@example.com', phone: '+1 201 555 0123' });
  }
  await Promise.all([alertsSettled(), acknowledgementsSettled()]);
  const leads = (await db.query('api::lead.lead').findMany({
    where: { submissionId: { $in: ['google-test-1', 'google-test-2'] } },
    select: ['alertState', 'phoneKey', 'emailKey', 'enquiryCount'],
  })) as unknown as Record<string, unknown>[];
  expect(leads).toEqual([
    { alertState: 'Test lead', phoneKey: null, emailKey: null, enquiryCount: 1 },
    { alertState: 'Test lead', phoneKey: null, emailKey: null, enquiryCount: 1 },
  ]);
  expect(await acknowledgementsOf('google-test-2')).toEqual([]);
  expect(sent).toEqual([]);
});
