/**
 * One-off backfill for the leads stored before the site took leads from ads and listing sites: their channel
 * is the website's, and none of them is a test lead. (The schema's defaults apply to new leads only: a column
 * Strapi adds has no database default, so the older rows would read NULL, and the dashboard's "by channel"
 * and the admin's fields by channel would not know them.) Strapi runs this before it brings the tables in
 * line with the schemas, so a column missing yet is added here first, as the schema sync would make it; a
 * fresh database (no leads table yet) has nothing to do.
 */
import type { Knex } from 'knex';

const TABLE = 'leads';
const WEBSITE = 'Website';

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  if (!(await knex.schema.hasColumn(TABLE, 'channel'))) {
    await knex.schema.alterTable(TABLE, (table) => table.string('channel'));
  }
  if (!(await knex.schema.hasColumn(TABLE, 'is_test'))) {
    await knex.schema.alterTable(TABLE, (table) => table.boolean('is_test'));
  }
  await knex(TABLE).whereNull('channel').update({ channel: WEBSITE });
  await knex(TABLE).whereNull('is_test').update({ is_test: false });
}

export async function down() {
  // The columns belong to the lead's schema; nothing to undo.
}
