/**
 * A lead as the site keeps it until the CMS has it: what the visitor sent (checked), where from, and how its
 * delivery is going. Written whole, as JSON, to the site's own store (lib/leads/store.ts).
 */
import type { Touches } from '@/lib/attribution/touch';
import type { LeadFormId } from './forms';

/** A CV, kept with its lead until it is uploaded to the CMS. */
export interface KeptFile {
  name: string;
  type: string;
  size: number;
  /** The file's bytes, base64. */
  data: string;
}

export interface LeadEntry {
  /** Made by the browser for one submission and sent again with a retry: a lead is kept once per id. */
  submissionId: string;
  form: LeadFormId;
  /** The form's fields as checked by its schema, without the file. */
  values: Record<string, string>;
  /** The site path the form was sent from. */
  page: string;
  /** The version of the form's notice the person saw (lib/leads/notices); absent from older pages. */
  noticeVersion?: string;
  /** When the site received it (ISO). */
  receivedAt: string;
  /** Where the visit came from, as the visitor's browser remembered it (checked); none for a direct visit. */
  touches?: Touches;
  cv?: KeptFile;
  /** Delivery attempts made so far, and when the next one is due (ms since the epoch). */
  attempts: number;
  nextAttemptAt: number;
  /** How many times in a row the CMS refused it (a 4xx answer): past a few, it is a dead letter. */
  refusals?: number;
  /** Set when the CMS kept refusing it: no longer tried; listed by `npm run leads` until the retention rule. */
  deadLetter?: DeadLetter;
}

/** Why a lead stopped being tried: a code, never what the visitor typed or what the CMS answered. */
export interface DeadLetter {
  /** `cms-` and the CMS's status (cms-400, cms-403…). */
  reason: string;
  /** When (ISO). */
  at: string;
}

/** A submission id as the browser makes it: a UUID. */
export function isSubmissionId(value: unknown): value is string {
  return (
    typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}
