'use strict';

/**
 * Reminders, run by a cron task every minute with the time as its argument (tests pass another):
 * - each counsellor's morning digest, once per working day (Monday to Saturday, from 09:00 India time):
 *   their follow-ups due today or overdue, and their New leads. A row per counsellor and day
 *   (admissions-digest, unique key) is inserted before the send: of two processes, or a run after a
 *   restart, only the one whose insert succeeds sends. A failed send deletes the row, so the next minute
 *   tries again. A digest with nothing to list is recorded and not sent.
 * - the escalation: leads still New after two working hours, each once, in one e-mail to ADMISSIONS_EMAIL.
 *   `escalatedAt` is claimed per lead with an UPDATE … WHERE escalatedAt IS NULL before the send, and
 *   cleared again if the send fails.
 */
const { randomUUID } = require('node:crypto');
const { sendMail, isMailConfigured, mailSettings } = require('../mail');
const { digestMessage, escalationMessage } = require('./messages');
const hours = require('./working-hours');

const LEAD_UID = 'api::lead.lead';
const RULE_UID = 'api::assignment-rule.assignment-rule';
const DIGEST_UID = 'api::admissions-digest.admissions-digest';
const ADMISSIONS_ROLE = 'admissions';
const OPEN_STATUSES = ['New', 'Contacted'];
/** Leads older than this are not escalated (a CMS that was off for a week does not escalate the past). */
const ESCALATION_WINDOW_MS = 7 * 86_400_000;
const USER_FIELDS = ['id', 'firstname', 'lastname', 'username', 'email', 'isActive', 'blocked'];

/** Counsellors: the Admissions role's users and everyone in an assignment rule. */
async function counsellors(strapi) {
  const byRole = await strapi.db.query('admin::user').findMany({
    where: { roles: { code: ADMISSIONS_ROLE } },
    select: USER_FIELDS,
  });
  const rules = await strapi.db.query(RULE_UID).findMany({
    select: ['id'],
    populate: { counsellors: { select: USER_FIELDS } },
  });
  const all = new Map();
  for (const user of [...byRole, ...rules.flatMap((rule) => rule.counsellors ?? [])]) all.set(user.id, user);
  return [...all.values()].filter((user) => user.isActive !== false && !user.blocked && user.email);
}

async function digestLeads(strapi, counsellorId, now) {
  const leads = strapi.db.query(LEAD_UID);
  const select = ['id', 'documentId', 'name', 'phone', 'course', 'form', 'leadStatus', 'submittedAt', 'nextFollowUp'];
  const followUps = await leads.findMany({
    where: {
      counsellor: { id: counsellorId },
      leadStatus: { $in: OPEN_STATUSES },
      nextFollowUp: { $lt: hours.endOfIndiaDay(now) },
    },
    select,
    orderBy: { nextFollowUp: 'asc' },
    limit: 200,
  });
  const uncontacted = await leads.findMany({
    where: { counsellor: { id: counsellorId }, leadStatus: 'New' },
    select,
    orderBy: { submittedAt: 'asc' },
    limit: 200,
  });
  return { followUps, uncontacted };
}

async function claimDigest(strapi, key, day, counsellorId) {
  try {
    // Through the database layer: a hidden bookkeeping row, so it gets its documentId here.
    const documentId = randomUUID().replace(/-/g, '').slice(0, 24);
    return await strapi.db.query(DIGEST_UID).create({ data: { documentId, key, day, counsellorId } });
  } catch (error) {
    // The unique key: this counsellor's digest for the day is someone else's, or sent already.
    const taken = await strapi.db.query(DIGEST_UID).findOne({ where: { key }, select: ['id'] });
    if (taken) return null;
    throw error;
  }
}

/** Sends each counsellor's digest for `now`'s day if it is due and not yet sent. Returns how many went. */
async function sendDigests(strapi, now) {
  if (!hours.isDigestTime(now)) return 0;
  const day = hours.indiaDate(now);
  const settings = mailSettings(strapi);
  const people = await counsellors(strapi);
  if (people.length === 0) return 0;
  const keyOf = (user) => `digest:${day}:${user.id}`;
  const done = new Set(
    (
      await strapi.db.query(DIGEST_UID).findMany({
        where: { key: { $in: people.map(keyOf) } },
        select: ['key'],
      })
    ).map((row) => row.key),
  );
  let sent = 0;
  for (const user of people) {
    const key = keyOf(user);
    if (done.has(key)) continue;
    const row = await claimDigest(strapi, key, day, user.id);
    if (!row) continue;
    const { followUps, uncontacted } = await digestLeads(strapi, user.id, now);
    const listed = followUps.length + uncontacted.length;
    if (listed === 0) {
      await strapi.db.query(DIGEST_UID).update({ where: { id: row.id }, data: { leadsListed: 0 } });
      continue;
    }
    const message = digestMessage({ counsellor: user, followUps, uncontacted, now, adminUrl: settings.adminUrl });
    try {
      await sendMail(strapi, { to: user.email, ...message, messageId: `digest-${day}-${user.id}@admissions.cms` });
    } catch (error) {
      await strapi.db.query(DIGEST_UID).delete({ where: { id: row.id } });
      strapi.log.warn(`Digest for counsellor ${user.id} not sent (${error?.code ?? 'not sent'}); tried again next minute.`);
      continue;
    }
    await strapi.db.query(DIGEST_UID).update({ where: { id: row.id }, data: { leadsListed: listed, sentAt: new Date() } });
    sent += 1;
  }
  return sent;
}

/** Escalates the leads still New after two working hours to ADMISSIONS_EMAIL, each once. */
async function escalateLateLeads(strapi, now) {
  const settings = mailSettings(strapi);
  if (!settings.admissionsEmail) return 0;
  const leads = strapi.db.query(LEAD_UID);
  const candidates = await leads.findMany({
    where: {
      leadStatus: 'New',
      escalatedAt: { $null: true },
      submittedAt: {
        $lte: new Date(now.getTime() - hours.ESCALATE_AFTER_MS),
        $gte: new Date(now.getTime() - ESCALATION_WINDOW_MS),
      },
    },
    select: ['id', 'documentId', 'name', 'phone', 'course', 'form', 'leadStatus', 'submittedAt'],
    populate: { counsellor: { select: USER_FIELDS } },
    orderBy: { submittedAt: 'asc' },
    limit: 200,
  });
  const late = candidates.filter((lead) => hours.isEscalationDue(new Date(lead.submittedAt), now));
  const claimed = [];
  for (const lead of late) {
    const { count } = await leads.updateMany({
      where: { id: lead.id, escalatedAt: { $null: true }, leadStatus: 'New' },
      data: { escalatedAt: now },
    });
    if (count === 1) claimed.push(lead);
  }
  if (claimed.length === 0) return 0;
  const message = escalationMessage({ leads: claimed, adminUrl: settings.adminUrl });
  try {
    await sendMail(strapi, {
      to: settings.admissionsEmail,
      ...message,
      messageId: `escalation-${claimed[0].documentId}-${claimed.length}@admissions.cms`,
    });
  } catch (error) {
    await leads.updateMany({ where: { id: { $in: claimed.map((lead) => lead.id) } }, data: { escalatedAt: null } });
    strapi.log.warn(`Escalation of ${claimed.length} leads not sent (${error?.code ?? 'not sent'}); tried again next minute.`);
    return 0;
  }
  return claimed.length;
}

let queue = Promise.resolve();

/** The cron's minute: the digests and the escalations due at `now`. One run at a time in a process. */
function runReminders(strapi, now = new Date()) {
  const run = queue.then(async () => {
    if (!isMailConfigured(strapi)) return { digests: 0, escalated: 0 };
    const digests = await sendDigests(strapi, now);
    const escalated = await escalateLateLeads(strapi, now);
    return { digests, escalated };
  });
  queue = run.catch(() => {});
  return run;
}

module.exports = { ADMISSIONS_ROLE, runReminders, sendDigests, escalateLateLeads, counsellors };
