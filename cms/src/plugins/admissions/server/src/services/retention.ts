/**
 * Leads are kept LEAD_RETENTION_DAYS (the privacy page states it), then deleted with their CVs and history
 * (the lead documents' middleware takes those with each lead). Run hourly by the cron (config/cron-tasks.ts)
 * in every CMS process: a delete that another process did first finds nothing, so no claim is needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LEAD_UID } from '../../../common/leads';
import type { Strapi } from '../lib/types';
import { settings } from '../settings';
import { addressesOf, privateDir } from './cvs';

const FILE_UID = 'plugin::upload.file';
/** A private file younger than this may belong to a lead whose transaction has not committed yet. */
const IN_FLIGHT_MS = 60 * 60 * 1000;

/** Deletes every lead submitted more than the retention period ago, with its CV. */
export async function deleteExpiredLeads(strapi: Strapi, now = Date.now()): Promise<number> {
  const days = settings(strapi).leadRetentionDays;
  const cutoff = new Date(now - days * 24 * 3600 * 1000).toISOString();
  const leads = strapi.documents(LEAD_UID as 'api::lead.lead');
  let deleted = 0;
  for (;;) {
    const expired = await leads.findMany({
      filters: { submittedAt: { $lt: cutoff } },
      fields: ['submittedAt'],
      limit: 100,
    });
    if (expired.length === 0) break;
    for (const lead of expired) {
      await leads.delete({ documentId: lead.documentId });
      deleted += 1;
    }
  }
  if (deleted > 0) strapi.log.info(`Deleted ${deleted} leads older than ${days} days.`);
  return deleted;
}

/**
 * Deletes CV files that belong to no lead. A lead and its CV are stored in one transaction (the lead intake),
 * but the file reaches the disk before the transaction commits: a CMS killed in between leaves a file with no
 * row. Files uploaded by hand to the admin, or by an older version of the site, with a row but no lead, go
 * too once a day old. Only private files (CVs; images are the blog's). Logs counts only.
 */
export async function deleteOrphanCvFiles(
  strapi: Strapi,
  { now = Date.now(), inFlightMs = IN_FLIGHT_MS }: { now?: number; inFlightMs?: number } = {},
): Promise<number> {
  const dir = privateDir(strapi);
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  let deleted = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile() || now - stat.mtimeMs < inFlightMs) continue;
    const row: { related?: unknown[] } | null = await strapi.db
      .query(FILE_UID)
      .findOne({ where: { url: { $in: addressesOf(name) } }, populate: { related: true } });
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

const retentionService = ({ strapi }: { strapi: Strapi }) => ({
  async run(now = Date.now()) {
    await deleteExpiredLeads(strapi, now);
    await deleteOrphanCvFiles(strapi, { now });
  },
});

export default retentionService;
