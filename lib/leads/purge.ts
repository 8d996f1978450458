/**
 * POST /api/leads/purge: the CMS, erasing a verified person's data, has the site delete that person's leads
 * still waiting in its outbox (lib/leads/store.ts), so none reaches the CMS after the erasure. Authorised by
 * the token the site creates data requests with (DATA_REQUESTS_API_TOKEN, the CMS's CMS_DATA_REQUESTS_TOKEN),
 * which the CMS presents as `Authorization: Bearer …`.
 */
import { environment } from '@/lib/env/server.mjs';
import { readBodyWithin } from '@/lib/request-body';
import { sameSecret } from '@/lib/shared/same-secret.mjs';
import { CONTACT_TYPES, leadOfContact, type Contact } from './contact-match';
import { leadStore, purgeHeldLeads } from './store';

export interface PurgeResponse {
  status: number;
  body: { purged: number } | { error: string };
}

function contactOf(body: unknown): Contact | null {
  const { contactType, contact } = (body ?? {}) as { contactType?: unknown; contact?: unknown };
  if (!CONTACT_TYPES.includes(contactType as Contact['type'])) return null;
  if (typeof contact !== 'string' || contact.trim() === '' || contact.length > 254) return null;
  return { type: contactType as Contact['type'], value: contact };
}

export async function receivePurge(
  request: Request,
  pause?: (ms: number) => Promise<void>,
): Promise<PurgeResponse> {
  const token = environment().dataRequestsApiToken;
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token || !given || !sameSecret(given, token)) return { status: 401, body: { error: 'unauthorized' } };
  const raw = await readBodyWithin(request, 2048).catch(() => null);
  let contact: Contact | null = null;
  try {
    contact = raw ? contactOf(JSON.parse(raw.toString('utf8'))) : null;
  } catch {
    contact = null;
  }
  if (!contact) return { status: 400, body: { error: 'a contactType (E-mail or Phone) and a contact' } };
  try {
    const purged = await purgeHeldLeads(
      leadStore(),
      (entry) => leadOfContact(entry, contact),
      pause ? { pause } : {},
    );
    console.info(`Erasure: ${purged} held leads deleted from the site's outbox.`);
    return { status: 200, body: { purged } };
  } catch (error) {
    console.error(
      `Erasure: the site's outbox could not be purged: ${error instanceof Error ? error.message : error}`,
    );
    return { status: 503, body: { error: 'the outbox could not be purged now; try again' } };
  }
}
