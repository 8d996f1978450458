/**
 * Who owns a new lead: a repeat goes to the counsellor of the same person's latest earlier lead; any other
 * lead to the next counsellor, in turn, of its course's assignment rule (or of the rule with no course).
 */
import type { Knex } from 'knex';
import { emailKey, phoneKey } from '@codebridge/shared/contact.mjs';
import { LEAD_UID } from '../../../common/leads';
import { USER_FIELDS, type AdminUser, type LeadRow, type Strapi } from './types';

const RULE_UID = 'api::assignment-rule.assignment-rule';

export interface PersonKeys {
  phoneKey: string | null;
  emailKey: string | null;
}

/** Where a lead is the same person's (either key), before `beforeId` when given; null without a key. */
function personWhere(keys: Partial<PersonKeys>, beforeId?: number) {
  const or: Record<string, string>[] = [];
  if (keys.phoneKey) or.push({ phoneKey: keys.phoneKey });
  if (keys.emailKey) or.push({ emailKey: keys.emailKey });
  if (or.length === 0) return null;
  return { $or: or, ...(beforeId ? { id: { $lt: beforeId } } : {}) };
}

/** The same person's earlier leads (phone or e-mail key), oldest first unless `newestFirst`, with their counsellors. */
export async function earlierLeads(
  strapi: Strapi,
  keys: Partial<PersonKeys>,
  {
    beforeId,
    limit = 50,
    newestFirst = false,
  }: { beforeId?: number; limit?: number; newestFirst?: boolean } = {},
): Promise<LeadRow[]> {
  const where = personWhere(keys, beforeId);
  if (!where) return [];
  const direction = newestFirst ? 'desc' : 'asc';
  return strapi.db.query(LEAD_UID).findMany({
    where,
    select: ['id', 'documentId', 'submittedAt', 'form', 'course', 'leadStatus'],
    populate: { counsellor: { select: USER_FIELDS } },
    orderBy: [{ submittedAt: direction }, { id: direction }],
    limit,
  });
}

/** How many leads this person has sent before (a count: a person may have many). */
async function countEarlierLeads(strapi: Strapi, keys: PersonKeys): Promise<number> {
  const where = personWhere(keys);
  return where ? strapi.db.query(LEAD_UID).count({ where }) : 0;
}

export function leadKeys(data: { phone?: unknown; email?: unknown }): PersonKeys {
  return { phoneKey: phoneKey(data.phone), emailKey: emailKey(data.email) };
}

export const canTakeLeads = (user: AdminUser | null | undefined): user is AdminUser =>
  Boolean(user && user.isActive !== false && !user.blocked);

interface Rule {
  id: number;
  course?: string | null;
  counsellors?: AdminUser[];
}

/** The rule for a course: its own (names compared without case or outer spaces), else the one with no course. */
export function ruleFor(rules: Rule[], course: string | null | undefined): Rule | null {
  const wanted = String(course ?? '')
    .trim()
    .toLowerCase();
  const named =
    wanted &&
    rules.find(
      (rule) =>
        String(rule.course ?? '')
          .trim()
          .toLowerCase() === wanted,
    );
  return named || rules.find((rule) => !String(rule.course ?? '').trim()) || null;
}

/**
 * Takes the next turn of a rule: its count is raised and read in one transaction, so two leads (or two CMS
 * processes) at the same moment take two different turns. `inTransaction(work)` runs `work(trx)` in the
 * caller's transaction when there is one: a lead is created inside the intake's transaction, and a second
 * one of our own would wait for a connection that transaction holds (SQLite has one).
 */
export async function takeTurn(
  inTransaction: <T>(work: (trx: Knex.Transaction) => Promise<T>) => Promise<T>,
  table: string,
  column: string,
  id: number,
): Promise<number> {
  return inTransaction(async (trx) => {
    await trx(table).where({ id }).increment(column, 1);
    const row = await trx(table).where({ id }).first(column);
    return Number(row[column]);
  });
}

/** The counsellor whose turn it is: the rule's active counsellors in a fixed order (by id), turn by turn. */
export function counsellorForTurn(counsellors: AdminUser[], turn: number): AdminUser | null {
  const able = counsellors.filter(canTakeLeads).sort((a, b) => a.id - b.id);
  return able.length === 0 ? null : (able[(turn - 1) % able.length] ?? null);
}

/** The next counsellor of the course's rule (or of the rule with no course), or null when it has none. */
export async function nextCounsellor(
  strapi: Strapi,
  course: string | null | undefined,
): Promise<AdminUser | null> {
  const rules: Rule[] = await strapi.db.query(RULE_UID).findMany({
    select: ['id', 'course'],
    populate: { counsellors: { select: ['id', 'email', 'isActive', 'blocked'] } },
    orderBy: { id: 'asc' },
  });
  const rule = ruleFor(rules, course);
  if (!rule || !(rule.counsellors ?? []).some(canTakeLeads)) return null;
  const meta = strapi.db.metadata.get(RULE_UID);
  const column = (meta.attributes.assignedCount as { columnName?: string }).columnName ?? 'assigned_count';
  // Strapi's transaction joins the one the create runs in (the lead intake's), if any.
  const inTransaction = <T>(work: (trx: Knex.Transaction) => Promise<T>) =>
    strapi.db.transaction(({ trx }) => work(trx)) as unknown as Promise<T>;
  const turn = await takeTurn(inTransaction, meta.tableName, column, rule.id);
  return counsellorForTurn(rule.counsellors ?? [], turn);
}

export interface AdmissionsFields extends PersonKeys {
  enquiryCount: number;
  repeatOf?: number;
  counsellor?: number;
}

/**
 * What a new lead gets before it is stored: its keys, how many times this person has enquired, the first
 * enquiry, and its counsellor (unless whoever created it chose one).
 */
export async function admissionsFieldsFor(
  strapi: Strapi,
  data: { phone?: unknown; email?: unknown; course?: string | null; counsellor?: unknown },
): Promise<AdmissionsFields> {
  const keys = leadKeys(data);
  const count = await countEarlierLeads(strapi, keys);
  const fields: AdmissionsFields = { ...keys, enquiryCount: count + 1 };
  const chosen = data.counsellor !== undefined && data.counsellor !== null;
  if (count === 0) {
    if (!chosen) {
      const counsellor = await nextCounsellor(strapi, data.course);
      if (counsellor) fields.counsellor = counsellor.id;
    }
    return fields;
  }
  const [first] = await earlierLeads(strapi, keys, { limit: 1 });
  if (first) fields.repeatOf = first.id;
  if (!chosen) {
    // The counsellor of the person's latest earlier lead that has one who can still take leads.
    const recent = await earlierLeads(strapi, keys, { newestFirst: true });
    const previous = recent.find((lead) => canTakeLeads(lead.counsellor));
    const counsellor = previous?.counsellor ?? (await nextCounsellor(strapi, data.course));
    if (counsellor) fields.counsellor = counsellor.id;
  }
  return fields;
}
