/**
 * What the channels' endpoints share: their answers, their limits, and reading a body a stranger sent.
 *
 * Limits: a sender that fails its check (a wrong signature or key, an unknown listing site) is counted per
 * client, and refused with 429 once it has failed too often, so nobody can try keys at speed; a verified
 * sender passes a ceiling of its channel's own (a token bucket, shared by the instances through Redis), far
 * above any real campaign and far below what would flood the CMS, should a key leak. The website's own limits
 * (lib/leads/receive.ts) are not touched by the channels.
 *
 * Logs: nothing a lead carries, no query string, no key; only ids, counts and reason codes.
 */
import { clientAddress, takeFromCeiling, takeToken, type CeilingRule, type RateRule } from '@/lib/rate-limit';
import {
  answerTo,
  BODY_REFUSAL_STATUS,
  readBody as readRequestBody,
  type BodyOptions,
} from '@/lib/request-body';
import { keepLead } from '../receive';
import type { LeadEntry } from '../entry';

/** An endpoint's answer: JSON (or the handshake's plain text), its status and headers. */
export interface ChannelAnswer {
  status: number;
  body: Record<string, unknown> | string;
  headers?: Record<string, string>;
}

/**
 * The answer as the route handler sends it: never cached, never indexed, and closing the connection when the
 * request's body was not read to its end (a refusal before it, or a body cut off), so a sender trickling the
 * rest holds nothing.
 */
export function toResponse(request: Request, { status, body, headers = {} }: ChannelAnswer): Response {
  const common = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', ...headers };
  return answerTo(
    request,
    typeof body === 'string'
      ? new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...common } })
      : Response.json(body, { status, headers: common }),
  );
}

export function answer(status: number, body: Record<string, unknown>, headers?: Record<string, string>) {
  return { status, body, ...(headers ? { headers } : {}) };
}

/** A refusal with a reason code and a sentence for whoever sets the channel up. */
export function problem(status: number, error: string, message: string, headers?: Record<string, string>) {
  return answer(status, { ok: false, error, message }, headers);
}

/** A channel that is not configured: no sign of what it would check. */
export function channelOff(channel: string, variables: string): ChannelAnswer {
  return problem(404, 'channel-off', `${channel} are not switched on for this site (${variables}).`);
}

/** Failed checks a client may make before it is refused outright: a person setting a channel up stays far below. */
export const CHANNEL_REFUSALS_PER_CLIENT: RateRule = {
  name: 'channel-refusals',
  points: 20,
  durationSeconds: 600,
};

/**
 * Each channel's ceiling for verified requests: ten a second on average, two hundred at once. An institute's
 * busiest campaign sends a few hundred leads a day; a leaked key cannot send more than this.
 */
export function channelCeiling(channel: string): CeilingRule {
  return { name: `channel-${channel}`, points: 600, durationSeconds: 60, burst: 200 };
}

/**
 * A failed check, answered as it is, or with 429 once this client has failed too often. The count is kept
 * only for failures: a verified sender is never slowed by it.
 */
export async function refuse(request: Request, refusal: ChannelAnswer): Promise<ChannelAnswer> {
  const counted = await takeToken(CHANNEL_REFUSALS_PER_CLIENT, clientAddress(request.headers));
  if (counted.allowed) return refusal;
  return problem(429, 'too-many-refusals', 'Too many requests failed their check; try again later.', {
    'Retry-After': String(counted.retryAfterSeconds),
  });
}

/** A verified request of `channel` passes its ceiling, or is answered 429 with when to come back. */
export async function admitVerified(
  channel: string,
  key: string,
  now: number,
): Promise<ChannelAnswer | null> {
  const outcome = await takeFromCeiling(channelCeiling(channel), key, now);
  if (outcome.allowed) return null;
  return problem(429, 'busy', 'Too many leads at once; send this one again later.', {
    'Retry-After': String(outcome.retryAfterSeconds),
  });
}

/** What a body cut off for each reason is told. */
const BODY_REFUSALS = {
  'too-large': (limit: number) => `The body is larger than ${limit / 1024} KB.`,
  'too-slow': () => 'The body arrived too slowly; send it again.',
  busy: () => 'The server is reading too many bodies at once; send it again later.',
  broken: () => 'The body could not be read.',
} as const;

/** The body's bytes within `limit` and the site's body deadline, or the answer that refuses it. */
export async function readBody(
  request: Request,
  limit: number,
  options?: BodyOptions,
): Promise<Buffer | ChannelAnswer> {
  const read = await readRequestBody(request, limit, options);
  if (read.ok) return read.body;
  return problem(BODY_REFUSAL_STATUS[read.reason], read.reason, BODY_REFUSALS[read.reason](limit));
}

/** Keeps a channel's lead the way the site keeps a form's (the store, then the CMS at once), and answers. */
export async function keepChannelLead(entry: LeadEntry): Promise<ChannelAnswer> {
  const kept = await keepLead(entry);
  if (!kept.answer.ok) {
    return problem(503, 'unavailable', 'The lead could not be kept right now; send it again later.', {
      'Retry-After': '30',
    });
  }
  return answer(200, { ok: true, kept: kept.answer.kept, id: entry.submissionId });
}
