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

/** The ways a lead reaches the site besides its own forms (lib/leads/channels). */
export const CHANNELS = ['meta', 'google', 'listing'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * A lead that did not start on the site: which channel sent it, its own id there, what the sender said about
 * the ad or listing behind it, and the answers beyond the lead's own fields.
 */
export interface ChannelOrigin {
  channel: Channel;
  /** The channel's own id of the lead: Meta's leadgen_id, Google's lead_id, the listing site's lead id. */
  externalId: string;
  /** A listing site: its name, as the CMS lists it. */
  publisher?: string;
  campaignId?: string;
  /** Meta's ad set, Google's ad group. */
  adGroupId?: string;
  /** Meta's ad, Google's creative. */
  adId?: string;
  /** Meta's or Google's lead form. */
  leadFormId?: string;
  /** Meta's page. */
  pageId?: string;
  /** Google's click id (gcl_id), for an offline conversion upload. */
  clickId?: string;
  /** A test lead (Google's is_test, Meta's testing tool, a listing site's test flag): kept, and marked. */
  isTest: boolean;
  /** When the person sent it, as the channel says (ISO); absent when it does not say. */
  submittedAt?: string;
  /** Only the notification so far (Meta): the answers are read from the channel before delivery. */
  awaitingAnswers?: boolean;
  /** Every answer as a `Label: value` line, as the admissions team reads them. */
  details: string[];
}

export interface LeadEntry {
  /**
   * Made by the browser for one submission and sent again with a retry, or, for a channel's lead, the
   * channel's own id with its prefix (`meta:…`, `google:…`, `{listing site}:…`): a lead is kept once per id.
   */
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
  /**
   * A lead from a channel (lib/leads/channels): `form` is then `enquiry`, `values` its name, phone, e-mail,
   * city and course, and `page` empty.
   */
  channel?: ChannelOrigin;
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

/**
 * A channel lead's submission id: a prefix (`meta`, `google`, a listing site's slug), a colon and the
 * channel's own id, or, for an id with other characters or longer than 100, `~` and 40 hex digits of its
 * SHA-256. Safe as a file name, at most 133 characters (the CMS takes 160).
 */
export const CHANNEL_SUBMISSION_ID =
  /^[a-z0-9][a-z0-9-]{0,31}:(?:~[0-9a-f]{40}|[A-Za-z0-9_-][A-Za-z0-9._-]{0,99})$/;

/** Any id a lead is kept under: the browser's UUID, or a channel's. */
export function isLeadId(value: unknown): value is string {
  return isSubmissionId(value) || (typeof value === 'string' && CHANNEL_SUBMISSION_ID.test(value));
}
