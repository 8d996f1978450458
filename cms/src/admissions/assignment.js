'use strict';

/**
 * Who owns a new lead: a repeat goes to the counsellor of the same person's latest earlier lead; any other
 * lead to the next counsellor, in turn, of its course's assignment rule (or of the rule with no course).
 */
const { phoneKey, emailKey } = require('./keys');

const LEAD_UID = 'api::lead.lead';
const RULE_UID = 'api::assignment-rule.assignment-rule';

/** Where a lead is the same person's (either key), before `beforeId` when given; null without a key. */
function personWhere(keys, beforeId) {
  const or = [];
  if (keys.phoneKey) or.push({ phoneKey: keys.phoneKey });
  if (keys.emailKey) or.push({ emailKey: keys.emailKey });
  if (or.length === 0) return null;
  return { $or: or, ...(beforeId ? { id: { $lt: beforeId } } : {}) };
}

/** The same person's earlier leads (phone or e-mail key), oldest first unless `newestFirst`, with their counsellors. */
async function earlierLeads(strapi, keys, { beforeId, limit = 50, newestFirst = false } = {}) {
  const where = personWhere(keys, beforeId);
  if (!where) return [];
  const direction = newestFirst ? 'desc' : 'asc';
  return strapi.db.query(LEAD_UID).findMany({
    where,
    select: ['id', 'documentId', 'submittedAt', 'form', 'course', 'leadStatus'],
    populate: { counsellor: { select: ['id', 'firstname', 'lastname', 'username', 'email', 'isActive', 'blocked'] } },
    orderBy: [{ submittedAt: direction }, { id: direction }],
    limit,
  });
}

/** How many leads this person has sent before (a count: a person may have many). */
async function countEarlierLeads(strapi, keys) {
  const where = personWhere(keys);
  return where ? strapi.db.query(LEAD_UID).count({ where }) : 0;
}

function leadKeys(data) {
  return { phoneKey: phoneKey(data.phone), emailKey: emailKey(data.email) };
}

const canTakeLeads = (user) => Boolean(user && user.isActive !== false && !user.blocked);

/** The rule for a course: its own (names compared without case or outer spaces), else the one with no course. */
function ruleFor(rules, course) {
  const wanted = String(course ?? '').trim().toLowerCase();
  const named = wanted && rules.find((rule) => String(rule.course ?? '').trim().toLowerCase() === wanted);
  return named || rules.find((rule) => !String(rule.course ?? '').trim()) || null;
}

/**
 * Takes the next turn of a rule: its count is raised and read in one transaction, so two leads (or two CMS
 * processes) at the same moment take two different turns. `inTransaction(work)` runs `work(trx)` in the
 * caller's transaction when there is one: a lead is created inside the intake's transaction, and a second
 * one of our own would wait for a connection that transaction holds (SQLite has one).
 */
async function takeTurn(inTransaction, table, column, id) {
  return inTransaction(async (trx) => {
    await trx(table).where({ id }).increment(column, 1);
    const row = await trx(table).where({ id }).first(column);
    return Number(row[column]);
  });
}

/** The counsellor whose turn it is: the rule's active counsellors in a fixed order (by id), turn by turn. */
function counsellorForTurn(counsellors, turn) {
  const able = counsellors.filter(canTakeLeads).sort((a, b) => a.id - b.id);
  return able.length === 0 ? null : able[(turn - 1) % able.length];
}

/** The next counsellor of the course's rule (or of the rule with no course), or null when it has none. */
async function nextCounsellor(strapi, course) {
  const rules = await strapi.db.query(RULE_UID).findMany({
    select: ['id', 'course'],
    populate: { counsellors: { select: ['id', 'email', 'isActive', 'blocked'] } },
    orderBy: { id: 'asc' },
  });
  const rule = ruleFor(rules, course);
  if (!rule || !(rule.counsellors ?? []).some(canTakeLeads)) return null;
  const meta = strapi.db.metadata.get(RULE_UID);
  const column = meta.attributes.assignedCount.columnName ?? 'assigned_count';
  // Strapi's transaction joins the one the create runs in (src/api/lead/controllers/lead.js), if any.
  const inTransaction = (work) => strapi.db.transaction(({ trx }) => work(trx));
  const turn = await takeTurn(inTransaction, meta.tableName, column, rule.id);
  return counsellorForTurn(rule.counsellors, turn);
}

/**
 * What a new lead gets before it is stored: its keys, how many times this person has enquired, the first
 * enquiry, and its counsellor (unless whoever created it chose one).
 */
async function admissionsFieldsFor(strapi, data) {
  const keys = leadKeys(data);
  const count = await countEarlierLeads(strapi, keys);
  const fields = { ...keys, enquiryCount: count + 1 };
  if (count === 0) {
    if (data.counsellor === undefined || data.counsellor === null) {
      const counsellor = await nextCounsellor(strapi, data.course);
      if (counsellor) fields.counsellor = counsellor.id;
    }
    return fields;
  }
  const [first] = await earlierLeads(strapi, keys, { limit: 1 });
  fields.repeatOf = first.id;
  if (data.counsellor === undefined || data.counsellor === null) {
    // The counsellor of the person's latest earlier lead that has one who can still take leads.
    const recent = await earlierLeads(strapi, keys, { newestFirst: true });
    const previous = recent.find((lead) => canTakeLeads(lead.counsellor));
    const counsellor = previous?.counsellor ?? (await nextCounsellor(strapi, data.course));
    if (counsellor) fields.counsellor = counsellor.id;
  }
  return fields;
}

module.exports = {
  admissionsFieldsFor,
  canTakeLeads,
  countEarlierLeads,
  counsellorForTurn,
  earlierLeads,
  leadKeys,
  nextCounsellor,
  ruleFor,
  takeTurn,
};
