/**
 * One-off backfill for the admissions fields of the leads stored before them (the admissions plugin). Strapi
 * runs this before it brings the tables in line with the schemas, so the columns the backfill writes are
 * added here first, as the schema sync would make them; a fresh database (no leads table yet) has nothing
 * to do.
 *
 * - phone_key, email_key: so a new enquiry from an earlier visitor is recognised as a repeat;
 * - enquiry_count: how many times this person had enquired by then;
 * - alert_state 'Before alerts': the leads that came before the server's alerts are not alerted now (the
 *   new column's default would queue every one of them).
 * The first enquiry's link (repeat_of) is a relation, whose table the sync makes later: old leads keep
 * their count, and new repeats link to the first of them.
 */
import type { Knex } from 'knex';
import { emailKey, phoneKey } from '@codebridge/shared/contact.mjs';

const TABLE = 'leads';
const COLUMNS: Record<string, (table: Knex.AlterTableBuilder) => void> = {
  phone_key: (table) => table.string('phone_key'),
  email_key: (table) => table.string('email_key'),
  enquiry_count: (table) => table.integer('enquiry_count'),
  alert_state: (table) => table.string('alert_state'),
};

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable(TABLE))) return;
  for (const [column, add] of Object.entries(COLUMNS)) {
    if (!(await knex.schema.hasColumn(TABLE, column))) await knex.schema.alterTable(TABLE, add);
  }
  const leads: { id: number; phone: string | null; email: string | null }[] = await knex(TABLE)
    .select('id', 'phone', 'email')
    .orderBy([{ column: 'submitted_at' }, { column: 'id' }]);
  const seen = new Map<string, number[]>();
  for (const lead of leads) {
    const keys = [phoneKey(lead.phone), emailKey(lead.email)];
    const earlier = new Set<number>();
    for (const key of keys) for (const id of (key && seen.get(key)) || []) earlier.add(id);
    for (const key of keys) {
      if (!key) continue;
      seen.set(key, [...(seen.get(key) ?? []), lead.id]);
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
}

export async function down() {
  // The columns belong to the lead's schema now; nothing to undo.
}
