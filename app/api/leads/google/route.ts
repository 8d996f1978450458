import { receiveGoogleLead } from '@/lib/leads/channels/google';
import { toResponse } from '@/lib/leads/channels/intake';

/** A Google Ads lead form's webhook (lib/leads/channels/google.ts). */
export async function POST(request: Request) {
  return toResponse(request, await receiveGoogleLead(request));
}
