import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import type { Database } from '@strapi/database';
import { schemaDatabase } from '../../../../../../test/lead-database';
import { fakeStrapi } from '../../../../../../test/fake-strapi';
import entrySchema from '../../../../../api/access-entry/content-types/access-entry/schema.json';
import purgeSchema from '../../../../../api/access-log-purge/content-types/access-log-purge/schema.json';
import { PURGE_UID } from '../entries-guard';
import { ENTRY_UID, recordAccess } from '../record';
import { deleteExpiredEntries } from './retention';

const DAY = 24 * 3600 * 1000;
const LEAD = 'k3b9x0q2w8e7r6t5y4u1i0op';
let db: Database;
const logged: string[] = [];
const strapi = () =>
  fakeStrapi({
    db,
    config: { get: () => ({ retentionDays: 400 }) },
    log: { info: (line: string) => logged.push(line) },
  });

beforeAll(async () => {
  db = await schemaDatabase([
    { uid: ENTRY_UID, schema: entrySchema, timestamps: true },
    { uid: PURGE_UID, schema: purgeSchema, timestamps: true },
  ]);
});
afterAll(async () => {
  await db.destroy();
});
beforeEach(async () => {
  await db.connection('access_entries').delete();
  await db.connection('access_log_purges').delete();
  logged.length = 0;
});

async function entryAgedDays(now: number, days: number) {
  await recordAccess(
    strapi(),
    { user: { id: 1 }, action: 'lead-opened', leadDocumentIds: [LEAD] },
    () => new Date(now - days * DAY),
  );
}

const ages = async (now: number) =>
  ((await db.connection('access_entries').select('at').orderBy('at')) as { at: number }[]).map((row) =>
    Math.round((now - Number(row.at)) / DAY),
  );

test('entries older than the retention go, once a day; the day writes down when and how many', async () => {
  const now = Date.parse('2027-06-01T06:00:00Z');
  for (const days of [800, 401, 400.5, 399, 1]) await entryAgedDays(now, days);
  expect(await deleteExpiredEntries(strapi(), new Date(now))).toBe(3);
  expect(await ages(now)).toEqual([399, 1]);
  const purges = await db.connection('access_log_purges').select('day', 'deleted', 'cutoff');
  expect(purges).toEqual([{ day: '2027-06-01', deleted: 3, cutoff: now - 400 * DAY }]);
  expect(logged).toEqual(['Access record: 3 entries older than 400 days deleted.']);

  // Later the same day (India time) nothing runs again: the day's row is done.
  await entryAgedDays(now, 500);
  expect(await deleteExpiredEntries(strapi(), new Date(now + 3 * 3600 * 1000))).toBeNull();
  expect(await ages(now)).toEqual([500, 399, 1]);

  // The next day's run takes it, and the entry that turned 400 days old meanwhile stays until it is older.
  const tomorrow = now + DAY;
  expect(await deleteExpiredEntries(strapi(), new Date(tomorrow))).toBe(1);
  expect(await ages(now)).toEqual([399, 1]);
  expect(await db.connection('access_log_purges').select('day').orderBy('day')).toEqual([
    { day: '2027-06-01' },
    { day: '2027-06-02' },
  ]);
});

test('two processes at the same moment: one claims the day and deletes, the other does nothing', async () => {
  const now = Date.parse('2027-06-01T06:00:00Z');
  for (const days of [500, 450, 10]) await entryAgedDays(now, days);
  const results = await Promise.all([
    deleteExpiredEntries(strapi(), new Date(now)),
    deleteExpiredEntries(strapi(), new Date(now)),
  ]);
  expect(results.sort()).toEqual([2, null]);
  expect(await ages(now)).toEqual([10]);
});

test('a failed deletion releases the day, so the next run tries again', async () => {
  const now = Date.parse('2027-06-01T06:00:00Z');
  await entryAgedDays(now, 500);
  const failing = fakeStrapi({
    db: {
      query: (uid: string) => {
        const real = db.query(uid as never);
        return uid === ENTRY_UID
          ? { ...real, deleteMany: async () => Promise.reject(new Error('disk I/O error')) }
          : real;
      },
    },
    config: { get: () => ({ retentionDays: 400 }) },
    log: { info() {} },
  });
  await expect(deleteExpiredEntries(failing, new Date(now))).rejects.toThrow('disk I/O error');
  expect(await deleteExpiredEntries(strapi(), new Date(now + 3600 * 1000))).toBe(1);
});
