/**
 * The acknowledgement every enquirer gets within a minute of their lead, once: by e-mail when they gave an
 * address (the course's syllabus, the next batch, whom to call, how to stop), and by a WhatsApp template
 * message when WhatsApp is configured.
 *
 * A queue that survives restarts: one row per lead and channel (the hidden `lead-acknowledgement`
 * collection), written in the lead's own transaction (the lead documents' middleware), so a lead that rolls
 * back has none and a lead that commits has its rows. Once the transaction commits each is tried at once
 * (`acknowledgeNow`), and the cron task (config/cron-tasks.ts, every 5 s) takes what waits: a retry that is
 * due, a claim left by a process that died.
 *
 * Once: sending starts with a claim (src/claims.ts, as the alerts do), one UPDATE from due (Queued, Retrying
 * past its time, Sending claimed so long ago that its sender died) to Sending; only the process whose UPDATE
 * changed the row sends. The key (`ack-{lead}-{channel}`) is unique in the table and travels with the message
 * (the e-mail's Message-ID, WhatsApp's `biz_opaque_callback_data`). A process that dies between the send and
 * marking it Sent leaves Sending behind; after two minutes it is taken again: a WhatsApp message that WhatsApp
 * has reported on by then (its key came back in a status) is marked Sent without a second send, an e-mail is
 * sent again with the same Message-ID (docs/architecture.md, "The acknowledgement to the enquirer").
 *
 * Nobody is written to who asked to stop (a verified withdrawal, STOP on WhatsApp: services/stops.ts), checked
 * at the send; test leads and leads that are not enquiries get no rows at all (lib/acknowledgements.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { whatsappNumber } from '@codebridge/shared/phone.mjs';
import { MAX_STATUS_REPORTS, type StatusReports } from '@codebridge/shared/acknowledgements.mjs';
import { calendarStart, type EnteredBatch } from '@codebridge/shared/batches.mjs';
import { dateAtInstitute } from '@codebridge/shared/calendar-date.mjs';
import { claim } from '../../../../../claims';
import { faultPoint } from '../../../../../fault-point';
import { isMailConfigured, sendMail, stableMessageId } from '../../../../../mail';
import { LEAD_UID } from '../../../common/leads';
import {
  acknowledgementEmail,
  applicationAcknowledgementEmail,
  callerFor,
  whatsappParameters,
} from '../lib/acknowledgement-messages';
import {
  acknowledgementKey,
  afterFailure,
  channelsFor,
  deliveryStatusOf,
  mailFailure,
  MAX_AGE_MS,
  STALE_CLAIM_MS,
  statusesBelow,
  whyNoWhatsapp,
  whyNone,
  type AcknowledgementChannel,
  type AcknowledgementState,
  type DeliveryStatus,
  type Failure,
  type LeadForAcknowledgement,
} from '../lib/acknowledgements';
import { asCounsellor } from '../lib/counsellors';
import { USER_FIELDS, type AdminUser, type Strapi } from '../lib/types';
import { sendWhatsapp, templateMessage, WhatsappError } from '../lib/whatsapp';
import { settings } from '../settings';
import { isStopped, stopContact, syncWithdrawals } from './stops';

export const ACKNOWLEDGEMENT_UID = 'api::lead-acknowledgement.lead-acknowledgement';
const PROFILE_UID = 'api::counsellor-profile.counsellor-profile';
/** How many rows a round takes at a time, and sends side by side. */
const BATCH = 50;
const PARALLEL = 8;

export interface AcknowledgementRow {
  id: number;
  key: string;
  leadId: number;
  leadDocumentId: string;
  channel: AcknowledgementChannel;
  state: AcknowledgementState;
  queuedAt: string;
  attempts?: number | null;
  refusals?: number | null;
  sentAt?: string | null;
  error?: string | null;
  messageId?: string | null;
  deliveryStatus?: DeliveryStatus | null;
  deliveryStatusAt?: string | null;
  deliveryError?: string | null;
}

/** What an acknowledgement's attempt came to. */
export type AcknowledgementOutcome = 'sent' | 'retrying' | 'failed' | 'stopped' | 'not-due';

const rows = (strapi: Strapi) => strapi.db.query(ACKNOWLEDGEMENT_UID as never);

/** Which channels are configured now. */
function channelsOn(strapi: Strapi) {
  return { mail: isMailConfigured(strapi), whatsapp: Boolean(settings(strapi).whatsapp) };
}

/**
 * The rows of a new lead's acknowledgements (none for a test lead, a lead that is not an enquiry, or a person
 * with no address on a configured channel). Called by the lead documents' middleware inside the lead's
 * transaction when there is one, so the rows commit, or roll back, with the lead. Returns their ids.
 */
export async function queueAcknowledgements(
  strapi: Strapi,
  lead: LeadForAcknowledgement & { id: number; documentId: string },
  now = new Date(),
): Promise<number[]> {
  const ids: number[] = [];
  for (const channel of channelsFor(lead, channelsOn(strapi))) {
    const created = (await rows(strapi).create({
      data: {
        // A hidden bookkeeping row, made through the database layer: it gets its documentId here.
        documentId: randomUUID().replace(/-/g, '').slice(0, 24),
        key: acknowledgementKey(lead.documentId, channel),
        leadId: lead.id,
        leadDocumentId: lead.documentId,
        channel,
        state: 'Queued',
        queuedAt: now,
        attempts: 0,
        refusals: 0,
      } as never,
    })) as { id: number };
    ids.push(created.id);
  }
  return ids;
}

/** The WHERE of a row that may be sent now. */
function dueWhere(now: Date) {
  const young = { queuedAt: { $gte: new Date(now.getTime() - MAX_AGE_MS) } };
  return {
    $or: [
      {
        ...young,
        state: { $in: ['Queued', 'Retrying'] },
        $or: [{ nextAttemptAt: { $null: true } }, { nextAttemptAt: { $lte: now } }],
      },
      { ...young, state: 'Sending', claimedAt: { $lt: new Date(now.getTime() - STALE_CLAIM_MS) } },
    ],
  };
}

interface LeadRow {
  id: number;
  documentId: string;
  submissionId?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  course?: string | null;
  position?: string | null;
  form?: string | null;
  isTest?: boolean | null;
  emailKey?: string | null;
  phoneKey?: string | null;
  repeatOf?: { id: number } | null;
  counsellor?: AdminUser | null;
}

/**
 * Whether naming the lead's counsellor tells the reader nothing new about anyone else: a first enquiry's
 * counsellor is whoever's turn it was; a repeat's is the earlier lead's, which only its owner was told of. So
 * a repeat's message names them only when the address it goes to (the e-mail for an e-mail, the phone for
 * WhatsApp) is that of a first enquiry with the same counsellor; anyone else (a stranger who typed a known
 * phone or e-mail, however often) is answered as a first enquirer without a counsellor: the institute.
 */
async function counsellorWasNamedBefore(strapi: Strapi, lead: LeadRow, channel: string): Promise<boolean> {
  if (!lead.repeatOf) return true;
  const key = channel === 'WhatsApp' ? { phoneKey: lead.phoneKey } : { emailKey: lead.emailKey };
  if (!Object.values(key)[0] || !lead.counsellor) return false;
  const owners = await strapi.db.query(LEAD_UID).count({
    where: {
      id: { $ne: lead.id },
      ...key,
      repeatOf: { id: { $null: true } },
      counsellor: { id: lead.counsellor.id },
    },
  });
  return owners > 0;
}

/** Whom the acknowledgement names: the lead's counsellor with the number of their profile, or the institute. */
async function callerOf(strapi: Strapi, lead: LeadRow, channel: string) {
  const { institute } = settings(strapi);
  const counsellor = await asCounsellor(strapi, lead.counsellor);
  if (!counsellor || !(await counsellorWasNamedBefore(strapi, lead, channel))) {
    return callerFor(null, institute);
  }
  const profile: { shownName?: string | null; phone?: string | null } | null = await strapi.db
    .query(PROFILE_UID as never)
    .findOne({ where: { user: { id: counsellor.id } }, select: ['shownName', 'phone'] });
  const name =
    profile?.shownName?.trim() ||
    [counsellor.firstname, counsellor.lastname].filter(Boolean).join(' ').trim();
  return callerFor({ name, email: counsellor.email, phone: profile?.phone }, institute);
}

/** The batches the institute entered, from BATCH_HISTORY_DAYS back (the calendar the site reads). */
async function batchCalendar(strapi: Strapi, now: Date): Promise<EnteredBatch[]> {
  const from = calendarStart(dateAtInstitute(now));
  const rows: { course: string; startsOn: string }[] = await strapi.db
    .query('api::batch.batch' as never)
    .findMany({ select: ['course', 'startsOn'], where: { startsOn: { $gte: from } } });
  return rows.map(({ course, startsOn }) => ({ course, startsOn: String(startsOn) }));
}

/** Sends the row's message; resolves to WhatsApp's message id ('' for an e-mail), or rejects with a Failure. */
async function send(strapi: Strapi, row: AcknowledgementRow, lead: LeadRow, now: Date): Promise<string> {
  const { adminUrl, siteUrl, whatsapp, institute } = settings(strapi);
  const caller = await callerOf(strapi, lead, row.channel);
  if (row.channel === 'E-mail') {
    if (!isMailConfigured(strapi)) throw { reason: 'no mail server', refused: true } satisfies Failure;
    // An applicant is answered for the institute's hiring, not by a counsellor of the admissions team.
    const message =
      lead.form === 'Job application'
        ? applicationAcknowledgementEmail({ lead, siteUrl, institute })
        : acknowledgementEmail({
            lead,
            caller,
            now,
            siteUrl,
            whatsapp: Boolean(whatsapp),
            institute,
            calendar: await batchCalendar(strapi, now),
          });
    try {
      await sendMail(strapi, {
        to: lead.email ?? '',
        ...message,
        messageId: stableMessageId(row.key, adminUrl),
      });
    } catch (error) {
      throw mailFailure(error);
    }
    return '';
  }
  const to = whatsappNumber(lead.phone);
  if (!whatsapp) throw { reason: 'WhatsApp is off', refused: true } satisfies Failure;
  if ('reason' in to) throw { reason: to.reason, refused: true } satisfies Failure;
  const message = templateMessage(whatsapp, {
    to: to.number,
    key: row.key,
    parameters: whatsappParameters(lead, caller, now, siteUrl, await batchCalendar(strapi, now)),
  });
  try {
    return (await sendWhatsapp(whatsapp, message)).messageId;
  } catch (error) {
    if (error instanceof WhatsappError) throw { reason: error.reason, refused: !error.transient };
    throw { reason: 'not sent', refused: false } satisfies Failure;
  }
}

/**
 * Sends one acknowledgement if it is due and this process wins its claim. `now` is the round's time (tests
 * pass another).
 */
export async function deliverAcknowledgement(
  strapi: Strapi,
  id: number,
  now = new Date(),
): Promise<AcknowledgementOutcome> {
  if (
    !(await claim(
      strapi,
      ACKNOWLEDGEMENT_UID,
      { id, ...dueWhere(now) },
      { state: 'Sending', claimedAt: now },
    ))
  ) {
    return 'not-due';
  }
  const row = (await rows(strapi).findOne({ where: { id } })) as AcknowledgementRow | null;
  if (!row) return 'not-due';
  // Only the claim's owner writes, and only while it still holds the claim.
  const finish = (data: Record<string, unknown>) =>
    rows(strapi).updateMany({ where: { id, state: 'Sending' }, data });
  const lead = (await strapi.db.query(LEAD_UID).findOne({
    where: { id: row.leadId },
    select: [
      'id',
      'documentId',
      'submissionId',
      'name',
      'email',
      'phone',
      'course',
      'position',
      'form',
      'isTest',
      'emailKey',
      'phoneKey',
    ],
    populate: { counsellor: { select: USER_FIELDS }, repeatOf: { select: ['id'] } },
  })) as LeadRow | null;
  faultPoint('acknowledgement-claimed', { submissionId: lead?.submissionId, channel: row.channel });
  if (!lead) {
    await finish({ state: 'Failed', error: 'the lead is gone' });
    return 'failed';
  }
  if (lead.isTest === true || (await isStopped(strapi, lead, now))) {
    await finish({
      state: 'Stopped',
      error: lead.isTest === true ? 'a test lead' : 'the person asked to stop',
    });
    return 'stopped';
  }
  if (row.channel === 'WhatsApp' && row.deliveryStatus) {
    // WhatsApp reported on this key: the message went before a process died without marking it.
    await finish({ state: 'Sent', sentAt: row.deliveryStatusAt ?? now, error: null, nextAttemptAt: null });
    return 'sent';
  }
  let messageId: string;
  try {
    messageId = await send(strapi, row, lead, now);
  } catch (error) {
    const failure = (error as Failure | null)?.reason
      ? (error as Failure)
      : { reason: 'not sent', refused: false };
    const next = afterFailure(row, failure, now);
    await finish(next);
    strapi.log.warn(
      `Acknowledgement ${row.id} (${row.channel}) not sent (${failure.reason}), attempt ${next.attempts}; ${
        next.state === 'Failed'
          ? 'given up'
          : `next try in ${(next.nextAttemptAt!.getTime() - now.getTime()) / 1000} s`
      }.`,
    );
    return next.state === 'Failed' ? 'failed' : 'retrying';
  }
  await finish({
    state: 'Sent',
    sentAt: new Date(),
    attempts: (row.attempts ?? 0) + 1,
    error: null,
    nextAttemptAt: null,
    ...(messageId ? { messageId } : {}),
  });
  return 'sent';
}

let running = false;

/**
 * The cron's round: gives up what is past its day, then sends every due acknowledgement, oldest first, a
 * batch at a time, until none is due (a mail server back after an outage has many waiting). Returns how many
 * went.
 */
export async function deliverDueAcknowledgements(strapi: Strapi, now = new Date()): Promise<number> {
  // One round at a time in a process; the claims keep rounds of different processes apart.
  if (running) return 0;
  running = true;
  let sent = 0;
  try {
    await rows(strapi).updateMany({
      where: {
        state: { $in: ['Queued', 'Retrying', 'Sending'] },
        queuedAt: { $lt: new Date(now.getTime() - MAX_AGE_MS) },
      },
      data: { state: 'Expired', nextAttemptAt: null },
    });
    await syncWithdrawals(strapi, now);
    const tried = new Set<number>();
    for (;;) {
      const due = (
        (await rows(strapi).findMany({
          where: { ...dueWhere(now), id: { $notIn: tried.size > 0 ? [...tried] : [0] } },
          select: ['id'],
          orderBy: { id: 'asc' },
          limit: BATCH,
        })) as { id: number }[]
      ).map((row) => row.id);
      if (due.length === 0) break;
      for (const id of due) tried.add(id);
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(PARALLEL, due.length) }, async () => {
          for (let id = due[next++]; id !== undefined; id = due[next++]) {
            if ((await deliverAcknowledgement(strapi, id, now)) === 'sent') sent += 1;
          }
        }),
      );
    }
  } finally {
    running = false;
  }
  return sent;
}

/** Acknowledgements started by acknowledgeNow and not finished yet. */
const inFlight = new Set<Promise<void>>();

/**
 * A new lead's acknowledgements, tried at once, apart from the answer to whoever stored it. Only for a lead
 * whose transaction committed (the lead documents' middleware calls it from the transaction's commit).
 */
export function acknowledgeNow(strapi: Strapi, ids: readonly number[]): void {
  for (const id of ids) {
    const attempt = new Promise<void>((resolve) => {
      setImmediate(() => {
        deliverAcknowledgement(strapi, id)
          .catch(() => {
            strapi.log.warn(`Acknowledgement ${id}: the attempt failed; the cron task tries it again.`);
          })
          .finally(() => resolve());
      });
    });
    inFlight.add(attempt);
    void attempt.finally(() => inFlight.delete(attempt));
  }
}

/** Resolves once every acknowledgement started so far has been tried (for a clean shutdown, and tests). */
export async function acknowledgementsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/** A lead's acknowledgements go with it (they are about a person). */
export async function deleteAcknowledgements(strapi: Strapi, leadDocumentId: string): Promise<void> {
  await rows(strapi).deleteMany({ where: { leadDocumentId } });
}

/** What a lead's page shows: each channel's acknowledgement, or why there is none. */
export async function acknowledgementsOf(strapi: Strapi, leadDocumentId: string) {
  const lead = (await strapi.db.query(LEAD_UID).findOne({
    where: { documentId: leadDocumentId },
    select: ['form', 'isTest', 'email', 'phone'],
  })) as LeadForAcknowledgement | null;
  if (!lead) return null;
  const found = (await rows(strapi).findMany({
    where: { leadDocumentId },
    select: [
      'channel',
      'state',
      'queuedAt',
      'attempts',
      'sentAt',
      'error',
      'deliveryStatus',
      'deliveryStatusAt',
      'deliveryError',
    ],
    orderBy: { channel: 'asc' },
  })) as Omit<AcknowledgementRow, 'id' | 'key' | 'leadId' | 'leadDocumentId'>[];
  return {
    acknowledgements: found,
    none: found.length === 0 ? whyNone(lead) : null,
    whatsapp: found.some((row) => row.channel === 'WhatsApp')
      ? null
      : whyNoWhatsapp(lead, channelsOn(strapi)),
  };
}

/** The reports of one request, checked: statuses and stops, or null when the body is not that. */
export function parseReports(body: unknown): StatusReports | null {
  const value = (body ?? {}) as { statuses?: unknown; stops?: unknown };
  const statuses = Array.isArray(value.statuses) ? value.statuses : [];
  const stops = Array.isArray(value.stops) ? value.stops : [];
  if (!Array.isArray(value.statuses) && !Array.isArray(value.stops)) return null;
  if (statuses.length + stops.length > MAX_STATUS_REPORTS) return null;
  const text = (item: unknown, max: number) =>
    typeof item === 'string' && item.length > 0 && item.length <= max ? item : null;
  const parsed: StatusReports = { statuses: [], stops: [] };
  for (const item of statuses as Record<string, unknown>[]) {
    const messageId = text(item?.messageId, 200);
    const status = text(item?.status, 20);
    const at = text(item?.at, 40);
    if (!messageId || !status || !deliveryStatusOf(status) || !at || Number.isNaN(Date.parse(at)))
      return null;
    parsed.statuses.push({
      messageId,
      key: text(item.key, 80),
      status: status as StatusReports['statuses'][number]['status'],
      at,
      errorCode: text(item.errorCode, 20),
    });
  }
  for (const item of stops as Record<string, unknown>[]) {
    const phone = text(item?.phone, 40);
    const at = text(item?.at, 40);
    if (!phone || !at || Number.isNaN(Date.parse(at))) return null;
    parsed.stops.push({ phone, at });
  }
  return parsed;
}

/**
 * Applies WhatsApp's statuses to the acknowledgements they are about (by the key WhatsApp echoes, else by its
 * message id), each moving only forward (sent, delivered, read; failed), and adds people who wrote STOP to
 * the stop list. Statuses of messages that are not acknowledgements are counted and left.
 */
export async function applyReports(strapi: Strapi, reports: StatusReports) {
  let applied = 0;
  let unknown = 0;
  for (const report of reports.statuses) {
    const status = deliveryStatusOf(report.status)!;
    const row = (await rows(strapi).findOne({
      where: report.key?.startsWith('ack-') ? { key: report.key } : { messageId: report.messageId },
      select: ['id', 'messageId'],
    })) as { id: number; messageId?: string | null } | null;
    if (!row) {
      unknown += 1;
      continue;
    }
    const { count } = await rows(strapi).updateMany({
      where: {
        id: row.id,
        $or: [{ deliveryStatus: { $null: true } }, { deliveryStatus: { $in: statusesBelow(status) } }],
      },
      data: {
        deliveryStatus: status,
        deliveryStatusAt: new Date(report.at),
        deliveryError: status === 'Failed' ? `WhatsApp ${report.errorCode ?? 'error'}`.slice(0, 60) : null,
        ...(row.messageId ? {} : { messageId: report.messageId }),
      },
    });
    applied += count;
  }
  let stops = 0;
  for (const stop of reports.stops) {
    if (await stopContact(strapi, 'Phone', stop.phone, 'WhatsApp', new Date(stop.at))) stops += 1;
  }
  return { applied, unknown, stops };
}

/** POST /api/lead-acknowledgements/statuses: the site's leads token, WhatsApp's reports as the site read them. */
async function reportStatuses(strapi: Strapi, ctx: Context) {
  const reports = parseReports((ctx.request as { body?: unknown }).body);
  if (!reports)
    return ctx.badRequest('Expected { statuses: [{ messageId, key, status, at, errorCode }], stops: [] }.');
  ctx.body = await applyReports(strapi, reports);
  return ctx.body;
}

const acknowledgementsService = ({ strapi }: { strapi: Strapi }) => ({
  queue: (lead: Parameters<typeof queueAcknowledgements>[1]) => queueAcknowledgements(strapi, lead),
  deliver: (id: number, now?: Date) => deliverAcknowledgement(strapi, id, now),
  deliverDue: (now?: Date) => deliverDueAcknowledgements(strapi, now),
  now: (ids: readonly number[]) => acknowledgeNow(strapi, ids),
  of: (leadDocumentId: string) => acknowledgementsOf(strapi, leadDocumentId),
  reportStatuses: (ctx: Context) => reportStatuses(strapi, ctx),
});

export default acknowledgementsService;
