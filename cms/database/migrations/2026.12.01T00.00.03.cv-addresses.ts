/**
 * CVs are served by the admissions plugin's route, GET /admissions/cvs/:name; before, the same files were
 * served at /private-uploads/:name. A file's `url` is its address, so the rows stored before move to the
 * new one (the file on disk keeps its name). Runs once; a database without such rows has nothing to do.
 */
import type { Knex } from 'knex';

const OLD = '/private-uploads/';
const NEW = '/admissions/cvs/';

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable('files'))) return;
  await knex('files')
    .where('url', 'like', `${OLD}%`)
    .update({ url: knex.raw('? || substr(url, ?)', [NEW, OLD.length + 1]) });
}

export async function down() {
  // The old route is gone; nothing to undo.
}
