/**
 * Runs once when a server starts (Next's instrumentation hook): says which channels take leads, and starts
 * the delivery of leads that wait in the site's store for the CMS, and the deletion of what the site holds
 * past the retention period.
 */
export async function register() {
  // Only in the Node.js server (not the proxy's runtime), and not while `next build` prerenders.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { environment, isBuildPhase } = await import('@/lib/env/server.mjs');
  if (isBuildPhase()) return;
  const { channelsStatus } = await import('@/lib/leads/channels/status');
  console.info(channelsStatus(environment()));
  const { startLeadDelivery } = await import('@/lib/leads/worker');
  startLeadDelivery();
}
