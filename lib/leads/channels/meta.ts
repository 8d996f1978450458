/**
 * Meta lead ads at GET/POST /api/leads/meta: the page's `leadgen` webhook.
 *
 * - GET is the subscription handshake: `hub.mode=subscribe` with `hub.verify_token` equal to
 *   META_VERIFY_TOKEN is answered with `hub.challenge`; anything else 403.
 * - POST is a notification. Before anything else, its raw body is checked against X-Hub-Signature-256
 *   (`sha256=` and the HMAC-SHA256 of the exact bytes with META_APP_SECRET, compared in constant time): a
 *   missing or wrong signature is refused, with no Graph call and nothing kept. A signed notification's
 *   `leadgen` changes are kept in the site's store, one lead each under `meta:{leadgen_id}` (the notification
 *   only: ids of the lead, ad, ad set, form and page), and Meta gets 200 once they are durable. The answers are
 *   read from the Graph API on the way to the CMS (meta-graph.ts, lib/leads/deliver.ts), right after the
 *   answer and then by the workers with backoff, so a Graph API that is down or slow delays a lead, never
 *   loses it. Meta sending the same notification again, or two instances taking it at once, keep one lead:
 *   the CMS stores one per submission id.
 * - WhatsApp's webhook comes to the same address with the same signature (`object:
 *   whatsapp_business_account`): once verified, its statuses of the CMS's messages and its stop words go to
 *   the CMS (whatsapp.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { environment, type MetaLeadAds } from '@/lib/env/server.mjs';
import { sameSecret } from '@/lib/shared/same-secret.mjs';
import { deliverKeptLeads, firstRetryAt } from '../deliver';
import type { LeadEntry } from '../entry';
import { leadStore } from '../store';
import { channelEntry, channelSubmissionId, channelTime, senderId } from './answers';
import { admitVerified, answer, channelOff, problem, readBody, refuse, type ChannelAnswer } from './intake';
import { isRecord, parseJsonWithIds } from './intake-json';
import { META_ID_KEYS } from './meta-graph';
import { receiveWhatsappReports, whatsappReports } from './whatsapp';

export const SIGNATURE_HEADER = 'x-hub-signature-256';
/** Meta batches changes into one notification; this holds hundreds of them. */
export const MAX_NOTIFICATION_BYTES = 512 * 1024;
/** More leads than this in one notification is not Meta's. */
const MAX_LEADS = 1000;

const OFF = ['Meta lead ads', 'META_APP_SECRET, META_VERIFY_TOKEN, META_PAGE_ACCESS_TOKEN'] as const;

export interface MetaOptions {
  config?: MetaLeadAds | null;
  now?: number;
  /** What is done with the leads once kept and answered for (tests replace it). */
  deliver?: (entries: LeadEntry[]) => Promise<void>;
}

/** GET: Meta's subscription handshake. */
export async function metaHandshake(request: Request, { config }: MetaOptions = {}): Promise<ChannelAnswer> {
  const meta = config === undefined ? environment().metaLeadAds : config;
  if (!meta) return channelOff(...OFF);
  const query = new URL(request.url).searchParams;
  const challenge = query.get('hub.challenge') ?? '';
  const token = query.get('hub.verify_token') ?? '';
  if (
    query.get('hub.mode') !== 'subscribe' ||
    !sameSecret(token, meta.verifyToken) ||
    !/^[\w.-]{1,200}$/.test(challenge)
  ) {
    return refuse(
      request,
      problem(403, 'bad-handshake', 'The verify token does not match META_VERIFY_TOKEN.'),
    );
  }
  return { status: 200, body: challenge };
}

/** Whether `header` is the signature of `body` with the app's secret: `sha256=` and 64 hex digits. */
export function signatureOf(
  body: Uint8Array,
  header: string | null,
  appSecret: string,
): 'valid' | 'missing' | 'wrong' {
  if (!header) return 'missing';
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header.trim())?.[1];
  if (!given) return 'wrong';
  const expected = createHmac('sha256', appSecret).update(body).digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected) ? 'valid' : 'wrong';
}

interface LeadgenChange {
  leadgenId: string;
  pageId?: string;
  adId?: string;
  adGroupId?: string;
  formId?: string;
  createdTime?: unknown;
}

/** The `leadgen` changes of a page notification; null when it is not one Meta sends. */
function leadgenChanges(body: unknown): { changes: LeadgenChange[]; skipped: number } | null {
  if (!isRecord(body) || !Array.isArray(body.entry)) return null;
  // Another object (a user, an Instagram account) has no leads: nothing to do.
  if (body.object !== 'page') return { changes: [], skipped: 0 };
  const changes: LeadgenChange[] = [];
  let skipped = 0;
  for (const item of body.entry as unknown[]) {
    if (!isRecord(item) || !Array.isArray(item.changes)) return null;
    for (const change of item.changes as unknown[]) {
      if (!isRecord(change) || change.field !== 'leadgen') continue;
      const value = isRecord(change.value) ? change.value : {};
      const leadgenId = value.leadgen_id;
      if (typeof leadgenId !== 'string' || !/^\d{1,30}$/.test(leadgenId)) {
        skipped += 1;
        continue;
      }
      changes.push({
        leadgenId,
        pageId: senderId(value.page_id) ?? senderId(item.id),
        adId: senderId(value.ad_id),
        adGroupId: senderId(value.adgroup_id),
        formId: senderId(value.form_id),
        createdTime: value.created_time,
      });
    }
  }
  return { changes, skipped };
}

/**
 * A lead kept from its notification: its ids now, its answers on the way to the CMS. This request's
 * answer is followed by its first attempt; the workers take it if that fails or the process ends first.
 */
function notifiedLead(change: LeadgenChange, now: number): LeadEntry {
  const submittedAt = channelTime(change.createdTime, now);
  const entry = channelEntry(
    channelSubmissionId('meta', change.leadgenId),
    {
      channel: 'meta',
      externalId: change.leadgenId,
      ...(change.pageId ? { pageId: change.pageId } : {}),
      ...(change.adId ? { adId: change.adId } : {}),
      ...(change.adGroupId ? { adGroupId: change.adGroupId } : {}),
      ...(change.formId ? { leadFormId: change.formId } : {}),
      ...(submittedAt ? { submittedAt } : {}),
      isTest: false,
      awaitingAnswers: true,
    },
    { values: {}, details: [] },
    now,
  );
  return { ...entry, nextAttemptAt: firstRetryAt(now) };
}

/** POST: a notification, verified, its leads kept, then answered 200. */
export async function receiveMetaNotification(
  request: Request,
  { config, now = Date.now(), deliver = deliverKeptLeads }: MetaOptions = {},
): Promise<ChannelAnswer> {
  const meta = config === undefined ? environment().metaLeadAds : config;
  if (!meta) return channelOff(...OFF);
  const raw = await readBody(request, MAX_NOTIFICATION_BYTES);
  if (!Buffer.isBuffer(raw)) return raw;
  const signature = signatureOf(raw, request.headers.get(SIGNATURE_HEADER), meta.appSecret);
  if (signature === 'missing') {
    return refuse(request, problem(401, 'no-signature', 'The X-Hub-Signature-256 header is missing.'));
  }
  if (signature === 'wrong') {
    return refuse(
      request,
      problem(403, 'bad-signature', 'X-Hub-Signature-256 is not the body’s signature with META_APP_SECRET.'),
    );
  }
  let body: unknown;
  try {
    body = parseJsonWithIds(raw.toString('utf8'), META_ID_KEYS);
  } catch {
    body = null;
  }
  // WhatsApp's webhook comes to the same address, signed the same way: statuses of the CMS's messages.
  const whatsapp = whatsappReports(body);
  if (whatsapp) return receiveWhatsappReports(whatsapp, { now });
  const busy = await admitVerified('meta', 'meta', now);
  if (busy) return busy;

  const parsed = leadgenChanges(body);
  if (!parsed) return problem(400, 'bad-notification', 'The body is not a notification of Meta’s webhooks.');
  const { changes, skipped } = parsed;
  if (changes.length > MAX_LEADS) return problem(413, 'too-large', `More than ${MAX_LEADS} leads at once.`);
  if (skipped > 0 && changes.length === 0) {
    return problem(400, 'bad-notification', 'A leadgen change has no leadgen_id.');
  }
  if (skipped > 0)
    console.error(`Meta notification: ${skipped} leadgen changes without a leadgen_id left out.`);

  // One lead per id, whatever the notification repeats.
  const entries = [
    ...new Map(changes.map((change) => [change.leadgenId, notifiedLead(change, now)])).values(),
  ];
  const store = leadStore();
  try {
    await Promise.all(entries.map((entry) => store.put(entry)));
  } catch (error) {
    console.error(
      `Meta notification of ${entries.length} leads could not be kept (${store.kind}: ${
        error instanceof Error ? error.name : 'unknown error'
      }); Meta will send it again.`,
    );
    return problem(503, 'unavailable', 'The leads could not be kept right now.', { 'Retry-After': '30' });
  }
  // Answered now; the answers are read and the leads delivered after (what fails waits for the workers).
  void Promise.resolve()
    .then(() => deliver(entries))
    .catch(() => {});
  return answer(200, { ok: true, kept: entries.length });
}
