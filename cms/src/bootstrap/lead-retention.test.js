'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { deleteOrphanCvFiles } = require('./lead-retention');

/** Strapi as the sweep sees it: the files' rows (by hash and extension, with the leads they belong to). */
function strapiWith(dir, rows) {
  const removed = [];
  return {
    removed,
    dirs: { app: { root: dir } },
    log: { info() {} },
    db: {
      query: () => ({
        findOne: async ({ where }) => rows.find((row) => row.hash === where.hash && row.ext === where.ext) ?? null,
      }),
    },
    plugin: () => ({ service: () => ({ remove: async (row) => removed.push(row.hash) }) }),
  };
}

test('deletes CV files with no row or no lead, keeps the ones a lead has and the ones a transaction may still commit', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-sweep-'));
  const dir = path.join(root, 'private-uploads');
  fs.mkdirSync(dir);
  const now = Date.now();
  const file = (name, ageMs) => {
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
  const saved = process.env.PRIVATE_UPLOADS_DIR;
  delete process.env.PRIVATE_UPLOADS_DIR;
  try {
    assert.equal(await deleteOrphanCvFiles(strapi, { now }), 2);
  } finally {
    if (saved !== undefined) process.env.PRIVATE_UPLOADS_DIR = saved;
  }
  assert.deepEqual(fs.readdirSync(dir).sort(), ['attached_1.pdf', 'in_flight_3.pdf', 'unlinked_4.pdf', 'unlinked_recent_5.pdf']);
  assert.deepEqual(strapi.removed, ['unlinked_4']);
  fs.rmSync(root, { recursive: true, force: true });
});
