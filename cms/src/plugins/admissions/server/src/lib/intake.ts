/**
 * The rules of a lead's intake that need no database: which request is which, and what a delivery of a lead
 * that is already stored changes. The intake service (services/intake.ts) applies them.
 */

/** What the visitor typed, and where from: a later version of the same submission replaces these. */
export const VISITOR_FIELDS = [
  'form',
  'name',
  'email',
  'phone',
  'city',
  'company',
  'designation',
  'course',
  'position',
  'message',
  'details',
  'page',
  'submittedAt',
] as const;

export type LeadInput = Record<string, unknown> & { submissionId?: unknown; submittedAt?: unknown };

/** The request's lead and CV: JSON `{ data }`, or multipart with `data` (JSON) and the file in `files.cv`. */
export function readIntake(request: { body?: unknown; files?: unknown }): {
  data: LeadInput | null;
  cv: unknown;
} {
  const body = (request.body ?? {}) as { data?: unknown };
  let data = body.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      data = null;
    }
  }
  const files = (request.files ?? {}) as Record<string, unknown>;
  let cv = files['files.cv'] ?? files.cv ?? null;
  if (Array.isArray(cv)) cv = cv.length === 1 ? cv[0] : 'many';
  return { data: data && typeof data === 'object' && !Array.isArray(data) ? (data as LeadInput) : null, cv };
}

export function submissionIdOf(data: LeadInput | null): string | null {
  return typeof data?.submissionId === 'string' && data.submissionId !== '' ? data.submissionId : null;
}

function time(value: unknown): number {
  const parsed = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : Number.NEGATIVE_INFINITY;
}

/**
 * How long after its first version a submission may still be corrected: a visitor who fixes a field and sends
 * the form again does so within minutes. The site receives each version (its time is the site's, not the
 * delivery's), so an outbox that delivers hours later still delivers a version of the first hour.
 */
export const CORRECTION_WINDOW_MS = 60 * 60 * 1000;

/**
 * What a delivery of an already stored lead changes on it: the visitor's fields when this version was sent
 * later than the latest one applied (a corrected form sent again after a lost answer keeps its submission id,
 * which only the browser that sent it holds: the site stores a hash of it), and within CORRECTION_WINDOW_MS
 * of the first. An older or equal version changes nothing, so a late retry never overwrites a correction. The
 * submission time stays the first version's (retention counts from it); `versionAt` records the latest.
 */
export function changesFor(existing: Record<string, unknown>, incoming: LeadInput): Record<string, unknown> {
  const first = time(existing.submittedAt);
  const at = time(incoming.submittedAt);
  if (at <= Math.max(first, time(existing.versionAt)) || at - first > CORRECTION_WINDOW_MS) return {};
  const changes: Record<string, unknown> = {};
  for (const field of VISITOR_FIELDS) {
    if (field === 'submittedAt') continue;
    if (field in incoming && incoming[field] !== existing[field]) changes[field] = incoming[field];
  }
  if (Object.keys(changes).length === 0) return {};
  return { ...changes, versionAt: incoming.submittedAt };
}

/** The history's line for a correction: which of the visitor's fields it changed. */
export function correctionText(changes: Record<string, unknown>): string {
  const fields = Object.keys(changes).filter((field) => field !== 'versionAt');
  return `The enquirer sent the form again with a new ${fields.join(', ')}.`;
}

/** The note a lead carries when the CMS refused its CV (not a PDF or Word file, or too large). */
const CV_REFUSED_NOTE = '(the CMS did not accept the file)';

export function withCvRefusedNote(details: unknown): string {
  const text = typeof details === 'string' ? details : '';
  return text.includes(CV_REFUSED_NOTE) ? text : `${text}${text ? '\n' : ''}Resume ${CV_REFUSED_NOTE}`;
}
