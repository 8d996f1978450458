/**
 * What the visitor sent is theirs: the admissions team works a lead (its status, follow-up, counsellor,
 * history) but never rewrites what the person typed, where they came from or when. Otherwise an e-mail
 * rewritten in the CMS would make an erasure by the person's real address miss the lead, and a submission
 * time moved into the future would keep it past its retention. The rule holds for every role, in the admin as
 * over the API, because it is the leads' document-service rule (lead-documents.ts); the screen shows these
 * fields read-only too (layout.ts). Only a newer version of the same submission, delivered by the site, changes
 * them (the intake's own path).
 */
import { TOUCH_FIELDS } from '@codebridge/shared/leads.mjs';
import { VISITOR_FIELDS } from './intake';

/** The lead's fields that hold what the visitor (or the channel they came through) sent. */
export const SENT_BY_VISITOR: readonly string[] = [
  ...VISITOR_FIELDS,
  'versionAt',
  'submissionId',
  'noticeVersion',
  'cv',
  // The contact keys the CMS derives from the phone and e-mail: they follow them, never a person's hand.
  'phoneKey',
  'emailKey',
  ...TOUCH_FIELDS,
  'channel',
  'publisher',
  'externalLeadId',
  'campaignId',
  'adGroupId',
  'adId',
  'leadFormId',
  'pageId',
  'clickId',
  'isTest',
];

/**
 * How far ahead of the CMS's clock a submission time may be (the site's and the CMS's clocks may differ a
 * little); later than that, it would only keep the lead past its retention.
 */
export const SUBMITTED_AT_LEEWAY_MS = 10 * 60_000;

/** Why this submission time is refused, or null. */
export function submittedAtProblem(value: unknown, now = new Date()): string | null {
  if (value === undefined || value === null) return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(String(value));
  if (!Number.isFinite(time)) return null; // the schema's own validation answers a time that is no time
  return time > now.getTime() + SUBMITTED_AT_LEEWAY_MS
    ? 'submittedAt: a submission cannot be in the future.'
    : null;
}

type Attribute = { type: string };

/** A media or relation value as its id(s), however the admin or the API writes it; undefined: no change. */
function ids(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return '';
  if (Array.isArray(value)) return value.map((item) => ids(item) ?? '').join(',');
  if (typeof value === 'object') {
    const relation = value as { id?: unknown; set?: unknown; connect?: unknown[]; disconnect?: unknown[] };
    if ('set' in relation) return ids(relation.set);
    if ('connect' in relation || 'disconnect' in relation) {
      const moves = [...(relation.connect ?? []), ...(relation.disconnect ?? [])];
      return moves.length === 0 ? undefined : '\u0000changed';
    }
    return relation.id === undefined ? '\u0000changed' : String(relation.id);
  }
  return String(value);
}

/** A value as it compares: times as instants, media as ids, empty text as nothing. */
function comparable(value: unknown, attribute: Attribute | undefined): string | undefined {
  if (attribute?.type === 'media' || attribute?.type === 'relation') return ids(value);
  if (value === undefined) return undefined;
  if (attribute?.type === 'boolean') return String(value === true || value === 'true');
  if (value === null || value === '') return '';
  if (attribute?.type === 'datetime' || attribute?.type === 'date') {
    const time = value instanceof Date ? value.getTime() : Date.parse(String(value));
    return Number.isFinite(time) ? String(time) : String(value);
  }
  return String(value);
}

/** The visitor's fields an update names (a relation's empty connect/disconnect names nothing). */
export function visitorFieldsNamed(
  data: Record<string, unknown>,
  attributes: Record<string, Attribute>,
): string[] {
  return SENT_BY_VISITOR.filter((field) => comparable(data[field], attributes[field]) !== undefined);
}

/**
 * Which of the visitor's fields an update would change (`changed`), and which it only repeats (`repeated`: the
 * admin's edit view sends every field back as it was).
 */
export function visitorFieldsIn(
  data: Record<string, unknown>,
  stored: Record<string, unknown>,
  attributes: Record<string, Attribute>,
): { changed: string[]; repeated: string[] } {
  const changed: string[] = [];
  const repeated: string[] = [];
  for (const field of visitorFieldsNamed(data, attributes)) {
    const sent = comparable(data[field], attributes[field]);
    if (sent === (comparable(stored[field], attributes[field]) ?? '')) repeated.push(field);
    else changed.push(field);
  }
  return { changed, repeated };
}
