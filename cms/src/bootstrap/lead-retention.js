'use strict';

const { retentionDays: DEFAULT_RETENTION_DAYS } = require('./lead-facts');

const UID = 'api::lead.lead';
// Kept this long unless LEAD_RETENTION_DAYS says otherwise (lib/leads/facts.json): the privacy page states it.

function retentionDays() {
  const days = Number(process.env.LEAD_RETENTION_DAYS);
  return Number.isSafeInteger(days) && days > 0 ? days : DEFAULT_RETENTION_DAYS;
}

async function removeCv(strapi, cv) {
  if (cv?.id) await strapi.plugin('upload').service('upload').remove(cv);
}

/** A lead's CV goes with it, however the lead is deleted (by an admin, or by the retention below). */
function registerCvCleanup(strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || context.action !== 'delete') return next();
    const lead = await strapi
      .documents(UID)
      .findOne({ documentId: context.params.documentId, populate: { cv: true } });
    const result = await next();
    await removeCv(strapi, lead?.cv);
    return result;
  });
}

/** Deletes every lead submitted more than the retention period ago, with its CV. */
async function deleteExpiredLeads(strapi, now = Date.now()) {
  const cutoff = new Date(now - retentionDays() * 24 * 3600 * 1000).toISOString();
  let deleted = 0;
  for (;;) {
    const expired = await strapi.documents(UID).findMany({
      filters: { submittedAt: { $lt: cutoff } },
      fields: ['submittedAt'],
      limit: 100,
    });
    if (expired.length === 0) break;
    for (const lead of expired) {
      await strapi.documents(UID).delete({ documentId: lead.documentId });
      deleted += 1;
    }
  }
  if (deleted > 0) strapi.log.info(`Deleted ${deleted} leads older than ${retentionDays()} days.`);
  return deleted;
}

/** Every night at 03:00, and once at start (a CMS that was off at night catches up). */
async function scheduleLeadRetention(strapi) {
  strapi.cron.add({
    leadRetention: { task: () => deleteExpiredLeads(strapi), options: { rule: '0 3 * * *' } },
  });
  await deleteExpiredLeads(strapi);
}

module.exports = { registerCvCleanup, scheduleLeadRetention, deleteExpiredLeads, retentionDays };
