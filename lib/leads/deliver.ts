/**
 * How a kept lead reaches the CMS: Strapi's own REST calls with LEADS_API_TOKEN, a token that may create
 * leads and upload a file, nothing else. The CV is uploaded first (Strapi's upload API) and its id saved
 * with the lead, so a retry never uploads it twice; then the lead is created. The CMS keeps one lead per
 * submission id, so a lead delivered twice (a retry after a lost answer, two instances at once) is stored
 * once.
 *
 * A lead the CMS does not take at once stays in the site's store (lib/leads/store.ts) and is retried, less
 * and less often, until it does. Nothing here logs what a visitor typed: only submission ids and forms.
 */
import { environment } from '@/lib/env/server.mjs';
import { cmsLead, CMS_EMAIL_STATUS } from './cms-record';
import type { EmailStatus, LeadEntry } from './entry';
import { leadStore, type LeadStore } from './store';

/** The CMS answers a lead in this time or counts as down for this attempt. */
const CMS_TIMEOUT_MS = 4000;
/** A CV upload may take longer. */
const UPLOAD_TIMEOUT_MS = 15_000;
/** Retries wait twice as long each time, from this … */
const FIRST_RETRY_MS = 5000;
/** … up to this. */
const LONGEST_RETRY_MS = 60_000;
/** A delivery holds its lead this long at most, so two instances never deliver it at the same time. */
const CLAIM_MS = 60_000;

/** Answers to an upload that no retry changes. */
const REFUSED_FOR_GOOD = new Set([400, 413, 415, 422]);
/** The CV's id when the CMS refused the file. */
const NO_FILE = 0;

export class CmsRefusedError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    // Only the kind of error Strapi names: its message and details quote the lead's values.
    super(`the CMS answered ${status}${errorName(detail)}`);
    this.name = 'CmsRefusedError';
  }
}

/** The `error.name` of a Strapi error answer (ValidationError, ForbiddenError…), when it has one. */
function errorName(body: string): string {
  try {
    const name = (JSON.parse(body) as { error?: { name?: unknown } })?.error?.name;
    return typeof name === 'string' && /^\w{1,40}$/.test(name) ? ` (${name})` : '';
  } catch {
    return '';
  }
}

interface Cms {
  origin: string;
  token: string;
}

/** The CMS that takes leads, or null when leads stay on the site's side (no BLOG_API_URL or no token). */
export function leadsCms(): Cms | null {
  const { blogApiOrigin, leadsApiToken } = environment();
  return blogApiOrigin && leadsApiToken ? { origin: blogApiOrigin, token: leadsApiToken } : null;
}

async function callCms(
  cms: Cms,
  path: string,
  body: BodyInit,
  timeoutMs: number,
  json = true,
): Promise<unknown> {
  const response = await fetch(`${cms.origin}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${cms.token}`,
      Accept: 'application/json',
      ...(json ? { 'Content-Type': 'application/json' } : {}),
    },
    body,
    cache: 'no-store',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  if (!response.ok) throw new CmsRefusedError(response.status, text);
  return text ? (JSON.parse(text) as unknown) : null;
}

async function uploadCv(cms: Cms, cv: NonNullable<LeadEntry['cv']>): Promise<number> {
  const form = new FormData();
  form.append('files', new Blob([Buffer.from(cv.data, 'base64')], { type: cv.type }), cv.name);
  const answer = await callCms(cms, '/api/upload', form, UPLOAD_TIMEOUT_MS, false);
  const id = Array.isArray(answer) ? (answer[0] as { id?: unknown } | undefined)?.id : undefined;
  if (typeof id !== 'number') throw new Error('the CMS did not say which file it stored');
  return id;
}

function describe(error: unknown): string {
  // A parser's message quotes the answer, which may hold the lead.
  if (error instanceof SyntaxError) return 'the answer is not JSON';
  return error instanceof Error ? error.message : String(error);
}

/**
 * Delivers one lead to the CMS. With `store`, the lead is held there: its CV's id is saved after the upload,
 * and it is removed once delivered. Resolves to whether the CMS has it now.
 */
export async function deliverLead(cms: Cms, entry: LeadEntry, store: LeadStore | null): Promise<boolean> {
  const id = entry.submissionId;
  if (store && !(await store.claim(id, CLAIM_MS))) return false;
  try {
    let cvFileId = entry.cvFileId;
    if (entry.cv && cvFileId === undefined) {
      cvFileId = await uploadCv(cms, entry.cv).catch((error: unknown) => {
        // A file the CMS will never take (not really a PDF or Word file): the lead goes without it.
        if (error instanceof CmsRefusedError && REFUSED_FOR_GOOD.has(error.status)) return NO_FILE;
        throw error;
      });
      if (store) await store.put({ ...entry, cvFileId });
    }
    const emailStatus = (await store?.emailStatus(id)) ?? 'unknown';
    await callCms(
      cms,
      '/api/leads',
      JSON.stringify({ data: cmsLead(entry, emailStatus, cvFileId) }),
      CMS_TIMEOUT_MS,
    );
    await store?.remove(id);
    return true;
  } catch (error) {
    console.error(`Lead ${id} (${entry.form}) is kept for a later delivery: ${describe(error)}`);
    if (store) {
      const attempts = entry.attempts + 1;
      const wait = Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
      const latest = (await store.get(id)) ?? entry;
      await store.put({ ...latest, attempts, nextAttemptAt: Date.now() + wait }).catch(() => {});
    }
    return false;
  } finally {
    await store?.release(id).catch(() => {});
  }
}

/**
 * Records the e-mail status the browser reported: on the lead while the site still holds it, else on the
 * CMS's lead (the CMS takes a create with only a known submission id and a status as that change).
 */
export async function recordEmailStatus(submissionId: string, status: EmailStatus): Promise<void> {
  const store = leadStore();
  if (await store.setEmailStatus(submissionId, status).catch(() => false)) return;
  const cms = leadsCms();
  if (!cms) return;
  await callCms(
    cms,
    '/api/leads',
    JSON.stringify({ data: { submissionId, emailStatus: CMS_EMAIL_STATUS[status] } }),
    CMS_TIMEOUT_MS,
  ).catch((error: unknown) => {
    console.error(`The e-mail status of lead ${submissionId} was not recorded: ${describe(error)}`);
  });
}

let draining: Promise<number> | null = null;

/**
 * Delivers the leads the site holds: those whose retry is due, and, once one of them (or a new lead) got
 * through, every other one at once, since the CMS answers again. One run at a time per process; resolves
 * to how many went.
 */
export function deliverHeldLeads({ cmsAnswers = false } = {}): Promise<number> {
  const cms = leadsCms();
  if (!cms) return Promise.resolve(0);
  draining ??= (async () => {
    const store = leadStore();
    let delivered = 0;
    let answering = cmsAnswers;
    try {
      for (;;) {
        const ids = await store.due(answering ? Number.POSITIVE_INFINITY : Date.now(), 50);
        if (ids.length === 0) return delivered;
        for (const id of ids) {
          const entry = await store.get(id);
          if (!entry) {
            await store.remove(id);
            continue;
          }
          // The CMS is still down (or another instance holds this lead): the rest wait for their retry time.
          if (!(await deliverLead(cms, entry, store))) return delivered;
          delivered += 1;
          answering = true;
        }
      }
    } catch (error) {
      console.error(`The lead outbox could not be read: ${describe(error)}`);
      return delivered;
    }
  })().finally(() => {
    draining = null;
  });
  return draining;
}

/** Deletes what the site holds past the retention period (the CMS deletes its own). */
export async function deleteExpiredLeads(now = Date.now()): Promise<number> {
  const store = leadStore();
  const cutoff = now - environment().leadRetentionDays * 24 * 3600 * 1000;
  let deleted = 0;
  for (const entry of await store.list()) {
    if (Date.parse(entry.receivedAt) < cutoff) {
      await store.remove(entry.submissionId);
      deleted += 1;
    }
  }
  return deleted;
}
