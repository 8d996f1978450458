import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Database } from '@strapi/database';
import { schemaDatabase } from '../../../../../../test/lead-database';
import { fakeStrapi } from '../../../../../../test/fake-strapi';
import entrySchema from '../../../../../api/access-entry/content-types/access-entry/schema.json';
import { ENTRY_UID, recordAccess } from '../record';
import { LEADS_SHOWN, listEntries, PAGE_SIZE, parseFilters } from './entries';

const A = 'k3b9x0q2w8e7r6t5y4u1i0op';
const B = 'a1s2d3f4g5h6j7k8l9z0x1cv';
const start = Date.parse('2026-12-14T04:30:00Z');
let db: Database;
const users = [
  { id: 1, firstname: 'Head', lastname: 'Office', email: 'head@institute.example' },
  { id: 2, firstname: 'Priya', lastname: 'Nair', email: 'priya@institute.example' },
];
const strapi = () =>
  fakeStrapi({
    db: {
      query: (uid: string) =>
        uid === 'admin::user'
          ? {
              findMany: async ({ where }: { where?: { id: { $in: number[] } } }) =>
                users.filter((user) => !where || where.id.$in.includes(user.id)),
            }
          : db.query(uid as never),
    },
  });

beforeAll(async () => {
  db = await schemaDatabase([{ uid: ENTRY_UID, schema: entrySchema, timestamps: true }]);
  let minute = 0;
  const at = () => new Date(start + minute++ * 60_000);
  await recordAccess(strapi(), { user: { id: 2 }, action: 'leads-listed', leadDocumentIds: [A, B] }, at);
  await recordAccess(strapi(), { user: { id: 2 }, action: 'lead-opened', leadDocumentIds: [A] }, at);
  await recordAccess(strapi(), { user: { id: 1 }, action: 'lead-opened', leadDocumentIds: [B] }, at);
  const many = Array.from({ length: 30 }, (_, index) => `lead${String(index).padStart(20, '0')}`);
  await recordAccess(
    strapi(),
    { user: { id: 2 }, action: 'leads-exported', leadDocumentIds: [...many, A] },
    at,
  );
});
afterAll(async () => {
  await db.destroy();
});

test('newest first, with the accounts’ names; a long list of leads shows its first ones and how many more', async () => {
  const page = await listEntries(strapi(), {});
  expect(page.entries.map((entry) => [entry.account, entry.action])).toEqual([
    [2, 'leads-exported'],
    [1, 'lead-opened'],
    [2, 'lead-opened'],
    [2, 'leads-listed'],
  ]);
  expect(page.entries[0]).toMatchObject({ leadCount: 31, moreLeads: 31 - LEADS_SHOWN });
  expect(page.entries[0].leads).toHaveLength(LEADS_SHOWN);
  expect(page.entries[3]).toMatchObject({ leads: [A, B], moreLeads: 0, at: new Date(start).toISOString() });
  expect(page.accounts).toEqual({
    1: { name: 'Head Office', email: 'head@institute.example' },
    2: { name: 'Priya Nair', email: 'priya@institute.example' },
  });
  expect(page.pagination).toEqual({ page: 1, pageSize: PAGE_SIZE, total: 4, pageCount: 1 });
});

test('by account, by lead, by both', async () => {
  const actions = async (filters: Parameters<typeof listEntries>[1]) =>
    (await listEntries(strapi(), filters)).entries.map((entry) => `${entry.account} ${entry.action}`);
  expect(await actions({ account: 1 })).toEqual(['1 lead-opened']);
  expect(await actions({ lead: B })).toEqual(['1 lead-opened', '2 leads-listed']);
  expect(await actions({ lead: A, account: 2 })).toEqual([
    '2 leads-exported',
    '2 lead-opened',
    '2 leads-listed',
  ]);
  expect(await actions({ lead: 'zzzzzzzzzzzzzzzzzzzzzzzz' })).toEqual([]);
});

test('the page’s filters: an account id, a document id, a page; anything else refused', () => {
  expect(parseFilters({ account: '2', lead: A, page: '3' })).toEqual({ account: 2, lead: A, page: 3 });
  expect(parseFilters({ account: '', lead: ' ' })).toEqual({});
  expect(parseFilters({ account: 'priya@institute.example' })).toEqual({
    error: 'account: an admin account’s id',
  });
  expect(parseFilters({ lead: 'Asha Rao' })).toEqual({ error: 'lead: a lead’s document id' });
  expect(parseFilters({ lead: '%' })).toEqual({ error: 'lead: a lead’s document id' });
  expect(parseFilters({ page: '0' })).toEqual({ error: 'page: 1 or more' });
});
