/**
 * A request keeps the person's contact only while it is needed: once a request is answered (Done or
 * Refused), or was never confirmed, and its deadline is ANSWER_DAYS past, its contact, details and code are
 * cleared. The request stays, as the record of what was asked and when. A verified request still unanswered
 * keeps them: it is owed an answer. Run hourly by the cron (config/cron-tasks.ts) in every CMS process: the
 * clearing is the same whoever does it, so no claim is needed.
 */
import type { Core } from '@strapi/strapi';
import { addDays, indiaDate } from '@codebridge/shared/india-time.mjs';
import { ANSWER_DAYS } from '@codebridge/shared/data-requests.mjs';
import { REQUEST_UID, STATUS } from '../lib/rules';

export async function clearStaleContacts(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const cutoff = addDays(indiaDate(now), -ANSWER_DAYS);
  const stale: { id: number }[] = await strapi.db.query(REQUEST_UID as never).findMany({
    select: ['id'],
    where: {
      contact: { $notNull: true },
      deadline: { $lt: cutoff },
      requestStatus: { $in: [STATUS.done, STATUS.refused, STATUS.unverified] },
    },
  });
  if (stale.length > 0) {
    await strapi.db.query(REQUEST_UID as never).updateMany({
      where: { id: { $in: stale.map((request) => request.id) } },
      data: { contact: null, details: null, codeHash: null, codeExpiresAt: null },
    });
  }
  if (stale.length > 0)
    strapi.log.info(`Data requests: the contact of ${stale.length} closed requests cleared.`);
  return stale.length;
}

const retentionService = ({ strapi }: { strapi: Core.Strapi }) => ({
  clearStaleContacts: (now?: Date) => clearStaleContacts(strapi, now),
});

export default retentionService;
