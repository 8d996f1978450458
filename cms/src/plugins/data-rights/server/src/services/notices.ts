/**
 * The team hears of every request, so none waits unseen for its 30 days:
 * - each new request is e-mailed to the grievance contact (GRIEVANCE_OFFICER_EMAIL; ADMISSIONS_EMAIL with the sample identity) as it
 *   arrives: its kind, deadline and next step (a phone request: call to verify) and a link to its page, never
 *   the person's contact. The request's `teamToldAt` records it; sending starts with a claim
 *   (src/claims.ts: `teamNoticeClaimedAt` from empty, or from more than 5 minutes old, to now), so two
 *   processes or the create and the cron never both send; a failed send releases it and the cron task
 *   (every minute) tries again. Requests older than two days are left to the daily list (a CMS that gains
 *   an address does not mail the past).
 * - once a day, from 09:00 India time, the open requests (to verify, to answer) with their deadlines, the
 *   nearest first, in one e-mail to the same address: a row per day in the hidden data-request-digest
 *   collection (unique key), made if missing and claimed; a failed send releases the claim for the next
 *   minute. A day with nothing open is recorded and not sent.
 */
import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { indiaClock, indiaDate } from '@codebridge/shared/india-time.mjs';
import { claim } from '../../../../../claims';
import { isMailConfigured, sendMail } from '../../../../../mail';
import { newRequestMessage, openRequestsMessage, type HeldRequest } from '../lib/messages';
import { REQUEST_UID, STATUS, VERIFICATION } from '../lib/rules';
import { settings } from '../settings';

type Strapi = Core.Strapi;

export const DIGEST_UID = 'api::data-request-digest.data-request-digest';
/** A claim older than this belongs to a process that died mid-send: longer than a send can last. */
const STALE_CLAIM_MS = 5 * 60_000;
/** Requests older than this are not told one by one: the daily list carries them. */
const NOTICE_WINDOW_MS = 2 * 86_400_000;
/** The daily list goes from this India hour on. */
const DIGEST_HOUR = 9;

const REQUEST_FIELDS = [
  'id',
  'documentId',
  'kind',
  'requestStatus',
  'contactType',
  'verification',
  'receivedAt',
  'deadline',
  'verifiedAt',
  'answerMethod',
  'answeredAt',
  'codeExpiresAt',
];

function reason(error: unknown): string {
  return (error as { code?: string })?.code ?? (error as Error)?.name ?? 'not sent';
}

/** E-mails the grievance contact each request that arrived in the last two days and was not told yet. */
export async function tellTeamOfNewRequests(strapi: Strapi, now = new Date()): Promise<number> {
  const { grievanceEmail, adminUrl } = settings(strapi);
  if (!grievanceEmail || !isMailConfigured(strapi)) return 0;
  const stale = new Date(now.getTime() - STALE_CLAIM_MS);
  const due = {
    teamToldAt: { $null: true },
    $or: [{ teamNoticeClaimedAt: { $null: true } }, { teamNoticeClaimedAt: { $lt: stale } }],
  };
  const waiting: HeldRequest[] = await strapi.db.query(REQUEST_UID as never).findMany({
    select: REQUEST_FIELDS,
    where: { ...due, receivedAt: { $gte: new Date(now.getTime() - NOTICE_WINDOW_MS) } },
    orderBy: { id: 'asc' },
    limit: 50,
  });
  let told = 0;
  for (const request of waiting) {
    if (!(await claim(strapi, REQUEST_UID, { id: request.id, ...due }, { teamNoticeClaimedAt: now })))
      continue;
    try {
      await sendMail(strapi, {
        to: grievanceEmail,
        ...newRequestMessage({ request, adminUrl, now }),
        messageId: `data-request-team-${request.documentId}@codebridge`,
      });
    } catch (error) {
      await strapi.db
        .query(REQUEST_UID as never)
        .update({ where: { id: request.id }, data: { teamNoticeClaimedAt: null } });
      strapi.log.warn(
        `Data request ${request.id}: the team's notice was not sent (${reason(error)}); tried again next minute.`,
      );
      continue;
    }
    await strapi.db
      .query(REQUEST_UID as never)
      .update({ where: { id: request.id }, data: { teamToldAt: new Date() } });
    told += 1;
  }
  return told;
}

/** The requests still owed something: to verify by a call, waiting for the person's link, or to answer. */
export async function openRequests(strapi: Strapi, now: Date): Promise<HeldRequest[]> {
  const rows: (HeldRequest & { codeExpiresAt?: string | null })[] = await strapi.db
    .query(REQUEST_UID as never)
    .findMany({
      select: REQUEST_FIELDS,
      where: { requestStatus: { $in: [STATUS.unverified, STATUS.verified] } },
      orderBy: [{ deadline: 'asc' }, { id: 'asc' }],
    });
  // A link the person never used and that has expired is owed nothing: they may ask again.
  return rows
    .filter(
      (row) =>
        row.requestStatus === STATUS.verified ||
        row.verification === VERIFICATION.admissions ||
        (row.codeExpiresAt !== null &&
          row.codeExpiresAt !== undefined &&
          Date.parse(row.codeExpiresAt) > now.getTime()),
    )
    .map((row) => {
      const request: HeldRequest & { codeExpiresAt?: string | null } = { ...row };
      delete request.codeExpiresAt;
      return request;
    });
}

/** The row of a day's list, made if it is missing (its key is unique). */
async function digestRow(strapi: Strapi, key: string, day: string): Promise<void> {
  const digests = strapi.db.query(DIGEST_UID as never);
  if (await digests.findOne({ where: { key }, select: ['id'] })) return;
  try {
    // Through the database layer: a hidden bookkeeping row, so it gets its documentId here.
    await digests.create({ data: { documentId: randomUUID().replace(/-/g, '').slice(0, 24), key, day } });
  } catch (error) {
    // Another process made it at the same moment; anything else is a real failure.
    if (!(await digests.findOne({ where: { key }, select: ['id'] }))) throw error;
  }
}

/** Sends the day's list of open requests if it is due (09:00 India time or later) and not yet sent. */
export async function sendOpenRequestsDigest(strapi: Strapi, now: Date): Promise<number> {
  const { grievanceEmail, adminUrl } = settings(strapi);
  if (!grievanceEmail || !isMailConfigured(strapi)) return 0;
  if (Number(indiaClock(now).time.slice(0, 2)) < DIGEST_HOUR) return 0;
  const day = indiaDate(now);
  const key = `data-requests:${day}`;
  const digests = strapi.db.query(DIGEST_UID as never);
  const done: { requestsListed?: number | null } | null = await digests.findOne({
    where: { key },
    select: ['requestsListed'],
  });
  if (done?.requestsListed !== null && done?.requestsListed !== undefined) return 0;
  await digestRow(strapi, key, day);
  if (
    !(await claim(
      strapi,
      DIGEST_UID,
      { key, claimedAt: { $null: true }, requestsListed: { $null: true } },
      { claimedAt: now },
    ))
  )
    return 0;
  const requests = await openRequests(strapi, now);
  if (requests.length === 0) {
    await digests.update({ where: { key }, data: { requestsListed: 0 } });
    return 0;
  }
  try {
    await sendMail(strapi, {
      to: grievanceEmail,
      ...openRequestsMessage({ requests, adminUrl, now }),
      messageId: `data-requests-${day}@codebridge`,
    });
  } catch (error) {
    await digests.update({ where: { key }, data: { claimedAt: null } });
    strapi.log.warn(
      `Data requests: the daily list was not sent (${reason(error)}); tried again next minute.`,
    );
    return 0;
  }
  await digests.update({ where: { key }, data: { requestsListed: requests.length, sentAt: new Date() } });
  return requests.length;
}

let started: Promise<unknown> = Promise.resolve();

/**
 * Tells the team of new requests now, apart from the answer to whoever stored one; a failure is left to
 * the cron. `noticesSettled` resolves once every notice started so far is done (tests and shutdown).
 */
export function tellTeamSoon(strapi: Strapi, now = new Date()): void {
  const attempt = tellTeamOfNewRequests(strapi, now).catch((error: Error) =>
    strapi.log.warn(`Data requests: the team's notice failed (${error.name}); tried again next minute.`),
  );
  started = Promise.all([started, attempt]);
}

export function noticesSettled(): Promise<unknown> {
  return started;
}

let queue: Promise<unknown> = Promise.resolve();

/** The cron's minute: new requests' notices, then the daily list when it is due. One run at a time. */
export function runNotices(strapi: Strapi, now = new Date()): Promise<{ told: number; listed: number }> {
  const run = queue.then(async () => ({
    told: await tellTeamOfNewRequests(strapi, now),
    listed: await sendOpenRequestsDigest(strapi, now),
  }));
  queue = run.catch(() => {});
  return run;
}

const noticesService = ({ strapi }: { strapi: Strapi }) => ({
  run: (now: Date) => runNotices(strapi, now),
  tellTeam: (now?: Date) => tellTeamOfNewRequests(strapi, now),
});

export default noticesService;
