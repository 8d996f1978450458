/**
 * How a person is recognised across their enquiries and requests, on the site and in the CMS alike: the
 * phone compared as an Indian number (+91, 0091, a trunk 0, spaces, dashes, dots and brackets ignored), the
 * e-mail address without regard to case or surrounding spaces. The CMS stores both keys on each lead
 * (indexed), so a repeat is one query away; the site's outbox and the erasure match by the same keys.
 */

/**
 * '+91 98765 43210', '09876543210', '98765-43210' → '9876543210'; a foreign number keeps its country code
 * ('+442079460958'); fewer than 6 digits is no number (null).
 * @param {unknown} phone
 * @returns {string | null}
 */
export function phoneKey(phone) {
  if (typeof phone !== 'string') return null;
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  if (international) {
    if (digits.startsWith('91') && digits.length === 12) return digits.slice(2);
    return digits.length >= 6 ? `+${digits}` : null;
  }
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  return digits.length >= 6 ? digits : null;
}

/** One rule for an e-mail address the site and the CMS accept: something@domain.tld, no spaces or brackets. */
export const EMAIL_ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/**
 * ' Asha.Rao@Example.COM ' → 'asha.rao@example.com'; anything without an @ is no address (null).
 * @param {unknown} email
 * @returns {string | null}
 */
export function emailKey(email) {
  if (typeof email !== 'string') return null;
  const key = email.trim().toLowerCase();
  return key.includes('@') ? key : null;
}

/**
 * The link that calls a phone: an Indian number as +91 and its ten digits, a foreign one with its country
 * code, anything else as its digits; null when it is no number (phoneKey).
 * @param {unknown} phone
 * @returns {string | null}
 */
export function telHref(phone) {
  const key = phoneKey(phone);
  if (key === null) return null;
  return `tel:${internationalPhone(phone) ?? key}`;
}

/**
 * The phone in international form, as WhatsApp addresses it: an Indian number (ten digits, however written:
 * a listing site's bare digits, an ad form's spaces, +91, a trunk 0) as +91 and its ten digits, a foreign
 * one with its country code; null when it is no whole number (phoneKey, or a local number without its area).
 * @param {unknown} phone
 * @returns {string | null}
 */
export function internationalPhone(phone) {
  const key = phoneKey(phone);
  if (key === null) return null;
  if (key.startsWith('+')) return key;
  return key.length === 10 ? `+91${key}` : null;
}
