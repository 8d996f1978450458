/**
 * POST /api/data-requests and POST /api/data-requests/confirm: a person's request about their data, checked
 * and passed to the CMS (where admissions answer it), and the person's confirmation with the code from the
 * verification e-mail. The CMS is reached with DATA_REQUESTS_API_TOKEN, a token that may create requests and
 * pass on codes, nothing else. Nothing here logs what a person typed.
 */
import * as v from 'valibot';
import { environment } from '@/lib/env/server.mjs';
import { clientAddress, takeFromCeiling, takeToken, type CeilingRule, type RateRule } from '@/lib/rate-limit';
import { BODY_REFUSAL_STATUS, readBody } from '@/lib/request-body';
import { SPAM_TRAP_FIELD } from '@/lib/leads/protocol';
import { confirmPage, rightsPage } from '@/lib/content/data-rights';
import {
  DATA_REQUEST_KINDS,
  type ConfirmAnswer,
  type DataRequestAnswer,
  type DataRequestKind,
  type LookupAnswer,
} from './protocol';
import { dataRequestSchema } from './schema';

/** A person asks once or twice; each request may send an e-mail, so a client sends few. */
export const REQUESTS_PER_CLIENT: RateRule = {
  name: 'data-requests-client',
  points: 5,
  durationSeconds: 3600,
};
/**
 * Far above what the institute receives; far below a flood of verification e-mails. A token bucket, like the
 * leads' ceiling: 60 an hour, 10 at once at most, so no window edge lets a burst through (a fixed window of
 * 60 an hour let 110 requests, each an e-mail to any address, through in 45 s from rotating addresses).
 */
export const REQUESTS_SITE_WIDE: CeilingRule = {
  name: 'data-requests-site',
  points: 60,
  durationSeconds: 3600,
  burst: 10,
};
/** A code is 80 random bits: a few tries an hour leave nothing to guess. */
export const CONFIRMATIONS_PER_CLIENT: RateRule = {
  name: 'data-requests-confirm',
  points: 10,
  durationSeconds: 3600,
};
/** Every confirmation asks the CMS: twice the requests' ceiling leaves room for a person's second try. */
export const CONFIRMATIONS_SITE_WIDE: CeilingRule = {
  name: 'data-requests-confirm-site',
  points: 120,
  durationSeconds: 3600,
  burst: 20,
};

/** A person opens the link once or twice, and may type the code: a few lookups each. */
export const LOOKUPS_PER_CLIENT: RateRule = {
  name: 'data-requests-lookup',
  points: 20,
  durationSeconds: 3600,
};
/** Every lookup asks the CMS. */
export const LOOKUPS_SITE_WIDE: CeilingRule = {
  name: 'data-requests-lookup-site',
  points: 240,
  durationSeconds: 3600,
  burst: 40,
};

const CMS_TIMEOUT_MS = 15_000;

export interface Answer<T> {
  status: number;
  answer: T;
  retryAfterSeconds?: number;
}

/** POSTs to the CMS's data-request API; null when the CMS is not configured or does not answer. */
async function callCms(path: string, data: object): Promise<{ status: number; body: unknown } | null> {
  const { blogApiOrigin, dataRequestsApiToken } = environment();
  if (!blogApiOrigin || !dataRequestsApiToken) return null;
  try {
    const response = await fetch(`${blogApiOrigin}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${dataRequestsApiToken}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({ data }),
      cache: 'no-store',
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch (error) {
    console.error(
      `Data requests: the CMS did not answer (${error instanceof Error ? error.name : 'error'}).`,
    );
    return null;
  }
}

/** The JSON body, or the status to refuse it with (a trickling or stalled body is cut off: 408). */
async function readJson(request: Request, limit: number): Promise<{ json: unknown } | { status: number }> {
  const read = await readBody(request, limit);
  if (!read.ok) return { status: BODY_REFUSAL_STATUS[read.reason] };
  try {
    return { json: JSON.parse(read.body.toString('utf8')) as unknown };
  } catch {
    return { status: 400 };
  }
}

function tooMany<T>(message: string, retryAfterSeconds: number): Answer<T> {
  return { status: 429, answer: { ok: false, reason: 'too-many', message } as T, retryAfterSeconds };
}

/** `now` is the clock of the site-wide ceiling, injected by tests. */
export async function receiveDataRequest(
  request: Request,
  now = Date.now(),
): Promise<Answer<DataRequestAnswer>> {
  const perClient = await takeToken(REQUESTS_PER_CLIENT, clientAddress(request.headers));
  if (!perClient.allowed) return tooMany(rightsPage.tooMany, perClient.retryAfterSeconds);
  const body = await readJson(request, 8192);
  if ('status' in body) return { status: body.status, answer: { ok: false, reason: 'bad-request' } };
  const input = body.json as Record<string, unknown> | null;
  if (!input || typeof input !== 'object')
    return { status: 400, answer: { ok: false, reason: 'bad-request' } };
  // Scripts fill every field, the hidden one too.
  if (typeof input[SPAM_TRAP_FIELD] === 'string' && input[SPAM_TRAP_FIELD] !== '') {
    return { status: 400, answer: { ok: false, reason: 'bad-request' } };
  }
  const checked = v.safeParse(dataRequestSchema, input);
  if (!checked.success) {
    const errors: Record<string, string> = {};
    for (const issue of checked.issues) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
    return { status: 422, answer: { ok: false, reason: 'invalid', errors } };
  }
  const siteWide = await takeFromCeiling(REQUESTS_SITE_WIDE, 'site', now);
  if (!siteWide.allowed) return tooMany(rightsPage.tooMany, siteWide.retryAfterSeconds);

  const cms = await callCms('/api/data-requests', checked.output);
  const data = (cms?.body as { data?: { verification?: unknown; deadline?: unknown } } | null)?.data;
  if (cms?.status !== 201 || !data || typeof data.deadline !== 'string') {
    if (cms) console.error(`Data requests: the CMS refused a request (${cms.status}).`);
    return { status: 503, answer: { ok: false, reason: 'unavailable' } };
  }
  return {
    status: 201,
    answer: {
      ok: true,
      verification: data.verification === 'email' ? 'email' : 'admissions',
      contactType: checked.output.contact.includes('@') ? 'E-mail' : 'Phone',
      deadline: data.deadline,
    },
  };
}

const isKind = (value: unknown): value is DataRequestKind =>
  (DATA_REQUEST_KINDS as readonly unknown[]).includes(value);

/** The code a confirmation or a lookup carries, or the answer that refuses it. */
async function readCode(request: Request): Promise<string | Answer<{ ok: false; reason: 'invalid' }>> {
  const body = await readJson(request, 1024);
  if ('status' in body) return { status: body.status, answer: { ok: false, reason: 'invalid' } };
  const input = body.json as { code?: unknown } | null;
  const code = typeof input?.code === 'string' ? input.code.trim() : '';
  if (code.length < 16 || code.length > 40) return { status: 422, answer: { ok: false, reason: 'invalid' } };
  return code;
}

export async function receiveConfirmation(
  request: Request,
  now = Date.now(),
): Promise<Answer<ConfirmAnswer>> {
  const perClient = await takeToken(CONFIRMATIONS_PER_CLIENT, clientAddress(request.headers));
  if (!perClient.allowed) return tooMany(confirmPage.tooMany, perClient.retryAfterSeconds);
  const code = await readCode(request);
  if (typeof code !== 'string') return code;
  const siteWide = await takeFromCeiling(CONFIRMATIONS_SITE_WIDE, 'site', now);
  if (!siteWide.allowed) return tooMany(confirmPage.tooMany, siteWide.retryAfterSeconds);
  const cms = await callCms('/api/data-requests/verify', { code });
  const data = (cms?.body as { data?: { kind?: unknown; deadline?: unknown } } | null)?.data;
  if (cms?.status === 200 && data && typeof data.deadline === 'string') {
    return {
      status: 200,
      answer: { ok: true, ...(isKind(data.kind) ? { kind: data.kind } : {}), deadline: data.deadline },
    };
  }
  if (cms?.status === 404) return { status: 404, answer: { ok: false, reason: 'unknown' } };
  if (cms?.status === 410) return { status: 410, answer: { ok: false, reason: 'expired' } };
  return { status: 503, answer: { ok: false, reason: 'unavailable' } };
}

/**
 * POST /api/data-requests/lookup: what the request behind a code is (its kind only), so the confirmation
 * page can say what the person is about to confirm. Read-only in the CMS (`POST /api/data-requests/lookup`,
 * the data-requests token): 200 with the kind, 404 named `UnknownCode` for no request waiting, 410 for an
 * expired code. Any other answer (a CMS without the lookup answers its own 404 or 403) is `unavailable`,
 * and the page confirms without naming the kind, as before.
 */
export async function receiveLookup(request: Request, now = Date.now()): Promise<Answer<LookupAnswer>> {
  const perClient = await takeToken(LOOKUPS_PER_CLIENT, clientAddress(request.headers));
  if (!perClient.allowed) return tooMany(confirmPage.tooMany, perClient.retryAfterSeconds);
  const code = await readCode(request);
  if (typeof code !== 'string') return code;
  const siteWide = await takeFromCeiling(LOOKUPS_SITE_WIDE, 'site', now);
  if (!siteWide.allowed) return tooMany(confirmPage.tooMany, siteWide.retryAfterSeconds);
  const cms = await callCms('/api/data-requests/lookup', { code });
  const answer = cms?.body as { data?: { kind?: unknown }; error?: { name?: unknown } } | null;
  if (cms?.status === 200 && isKind(answer?.data?.kind)) {
    return { status: 200, answer: { ok: true, kind: answer.data.kind } };
  }
  if (cms?.status === 404 && answer?.error?.name === 'UnknownCode') {
    return { status: 404, answer: { ok: false, reason: 'unknown' } };
  }
  if (cms?.status === 410) return { status: 410, answer: { ok: false, reason: 'expired' } };
  return { status: 503, answer: { ok: false, reason: 'unavailable' } };
}
