/**
 * The rules of a person's request about their data, without Strapi: how a contact is read and compared,
 * and the one-time code that proves the person holds the e-mail address. What may be asked and when the
 * answer is due are the site's too (@codebridge/shared/data-requests.mjs).
 */
import crypto from 'node:crypto';
import { EMAIL_ADDRESS, emailKey, phoneKey } from '@codebridge/shared/contact.mjs';
import {
  REQUEST_ANSWER_METHOD,
  REQUEST_CONTACT_TYPE,
  REQUEST_STATUS,
  REQUEST_VERIFICATION,
} from '@codebridge/shared/data-requests.mjs';

/** A verification link (and its code) works this long. */
export const CODE_VALID_HOURS = 72;

/** The request's enumerations, by the short names the plugin's code uses (the facts: lib/shared). */
export const STATUS = REQUEST_STATUS;
export const VERIFICATION = REQUEST_VERIFICATION;
export const ANSWER_METHOD = REQUEST_ANSWER_METHOD;
export const CONTACT_TYPE = REQUEST_CONTACT_TYPE;

/** A request is owed something while it is Unverified (a call to verify it) or Verified (an answer). */
export function isOpen(status: unknown): boolean {
  return status === STATUS.unverified || status === STATUS.verified;
}

export const REQUEST_UID = 'api::data-request.data-request';
/** The longest Outcome a request stores (its schema's maxLength). */
export const MAX_OUTCOME = 2000;

/**
 * A request's Outcome with a line added after what is there (a verifier's notes stay first); when the two
 * are too long together, the earlier text is shortened, never the new line.
 */
export function withOutcomeLine(previous: string | null | undefined, line: string): string {
  const before = previous?.trim() ?? '';
  if (!before) return line.slice(0, MAX_OUTCOME);
  const room = MAX_OUTCOME - line.length - 2;
  if (room <= 1) return line.slice(0, MAX_OUTCOME);
  return `${before.length > room ? `${before.slice(0, room - 1)}…` : before}\n${line}`;
}

/** A request's page in the admin, for links in the team's e-mails. */
export function requestAdminUrl(base: string, documentId: string, adminPath = '/admin'): string {
  return `${String(base).replace(/\/+$/, '')}${adminPath}/content-manager/collection-types/${REQUEST_UID}/${documentId}`;
}

export type ContactType = (typeof REQUEST_CONTACT_TYPE)[keyof typeof REQUEST_CONTACT_TYPE];
export interface Contact {
  type: ContactType;
  value: string;
}

/**
 * The contact a request names, read from what the person typed: an e-mail address (kept by its key), or a
 * phone number (7 to 15 digits); null when it is neither.
 */
export function parseContact(value: unknown): Contact | null {
  const text = String(value ?? '').trim();
  if (text.length === 0 || text.length > 254) return null;
  if (text.includes('@'))
    return EMAIL_ADDRESS.test(text) ? { type: CONTACT_TYPE.email, value: emailKey(text) ?? '' } : null;
  const digits = text.replace(/\D/g, '').length;
  if (!/^\+?[\d\s().-]+$/.test(text) || digits < 7 || digits > 15) return null;
  return { type: CONTACT_TYPE.phone, value: text };
}

/** Whether two values are one person's, by the keys leads are matched by (@codebridge/shared/contact.mjs). */
function sameKey(type: ContactType, a: unknown, b: unknown): boolean {
  const key = type === CONTACT_TYPE.email ? emailKey : phoneKey;
  const first = key(a);
  return first !== null && first === key(b);
}

/** Whether a lead (its email and phone fields) belongs to the person a contact names. */
export function leadMatches(
  lead: { email?: string | null; phone?: string | null },
  contact: Contact | null,
): boolean {
  if (!contact?.value) return false;
  return sameKey(contact.type, contact.value, contact.type === CONTACT_TYPE.email ? lead.email : lead.phone);
}

/** Whether two contacts name the same person's e-mail address or phone number. */
export function sameContact(a: Partial<Contact> | null, b: Partial<Contact> | null): boolean {
  if (!a?.value || !b?.value || !a.type || a.type !== b.type) return false;
  return sameKey(a.type, a.value, b.value);
}

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new one-time code: 16 characters (80 random bits), shown in groups of four. */
export function newCode(random: (size: number) => Uint8Array = crypto.randomBytes): string {
  const bytes = random(16);
  let code = '';
  for (let i = 0; i < 16; i++) code += ALPHABET[(bytes[i] ?? 0) % 32];
  return (code.match(/.{4}/g) ?? []).join('-');
}

/** A code as the person may type it (any case, spaces or dashes, O for 0 and I or L for 1), normalised. */
export function normaliseCode(value: unknown): string | null {
  const code = String(value ?? '')
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return /^[0-9A-HJKMNP-TV-Z]{16}$/.test(code) ? code : null;
}

/** What the CMS stores of a code: its hash, never the code. */
export function hashCode(code: string): string {
  const normal = normaliseCode(code);
  if (!normal) throw new Error('not a code');
  return crypto.createHash('sha256').update(normal).digest('hex');
}

export function codeExpiry(now: Date): string {
  return new Date(now.getTime() + CODE_VALID_HOURS * 3600 * 1000).toISOString();
}
