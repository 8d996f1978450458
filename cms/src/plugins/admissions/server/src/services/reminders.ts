/**
 * Reminders, run by a cron task every minute with the time as its argument (tests pass another):
 * - each counsellor's morning digest, once per working day (Monday to Saturday, from 09:00 India time):
 *   their follow-ups due today or overdue, and their New leads. A row per counsellor and day
 *   (admissions-digest, unique key) is made if missing, then claimed (src/claims.ts): of two processes, or
 *   a run after a restart, only the one whose claim succeeds sends. A failed send releases the claim, so
 *   the next minute tries again; a process that dies between its claim and the send loses that one digest
 *   rather than repeating it. A digest with nothing to list is recorded and not sent.
 * - the escalation: leads still New after two working hours, each once, in one e-mail to ADMISSIONS_EMAIL.
 *   Each lead's `escalatedAt` is claimed before the send, and released if the send fails. A repeat of a
 *   person someone is already working (another of their leads Contacted or Enrolled) is not untouched: it is
 *   not escalated, and the digest says who works the person and in what status.
 */
import { randomUUID } from 'node:crypto';
import { NEW_LEAD_STATUS, OPEN_LEAD_STATUSES } from '@codebridge/shared/leads.mjs';
import { claim } from '../../../../../claims';
import { isMailConfigured, sendMail } from '../../../../../mail';
import { LEAD_UID } from '../../../common/leads';
import { workedByPerson, type KeyedLead } from '../lib/assignment';
import { counsellorsAmong } from '../lib/counsellors';
import { digestMessage, escalationMessage, type ListedLead, type MailLead } from '../lib/messages';
import { NOT_A_TEST_LEAD } from '../lib/test-leads';
import { USER_FIELDS, type AdminUser, type Strapi } from '../lib/types';
import * as hours from '../lib/working-hours';
import { ADMISSIONS_ROLE } from '../security';
import { settings } from '../settings';

const RULE_UID = 'api::assignment-rule.assignment-rule';
const DIGEST_UID = 'api::admissions-digest.admissions-digest';
/** Leads older than this are not escalated (a CMS that was off for a week does not escalate the past). */
const ESCALATION_WINDOW_MS = 7 * 86_400_000;
const LEAD_FIELDS = [
  'id',
  'documentId',
  'name',
  'phone',
  'course',
  'position',
  'form',
  'leadStatus',
  'submittedAt',
  'nextFollowUp',
  'phoneKey',
  'emailKey',
];

type Keyed = MailLead & KeyedLead;

/** The leads, each with who is working its person (when someone other than this lead is). */
async function withWorkedBy(strapi: Strapi, leads: Keyed[]): Promise<ListedLead[]> {
  const worked = await workedByPerson(strapi, leads);
  return leads.map((lead) => ({ ...lead, worked: worked.get(lead.id) ?? null }));
}

/**
 * Counsellors: the Admissions role's users and everyone in an assignment rule, of them those who can take
 * leads now (lib/counsellors.ts): a digest lists names and phones, so it never goes to an account whose role
 * does not read leads (an Editor a rule named before that was refused, or someone moved out of admissions).
 */
export async function counsellors(strapi: Strapi): Promise<AdminUser[]> {
  const byRole: AdminUser[] = await strapi.db.query('admin::user').findMany({
    where: { roles: { code: ADMISSIONS_ROLE } },
    select: USER_FIELDS,
  });
  const rules: { counsellors?: AdminUser[] }[] = await strapi.db.query(RULE_UID as never).findMany({
    select: ['id'],
    populate: { counsellors: { select: USER_FIELDS } },
  });
  const all = new Map<number, AdminUser>();
  for (const user of [...byRole, ...rules.flatMap((rule) => rule.counsellors ?? [])]) all.set(user.id, user);
  return (await counsellorsAmong(strapi, [...all.values()])).filter((user) => user.email);
}

/** A counsellor's leads for the digest at `now`: follow-ups due by the end of the day, and New leads. */
export async function digestLeads(strapi: Strapi, counsellorId: number, now: Date) {
  const leads = strapi.db.query(LEAD_UID);
  const followUps: Keyed[] = await leads.findMany({
    where: {
      counsellor: { id: counsellorId },
      leadStatus: { $in: [...OPEN_LEAD_STATUSES] },
      nextFollowUp: { $lt: hours.endOfIndiaDay(now) },
      ...NOT_A_TEST_LEAD,
    },
    select: LEAD_FIELDS,
    orderBy: { nextFollowUp: 'asc' },
    limit: 200,
  });
  const uncontacted: Keyed[] = await leads.findMany({
    where: { counsellor: { id: counsellorId }, leadStatus: NEW_LEAD_STATUS, ...NOT_A_TEST_LEAD },
    select: LEAD_FIELDS,
    orderBy: { submittedAt: 'asc' },
    limit: 200,
  });
  return { followUps, uncontacted: await withWorkedBy(strapi, uncontacted) };
}

/** The row of a counsellor's digest for a day, made if it is missing (the key is unique). */
async function digestRow(strapi: Strapi, key: string, day: string, counsellorId: number): Promise<void> {
  const digests = strapi.db.query(DIGEST_UID as never);
  if (await digests.findOne({ where: { key }, select: ['id'] })) return;
  try {
    // Through the database layer: a hidden bookkeeping row, so it gets its documentId here.
    const documentId = randomUUID().replace(/-/g, '').slice(0, 24);
    await digests.create({ data: { documentId, key, day, counsellorId } });
  } catch (error) {
    // Another process made it at the same moment; anything else is a real failure.
    if (!(await digests.findOne({ where: { key }, select: ['id'] }))) throw error;
  }
}

/** Sends each counsellor's digest for `now`'s day if it is due and not yet sent. Returns how many went. */
export async function sendDigests(strapi: Strapi, now: Date): Promise<number> {
  if (!hours.isDigestTime(now)) return 0;
  const day = hours.indiaDate(now);
  const { adminUrl } = settings(strapi);
  const people = await counsellors(strapi);
  if (people.length === 0) return 0;
  const keyOf = (user: AdminUser) => `digest:${day}:${user.id}`;
  const digests = strapi.db.query(DIGEST_UID as never);
  const done = new Set(
    (
      (await digests.findMany({
        where: { key: { $in: people.map(keyOf) }, leadsListed: { $notNull: true } },
        select: ['key'],
      })) as { key: string }[]
    ).map((row) => row.key),
  );
  let sent = 0;
  for (const user of people) {
    const key = keyOf(user);
    if (done.has(key)) continue;
    await digestRow(strapi, key, day, user.id);
    if (
      !(await claim(
        strapi,
        DIGEST_UID,
        { key, claimedAt: { $null: true }, leadsListed: { $null: true } },
        { claimedAt: now },
      ))
    ) {
      continue;
    }
    const { followUps, uncontacted } = await digestLeads(strapi, user.id, now);
    const listed = followUps.length + uncontacted.length;
    if (listed === 0) {
      await digests.update({ where: { key }, data: { leadsListed: 0 } });
      continue;
    }
    const message = digestMessage({ counsellor: user, followUps, uncontacted, now, adminUrl });
    try {
      await sendMail(strapi, {
        to: user.email ?? '',
        ...message,
        messageId: `digest-${day}-${user.id}@admissions.cms`,
      });
    } catch (error) {
      await digests.update({ where: { key }, data: { claimedAt: null } });
      strapi.log.warn(
        `Digest for counsellor ${user.id} not sent (${(error as { code?: string })?.code ?? 'not sent'}); tried again next minute.`,
      );
      continue;
    }
    await digests.update({ where: { key }, data: { leadsListed: listed, sentAt: new Date() } });
    sent += 1;
  }
  return sent;
}

/** Escalates the leads still New after two working hours to ADMISSIONS_EMAIL, each once. */
export async function escalateLateLeads(strapi: Strapi, now: Date): Promise<number> {
  const { adminUrl, admissionsEmail } = settings(strapi);
  if (!admissionsEmail) return 0;
  const leads = strapi.db.query(LEAD_UID);
  const candidates: (Keyed & { submittedAt: string })[] = await leads.findMany({
    where: {
      leadStatus: NEW_LEAD_STATUS,
      escalatedAt: { $null: true },
      submittedAt: {
        $lte: new Date(now.getTime() - hours.ESCALATE_AFTER_MS),
        $gte: new Date(now.getTime() - ESCALATION_WINDOW_MS),
      },
      ...NOT_A_TEST_LEAD,
    },
    select: LEAD_FIELDS,
    populate: { counsellor: { select: USER_FIELDS } },
    orderBy: { submittedAt: 'asc' },
    limit: 200,
  });
  const due = candidates.filter((lead) => hours.isEscalationDue(new Date(lead.submittedAt), now));
  // Someone is working the person already: their new lead is not untouched.
  const worked = await workedByPerson(strapi, due);
  const late = due.filter((lead) => !worked.has(lead.id));
  const claimed = [];
  for (const lead of late) {
    const due = { id: lead.id, escalatedAt: { $null: true }, leadStatus: NEW_LEAD_STATUS };
    if (await claim(strapi, LEAD_UID, due, { escalatedAt: now })) claimed.push(lead);
  }
  const [first] = claimed;
  if (!first) return 0;
  const message = escalationMessage({ leads: claimed, adminUrl });
  try {
    await sendMail(strapi, {
      to: admissionsEmail,
      ...message,
      messageId: `escalation-${first.documentId}-${claimed.length}@admissions.cms`,
    });
  } catch (error) {
    await leads.updateMany({
      where: { id: { $in: claimed.map((lead) => lead.id) } },
      data: { escalatedAt: null },
    });
    strapi.log.warn(
      `Escalation of ${claimed.length} leads not sent (${(error as { code?: string })?.code ?? 'not sent'}); tried again next minute.`,
    );
    return 0;
  }
  return claimed.length;
}

let queue: Promise<unknown> = Promise.resolve();

/** The cron's minute: the digests and the escalations due at `now`. One run at a time in a process. */
export function runReminders(
  strapi: Strapi,
  now = new Date(),
): Promise<{ digests: number; escalated: number }> {
  const run = queue.then(async () => {
    if (!isMailConfigured(strapi)) return { digests: 0, escalated: 0 };
    const digests = await sendDigests(strapi, now);
    const escalated = await escalateLateLeads(strapi, now);
    return { digests, escalated };
  });
  queue = run.catch(() => {});
  return run;
}

const remindersService = ({ strapi }: { strapi: Strapi }) => ({
  run: (now: Date) => runReminders(strapi, now),
});

export default remindersService;
