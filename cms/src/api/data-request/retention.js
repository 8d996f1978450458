'use strict';

const rules = require('./rules');

const UID = 'api::data-request.data-request';
const DAY_MS = 24 * 3600 * 1000;

/**
 * A request keeps the person's contact only while it is needed: once a request is answered (Done or
 * Refused), or was never confirmed, and its deadline is ANSWER_DAYS past, its contact, details and code are
 * cleared. The request stays, as the record of what was asked and when. A verified request still unanswered
 * keeps them: it is owed an answer.
 */
async function clearStaleContacts(strapi, now = new Date()) {
  const cutoff = new Date(now.getTime() - rules.ANSWER_DAYS * DAY_MS).toISOString().slice(0, 10);
  const stale = await strapi.db.query(UID).findMany({
    select: ['id', 'documentId'],
    where: {
      contact: { $notNull: true },
      deadline: { $lt: cutoff },
      requestStatus: { $in: [rules.STATUS.done, rules.STATUS.refused, rules.STATUS.unverified] },
    },
  });
  for (const request of stale) {
    await strapi.documents(UID).update({
      documentId: request.documentId,
      data: { contact: null, details: null, codeHash: null, codeExpiresAt: null },
    });
  }
  if (stale.length > 0)
    strapi.log.info(`Data requests: the contact of ${stale.length} closed requests cleared.`);
  return stale.length;
}

/** Every night at 03:30, and once at start. */
async function scheduleRequestRetention(strapi) {
  strapi.cron.add({
    dataRequestRetention: { task: () => clearStaleContacts(strapi), options: { rule: '30 3 * * *' } },
  });
  await clearStaleContacts(strapi);
}

module.exports = { clearStaleContacts, scheduleRequestRetention };
