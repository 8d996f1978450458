/**
 * The background side of leads, one per server process: every LEADS_RETRY_MS (5 s), deliver the leads and
 * e-mail statuses whose retry is due (every instance of the stack runs one; claims in the shared store keep
 * them from delivering the same lead at once, and the CMS keeps each lead once if they do); every hour,
 * delete what the site holds past the retention period.
 */
import { environment } from '@/lib/env/server.mjs';
import { deleteExpiredLeads, deliverHeldLeads } from './deliver';

const RETENTION_INTERVAL_MS = 3600_000;

let started = false;

export function startLeadDelivery(): void {
  if (started) return;
  started = true;
  setInterval(() => void deliverHeldLeads(), environment().leadsRetryMs).unref();
  const prune = () =>
    void deleteExpiredLeads().catch((error: unknown) => {
      console.error(
        `Expired leads could not be deleted (${error instanceof Error ? error.name : 'unknown'}).`,
      );
    });
  prune();
  setInterval(prune, RETENTION_INTERVAL_MS).unref();
}
