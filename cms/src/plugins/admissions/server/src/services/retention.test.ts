import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fakeStrapi } from '../../../../../../test/fake-strapi';
import { deleteExpiredLeads, deleteOrphanCvFiles } from './retention';

interface FileRow {
  hash: string;
  url: string;
  related: { id: number }[];
}

/** Strapi as the sweep sees it: the files' rows (by address, with the leads they belong to). */
function strapiWith(root: string, rows: FileRow[]) {
  const removed: string[] = [];
  return fakeStrapi({
    removed,
    dirs: { app: { root } },
    log: { info() {} },
    config: { get: () => ({ privateUploadsDir: '' }) },
    db: {
      query: () => ({
        findOne: async ({ where }: { where: { url: { $in: string[] } } }) =>
          rows.find((row) => where.url.$in.includes(row.url)) ?? null,
      }),
    },
    plugin: () => ({ service: () => ({ remove: async (row: FileRow) => removed.push(row.hash) }) }),
  });
}

test('deletes CV files with no row or no lead, keeps the ones a lead has and the ones a transaction may still commit', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-sweep-'));
  const dir = path.join(root, 'private-uploads');
  fs.mkdirSync(dir);
  const now = Date.now();
  const file = (name: string, ageMs: number) => {
    fs.writeFileSync(path.join(dir, name), '%PDF-1.4');
    fs.utimesSync(path.join(dir, name), (now - ageMs) / 1000, (now - ageMs) / 1000);
  };
  const hour = 3600 * 1000;
  file('a1.sealed', 48 * hour);
  file('b2.sealed', 2 * hour);
  file('c3.sealed', 60 * 1000);
  file('d4.sealed', 48 * hour);
  file('e5.sealed', 2 * hour);
  file('f6.pdf', 48 * hour);
  const strapi = strapiWith(root, [
    { hash: 'attached_1', url: '/admissions/cvs/a1.sealed', related: [{ id: 1 }] },
    { hash: 'unlinked_4', url: '/admissions/cvs/d4.sealed', related: [] },
    { hash: 'unlinked_recent_5', url: '/admissions/cvs/e5.sealed', related: [] },
    // A row from before the route moved, its file not sealed yet.
    { hash: 'old_6', url: '/private-uploads/f6.pdf', related: [{ id: 2 }] },
  ]);
  expect(await deleteOrphanCvFiles(strapi, { now })).toBe(2);
  expect(fs.readdirSync(dir).sort()).toEqual(['a1.sealed', 'c3.sealed', 'd4.sealed', 'e5.sealed', 'f6.pdf']);
  expect(strapi.removed).toEqual(['unlinked_4']);
  fs.rmSync(root, { recursive: true, force: true });
});

test('deletes the leads submitted longer ago than LEAD_RETENTION_DAYS, and only those', async () => {
  const now = Date.parse('2026-12-01T00:00:00Z');
  const day = 86_400_000;
  let leads = [
    { documentId: 'old', submittedAt: new Date(now - 31 * day).toISOString() },
    { documentId: 'recent', submittedAt: new Date(now - 29 * day).toISOString() },
  ];
  const strapi = fakeStrapi({
    log: { info() {} },
    config: { get: () => ({ leadRetentionDays: 30 }) },
    documents: () => ({
      findMany: async ({ filters }: { filters: { submittedAt: { $lt: string } } }) =>
        leads.filter((lead) => lead.submittedAt < filters.submittedAt.$lt),
      delete: async ({ documentId }: { documentId: string }) => {
        leads = leads.filter((lead) => lead.documentId !== documentId);
      },
    }),
  });
  expect(await deleteExpiredLeads(strapi, now)).toBe(1);
  expect(leads.map((lead) => lead.documentId)).toEqual(['recent']);
});
