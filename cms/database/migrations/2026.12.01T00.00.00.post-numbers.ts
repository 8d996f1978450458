/**
 * Posts from before numbering (a database from when every save published at once, so each id was the
 * post's address) keep the address they had: their number is the id of their published version, unless a
 * number at or above it was given already (then the next free one). Runs once; posts created since get
 * their number as they are made (the publishing plugin's services/numbers.ts), which this counter feeds.
 * A fresh database has no posts table yet and nothing to do.
 */
import type { Knex } from 'knex';

const TABLE = 'blogs';
const STORE = 'strapi_core_store_settings';
const COUNTER = 'core_codebridge_next-post-number';

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  if (!(await knex.schema.hasColumn(TABLE, 'post_number'))) {
    await knex.schema.alterTable(TABLE, (table) => table.integer('post_number'));
  }
  const rows: { id: number; document_id: string; published_at: unknown }[] = await knex(TABLE)
    .select('id', 'document_id', 'published_at')
    .whereNull('post_number')
    .orderBy('id');
  if (rows.length === 0) return;
  const documents = new Map<string, { id: number; published_at: unknown }>();
  for (const row of rows) {
    const known = documents.get(row.document_id);
    // The published version's id wins: it is the one the site has been using.
    if (!known || (row.published_at && !known.published_at)) documents.set(row.document_id, row);
  }
  const hasStore = await knex.schema.hasTable(STORE);
  const stored = hasStore ? await knex(STORE).where({ key: COUNTER }).first('value') : null;
  const highest = await knex(TABLE).max({ number: 'post_number' }).first();
  let floor = Math.max(Number(stored?.value) || 1, Number(highest?.number ?? 0) + 1);
  for (const [documentId, row] of [...documents].sort(([, a], [, b]) => a.id - b.id)) {
    const number = row.id >= floor ? row.id : floor;
    floor = number + 1;
    await knex(TABLE).where({ document_id: documentId }).update({ post_number: number });
  }
  if (!hasStore) return;
  if (stored)
    await knex(STORE)
      .where({ key: COUNTER })
      .update({ value: String(floor), type: 'number' });
  else
    await knex(STORE).insert({
      key: COUNTER,
      value: String(floor),
      type: 'number',
      environment: null,
      tag: null,
    });
}

export async function down() {
  // Numbers are addresses: they are never taken back.
}
