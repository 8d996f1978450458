'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { privateDir } = require('./private-uploads');
const { retentionDays: DEFAULT_RETENTION_DAYS } = require('./lead-facts');

const UID = 'api::lead.lead';
const FILE_UID = 'plugin::upload.file';
/** A private file younger than this may belong to a lead whose transaction has not committed yet. */
const IN_FLIGHT_MS = 60 * 60 * 1000;
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

/**
 * Deletes CV files that belong to no lead. A lead and its CV are stored in one transaction
 * (api/lead/controllers/lead.js), but the file reaches the disk before the transaction commits: a CMS killed
 * in between leaves a file with no row. Files uploaded by hand to the admin, or by an older version of the
 * site, with a row but no lead, go too once a day old. Only private files (CVs; images are the blog's).
 * Logs counts only.
 */
async function deleteOrphanCvFiles(strapi, { now = Date.now(), inFlightMs = IN_FLIGHT_MS } = {}) {
  const dir = privateDir(strapi);
  const names = await fs.promises.readdir(dir).catch(() => []);
  let deleted = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile() || now - stat.mtimeMs < inFlightMs) continue;
    const ext = path.extname(name);
    const row = await strapi.db
      .query(FILE_UID)
      .findOne({ where: { hash: path.basename(name, ext), ext }, populate: { related: true } });
    if (!row) {
      await fs.promises.rm(file, { force: true });
      deleted += 1;
    } else if ((row.related ?? []).length === 0 && now - stat.mtimeMs >= 24 * 3600 * 1000) {
      await strapi.plugin('upload').service('upload').remove(row);
      deleted += 1;
    }
  }
  if (deleted > 0) strapi.log.info(`Deleted ${deleted} CV files that belonged to no lead.`);
  return deleted;
}

/**
 * Every night at 03:00, and once at start (a CMS that was off at night catches up; no request is in
 * flight before the server listens, so any file without a row is an orphan then).
 */
async function scheduleLeadRetention(strapi) {
  strapi.cron.add({
    leadRetention: {
      task: async () => {
        await deleteExpiredLeads(strapi);
        await deleteOrphanCvFiles(strapi);
      },
      options: { rule: '0 3 * * *' },
    },
  });
  await deleteExpiredLeads(strapi);
  await deleteOrphanCvFiles(strapi, { inFlightMs: 0 });
}

module.exports = {
  registerCvCleanup,
  scheduleLeadRetention,
  deleteExpiredLeads,
  deleteOrphanCvFiles,
  retentionDays,
};
