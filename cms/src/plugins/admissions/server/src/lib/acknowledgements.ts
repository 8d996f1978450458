/**
 * The rules of the acknowledgements, without Strapi: who gets one and on which channels, the key that makes
 * each one once, when a failed one is tried again, what a failure means, and how WhatsApp's statuses move.
 * The queue that applies them is services/acknowledgements.ts.
 */
import { createHash } from 'node:crypto';
import {
  ACKNOWLEDGED_KINDS,
  WHATSAPP_ACKNOWLEDGED_KINDS,
  WHATSAPP_STATUSES,
} from '@codebridge/shared/acknowledgements.mjs';
import { emailKey, phoneKey } from '@codebridge/shared/contact.mjs';
import { whatsappNumber } from '@codebridge/shared/phone.mjs';

export type AcknowledgementChannel = 'E-mail' | 'WhatsApp';
export const ACKNOWLEDGEMENT_CHANNELS: AcknowledgementChannel[] = ['E-mail', 'WhatsApp'];

/** The states a row of the queue moves through: due (Queued, Retrying), taken (Sending), done (the rest). */
export type AcknowledgementState =
  'Queued' | 'Sending' | 'Retrying' | 'Sent' | 'Failed' | 'Stopped' | 'Expired';

/** WhatsApp's statuses as the lead shows them. */
export type DeliveryStatus = 'Sent' | 'Delivered' | 'Read' | 'Failed';

/**
 * A claim older than this belongs to a process that died (a send lasts at most 40 s: the mail server's
 * connection, greeting and socket timeouts, or the Cloud API's 10 s): the acknowledgement is due again.
 */
export const STALE_CLAIM_MS = 2 * 60_000;
const FIRST_RETRY_MS = 10_000;
const LAST_RETRY_MS = 5 * 60_000;
/** An acknowledgement not sent within a day is given up: a thank-you for yesterday's enquiry helps no one. */
export const MAX_AGE_MS = 24 * 3600_000;
/** Refused this many times in a row (an address the mail server rejects, a template WhatsApp refuses). */
export const REFUSALS_BEFORE_FAILED = 3;

/** 10 s, 20 s, 40 s, … at most 5 minutes after the nth failed attempt. */
export function retryDelay(attempts: number): number {
  return Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * The acknowledgement's key: one per lead and channel, stable across attempts, processes and restarts. A
 * unique index keeps one row per key; the e-mail's Message-ID and WhatsApp's `biz_opaque_callback_data` carry
 * it, so a copy is recognisable wherever it lands.
 */
export function acknowledgementKey(leadDocumentId: string, channel: AcknowledgementChannel): string {
  return `ack-${leadDocumentId}-${channel === 'E-mail' ? 'email' : 'whatsapp'}`;
}

/** The fields of a lead that decide its acknowledgements. */
export interface LeadForAcknowledgement {
  form?: unknown;
  isTest?: unknown;
  email?: unknown;
  phone?: unknown;
}

/**
 * The channels a new lead is acknowledged on: none for a test lead or a recruiter's call; e-mail when it has
 * an address and the CMS a mail server; WhatsApp when it is a student's (not a job application), its phone
 * is a mobile (lib/shared/phone.mjs: never a landline, nor a foreign number typed without its code) and
 * WhatsApp is configured. (A person who asked to stop is checked at the send.)
 */
export function channelsFor(
  lead: LeadForAcknowledgement,
  on: { mail: boolean; whatsapp: boolean },
): AcknowledgementChannel[] {
  if (lead.isTest === true) return [];
  if (!(ACKNOWLEDGED_KINDS as readonly string[]).includes(String(lead.form))) return [];
  const channels: AcknowledgementChannel[] = [];
  if (on.mail && emailKey(lead.email)) channels.push('E-mail');
  const onWhatsapp = (WHATSAPP_ACKNOWLEDGED_KINDS as readonly string[]).includes(String(lead.form));
  if (on.whatsapp && onWhatsapp && 'number' in whatsappNumber(lead.phone)) channels.push('WhatsApp');
  return channels;
}

/**
 * Why a student's lead gets no WhatsApp message while WhatsApp is on, for the lead's panel: its phone is no
 * mobile ('No WhatsApp message: the phone is not a mobile number.'); null when it gets one, or is not meant to.
 */
export function whyNoWhatsapp(lead: LeadForAcknowledgement, on: { whatsapp: boolean }): string | null {
  if (!on.whatsapp || lead.isTest === true) return null;
  if (!(WHATSAPP_ACKNOWLEDGED_KINDS as readonly string[]).includes(String(lead.form))) return null;
  const to = whatsappNumber(lead.phone);
  return 'reason' in to ? `No WhatsApp message: the phone is ${to.reason}.` : null;
}

/** The line the CMS logs once at start: which acknowledgement channels are on, and why the others are off. */
export function acknowledgementChannelsLine(on: { mail: boolean; whatsapp: boolean }): string {
  const mail = on.mail ? 'on' : 'off (no SMTP_HOST)';
  const whatsapp = on.whatsapp ? 'on' : 'off (no WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN)';
  return `Acknowledgements to enquirers: e-mail ${mail}, WhatsApp ${whatsapp}.`;
}

/** Why a lead has no acknowledgement, for the lead's panel; null when it has one. */
export function whyNone(lead: LeadForAcknowledgement): string | null {
  if (lead.isTest === true) return 'A test lead: nobody is written to.';
  if (!(ACKNOWLEDGED_KINDS as readonly string[]).includes(String(lead.form))) {
    return 'Only enquiries, demo sessions, contact messages and job applications are acknowledged.';
  }
  if ((WHATSAPP_ACKNOWLEDGED_KINDS as readonly string[]).includes(String(lead.form))) {
    if (!emailKey(lead.email) && !('number' in whatsappNumber(lead.phone))) {
      return 'No e-mail address or mobile number to write to.';
    }
  } else if (!emailKey(lead.email)) return 'No e-mail address to write to.';
  return null;
}

/** What a failed send means: a reason code, and whether it is a refusal (counted) or "not now". */
export interface Failure {
  reason: string;
  refused: boolean;
}

/**
 * The next state after a failed attempt: Retrying at its time, or Failed once refused too often in a row. A
 * failure that is not a refusal (a server down, throttling) resets the count of refusals.
 */
export function afterFailure(
  row: { attempts?: number | null; refusals?: number | null },
  failure: Failure,
  now: Date,
) {
  const attempts = (row.attempts ?? 0) + 1;
  const refusals = failure.refused ? (row.refusals ?? 0) + 1 : 0;
  const error = failure.reason.slice(0, 200);
  if (refusals >= REFUSALS_BEFORE_FAILED) {
    return { state: 'Failed' as const, attempts, refusals, error, nextAttemptAt: null };
  }
  return {
    state: 'Retrying' as const,
    attempts,
    refusals,
    error,
    nextAttemptAt: new Date(now.getTime() + retryDelay(attempts)),
  };
}

/** A mail server's refusal (a 5xx answer) or "not now" (a 4xx answer, no connection): never an address. */
export function mailFailure(error: unknown): Failure {
  const failure = error as { responseCode?: number; code?: string } | null;
  const status = failure?.responseCode;
  const reason = status ? `SMTP ${status}` : String(failure?.code || 'not sent');
  return { reason: reason.slice(0, 60), refused: typeof status === 'number' && status >= 500 };
}

/** WhatsApp's statuses by rank: a status never moves back (a late "delivered" after "read" changes nothing). */
const RANK: Record<DeliveryStatus, number> = { Sent: 1, Delivered: 2, Read: 3, Failed: 4 };

/** 'delivered' → 'Delivered'. */
export function deliveryStatusOf(status: string): DeliveryStatus | null {
  if (!(WHATSAPP_STATUSES as readonly string[]).includes(status)) return null;
  return `${status[0]!.toUpperCase()}${status.slice(1)}` as DeliveryStatus;
}

/** The statuses a row may hold for `status` to replace it (lower ones). */
export function statusesBelow(status: DeliveryStatus): DeliveryStatus[] {
  return (Object.keys(RANK) as DeliveryStatus[]).filter((other) => RANK[other] < RANK[status]);
}

/**
 * A digest of a person's contact key, as the stop list keeps it: the list needs to recognise the person,
 * not to show who they are.
 */
export function contactDigest(kind: 'Phone' | 'E-mail', value: unknown): string | null {
  const key = kind === 'Phone' ? phoneKey(value) : emailKey(value);
  if (key === null) return null;
  return createHash('sha256').update(`${kind}:${key}`).digest('hex');
}

/** The digests a lead's person is stopped by (their phone's and their e-mail's). */
export function digestsOf(lead: { phone?: unknown; email?: unknown }): string[] {
  return [contactDigest('Phone', lead.phone), contactDigest('E-mail', lead.email)].filter(
    (digest): digest is string => digest !== null,
  );
}
