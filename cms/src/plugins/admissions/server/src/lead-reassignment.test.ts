import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Database } from '@strapi/database';
import { fakeStrapi } from '../../../../../test/fake-strapi';
import { adminAccount, leadDatabase } from '../../../../../test/lead-database';
import { registerLeadDocuments } from './lead-documents';
import leadSchema from '../../../../api/lead/content-types/lead/schema.json';

/**
 * A lead's history names who it went from and to when it is reassigned, and who did it: the lead documents'
 * middleware over Strapi's database layer on SQLite, the history's entries recorded.
 */
let db: Database;
beforeAll(async () => {
  db = await leadDatabase();
});
afterAll(() => db.destroy());

type Middleware = (context: object, next: () => Promise<unknown>) => Promise<unknown>;
const LEADS = 'api::lead.lead';

function cms() {
  const entries: Record<string, unknown>[] = [];
  let middleware: Middleware | undefined;
  const documents = Object.assign(
    () => ({ create: async ({ data }: { data: Record<string, unknown> }) => entries.push(data) }),
    { use: (use: Middleware) => (middleware = use) },
  );
  const strapi = fakeStrapi({
    db: {
      transaction: db.transaction.bind(db),
      inTransaction: db.inTransaction.bind(db),
      query: db.query.bind(db),
    },
    documents,
    getModel: () => leadSchema,
    // Signed in to the admin as account 9.
    requestContext: { get: () => ({ state: { user: { id: 9 }, auth: { strategy: { name: 'admin' } } } }) },
  });
  registerLeadDocuments(strapi);
  const update = (documentId: string, data: Record<string, unknown>, stored: Record<string, unknown>) =>
    middleware?.({ uid: LEADS, action: 'update', params: { documentId, data } }, () =>
      db.query(LEADS).update({ where: { documentId }, data: stored as never }),
    );
  return { entries, update };
}

test('a reassignment is written into the history by name, with who made it; saving the same one is not', async () => {
  const user = async (documentId: string, firstname: string, lastname: string) =>
    (await adminAccount(db, { documentId, firstname, lastname })).id;
  const ravi = await user('u-ravi', 'Ravi', 'Kumar');
  const asha = await user('u-asha', 'Asha', 'Patil');
  await db.query(LEADS).create({
    data: {
      documentId: 'lead-1',
      submissionId: 's-1',
      form: 'Enquiry',
      leadStatus: 'New',
      counsellor: ravi,
    } as never,
  });
  const { entries, update } = cms();
  await update(
    'lead-1',
    { counsellor: { connect: [{ id: asha }], disconnect: [{ id: ravi }] } },
    { counsellor: asha },
  );
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    kind: 'Reassigned',
    text: 'Ravi Kumar → Asha Patil',
    author: { connect: [{ id: 9 }] },
    lead: { connect: [{ documentId: 'lead-1' }] },
  });
  // The edit view sends the relation with every save: unchanged, no entry.
  await update(
    'lead-1',
    { counsellor: { connect: [], disconnect: [] }, leadStatus: 'Contacted' },
    { leadStatus: 'Contacted' },
  );
  expect(entries.map((entry) => entry.kind)).toEqual(['Reassigned', 'Status change']);
  await update('lead-1', { counsellor: { connect: [], disconnect: [{ id: asha }] } }, { counsellor: null });
  expect(entries.at(-1)).toMatchObject({ kind: 'Reassigned', text: 'Asha Patil → Nobody' });
});

test('a lead is never given to an account whose role does not work leads: refused, nothing stored, no entry', async () => {
  const editor = (
    await adminAccount(db, { documentId: 'u-edna', firstname: 'Edna', lastname: 'E' }, 'editor')
  ).id;
  const asha = (await db.query('admin::user').findOne({ where: { documentId: 'u-asha' } })) as { id: number };
  await db.query(LEADS).create({
    data: {
      documentId: 'lead-2',
      submissionId: 's-2',
      form: 'Enquiry',
      leadStatus: 'New',
      counsellor: asha.id,
    } as never,
  });
  const { entries, update } = cms();
  // Were the write to go ahead, the lead would be the Editor's.
  await expect(
    update(
      'lead-2',
      { counsellor: { connect: [{ id: editor }], disconnect: [{ id: asha.id }] } },
      { counsellor: editor },
    ),
  ).rejects.toThrow(/Counsellor: only an active account in a role that works leads/);
  expect(entries).toEqual([]);
  const lead = (await db.query(LEADS).findOne({
    where: { documentId: 'lead-2' },
    populate: { counsellor: true },
  })) as { counsellor: { id: number } };
  expect(lead.counsellor.id).toBe(asha.id);
});
