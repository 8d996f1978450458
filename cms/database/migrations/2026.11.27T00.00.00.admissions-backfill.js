'use strict';

/**
 * One-off backfill for the admissions fields of the leads stored before them (src/admissions). Strapi runs
 * this before it brings the tables in line with the schemas, so the columns the backfill writes are added
 * here first, as the schema sync would make them; a fresh database (no leads table yet) has nothing to do.
 *
 * - phone_key, email_key: so a new enquiry from an earlier visitor is recognised as a repeat;
 * - enquiry_count: how many times this person had enquired by then;
 * - alert_state 'Before alerts': the leads that came before the server's alerts are not alerted now (the
 *   new column's default would queue every one of them).
 * The first enquiry's link (repeat_of) is a relation, whose table the sync makes later: old leads keep
 * their count, and new repeats link to the first of them.
 */
const { phoneKey, emailKey } = require('../../src/admissions/keys');

const TABLE = 'leads';
const COLUMNS = {
  phone_key: (table) => table.string('phone_key'),
  email_key: (table) => table.string('email_key'),
  enquiry_count: (table) => table.integer('enquiry_count'),
  alert_state: (table) => table.string('alert_state'),
};

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(TABLE))) return;
    for (const [column, add] of Object.entries(COLUMNS)) {
      if (!(await knex.schema.hasColumn(TABLE, column))) {
        await knex.schema.alterTable(TABLE, (table) => add(table));
      }
    }
    const leads = await knex(TABLE).select('id', 'phone', 'email').orderBy([{ column: 'submitted_at' }, { column: 'id' }]);
    const seen = new Map();
    for (const lead of leads) {
      const keys = [phoneKey(lead.phone), emailKey(lead.email)];
      const earlier = new Set();
      for (const key of keys) for (const id of seen.get(key) ?? []) earlier.add(id);
      for (const key of keys) {
        if (!key) continue;
        if (!seen.has(key)) seen.set(key, []);
        seen.get(key).push(lead.id);
      }
      await knex(TABLE)
        .where({ id: lead.id })
        .update({
          phone_key: keys[0],
          email_key: keys[1],
          enquiry_count: earlier.size + 1,
          alert_state: 'Before alerts',
        });
    }
  },
  async down() {
    // The columns belong to the lead's schema now; nothing to undo.
  },
};
