import type { Core } from '@strapi/strapi';

/**
 * The one way the CMS makes sure that work every process runs (its cron tasks run in each CMS process, and
 * a lead's alert is also tried as it is stored) is done by one of them: a claim is a conditional UPDATE of
 * the row that carries the work's state, from "due" to "taken". The database changes the row for one
 * UPDATE only; the process whose UPDATE changed it owns the work, every other sees 0 rows and leaves it.
 * A failure the owner sees releases the claim with another UPDATE, so the next round tries again.
 *
 * Used for a lead's alert (its alert state), a lead's escalation (its escalatedAt), a counsellor's morning
 * digest (its row for the day) and a scheduled post (its schedule). `where` names one row and what "due"
 * means for it; `set` is what "taken" is.
 */
export async function claim(
  strapi: Core.Strapi,
  uid: string,
  where: Record<string, unknown>,
  set: Record<string, unknown>,
): Promise<boolean> {
  const { count } = await strapi.db.query(uid as never).updateMany({ where, data: set });
  if (count > 1) throw new Error(`A claim on ${uid} changed ${count} rows: its condition must name one row`);
  return count === 1;
}
