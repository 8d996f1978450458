'use strict';

const { emailKey, phoneKey } = require('../../admissions/keys');

const crypto = require('node:crypto');

/**
 * The rules of a person's request about their data, without Strapi: what a request may ask, how a contact is
 * compared, when the answer is due, and the one-time code that proves the person holds the e-mail address.
 */

/** Requests are answered within this many days of arrival: the site's privacy page states the same number. */
const ANSWER_DAYS = 30;
/** A verification link (and its code) works this long. */
const CODE_VALID_HOURS = 72;

/** What a person may ask, as the site sends it, and as the admin's list shows it. */
const KINDS = {
  access: 'Access',
  correction: 'Correction',
  erasure: 'Erasure',
  withdrawal: 'Withdraw consent',
};

const STATUS = { unverified: 'Unverified', verified: 'Verified', done: 'Done', refused: 'Refused' };
const VERIFICATION = { email: 'E-mail link', admissions: 'Call by admissions' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address or phone number as leads are matched by (src/admissions/keys.js, the one rule); '' for none. */
function normaliseEmail(value) {
  return emailKey(String(value ?? '')) ?? '';
}

function normalisePhone(value) {
  return phoneKey(String(value ?? '')) ?? '';
}

/**
 * The contact a request names, read from what the person typed: an e-mail address, or a phone number (7 to
 * 15 digits); null when it is neither.
 */
function parseContact(value) {
  const text = String(value ?? '').trim();
  if (text.length === 0 || text.length > 254) return null;
  if (text.includes('@')) return EMAIL.test(text) ? { type: 'E-mail', value: normaliseEmail(text) } : null;
  const digits = text.replace(/\D/g, '').length;
  if (!/^\+?[\d\s().-]+$/.test(text) || digits < 7 || digits > 15) return null;
  return { type: 'Phone', value: text };
}

/** Whether a lead (its email and phone fields) belongs to the person a contact names. */
function leadMatches(lead, contact) {
  if (!contact?.value) return false;
  if (contact.type === 'E-mail')
    return normaliseEmail(lead.email) !== '' && normaliseEmail(lead.email) === normaliseEmail(contact.value);
  const phone = normalisePhone(contact.value);
  return phone !== '' && normalisePhone(lead.phone) === phone;
}

/** Whether two contacts name the same person's e-mail address or phone number. */
function sameContact(a, b) {
  if (!a?.value || !b?.value || a.type !== b.type) return false;
  return a.type === 'E-mail'
    ? normaliseEmail(a.value) === normaliseEmail(b.value)
    : normalisePhone(a.value) !== '' && normalisePhone(a.value) === normalisePhone(b.value);
}

/** The day the answer is due: the day of arrival (in India) plus ANSWER_DAYS, as YYYY-MM-DD. */
function deadlineFor(receivedAt) {
  const india = new Date(new Date(receivedAt).getTime() + 5.5 * 3600 * 1000);
  const day = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate());
  return new Date(day + ANSWER_DAYS * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new one-time code: 16 characters (80 random bits), shown in groups of four. */
function newCode(random = crypto.randomBytes) {
  const bytes = random(16);
  let code = '';
  for (let i = 0; i < 16; i++) code += ALPHABET[bytes[i] % 32];
  return code.match(/.{4}/g).join('-');
}

/** A code as the person may type it (any case, spaces or dashes, O for 0 and I or L for 1), normalised. */
function normaliseCode(value) {
  const code = String(value ?? '')
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return /^[0-9A-HJKMNP-TV-Z]{16}$/.test(code) ? code : null;
}

/** What the CMS stores of a code: its hash, never the code. */
function hashCode(code) {
  const normal = normaliseCode(code);
  if (!normal) throw new Error('not a code');
  return crypto.createHash('sha256').update(normal).digest('hex');
}

function codeExpiry(now) {
  return new Date(now.getTime() + CODE_VALID_HOURS * 3600 * 1000).toISOString();
}

module.exports = {
  ANSWER_DAYS,
  CODE_VALID_HOURS,
  KINDS,
  STATUS,
  VERIFICATION,
  codeExpiry,
  deadlineFor,
  hashCode,
  leadMatches,
  newCode,
  normaliseCode,
  normaliseEmail,
  normalisePhone,
  parseContact,
  sameContact,
};
