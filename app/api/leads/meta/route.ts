import { toResponse } from '@/lib/leads/channels/intake';
import { metaHandshake, receiveMetaNotification } from '@/lib/leads/channels/meta';

/** Meta's subscription handshake (lib/leads/channels/meta.ts). */
export async function GET(request: Request) {
  return toResponse(request, await metaHandshake(request));
}

/** A Meta lead ads notification: verified by its signature, its leads kept, then answered. */
export async function POST(request: Request) {
  return toResponse(request, await receiveMetaNotification(request));
}
