import { expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { openCv, sealCv } from '../../src/plugins/admissions/server/src/lib/cv-crypto';
import * as sealCvs from './2026.12.10T00.00.00.seal-cvs';
import * as removeUnsealed from './2026.12.10T00.00.01.remove-unsealed-cvs';
import * as migration from './2026.11.27T00.00.00.lead-submission-id-unique';
import * as pictures from './2026.12.01T00.00.02.pictures-from-images';
import * as postNumbers from './2026.12.01T00.00.00.post-numbers';
import * as excerpts from './2026.12.01T00.00.01.post-excerpts';
import * as cvAddresses from './2026.12.01T00.00.03.cv-addresses';
import * as channels from './2026.12.06T00.00.00.lead-channel-backfill';

function sqlite() {
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename: ':memory:' },
    useNullAsDefault: true,
  });
}

async function uniqueIndexes(knex: Knex): Promise<string[]> {
  const rows: { name: string }[] = await knex.raw(
    'select name from pragma_index_list(\'leads\') where "unique" = 1',
  );
  return rows.map((row) => row.name);
}

test('on a database without leads: the table is started and the index made, which refuses a second lead', async () => {
  const knex = sqlite();
  await migration.up(knex);
  expect(await uniqueIndexes(knex)).toEqual(['leads_submission_id_unique']);
  await knex('leads').insert({ submission_id: 'a' });
  const second = await knex('leads')
    .insert({ submission_id: 'a' })
    .then(
      () => null,
      (error: Error) => error.message,
    );
  expect(second).toMatch(/UNIQUE constraint failed/);
  expect(await knex('leads').count({ n: '*' })).toEqual([{ n: 1 }]);
  await knex.destroy();
});

test('on a database with copies of one submission: merged into the first, its CV kept, then indexed', async () => {
  const knex = sqlite();
  await knex.schema.createTable('leads', (table) => {
    table.increments('id');
    table.string('submission_id');
    table.string('name');
  });
  await knex.schema.createTable('files_related_mph', (table) => {
    table.increments('id');
    table.integer('file_id');
    table.integer('related_id');
    table.string('related_type');
    table.string('field');
  });
  await knex('leads').insert([
    { submission_id: 'a', name: 'first' },
    { submission_id: 'a', name: 'copy' },
    { submission_id: 'a', name: 'copy 2' },
    { submission_id: 'b', name: 'other' },
  ]);
  const cv = { related_type: 'api::lead.lead', field: 'cv' };
  await knex('files_related_mph').insert([
    { ...cv, file_id: 10, related_id: 2 },
    { ...cv, file_id: 11, related_id: 3 },
  ]);
  await migration.up(knex);
  expect(await knex('leads').select('id', 'name').orderBy('id')).toEqual([
    { id: 1, name: 'first' },
    { id: 4, name: 'other' },
  ]);
  expect(await knex('files_related_mph').select('file_id', 'related_id')).toEqual([
    { file_id: 10, related_id: 1 },
  ]);
  expect(await uniqueIndexes(knex)).toEqual(['leads_submission_id_unique']);
  await knex.destroy();
});

/** A database from before numbering: posts (a draft and a published version each) and the core store. */
async function oldPosts(knex: Knex) {
  await knex.schema.createTable('blogs', (table) => {
    table.increments('id');
    table.string('document_id');
    table.text('description');
    table.datetime('published_at');
  });
  await knex.schema.createTable('strapi_core_store_settings', (table) => {
    table.increments('id');
    table.string('key');
    table.text('value');
    table.string('type');
    table.string('environment');
    table.string('tag');
  });
}

test('posts from before numbering keep their published id as their number, once; the counter moves past them', async () => {
  const knex = sqlite();
  await oldPosts(knex);
  await knex('blogs').insert([
    { document_id: 'a', description: 'A' },
    { document_id: 'a', description: 'A', published_at: new Date() },
    { document_id: 'b', description: 'B' },
  ]);
  await postNumbers.up(knex);
  expect(await knex('blogs').select('id', 'document_id', 'post_number').orderBy('id')).toEqual([
    { id: 1, document_id: 'a', post_number: 2 },
    { id: 2, document_id: 'a', post_number: 2 },
    { id: 3, document_id: 'b', post_number: 3 },
  ]);
  expect(await knex('strapi_core_store_settings').first('key', 'value', 'type')).toEqual({
    key: 'core_codebridge_next-post-number',
    value: '4',
    type: 'number',
  });
  // Run again (as Strapi never does: it records the migration), nothing changes.
  await postNumbers.up(knex);
  expect(await knex('blogs').pluck('post_number')).toEqual([2, 2, 3]);
  await knex.destroy();
});

test('a fresh database has no posts table: the backfills do nothing', async () => {
  const knex = sqlite();
  await postNumbers.up(knex);
  await excerpts.up(knex);
  await pictures.up(knex);
  expect(await knex.schema.hasTable('blogs')).toBe(false);
  await knex.destroy();
});

test('post versions saved before excerpts get theirs, the text without its headings', async () => {
  const knex = sqlite();
  await oldPosts(knex);
  await knex('blogs').insert([
    { document_id: 'a', description: '## What you learn\n\nReact, **Node** and more.' },
    { document_id: 'b', description: null },
  ]);
  await excerpts.up(knex);
  expect(await knex('blogs').pluck('excerpt')).toEqual(['React, Node and more.', null]);
  await knex.destroy();
});

test('images of posts from before pictures become pictures with their alt text, in order, once', async () => {
  const knex = sqlite();
  await oldPosts(knex);
  await knex.schema.createTable('files', (table) => {
    table.increments('id');
    table.string('alternative_text');
  });
  await knex.schema.createTable('files_related_mph', (table) => {
    table.increments('id');
    table.integer('file_id');
    table.integer('related_id');
    table.string('related_type');
    table.string('field');
    table.float('order');
  });
  await knex('blogs').insert([{ document_id: 'a', description: 'A' }]);
  await knex('files').insert([{ alternative_text: 'The lab' }, { alternative_text: null }]);
  await knex('files_related_mph').insert([
    { file_id: 2, related_id: 1, related_type: 'api::blog.blog', field: 'images', order: 2 },
    { file_id: 1, related_id: 1, related_type: 'api::blog.blog', field: 'images', order: 1 },
  ]);
  await pictures.up(knex);
  expect(await knex('components_blog_pictures').select('id', 'alt').orderBy('id')).toEqual([
    { id: 1, alt: 'The lab' },
    { id: 2, alt: '' },
  ]);
  expect(
    await knex('blogs_cmps').select('entity_id', 'cmp_id', 'component_type', 'field', 'order').orderBy('id'),
  ).toEqual([
    { entity_id: 1, cmp_id: 1, component_type: 'blog.picture', field: 'pictures', order: 1 },
    { entity_id: 1, cmp_id: 2, component_type: 'blog.picture', field: 'pictures', order: 2 },
  ]);
  expect(
    await knex('files_related_mph').select('file_id', 'related_id', 'related_type', 'field').orderBy('id'),
  ).toEqual([
    { file_id: 1, related_id: 1, related_type: 'blog.picture', field: 'image' },
    { file_id: 2, related_id: 2, related_type: 'blog.picture', field: 'image' },
  ]);
  await knex.destroy();
});

test('CVs stored in plain text are sealed under random names, their rows follow, and the plain files go', async () => {
  const knex = sqlite();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'seal-cvs-'));
  const key = randomBytes(32);
  await knex.schema.createTable('files', (table) => {
    table.increments('id');
    table.string('name');
    table.string('url');
  });
  const plain = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
  writeFileSync(path.join(dir, 'Asha_Rao_CV_1a2b.pdf'), plain('Asha Rao'));
  writeFileSync(path.join(dir, 'Ravi_Kumar_CV_3c4d.docx'), plain('Ravi Kumar'));
  const already = sealCv(plain('Meena'), key, 'aaaa.sealed');
  writeFileSync(path.join(dir, 'aaaa.sealed'), already);
  // A plain file no row names (a crash before a commit, long ago).
  writeFileSync(path.join(dir, 'Orphan_CV_9z.pdf'), plain('Orphan'));
  await knex('files').insert([
    { name: 'Asha Rao CV.pdf', url: '/private-uploads/Asha_Rao_CV_1a2b.pdf' },
    { name: 'Ravi Kumar CV.docx', url: '/admissions/cvs/Ravi_Kumar_CV_3c4d.docx' },
    { name: 'Meena.pdf', url: '/admissions/cvs/aaaa.sealed' },
    { name: 'Gone.pdf', url: '/admissions/cvs/Gone_CV_7x.pdf' },
    { name: 'blog.png', url: '/uploads/blog_1.png' },
  ]);

  expect(await sealCvs.sealCvFiles(knex, { dir, key })).toEqual({ sealed: 2, missing: 1 });
  const rows: { name: string; url: string }[] = await knex('files').select('name', 'url').orderBy('id');
  expect(rows[0].url).toMatch(/^\/admissions\/cvs\/[0-9a-f]{32}\.sealed$/);
  expect(rows[1].url).toMatch(/^\/admissions\/cvs\/[0-9a-f]{32}\.sealed$/);
  expect(rows.slice(2).map((row) => row.url)).toEqual([
    '/admissions/cvs/aaaa.sealed',
    '/admissions/cvs/Gone_CV_7x.pdf',
    '/uploads/blog_1.png',
  ]);
  for (const [index, who] of [
    [0, 'Asha Rao'],
    [1, 'Ravi Kumar'],
  ] as const) {
    const name = rows[index].url.split('/').pop()!;
    expect(openCv(readFileSync(path.join(dir, name)), key, name).equals(plain(who))).toBe(true);
  }
  expect(readFileSync(path.join(dir, 'aaaa.sealed')).equals(already)).toBe(true);
  // Until the next migration, the plain files are still there (this one's transaction may roll back).
  expect(readdirSync(dir)).toContain('Asha_Rao_CV_1a2b.pdf');

  expect(await removeUnsealed.removeUnsealedCvFiles(knex, dir)).toBe(3);
  const left = readdirSync(dir).sort();
  expect(left).toEqual([...rows.slice(0, 3).map((row) => row.url.split('/').pop()!)].sort());
  for (const name of left) {
    const bytes = readFileSync(path.join(dir, name));
    expect(bytes.includes(Buffer.from('%PDF'))).toBe(false);
  }
  // Run again: nothing more to do.
  expect(await sealCvs.sealCvFiles(knex, { dir, key })).toEqual({ sealed: 0, missing: 1 });
  expect(await removeUnsealed.removeUnsealedCvFiles(knex, dir)).toBe(0);
  rmSync(dir, { recursive: true, force: true });
  await knex.destroy();
});

test('CVs stored at the old address move to the admissions route’s, once; other files keep theirs', async () => {
  const knex = sqlite();
  await cvAddresses.up(knex);
  await knex.schema.createTable('files', (table) => {
    table.increments('id');
    table.string('url');
  });
  await knex('files').insert([
    { url: '/private-uploads/cv_ab12.pdf' },
    { url: '/admissions/cvs/cv_cd34.docx' },
    { url: '/uploads/photo_ef56.jpg' },
  ]);
  await cvAddresses.up(knex);
  await cvAddresses.up(knex);
  expect((await knex('files').orderBy('id').select('url')).map((row: { url: string }) => row.url)).toEqual([
    '/admissions/cvs/cv_ab12.pdf',
    '/admissions/cvs/cv_cd34.docx',
    '/uploads/photo_ef56.jpg',
  ]);
  await knex.destroy();
});

test('the leads from before channels: the website’s, none a test; a fresh database and a second run change nothing', async () => {
  const fresh = sqlite();
  await channels.up(fresh);
  expect(await fresh.schema.hasTable('leads')).toBe(false);
  await fresh.destroy();

  const knex = sqlite();
  // A leads table from before the channels: no channel or is_test column yet.
  await knex.schema.createTable('leads', (table) => {
    table.increments('id');
    table.string('submission_id');
  });
  await knex('leads').insert([{ submission_id: 'a' }, { submission_id: 'b' }]);
  await channels.up(knex);
  await knex('leads').insert({ submission_id: 'meta:1', channel: 'Meta lead ad', is_test: true });
  await channels.up(knex);
  expect(await knex('leads').select('submission_id', 'channel', 'is_test').orderBy('id')).toEqual([
    { submission_id: 'a', channel: 'Website', is_test: 0 },
    { submission_id: 'b', channel: 'Website', is_test: 0 },
    { submission_id: 'meta:1', channel: 'Meta lead ad', is_test: 1 },
  ]);
  await knex.destroy();
});
