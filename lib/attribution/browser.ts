/**
 * The touches in the visitor's own browser: localStorage (never a cookie, so no request carries them), read
 * and written only here. A page load records its touch (components/attribution/VisitRecorder.tsx, once
 * the page is idle); a lead form sends what is remembered (lib/leads/submit.ts), which stays for the
 * visitor's later forms until its 30 days end. Nothing here sends anything anywhere.
 */
import { checkTouch } from '@/lib/leads/fields';
import { rememberTouch, touchOfVisit, unexpired, type Touches } from './touch';

export const TOUCHES_KEY = 'lead-touches';

/** What the browser gives this module; tests pass their own. */
export interface TouchMemoryOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** ms since the epoch */
  now?: () => number;
}

function storageOf(options: TouchMemoryOptions) {
  if (options.storage) return options.storage;
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (a privacy setting): nothing is remembered
  }
}

/** What the storage holds, checked as the server checks it; anything else counts as nothing. */
function read(storage: NonNullable<TouchMemoryOptions['storage']>): Touches | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(TOUCHES_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { first, latest } = parsed as Record<string, unknown>;
  const checkedFirst = checkTouch(first);
  const checkedLatest = checkTouch(latest);
  return checkedFirst && checkedLatest ? { first: checkedFirst, latest: checkedLatest } : null;
}

function write(storage: NonNullable<TouchMemoryOptions['storage']>, touches: Touches | null) {
  try {
    if (touches) storage.setItem(TOUCHES_KEY, JSON.stringify(touches));
    else storage.removeItem(TOUCHES_KEY);
  } catch {
    // storage full or blocked: the lead simply goes without its source
  }
}

/** The touches remembered now (expired ones forgotten), for a form to send. */
export function rememberedTouches(options: TouchMemoryOptions = {}): Touches | null {
  const storage = storageOf(options);
  if (!storage) return null;
  const now = (options.now ?? Date.now)();
  const stored = read(storage);
  const current = unexpired(stored, now);
  if (current !== stored) write(storage, current);
  return current;
}

export interface PageLoad {
  /** The address the document was loaded from. */
  url: string;
  referrer: string;
  /** How the document was reached: a reload or a step back or forward is no new arrival. */
  navigationType?: string;
}

/**
 * This document's load as the browser saw it: the navigation entry keeps the address it was loaded from,
 * even after the page has moved on within the site, and how it was reached.
 */
function thisPageLoad(): PageLoad {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return {
    url: entry?.name || window.location.href,
    referrer: document.referrer,
    navigationType: entry?.type,
  };
}

/** Records the touch of this page load, if it is one (see touchOfVisit), and forgets what has expired. */
export function recordPageLoad(options: TouchMemoryOptions & { load?: PageLoad } = {}) {
  const storage = storageOf(options);
  if (!storage) return;
  const now = (options.now ?? Date.now)();
  const load = options.load ?? thisPageLoad();
  const stored = read(storage);
  const again = load.navigationType === 'reload' || load.navigationType === 'back_forward';
  const touch = again ? null : touchOfVisit({ url: load.url, referrer: load.referrer, at: now });
  // The capture cuts what is too long; a value the server would still refuse is dropped here already.
  const next = rememberTouch(stored, touch && checkTouch(touch), now);
  if (next !== stored) write(storage, next);
}
