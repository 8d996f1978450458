/**
 * The access record keeps each entry ACCESS_LOG_RETENTION_DAYS (400 by default, at least 365), then deletes
 * it: once a day (India time), by the cron (config/cron-tasks.ts) in every CMS process. The day's run is
 * claimed the CMS's one way (src/claims.ts): a row per day in the hidden access-log-purge collection (unique
 * day) is made if missing, then claimed; the process whose claim changed the row deletes and writes down
 * what it deleted (`cutoff`, `deleted`), so the record's own bookkeeping says when entries went and how many.
 * A failure releases the claim and the next run tries again. The purges' rows go with the same retention.
 */
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { indiaDate } from '@codebridge/shared/india-time.mjs';
import { claim } from '../../../../../claims';
import { PURGE_UID } from '../entries-guard';
import { ENTRY_UID } from '../record';
import { settings } from '../settings';

const DAY_MS = 24 * 3600 * 1000;

/** The day's purge row, made if it is missing (its day is unique). */
async function purgeRow(strapi: Core.Strapi, day: string): Promise<void> {
  const purges = strapi.db.query(PURGE_UID as never);
  if (await purges.findOne({ where: { day }, select: ['id'] })) return;
  try {
    await purges.createMany({ data: [{ documentId: randomBytes(12).toString('hex'), day }] });
  } catch (error) {
    // Another process made it at the same moment; anything else is a real failure.
    if (!(await purges.findOne({ where: { day }, select: ['id'] }))) throw error;
  }
}

/**
 * Deletes the entries older than the retention at `now`, once per India day across processes. Returns how
 * many it deleted, or null when the day's run was another process's or done already.
 */
export async function deleteExpiredEntries(strapi: Core.Strapi, now: Date): Promise<number | null> {
  const day = indiaDate(now);
  await purgeRow(strapi, day);
  const claimed = await claim(
    strapi,
    PURGE_UID,
    { day, claimedAt: { $null: true }, deleted: { $null: true } },
    { claimedAt: now },
  );
  if (!claimed) return null;
  const { retentionDays } = settings(strapi);
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  try {
    const { count } = await strapi.db
      .query(ENTRY_UID as never)
      .deleteMany({ where: { at: { $lt: cutoff } } });
    await strapi.db.query(PURGE_UID as never).deleteMany({ where: { claimedAt: { $lt: cutoff } } });
    await strapi.db.query(PURGE_UID as never).update({ where: { day }, data: { cutoff, deleted: count } });
    if (count > 0)
      strapi.log.info(`Access record: ${count} entries older than ${retentionDays} days deleted.`);
    return count;
  } catch (error) {
    await strapi.db.query(PURGE_UID as never).update({ where: { day }, data: { claimedAt: null } });
    throw error;
  }
}

const retentionService = ({ strapi }: { strapi: Core.Strapi }) => ({
  run: (now = new Date()) => deleteExpiredEntries(strapi, now),
});

export default retentionService;
