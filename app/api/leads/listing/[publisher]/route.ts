import { toResponse } from '@/lib/leads/channels/intake';
import { receiveListingLead } from '@/lib/leads/channels/listing';

interface Context {
  params: Promise<{ publisher: string }>;
}

/** A listing site's lead by GET, its parameters in the address (lib/leads/channels/listing.ts). */
export async function GET(request: Request, { params }: Context) {
  return toResponse(request, await receiveListingLead(request, (await params).publisher));
}

/** The same by POST: a form or JSON body. */
export async function POST(request: Request, { params }: Context) {
  return toResponse(request, await receiveListingLead(request, (await params).publisher));
}
