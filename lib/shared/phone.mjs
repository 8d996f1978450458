/**
 * What a phone number is, by libphonenumber (Google's numbering plans, through libphonenumber-js's full
 * metadata), for what must not guess: a WhatsApp message carries the enquirer's name and course, so it goes
 * only to a number the plan calls a mobile. A number without its country code is read as India's. An Indian
 * landline, or a foreign number typed without its code (it reads as an Indian landline or as nothing), gets
 * no message. Server-side only: the full metadata is about 150 kB, and no browser needs it.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The region a number without a country code is read in. */
export const DEFAULT_PHONE_REGION = 'IN';

/**
 * Types a WhatsApp message may go to: a mobile, or a number whose plan cannot tell (the US and Canada's).
 * @type {ReadonlySet<string>}
 */
const MESSAGEABLE = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * The number a WhatsApp message goes to (E.164, '+919876543210'), or why there is none, in words a lead's
 * page shows: 'not a valid phone number', 'not a mobile number'.
 * @param {unknown} phone what the person typed
 * @returns {{ number: string } | { reason: string }}
 */
export function whatsappNumber(phone) {
  const parsed =
    typeof phone === 'string' ? parsePhoneNumberFromString(phone.trim(), DEFAULT_PHONE_REGION) : undefined;
  if (!parsed || !parsed.isValid()) return { reason: 'not a valid phone number' };
  if (!MESSAGEABLE.has(parsed.getType() ?? '')) return { reason: 'not a mobile number' };
  return { number: parsed.number };
}
