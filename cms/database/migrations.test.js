'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const knexFactory = require('knex');
const migration = require('./migrations/2026.11.27T00.00.00.lead-submission-id-unique');

function sqlite() {
  return knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
}

async function uniqueIndexes(knex) {
  const rows = await knex.raw("select name from pragma_index_list('leads') where \"unique\" = 1");
  return rows.map((row) => row.name);
}

test('on a database without leads: the table is started and the index made, which refuses a second lead', async () => {
  const knex = sqlite();
  await migration.up(knex);
  assert.deepEqual(await uniqueIndexes(knex), ['leads_submission_id_unique']);
  await knex('leads').insert({ submission_id: 'a' });
  await assert.rejects(knex('leads').insert({ submission_id: 'a' }), /UNIQUE constraint failed/);
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
  assert.deepEqual(await knex('leads').select('id', 'name').orderBy('id'), [
    { id: 1, name: 'first' },
    { id: 4, name: 'other' },
  ]);
  assert.deepEqual(await knex('files_related_mph').select('file_id', 'related_id'), [{ file_id: 10, related_id: 1 }]);
  assert.deepEqual(await uniqueIndexes(knex), ['leads_submission_id_unique']);
  await knex.destroy();
});
