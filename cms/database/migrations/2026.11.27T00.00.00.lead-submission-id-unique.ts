/**
 * A unique index on leads.submission_id, so the database itself refuses a second lead of one submission
 * (the schema's `unique` is only checked by Strapi before it inserts: two inserts at once both pass it).
 * The lead intake relies on it (the admissions plugin's services/intake.ts).
 *
 * Strapi runs migrations before it creates or changes tables. On a database that has no `leads` yet, the
 * table is made here with its id and this one column, exactly as Strapi makes them (an auto-increment id,
 * a varchar(255)); Strapi then adds the other columns and keeps the index, which its schema never listed.
 * On a database that has leads, copies of one submission left by the check-then-create of earlier versions
 * are merged first: the first stored is kept, and a CV attached to a later copy moves to it when it has none.
 */
import type { Knex } from 'knex';

const TABLE = 'leads';
const INDEX = 'leads_submission_id_unique';

async function mergeDuplicates(knex: Knex) {
  const duplicates: { submission_id: string; keep: number }[] = await knex(TABLE)
    .select('submission_id')
    .min({ keep: 'id' })
    .whereNotNull('submission_id')
    .groupBy('submission_id')
    .havingRaw('count(*) > 1');
  const hasFiles = await knex.schema.hasTable('files_related_mph');
  for (const { submission_id: submissionId, keep } of duplicates) {
    const copies = (
      (await knex(TABLE).select('id').where('submission_id', submissionId).whereNot('id', keep)) as {
        id: number;
      }[]
    ).map((row) => row.id);
    if (hasFiles) {
      const link = { related_type: 'api::lead.lead', field: 'cv' };
      const kept = await knex('files_related_mph')
        .where({ ...link, related_id: keep })
        .first();
      const moved = kept
        ? null
        : await knex('files_related_mph').where(link).whereIn('related_id', copies).orderBy('id').first();
      if (moved) await knex('files_related_mph').where('id', moved.id).update({ related_id: keep });
      // The copies' other CV files lose their link here; the CMS deletes files that belong to no lead (the
      // admissions plugin's retention).
      await knex('files_related_mph').where(link).whereIn('related_id', copies).delete();
    }
    await knex(TABLE).whereIn('id', copies).delete();
  }
}

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable(TABLE))) {
    await knex.schema.createTable(TABLE, (table) => {
      table.increments('id');
      table.string('submission_id');
    });
  } else {
    await mergeDuplicates(knex);
  }
  await knex.schema.alterTable(TABLE, (table) => {
    table.unique(['submission_id'], { indexName: INDEX });
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable(TABLE, (table) => {
    table.dropUnique(['submission_id'], INDEX);
  });
}
