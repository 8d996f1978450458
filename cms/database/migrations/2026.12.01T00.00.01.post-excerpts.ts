/**
 * Post versions saved before excerpts existed get theirs, drafts and published versions alike, once.
 * Posts saved since get theirs as they are saved (the publishing plugin's services/excerpts.ts, the same
 * rule). A fresh database has no posts table yet and nothing to do.
 */
import type { Knex } from 'knex';
import { excerptOf } from '../../src/plugins/publishing/server/src/services/excerpts';

const TABLE = 'blogs';

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  if (!(await knex.schema.hasColumn(TABLE, 'excerpt'))) {
    await knex.schema.alterTable(TABLE, (table) => table.text('excerpt'));
  }
  const rows: { id: number; description: string }[] = await knex(TABLE)
    .select('id', 'description')
    .whereNull('excerpt')
    .whereNotNull('description');
  for (const row of rows)
    await knex(TABLE)
      .where({ id: row.id })
      .update({ excerpt: excerptOf(row.description) });
}

export async function down() {
  // Excerpts follow the text; nothing to undo.
}
