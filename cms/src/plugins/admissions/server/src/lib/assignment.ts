/**
 * Who owns a new lead: a repeat goes to the counsellor of the same person's latest earlier lead; any other
 * lead to the next counsellor, in turn, of the assignment rule that fits it: a rule naming the lead's form
 * first (job applications to HR, recruiters' demo calls to a corporate desk), then its course's rule, then the
 * rule with neither. A person's earlier leads are those of the same audience (lib/shared/leads.mjs): a job
 * application is not a repeat of its sender's enquiry, nor an enquiry of their job application.
 */
import type { Knex } from 'knex';
import { emailKey, phoneKey } from '@codebridge/shared/contact.mjs';
import {
  kindsOfAudience,
  leadAudience,
  LEAD_KINDS,
  WORKED_LEAD_STATUSES,
  type LeadKind,
} from '@codebridge/shared/leads.mjs';
import { LEAD_UID } from '../../../common/leads';
import { counsellorsAmong, isActiveAccount } from './counsellors';
import { USER_FIELDS, type AdminUser, type LeadRow, type Strapi } from './types';

export const RULE_UID = 'api::assignment-rule.assignment-rule';

export interface PersonKeys {
  phoneKey: string | null;
  emailKey: string | null;
}

/** A person's keys, and the kind of lead whose audience their earlier leads must share (any when absent). */
export interface Person extends Partial<PersonKeys> {
  form?: string | null;
}

/**
 * Where a lead is the same person's (either key) in the same audience as `form`, before `beforeId` when
 * given; null without a key.
 */
function personWhere(person: Person, beforeId?: number) {
  const or: Record<string, string>[] = [];
  if (person.phoneKey) or.push({ phoneKey: person.phoneKey });
  if (person.emailKey) or.push({ emailKey: person.emailKey });
  if (or.length === 0) return null;
  return {
    $or: or,
    // The form is required and one of the kinds (the lead schema's enumeration).
    ...(person.form === undefined ? {} : { form: { $in: kindsOfAudience(leadAudience(person.form)) } }),
    ...(beforeId ? { id: { $lt: beforeId } } : {}),
  };
}

/**
 * The same person's earlier leads (phone or e-mail key, same audience), oldest first unless `newestFirst`,
 * with their counsellors.
 */
export async function earlierLeads(
  strapi: Strapi,
  keys: Person,
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
async function countEarlierLeads(strapi: Strapi, keys: Person): Promise<number> {
  const where = personWhere(keys);
  return where ? strapi.db.query(LEAD_UID).count({ where }) : 0;
}

export function leadKeys(data: { phone?: unknown; email?: unknown }): PersonKeys {
  return { phoneKey: phoneKey(data.phone), emailKey: emailKey(data.email) };
}

export interface Rule {
  id: number;
  course?: string | null;
  /** The kinds of lead (the lead's `form`) the rule takes; none: any. */
  forms?: unknown;
  counsellors?: AdminUser[];
}

/** What a rule matches a lead by. */
export interface LeadToRoute {
  course?: string | null;
  form?: string | null;
}

const folded = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase();

/**
 * A rule's forms as stored (a JSON list of kinds), kept to the kinds a lead can have, each once, in the
 * kinds' order: anything else in the list is ignored, never matched.
 */
export function ruleForms(forms: unknown): LeadKind[] {
  const listed = new Set((Array.isArray(forms) ? forms : []).map(folded));
  return LEAD_KINDS.filter((kind) => listed.has(folded(kind)));
}

/**
 * The rule for a lead. A rule that names the lead's form comes first (of those, one for its course before
 * one with no course; a rule naming forms and another course does not take it); then the rule of its course
 * (names compared without case or outer spaces) among the rules without forms; then the rule with neither.
 */
export function ruleFor(rules: Rule[], lead: LeadToRoute | string | null | undefined): Rule | null {
  const { course, form } = typeof lead === 'object' && lead !== null ? lead : { course: lead, form: null };
  const wanted = folded(course);
  const hasCourse = (rule: Rule) => folded(rule.course) !== '';
  const ofCourse = (rule: Rule) => wanted !== '' && folded(rule.course) === wanted;
  const withForms = rules.filter((rule) => ruleForms(rule.forms).length > 0);
  const withoutForms = rules.filter((rule) => ruleForms(rule.forms).length === 0);
  const forForm = form
    ? withForms.filter((rule) => ruleForms(rule.forms).some((kind) => folded(kind) === folded(form)))
    : [];
  return (
    forForm.find(ofCourse) ??
    forForm.find((rule) => !hasCourse(rule)) ??
    withoutForms.find(ofCourse) ??
    withoutForms.find((rule) => !hasCourse(rule)) ??
    null
  );
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
  const able = counsellors.filter(isActiveAccount).sort((a, b) => a.id - b.id);
  return able.length === 0 ? null : (able[(turn - 1) % able.length] ?? null);
}

/** The next counsellor of the rule that fits the lead (ruleFor), or null when it has none. */
export async function nextCounsellor(strapi: Strapi, lead: LeadToRoute): Promise<AdminUser | null> {
  const rules: Rule[] = await strapi.db.query(RULE_UID as never).findMany({
    select: ['id', 'course', 'forms'],
    populate: { counsellors: { select: ['id', 'email', 'isActive', 'blocked'] } },
    orderBy: { id: 'asc' },
  });
  const rule = ruleFor(rules, lead);
  // Only accounts that work leads take turns (a rule naming anyone else was refused when saved, or the
  // account's role changed since).
  const able = rule ? await counsellorsAmong(strapi, rule.counsellors ?? []) : [];
  if (!rule || able.length === 0) return null;
  const meta = strapi.db.metadata.get(RULE_UID);
  const column = (meta.attributes.assignedCount as { columnName?: string }).columnName ?? 'assigned_count';
  // Strapi's transaction joins the one the create runs in (the lead intake's), if any.
  const inTransaction = <T>(work: (trx: Knex.Transaction) => Promise<T>) =>
    strapi.db.transaction(({ trx }) => work(trx)) as unknown as Promise<T>;
  const turn = await takeTurn(inTransaction, meta.tableName, column, rule.id);
  return counsellorForTurn(able, turn);
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
  data: {
    phone?: unknown;
    email?: unknown;
    course?: string | null;
    form?: string | null;
    counsellor?: unknown;
  },
): Promise<AdmissionsFields> {
  const keys = { ...leadKeys(data), form: data.form ?? null };
  const count = await countEarlierLeads(strapi, keys);
  const fields: AdmissionsFields = { ...leadKeys(data), enquiryCount: count + 1 };
  const chosen = data.counsellor !== undefined && data.counsellor !== null;
  if (count === 0) {
    if (!chosen) {
      const counsellor = await nextCounsellor(strapi, data);
      if (counsellor) fields.counsellor = counsellor.id;
    }
    return fields;
  }
  const [first] = await earlierLeads(strapi, keys, { limit: 1 });
  if (first) fields.repeatOf = first.id;
  if (!chosen) {
    // The counsellor of the person's latest earlier lead that has one who can still take leads.
    const recent = await earlierLeads(strapi, keys, { newestFirst: true });
    // counsellorsAmong keeps the order given: the first is the newest earlier lead's.
    const [previous] = await counsellorsAmong(
      strapi,
      recent.flatMap((lead) => (lead.counsellor ? [lead.counsellor] : [])),
    );
    const counsellor = previous ?? (await nextCounsellor(strapi, data));
    if (counsellor) fields.counsellor = counsellor.id;
  }
  return fields;
}

/** A lead as workedByPerson reads it. */
export interface KeyedLead extends Person {
  id: number;
}

/**
 * Who is working each lead's person: for each lead, the newest other lead of the same person (phone or
 * e-mail key) and audience that is Contacted or Enrolled, with its counsellor. One query for all the leads;
 * leads whose person nobody works are not in the map.
 */
export async function workedByPerson(strapi: Strapi, leads: KeyedLead[]): Promise<Map<number, LeadRow>> {
  const phones = [...new Set(leads.map((lead) => lead.phoneKey).filter(Boolean))] as string[];
  const emails = [...new Set(leads.map((lead) => lead.emailKey).filter(Boolean))] as string[];
  const worked = new Map<number, LeadRow>();
  if (phones.length === 0 && emails.length === 0) return worked;
  const or = [
    ...(phones.length > 0 ? [{ phoneKey: { $in: phones } }] : []),
    ...(emails.length > 0 ? [{ emailKey: { $in: emails } }] : []),
  ];
  const rows: LeadRow[] = await strapi.db.query(LEAD_UID).findMany({
    where: { $or: or, leadStatus: { $in: [...WORKED_LEAD_STATUSES] } },
    select: ['id', 'documentId', 'submittedAt', 'form', 'course', 'leadStatus', 'phoneKey', 'emailKey'],
    populate: { counsellor: { select: USER_FIELDS } },
    orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
  });
  for (const lead of leads) {
    const audience = leadAudience(lead.form);
    const same = rows.find(
      (row) =>
        row.id !== lead.id &&
        leadAudience(row.form) === audience &&
        ((lead.phoneKey && row.phoneKey === lead.phoneKey) ||
          (lead.emailKey && row.emailKey === lead.emailKey)),
    );
    if (same) worked.set(lead.id, same);
  }
  return worked;
}
