/**
 * The alert for a new lead, sent by the CMS within a minute of storing it, once.
 *
 * The lead carries the alert's state. Sending starts with a claim (src/claims.ts): one UPDATE … WHERE that
 * moves the lead from a due state (Queued, Retrying past its time, Waiting for mail server once there is one,
 * or Sending claimed so long ago that its sender must have died) to Sending. The database lets one UPDATE
 * win, so of two CMS processes (or the create's own attempt and the cron's) exactly one sends. Then the
 * message goes with a Message-ID made from the lead's documentId, and the lead is marked Sent. A refusal or a
 * mail server that cannot be reached marks it Retrying with a later time (10 s, doubling, at most 5 minutes),
 * and the cron task (config/cron-tasks.ts, every 5 s) tries again. A process that dies between the send and
 * the mark leaves Sending behind: after 5 minutes it is sent again, with the same Message-ID
 * (docs/architecture.md, "From the CMS to the counsellor's inbox").
 */
import { claim } from '../../../../../claims';
import { isMailConfigured, sendMail, stableMessageId } from '../../../../../mail';
import { LEAD_UID } from '../../../common/leads';
import { canTakeLeads, earlierLeads } from '../lib/assignment';
import { alertMessage } from '../lib/messages';
import { USER_FIELDS, type LeadRow, type Strapi } from '../lib/types';
import { settings } from '../settings';

const DUE_STATES = ['Queued', 'Retrying'];
export const STALE_CLAIM_MS = 5 * 60_000;
const FIRST_RETRY_MS = 10_000;
const LAST_RETRY_MS = 5 * 60_000;
/** A lead that waited for a mail server longer than this is not alerted when one is configured at last. */
const WAITING_MAX_AGE_MS = 2 * 86_400_000;

export function retryDelay(attempts: number): number {
  return Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** The state a new lead's alert starts in. */
export function initialAlertState(strapi: Strapi): 'Queued' | 'Waiting for mail server' {
  return isMailConfigured(strapi) ? 'Queued' : 'Waiting for mail server';
}

/** The WHERE of a lead whose alert may be sent now. */
function dueWhere(now: Date) {
  return {
    $or: [
      {
        alertState: { $in: DUE_STATES },
        $or: [{ alertNextAttemptAt: { $null: true } }, { alertNextAttemptAt: { $lte: now } }],
      },
      {
        alertState: 'Waiting for mail server',
        submittedAt: { $gte: new Date(now.getTime() - WAITING_MAX_AGE_MS) },
      },
      { alertState: 'Sending', alertClaimedAt: { $lt: new Date(now.getTime() - STALE_CLAIM_MS) } },
    ],
  };
}

/** A short reason for the admin and the log: never the message, never an address. */
function reasonOf(error: unknown): string {
  const failure = error as { responseCode?: number; code?: string } | null;
  const code = failure?.responseCode ? `SMTP ${failure.responseCode}` : failure?.code;
  return String(code || 'not sent').slice(0, 60);
}

function messageId(adminUrl: string, documentId: string): string {
  return stableMessageId(`lead-alert-${documentId}`, adminUrl);
}

export type AlertOutcome = 'sent' | 'retrying' | 'no-recipient' | 'not-due' | 'no-mail-server';

/**
 * Sends one lead's alert if it is due and this process wins the claim. Returns what happened: 'sent',
 * 'retrying', 'no-recipient', 'not-due' (another process has it, or it went already) or 'no-mail-server'.
 */
export async function deliverAlert(strapi: Strapi, leadId: number, now = new Date()): Promise<AlertOutcome> {
  if (!isMailConfigured(strapi)) return 'no-mail-server';
  if (
    !(await claim(
      strapi,
      LEAD_UID,
      { id: leadId, ...dueWhere(now) },
      { alertState: 'Sending', alertClaimedAt: now },
    ))
  ) {
    return 'not-due';
  }
  const leads = strapi.db.query(LEAD_UID);
  const lead: LeadRow | null = await leads.findOne({
    where: { id: leadId },
    populate: { counsellor: { select: USER_FIELDS } },
  });
  if (!lead) return 'not-due';
  const { adminUrl, admissionsEmail } = settings(strapi);
  const earlier = await earlierLeads(strapi, lead, { beforeId: lead.id, newestFirst: true, limit: 5 });
  const counsellor = canTakeLeads(lead.counsellor) ? lead.counsellor : null;
  const to = counsellor?.email || admissionsEmail;
  const attempts = (lead.alertAttempts ?? 0) + 1;
  if (!to) {
    await leads.updateMany({
      where: { id: leadId, alertState: 'Sending' },
      data: {
        alertState: 'No recipient',
        alertAttempts: attempts,
        alertError: 'no counsellor, ADMISSIONS_EMAIL unset',
      },
    });
    return 'no-recipient';
  }
  const message = alertMessage({ lead, earlier, counsellor: lead.counsellor ?? null, adminUrl });
  try {
    await sendMail(strapi, { to, ...message, messageId: messageId(adminUrl, lead.documentId) });
  } catch (error) {
    const reason = reasonOf(error);
    const next = new Date(now.getTime() + retryDelay(attempts));
    await leads.updateMany({
      where: { id: leadId, alertState: 'Sending' },
      data: { alertState: 'Retrying', alertAttempts: attempts, alertNextAttemptAt: next, alertError: reason },
    });
    strapi.log.warn(
      `Lead ${leadId}: alert not sent (${reason}), attempt ${attempts}; next try in ${retryDelay(attempts) / 1000} s.`,
    );
    return 'retrying';
  }
  await leads.updateMany({
    where: { id: leadId, alertState: 'Sending' },
    data: {
      alertState: 'Sent',
      alertSentAt: new Date(),
      alertAttempts: attempts,
      alertError: null,
      alertNextAttemptAt: null,
    },
  });
  return 'sent';
}

let running = false;

/** The cron's round: every lead whose alert is due, oldest first, a batch at a time. */
export async function deliverDueAlerts(strapi: Strapi, now = new Date()): Promise<number> {
  // One round at a time in a process; the claims keep rounds of different processes apart.
  if (!isMailConfigured(strapi) || running) return 0;
  running = true;
  let sent = 0;
  try {
    const due: { id: number }[] = await strapi.db.query(LEAD_UID).findMany({
      where: dueWhere(now),
      select: ['id'],
      orderBy: { id: 'asc' },
      limit: 50,
    });
    for (const { id } of due) {
      if ((await deliverAlert(strapi, id, now)) === 'sent') sent += 1;
    }
  } finally {
    running = false;
  }
  return sent;
}

/** Alerts started by alertNow and not finished yet. */
const inFlight = new Set<Promise<void>>();

/**
 * A stored lead's alert, tried at once, apart from the answer to whoever stored it. Only for a lead whose
 * transaction committed (the lead documents' middleware calls it from the transaction's commit): a lead
 * rolled back is never claimed or mailed.
 */
export function alertNow(strapi: Strapi, leadId: number): void {
  const attempt = new Promise<void>((resolve) => {
    setImmediate(() => {
      deliverAlert(strapi, leadId)
        .catch((error) => {
          strapi.log.warn(
            `Lead ${leadId}: alert attempt failed (${reasonOf(error)}); the cron task retries it.`,
          );
        })
        .finally(() => resolve());
    });
  });
  inFlight.add(attempt);
  void attempt.finally(() => inFlight.delete(attempt));
}

/** Resolves once every alert started so far has been tried (for a clean shutdown, and tests). */
export async function alertsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

const alertsService = ({ strapi }: { strapi: Strapi }) => ({
  initialState: () => initialAlertState(strapi),
  deliver: (leadId: number, now?: Date) => deliverAlert(strapi, leadId, now),
  deliverDue: (now?: Date) => deliverDueAlerts(strapi, now),
  alertNow: (leadId: number) => alertNow(strapi, leadId),
});

export default alertsService;
