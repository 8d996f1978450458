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
 *
 * Failures are not silent: a lead remembers when its alert first failed (`alertFailingSince`); the mail
 * status (GET /admissions/mail-status) tells every admin who reads leads once alerts have failed for
 * MAIL_ALARM_MS, until they go out again. A sent alert shows the mail server works: every alert waiting for
 * its retry is tried in the next round. An alert that went out after failing for MAIL_ALARM_MS or more is
 * late, and once no alert is due any more, ADMISSIONS_EMAIL gets one report listing the late ones (each lead
 * claimed for it, as escalations are).
 */
import { claim } from '../../../../../claims';
import { isMailConfigured, sendMail, stableMessageId } from '../../../../../mail';
import { LEAD_UID } from '../../../common/leads';
import { earlierLeads } from '../lib/assignment';
import { alertsNow } from '../lib/clock';
import { asCounsellor } from '../lib/counsellors';
import { alertMessage, lateAlertsMessage, type LateLead } from '../lib/messages';
import { USER_FIELDS, type LeadRow, type Strapi } from '../lib/types';
import { settings } from '../settings';

const DUE_STATES = ['Queued', 'Retrying'];
export const STALE_CLAIM_MS = 5 * 60_000;
const FIRST_RETRY_MS = 10_000;
const LAST_RETRY_MS = 5 * 60_000;
/** A lead that waited for a mail server longer than this is not alerted when one is configured at last. */
const WAITING_MAX_AGE_MS = 2 * 86_400_000;
/** Alerts failing this long are shown to the team, and an alert sent after failing this long is late. */
export const MAIL_ALARM_MS = 3 * 60_000;
/** The most late alerts one report lists (the rest go in the next). */
const LATE_REPORT_MAX = 200;

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
export async function deliverAlert(strapi: Strapi, leadId: number, now = alertsNow()): Promise<AlertOutcome> {
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
  const lead: (LeadRow & { alertFailingSince?: string | null }) | null = await leads.findOne({
    where: { id: leadId },
    populate: { counsellor: { select: USER_FIELDS }, cv: { select: ['name'] } },
  });
  if (!lead) return 'not-due';
  const { adminUrl, admissionsEmail } = settings(strapi);
  const earlier = await earlierLeads(strapi, lead, { beforeId: lead.id, newestFirst: true, limit: 5 });
  const counsellor = await asCounsellor(strapi, lead.counsellor);
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
      data: {
        alertState: 'Retrying',
        alertAttempts: attempts,
        alertNextAttemptAt: next,
        alertError: reason,
        alertFailingSince: lead.alertFailingSince ?? now,
      },
    });
    strapi.log.warn(
      `Lead ${leadId}: alert not sent (${reason}), attempt ${attempts}; next try in ${retryDelay(attempts) / 1000} s.`,
    );
    return 'retrying';
  }
  const failingSince = lead.alertFailingSince ? new Date(lead.alertFailingSince).getTime() : null;
  const late = failingSince !== null && now.getTime() - failingSince >= MAIL_ALARM_MS;
  await leads.updateMany({
    where: { id: leadId, alertState: 'Sending' },
    data: {
      alertState: 'Sent',
      alertSentAt: now,
      alertAttempts: attempts,
      alertError: null,
      alertNextAttemptAt: null,
      ...(late ? { alertLateReport: 'Due' } : {}),
    },
  });
  // The mail server takes alerts again: the ones waiting for their retry go in the next round.
  await leads.updateMany({
    where: { alertState: 'Retrying', alertNextAttemptAt: { $gt: now } },
    data: { alertNextAttemptAt: now },
  });
  return 'sent';
}

/**
 * Reports the alerts that went out late, in one e-mail to ADMISSIONS_EMAIL: each lead marked Due is claimed
 * (Due → Sent), the claimed ones listed, and released (Sent → Due) if the e-mail fails. Returns how many
 * were reported.
 */
export async function reportLateAlerts(strapi: Strapi): Promise<number> {
  const { adminUrl, admissionsEmail } = settings(strapi);
  if (!admissionsEmail || !isMailConfigured(strapi)) return 0;
  const leads = strapi.db.query(LEAD_UID);
  const due: LateLead[] = await leads.findMany({
    where: { alertLateReport: 'Due', alertState: 'Sent' },
    select: [
      'id',
      'documentId',
      'name',
      'phone',
      'course',
      'position',
      'form',
      'leadStatus',
      'submittedAt',
      'alertFailingSince',
      'alertSentAt',
    ],
    populate: { counsellor: { select: USER_FIELDS } },
    orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }],
    limit: LATE_REPORT_MAX,
  });
  const claimed: (LateLead & { id: number })[] = [];
  for (const lead of due as (LateLead & { id: number })[]) {
    if (await claim(strapi, LEAD_UID, { id: lead.id, alertLateReport: 'Due' }, { alertLateReport: 'Sent' })) {
      claimed.push(lead);
    }
  }
  const [first] = claimed;
  if (!first) return 0;
  try {
    await sendMail(strapi, {
      to: admissionsEmail,
      ...lateAlertsMessage({ leads: claimed, adminUrl }),
      messageId: `late-alerts-${first.documentId}-${claimed.length}@admissions.cms`,
    });
  } catch (error) {
    await leads.updateMany({
      where: { id: { $in: claimed.map((lead) => lead.id) } },
      data: { alertLateReport: 'Due' },
    });
    strapi.log.warn(
      `Report of ${claimed.length} late alerts not sent (${reasonOf(error)}); tried again next round.`,
    );
    return 0;
  }
  return claimed.length;
}

let running = false;

/**
 * The cron's round: every lead whose alert is due, oldest first, a batch at a time, until none is due (a
 * sent alert makes the ones waiting for their retry due at once); then, with nothing due, the report of the
 * alerts that went out late.
 */
export async function deliverDueAlerts(strapi: Strapi, now = alertsNow()): Promise<number> {
  // One round at a time in a process; the claims keep rounds of different processes apart.
  if (!isMailConfigured(strapi) || running) return 0;
  running = true;
  let sent = 0;
  try {
    // Each lead tried leaves the due states (sent, or retried later), so the batches come to an end.
    for (let batch = 0; batch < 20; batch++) {
      const due: { id: number }[] = await strapi.db.query(LEAD_UID).findMany({
        where: dueWhere(now),
        select: ['id'],
        orderBy: { id: 'asc' },
        limit: 50,
      });
      if (due.length === 0) {
        await reportLateAlerts(strapi);
        break;
      }
      for (const { id } of due) {
        if ((await deliverAlert(strapi, id, now)) === 'sent') sent += 1;
      }
    }
  } finally {
    running = false;
  }
  return sent;
}

/** Whether the team's alerts are going out, as every admin who reads leads is shown it. */
export interface MailStatus {
  /** Whether the CMS has a mail server (SMTP_HOST). */
  configured: boolean;
  /** Whether alerts have not been going out for MAIL_ALARM_MS or more (or there is no mail server). */
  failing: boolean;
  /** Since when the oldest of them has waited (ISO), when failing. */
  since: string | null;
  /** How many leads' alerts are waiting: retrying, or waiting for a mail server. */
  waiting: number;
  /** The latest reason the mail server gave (an SMTP code or a socket error; never an address). */
  reason: string | null;
  /** When the last alert went out (ISO), if one has. */
  lastSentAt: string | null;
  checkedAt: string;
}

/** The mail status at `now`: from the leads' alert states, so every CMS process answers alike. */
export async function mailStatus(strapi: Strapi, now = alertsNow()): Promise<MailStatus> {
  const leads = strapi.db.query(LEAD_UID);
  const configured = isMailConfigured(strapi);
  const [last] = (await leads.findMany({
    where: { alertState: 'Sent', alertSentAt: { $notNull: true } },
    select: ['alertSentAt'],
    orderBy: { alertSentAt: 'desc' },
    limit: 1,
  })) as { alertSentAt?: string }[];
  const base = { configured, lastSentAt: last?.alertSentAt ?? null, checkedAt: now.toISOString() };
  if (!configured) {
    const recent = {
      alertState: 'Waiting for mail server',
      submittedAt: { $gte: new Date(now.getTime() - WAITING_MAX_AGE_MS) },
    };
    const waiting = await leads.count({ where: recent });
    const [oldest] = (await leads.findMany({
      where: recent,
      select: ['submittedAt'],
      orderBy: { submittedAt: 'asc' },
      limit: 1,
    })) as { submittedAt?: string }[];
    return { ...base, failing: true, since: oldest?.submittedAt ?? null, waiting, reason: 'SMTP_HOST unset' };
  }
  const failing = { alertState: { $in: ['Retrying', 'Sending'] }, alertFailingSince: { $notNull: true } };
  const waiting = await leads.count({ where: { alertState: 'Retrying' } });
  const [oldest] = (await leads.findMany({
    where: failing,
    select: ['alertFailingSince'],
    orderBy: { alertFailingSince: 'asc' },
    limit: 1,
  })) as { alertFailingSince?: string }[];
  const [latest] = (await leads.findMany({
    where: { alertState: 'Retrying' },
    select: ['alertError'],
    orderBy: { alertFailingSince: 'desc' },
    limit: 1,
  })) as { alertError?: string | null }[];
  const since = oldest?.alertFailingSince ?? null;
  return {
    ...base,
    failing: since !== null && now.getTime() - new Date(since).getTime() >= MAIL_ALARM_MS,
    since,
    waiting,
    reason: latest?.alertError ?? null,
  };
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
  mailStatus: (now?: Date) => mailStatus(strapi, now),
});

export default alertsService;
