/**
 * How a kept lead reaches the CMS: one request to Strapi's `POST /api/leads` with LEADS_API_TOKEN (a token
 * that may create leads, nothing else), carrying the lead and, as a file part beside it, its CV. The CMS
 * stores the two in one transaction and keeps one lead per submission id by a unique index, so a lead
 * delivered again (a lost answer, a process killed after the CMS committed, two instances at once, a
 * store that is down so no claim could be taken) is answered with the lead it already has, its CV attached
 * once, and what the new delivery carries that is newer (a corrected form) applied.
 * Exactly once is the CMS's to keep; the site only has to deliver at least once.
 *
 * A lead the CMS does not take at once stays in the site's store (lib/leads/store.ts) and is retried, less
 * and less often, until it does; one the CMS keeps refusing (4xx answers) becomes a dead letter that
 * `npm run leads` lists. Nothing here logs what a visitor typed or what the CMS answered: only submission
 * ids, forms and reason codes.
 */
import { environment } from '@/lib/env/server.mjs';
import { awaitsAnswers, LeadSourceError, withAnswers } from './channels/complete';
import { cmsLead } from './cms-record';
import type { LeadEntry } from './entry';
import { leadStore, type LeadStore } from './store';

/** The CMS answers a lead in this time or counts as down for this attempt. */
const CMS_TIMEOUT_MS = 4000;
/** A lead with a CV may take longer. */
const UPLOAD_TIMEOUT_MS = 15_000;
/**
 * A delivery holds its lead this many retry intervals at most (30 s by default, longer than a delivery
 * takes), so two rarely overlap; a claim whose process died frees its lead after that.
 */
const CLAIM_RETRY_INTERVALS = 6;
/** The longest wait between two attempts, in multiples of the first (LEADS_RETRY_MS). */
const LONGEST_RETRY_FACTOR = 12;
/** Refused this many times in a row by the CMS (4xx), a lead is a dead letter. */
const REFUSALS_BEFORE_DEAD_LETTER = 3;
/** Answers that say "not now" rather than "not this": tried again however often they come. */
const TRANSIENT = new Set([404, 408, 425, 429]);
/** A delivery that saw its lead change on the way delivers it again, this many times in one go at most. */
const ROUNDS = 3;

/**
 * Test-only fault points: e2e/lead-faults.cjs, preloaded into a test server with `node --require`, sets
 * this global to end the process at a named point of a delivery. No code of the site sets it and no request
 * reaches it, so in a server started without that preload (npm start, the stack) it is always undefined.
 */
const FAULT_HOOK = Symbol.for('institute-site.leads.fault-point');
function faultPoint(name: string): void {
  const hook = (globalThis as Record<symbol, ((point: string) => void) | undefined>)[FAULT_HOOK];
  hook?.(name);
}

export class CmsRefusedError extends Error {
  constructor(readonly status: number) {
    // Never the CMS's body: Strapi's validation errors quote the offending value.
    super(`the CMS answered ${status}`);
    this.name = 'CmsRefusedError';
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

async function postLead(cms: Cms, body: BodyInit, timeoutMs: number): Promise<void> {
  const response = await fetch(`${cms.origin}/api/leads`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${cms.token}`,
      Accept: 'application/json',
      ...(typeof body === 'string' ? { 'Content-Type': 'application/json' } : {}),
    },
    body,
    cache: 'no-store',
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new CmsRefusedError(response.status);
}

/** The lead, with its CV beside it when it has one (multipart, as Strapi's create takes files). */
async function sendLead(cms: Cms, entry: LeadEntry): Promise<void> {
  const data = JSON.stringify({ data: cmsLead(entry) });
  if (!entry.cv) return postLead(cms, data, CMS_TIMEOUT_MS);
  const form = new FormData();
  form.set('data', JSON.stringify(cmsLead(entry)));
  form.set(
    'files.cv',
    new Blob([Buffer.from(entry.cv.data, 'base64')], { type: entry.cv.type }),
    entry.cv.name,
  );
  return postLead(cms, form, UPLOAD_TIMEOUT_MS);
}

/** A reason code for a log line: what kind of failure, never its text. */
function reasonOf(error: unknown): string {
  if (error instanceof CmsRefusedError) return `cms-${error.status}`;
  if (error instanceof LeadSourceError) return error.reason;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timeout';
  if (error instanceof TypeError) return 'unreachable';
  return 'store-error';
}

function retryWait(attempts: number): number {
  const first = environment().leadsRetryMs;
  return Math.min(first * 2 ** (attempts - 1), first * LONGEST_RETRY_FACTOR);
}

/** When a lead just received is due for the workers, if the request that received it did not deliver it. */
export function firstRetryAt(now = Date.now()): number {
  return now + retryWait(1);
}

/** What a log line calls a lead: its form, or its channel. */
const kindOf = (entry: LeadEntry) => entry.channel?.channel ?? entry.form;

/** After a failed attempt: when to try again, or, refused too often, the dead-letter list. */
async function afterFailure(store: LeadStore, entry: LeadEntry, error: unknown): Promise<void> {
  const id = entry.submissionId;
  const reason = reasonOf(error);
  const latest = (await store.get(id)) ?? entry;
  const attempts = latest.attempts + 1;
  const refused =
    (error instanceof CmsRefusedError && error.status < 500 && !TRANSIENT.has(error.status)) ||
    (error instanceof LeadSourceError && error.refused);
  const refusals = refused ? (latest.refusals ?? 0) + 1 : 0;
  if (refusals >= REFUSALS_BEFORE_DEAD_LETTER) {
    await store.put({ ...latest, attempts, refusals, deadLetter: { reason, at: new Date().toISOString() } });
    // The operator's signal: id and code only; `npm run leads` shows the lead.
    const who = error instanceof LeadSourceError ? 'its channel' : 'the CMS';
    console.error(
      `Lead ${id} is a dead letter (${reason}): ${who} keeps refusing it; npm run leads lists it.`,
    );
    return;
  }
  await store.put({ ...latest, attempts, refusals, nextAttemptAt: Date.now() + retryWait(attempts) });
  console.error(`Lead ${id} (${kindOf(entry)}) is kept for a later delivery (${reason}).`);
}

/**
 * How an attempt ended: delivered; not now because another delivery holds the lead; failed at its channel
 * (a Meta lead's answers could not be read), which says nothing about the CMS; or failed at the CMS.
 */
type Attempt = 'delivered' | 'claimed' | 'source-failed' | 'cms-failed';

/**
 * Delivers one lead to the CMS. With `store`, the lead is held there and removed once the CMS has it,
 * unless it changed on the way (then that version goes too). Resolves to whether the CMS has it now.
 */
export async function deliverLead(cms: Cms, entry: LeadEntry, store: LeadStore | null): Promise<boolean> {
  return (await attemptLead(cms, entry, store)) === 'delivered';
}

async function attemptLead(cms: Cms, entry: LeadEntry, store: LeadStore | null): Promise<Attempt> {
  const id = entry.submissionId;
  // A store that does not answer gives no claim; the delivery goes on without one (harmless: see above).
  const claim = store
    ? await store.claim(id, CLAIM_RETRY_INTERVALS * environment().leadsRetryMs).catch(() => 'none')
    : 'none';
  if (claim === null) return 'claimed';
  let current = entry;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // A channel's lead kept from its notification only (Meta's): its answers first, kept in the store so
      // that another round or instance does not ask for them again.
      if (awaitsAnswers(current)) {
        current = await withAnswers(current);
        if (store) await store.put(current).catch(() => {});
      }
      faultPoint('before-cms');
      await sendLead(cms, current);
      faultPoint('after-cms');
      if (!store) return 'delivered';
      const removed = await store
        .removeDelivered(id, { receivedAt: current.receivedAt })
        .catch(() => 'removed' as const);
      faultPoint('after-remove');
      if (removed === 'removed') return 'delivered';
      current = (await store.get(id).catch(() => null)) ?? current;
    }
    return 'delivered';
  } catch (error) {
    if (store) {
      await afterFailure(store, current, error).catch(() => {
        console.error(`Lead ${id} (${kindOf(entry)}) is kept for a later delivery (${reasonOf(error)}).`);
      });
    }
    return error instanceof LeadSourceError ? 'source-failed' : 'cms-failed';
  } finally {
    if (store && claim !== 'none') await store.release(id, claim).catch(() => {});
  }
}

let draining: Promise<number> | null = null;

/**
 * Delivers the leads the site holds: those whose retry is due, and, once one of them (or a new lead) got
 * through, every other one at once, since the CMS answers again. One run at a time per process; resolves
 * to how many went.
 */
export function deliverHeldLeads({ cmsAnswers = false } = {}): Promise<number> {
  const cms = leadsCms();
  // Without a CMS only a Meta lead has something left to do (reading every lead to find those costs, so
  // only while Meta lead ads are on).
  if (!cms) return environment().metaLeadAds ? completeHeldLeads() : Promise.resolve(0);
  draining ??= (async () => {
    const store = leadStore();
    let delivered = 0;
    let answering = cmsAnswers;
    // Each lead once per run: one another delivery holds, or whose channel failed, waits for the next.
    const tried = new Set<string>();
    try {
      for (;;) {
        const due = await store.due(answering ? Number.POSITIVE_INFINITY : Date.now(), 50 + tried.size);
        const ids = due.filter((id) => !tried.has(id));
        if (ids.length === 0) break;
        let stalled = false;
        for (const id of ids) {
          tried.add(id);
          const entry = await store.get(id);
          if (!entry) {
            await store.remove(id);
            continue;
          }
          const attempt = await attemptLead(cms, entry, store);
          // The CMS is still down: the rest wait for their retry time. (Another instance delivering this
          // lead, or the Graph API failing for it, says nothing about the others.)
          if (attempt === 'cms-failed') {
            stalled = true;
            break;
          }
          if (attempt !== 'delivered') continue;
          delivered += 1;
          answering = true;
        }
        if (stalled) break;
      }
    } catch (error) {
      console.error(`The lead outbox could not be read (${reasonOf(error)}).`);
    }
    return delivered;
  })().finally(() => {
    draining = null;
  });
  return draining;
}

/**
 * Without a CMS the store is where leads live; a channel's lead kept from its notification only is completed
 * there (its answers read and written in), under its claim, and retried like a delivery when that fails.
 * Resolves to whether it has its answers now.
 */
async function completeHeldLead(store: LeadStore, entry: LeadEntry): Promise<boolean> {
  const id = entry.submissionId;
  const claim = await store.claim(id, CLAIM_RETRY_INTERVALS * environment().leadsRetryMs).catch(() => 'none');
  if (claim === null) return false;
  try {
    await store.put(await withAnswers(entry));
    return true;
  } catch (error) {
    await afterFailure(store, entry, error).catch(() => {});
    return false;
  } finally {
    if (claim !== 'none') await store.release(id, claim).catch(() => {});
  }
}

let completing: Promise<number> | null = null;

/** Without a CMS: completes the held channel leads whose answers are due (every lead is read to find them). */
function completeHeldLeads(): Promise<number> {
  completing ??= (async () => {
    const store = leadStore();
    let completed = 0;
    try {
      const now = Date.now();
      for (const entry of await store.list()) {
        if (awaitsAnswers(entry) && !entry.deadLetter && entry.nextAttemptAt <= now) {
          if (await completeHeldLead(store, entry)) completed += 1;
        }
      }
    } catch (error) {
      console.error(`The lead store could not be read (${reasonOf(error)}).`);
    }
    return completed;
  })().finally(() => {
    completing = null;
  });
  return completing;
}

/**
 * Delivers channel leads the store has just taken (a Meta notification's, answered before this runs): to
 * the CMS, answers first, or, without a CMS, completed in the store. What fails waits for the workers.
 */
export async function deliverKeptLeads(entries: readonly LeadEntry[]): Promise<void> {
  const cms = leadsCms();
  const store = leadStore();
  for (const entry of entries) {
    if (cms) await deliverLead(cms, entry, store).catch(() => false);
    else await completeHeldLead(store, entry);
  }
}

/** Deletes what the site holds past the retention period, dead letters included (the CMS deletes its own). */
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
