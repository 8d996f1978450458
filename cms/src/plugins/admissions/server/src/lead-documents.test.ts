import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Database } from '@strapi/database';
import { emailPlugin, fakeStrapi } from '../../../../../test/fake-strapi';
import { leadDatabase } from '../../../../../test/lead-database';
import { registerLeadDocuments } from './lead-documents';
import { alertsSettled } from './services/alerts';

/**
 * A lead's alert starts only once the lead is committed: the lead documents' middleware over Strapi's real
 * database layer (its transactions and their commit callbacks), the alert's real claim, and the e-mail
 * plugin's sends recorded.
 */
let db: Database;
beforeAll(async () => {
  db = await leadDatabase();
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
      query: (uid: string) => (uid === 'api::lead.lead' ? db.query(uid) : { findMany: async () => [] }),
    },
    documents: { use: (use: Middleware) => (middleware = use) },
    plugin: emailPlugin(true, (message) => sent.push(message)),
    config: {
      get: (key: string) =>
        key === 'plugin::admissions'
          ? { admissionsEmail: 'admissions@example.in', adminUrl: 'https://cms.example.in' }
          : undefined,
    },
    log: { warn() {}, info() {} },
  });
  registerLeadDocuments(strapi);
  /** A lead created through the document service: the middleware, then the insert. */
  const create = (submissionId: string) =>
    middleware?.(
      {
        uid: 'api::lead.lead',
        action: 'create',
        params: {
          data: {
            submissionId,
            documentId: submissionId,
            form: 'Enquiry',
            name: 'Asha',
            submittedAt: new Date().toISOString(),
          },
        },
      },
      () => db.query('api::lead.lead').create({ data: { submissionId, documentId: submissionId } as never }),
    );
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
