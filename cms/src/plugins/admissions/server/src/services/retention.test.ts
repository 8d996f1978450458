import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fakeStrapi } from '../../../../../../test/fake-strapi';
import { deleteExpiredLeads, deleteOrphanCvFiles } from './retention';

interface FileRow {
  hash: string;
  ext: string;
  related: { id: number }[];
}

/** Strapi as the sweep sees it: the files' rows (by hash and extension, with the leads they belong to). */
function strapiWith(root: string, rows: FileRow[]) {
  const removed: string[] = [];
  return fakeStrapi({
    removed,
    dirs: { app: { root } },
    log: { info() {} },
    config: { get: () => ({ privateUploadsDir: '' }) },
    db: {
      query: () => ({
        findOne: async ({ where }: { where: { hash: string; ext: string } }) =>
          rows.find((row) => row.hash === where.hash && row.ext === where.ext) ?? null,
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
  file('attached_1.pdf', 48 * hour);
  file('no_row_2.pdf', 2 * hour);
  file('in_flight_3.pdf', 60 * 1000);
  file('unlinked_4.pdf', 48 * hour);
  file('unlinked_recent_5.pdf', 2 * hour);
  const strapi = strapiWith(root, [
    { hash: 'attached_1', ext: '.pdf', related: [{ id: 1 }] },
    { hash: 'unlinked_4', ext: '.pdf', related: [] },
    { hash: 'unlinked_recent_5', ext: '.pdf', related: [] },
  ]);
  expect(await deleteOrphanCvFiles(strapi, { now })).toBe(2);
  expect(fs.readdirSync(dir).sort()).toEqual([
    'attached_1.pdf',
    'in_flight_3.pdf',
    'unlinked_4.pdf',
    'unlinked_recent_5.pdf',
  ]);
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
