/**
 * What the browser and POST /api/leads agree on: the names of the fields a submission carries besides the
 * form's own, the spam rules both apply, and the answers' shape. Browser-safe.
 */
import type { FieldErrors } from './forms/types';

export const LEADS_ENDPOINT = '/api/leads';

/** Fields of a submission that are not the form's own. */
export const SUBMISSION_FIELDS = {
  form: '_form',
  submissionId: '_submission',
  page: '_page',
  /** Milliseconds between the page's start and the submit, as the browser measured them. */
  elapsed: '_elapsed',
  /** Where the visit came from: the first and the latest touch as JSON (lib/attribution), when remembered. */
  touches: '_touches',
  /** The version of the form's notice the page showed (lib/leads/notices), kept with the lead. */
  noticeVersion: '_notice',
} as const;

/**
 * A field people never see and never fill (hidden from sight and from assistive technology); scripts that
 * fill every field fill it too.
 */
export const SPAM_TRAP_FIELD = 'website';

/** Nobody reads and fills a form faster than this after its page started. */
export const MIN_FILL_MS = 3000;

/**
 * The header a form with a file field (the job application) sends its id in: the server takes a
 * CV-sized body only with it, before reading the body that names the form.
 */
export const LEAD_FORM_HEADER = 'X-Lead-Form';

/** The largest submission without a file, and with the resume (its own limit plus the other fields). */
export const MAX_FORM_BYTES = 64 * 1024;

/** Why a submission was not taken, when it was the visitor's side. */
export type Refusal = 'too-many' | 'busy' | 'refused' | 'too-large' | 'too-slow';

export type LeadAnswer =
  | { ok: true; kept: 'cms' | 'outbox' | 'site' }
  | { ok: false; reason: 'invalid'; errors: FieldErrors }
  | { ok: false; reason: Refusal; message: string }
  | { ok: false; reason: 'bad-request' | 'unavailable' };
