/**
 * The step a channel's lead may need before it can be delivered: a Meta notification carries only the lead's
 * id, and its answers are read from the Graph API (meta-graph.ts). Called by lib/leads/deliver.ts.
 */
import { environment } from '@/lib/env/server.mjs';
import type { LeadEntry } from '../entry';
import { LeadSourceError, withMetaAnswers } from './meta-graph';

export { LeadSourceError };

/** Whether the lead still waits for its answers. */
export function awaitsAnswers(entry: LeadEntry): boolean {
  return entry.channel?.awaitingAnswers === true;
}

/** The lead with its answers (unchanged when it has them). Rejects with a LeadSourceError. */
export async function withAnswers(entry: LeadEntry): Promise<LeadEntry> {
  if (!awaitsAnswers(entry)) return entry;
  const config = environment().metaLeadAds;
  // Meta was switched off while its leads waited: they stay, a dead letter each, until it is on again.
  if (entry.channel?.channel !== 'meta' || !config) throw new LeadSourceError('meta-off', true);
  return withMetaAnswers(entry, config);
}
