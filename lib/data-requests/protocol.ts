/**
 * A person's request about their data, as the rights page (/privacy/your-data) and the site's server agree
 * on it: what may be asked, the fields, the rules each field follows, and the answers. Browser-safe.
 */
import { REQUEST_KINDS, type RequestKindKey } from '@/lib/shared/data-requests.mjs';

export const DATA_REQUESTS_ENDPOINT = '/api/data-requests';
export const CONFIRM_ENDPOINT = '/api/data-requests/confirm';
/** What a code's request is, asked before the person confirms it; changes nothing. */
export const LOOKUP_ENDPOINT = '/api/data-requests/lookup';

/** What a person may ask (the CMS's request kinds, by the ids the site sends: lib/shared/data-requests.mjs). */
export const DATA_REQUEST_KINDS = Object.keys(REQUEST_KINDS) as RequestKindKey[];
export type DataRequestKind = RequestKindKey;

export type DataRequestAnswer =
  | { ok: true; verification: 'email' | 'admissions'; contactType: 'E-mail' | 'Phone'; deadline: string }
  | { ok: false; reason: 'invalid'; errors: Record<string, string> }
  | { ok: false; reason: 'too-many'; message: string }
  | { ok: false; reason: 'unavailable' | 'bad-request' };

/**
 * The kind of request a code confirms. `unavailable` when the site cannot tell (the CMS does not answer, or
 * has no lookup): the page then confirms without naming it, as the verification e-mail named it.
 */
export type LookupAnswer =
  | { ok: true; kind: DataRequestKind }
  | { ok: false; reason: 'unknown' | 'expired' | 'invalid' | 'unavailable' }
  | { ok: false; reason: 'too-many'; message: string };

/** A code as the e-mail gives it: sixteen letters and digits, in groups of four (dashes and spaces allowed). */
export function isCompleteCode(value: string): boolean {
  return value.replace(/[\s-]/g, '').length === 16;
}

export type ConfirmAnswer =
  /** `kind` as the CMS named it (absent when it named none the site knows). */
  | { ok: true; kind?: DataRequestKind; deadline: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'invalid' | 'unavailable' }
  | { ok: false; reason: 'too-many'; message: string };
