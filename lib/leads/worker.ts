/**
 * The background side of leads, one per server process: every few seconds, deliver the leads whose retry is
 * due (every instance of the stack runs one; a claim in the shared store keeps them from delivering the same
 * lead at once); every hour, delete what the site holds past the retention period.
 */
import { deleteExpiredLeads, deliverHeldLeads } from './deliver';

const DELIVERY_INTERVAL_MS = 5000;
const RETENTION_INTERVAL_MS = 3600_000;

let started = false;

export function startLeadDelivery(): void {
  if (started) return;
  started = true;
  setInterval(() => void deliverHeldLeads(), DELIVERY_INTERVAL_MS).unref();
  const prune = () =>
    void deleteExpiredLeads().catch((error: unknown) => {
      console.error(`Expired leads could not be deleted: ${error instanceof Error ? error.message : error}`);
    });
  prune();
  setInterval(prune, RETENTION_INTERVAL_MS).unref();
}
