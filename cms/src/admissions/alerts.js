'use strict';

/**
 * The alert for a new lead, sent by the CMS within a minute of storing it, once.
 *
 * The lead carries the alert's state. Sending starts with a claim: one UPDATE … WHERE that moves the lead
 * from a due state (Queued, Retrying past its time, Waiting for mail server once there is one, or Sending
 * claimed so long ago that its sender must have died) to Sending. The database lets one UPDATE win, so of two
 * CMS processes (or the create's own attempt and the cron's) exactly one sends. Then the message goes with a
 * Message-ID made from the lead's documentId, and the lead is marked Sent. A refusal or a mail server that
 * cannot be reached marks it Retrying with a later time (10 s, doubling, at most 5 minutes), and the cron
 * task (config/cron-tasks.js, every 5 s) tries again. A process that dies between the send and the mark
 * leaves Sending behind: after 5 minutes it is sent again, with the same Message-ID (see docs/architecture.md).
 */
const { sendMail, isMailConfigured, mailSettings } = require('../mail');
const { alertMessage } = require('./messages');
const { earlierLeads, canTakeLeads } = require('./assignment');

const LEAD_UID = 'api::lead.lead';
const DUE_STATES = ['Queued', 'Retrying'];
const STALE_CLAIM_MS = 5 * 60_000;
const FIRST_RETRY_MS = 10_000;
const LAST_RETRY_MS = 5 * 60_000;
/** A lead that waited for a mail server longer than this is not alerted when one is configured at last. */
const WAITING_MAX_AGE_MS = 2 * 86_400_000;

function retryDelay(attempts) {
  return Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** The state a new lead's alert starts in. */
function initialAlertState(strapi) {
  return isMailConfigured(strapi) ? 'Queued' : 'Waiting for mail server';
}

/** The WHERE of a lead whose alert may be sent now. */
function dueWhere(now) {
  return {
    $or: [
      {
        alertState: { $in: DUE_STATES },
        $or: [{ alertNextAttemptAt: { $null: true } }, { alertNextAttemptAt: { $lte: now } }],
      },
      { alertState: 'Waiting for mail server', submittedAt: { $gte: new Date(now.getTime() - WAITING_MAX_AGE_MS) } },
      { alertState: 'Sending', alertClaimedAt: { $lt: new Date(now.getTime() - STALE_CLAIM_MS) } },
    ],
  };
}

async function claim(strapi, id, now) {
  const { count } = await strapi.db.query(LEAD_UID).updateMany({
    where: { id, ...dueWhere(now) },
    data: { alertState: 'Sending', alertClaimedAt: now },
  });
  return count === 1;
}

/** A short reason for the admin and the log: never the message, never an address. */
function reasonOf(error) {
  const code = error?.responseCode ? `SMTP ${error.responseCode}` : error?.code;
  return String(code || 'not sent').slice(0, 60);
}

function messageId(strapi, documentId) {
  let host = 'cms.invalid';
  try {
    host = new URL(mailSettings(strapi).adminUrl).hostname || host;
  } catch {
    // The admin's address is not a URL: the id stays unique by the lead's documentId.
  }
  return `lead-alert-${documentId}@${host}`;
}

/**
 * Sends one lead's alert if it is due and this process wins the claim. Returns what happened: 'sent',
 * 'retrying', 'no-recipient', 'not-due' (another process has it, or it went already) or 'no-mail-server'.
 */
async function deliverAlert(strapi, leadId, now = new Date()) {
  if (!isMailConfigured(strapi)) return 'no-mail-server';
  if (!(await claim(strapi, leadId, now))) return 'not-due';
  const leads = strapi.db.query(LEAD_UID);
  const lead = await leads.findOne({
    where: { id: leadId },
    populate: { counsellor: { select: ['id', 'firstname', 'lastname', 'username', 'email', 'isActive', 'blocked'] } },
  });
  if (!lead) return 'not-due';
  const settings = mailSettings(strapi);
  const earlier = await earlierLeads(strapi, lead, { beforeId: lead.id, newestFirst: true, limit: 5 });
  const to = canTakeLeads(lead.counsellor) && lead.counsellor.email ? lead.counsellor.email : settings.admissionsEmail;
  const attempts = (lead.alertAttempts ?? 0) + 1;
  if (!to) {
    await leads.updateMany({
      where: { id: leadId, alertState: 'Sending' },
      data: { alertState: 'No recipient', alertAttempts: attempts, alertError: 'no counsellor, ADMISSIONS_EMAIL unset' },
    });
    return 'no-recipient';
  }
  const message = alertMessage({ lead, earlier, counsellor: lead.counsellor, adminUrl: settings.adminUrl });
  try {
    await sendMail(strapi, { to, ...message, messageId: messageId(strapi, lead.documentId) });
  } catch (error) {
    const reason = reasonOf(error);
    const next = new Date(now.getTime() + retryDelay(attempts));
    await leads.updateMany({
      where: { id: leadId, alertState: 'Sending' },
      data: { alertState: 'Retrying', alertAttempts: attempts, alertNextAttemptAt: next, alertError: reason },
    });
    strapi.log.warn(`Lead ${leadId}: alert not sent (${reason}), attempt ${attempts}; next try in ${retryDelay(attempts) / 1000} s.`);
    return 'retrying';
  }
  await leads.updateMany({
    where: { id: leadId, alertState: 'Sending' },
    data: { alertState: 'Sent', alertSentAt: new Date(), alertAttempts: attempts, alertError: null, alertNextAttemptAt: null },
  });
  return 'sent';
}

let running = false;

/** The cron's round: every lead whose alert is due, oldest first, a batch at a time. */
async function deliverDueAlerts(strapi, now = new Date()) {
  if (!isMailConfigured(strapi) || running) return 0;
  running = true;
  let sent = 0;
  try {
    const due = await strapi.db.query(LEAD_UID).findMany({
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

/** Right after a lead is stored: its alert is tried at once, apart from the answer to whoever stored it. */
function alertSoon(strapi, leadId) {
  setImmediate(() => {
    deliverAlert(strapi, leadId).catch((error) => {
      strapi.log.warn(`Lead ${leadId}: alert attempt failed (${reasonOf(error)}); the cron task retries it.`);
    });
  });
}

module.exports = { alertSoon, deliverAlert, deliverDueAlerts, initialAlertState, retryDelay, STALE_CLAIM_MS };
