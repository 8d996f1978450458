/**
 * A person's request about the data held on them (India's DPDP Act 2023 and Rules 2025), as the site's
 * rights page sends it and the CMS keeps it: what may be asked, and when the answer is due. The privacy
 * pages state the same number of days.
 */
import { addDays, indiaDate } from './india-time.mjs';

/** What a person may ask, by the key the site sends, as the admin's list shows it. */
export const REQUEST_KINDS = /** @type {const} */ ({
  access: 'Access',
  correction: 'Correction',
  erasure: 'Erasure',
  withdrawal: 'Withdraw consent',
});

/** @typedef {keyof typeof REQUEST_KINDS} RequestKindKey */

/**
 * What each kind of request does, in the words the person reads: the confirmation page says it before they
 * confirm, and so does the verification e-mail the CMS sends ("You asked us to {what}." then the detail).
 */
export const REQUEST_KIND_WORDS = /** @type {const} */ ({
  access: {
    what: 'send you a copy of the personal data we hold about you',
    detail: 'We will send it to the e-mail address you gave us.',
  },
  correction: {
    what: 'correct your details',
    detail: 'We will correct them as your request says, and write to you when it is done.',
  },
  erasure: {
    what: 'erase all your enquiries',
    detail:
      'We will delete every form you sent us, with any resume, from all our systems, and our team will delete the alert e-mails it received about them. This cannot be undone.',
  },
  withdrawal: {
    what: 'stop using your details and stop contacting you',
    detail: 'We will close your enquiries and will not contact you about them again.',
  },
});

/**
 * The site's key of a kind as the CMS stores it ('Erasure' → 'erasure'), or null for none it knows.
 * @param {unknown} stored
 * @returns {RequestKindKey | null}
 */
export function requestKindKey(stored) {
  const keys = /** @type {RequestKindKey[]} */ (Object.keys(REQUEST_KINDS));
  return keys.find((key) => REQUEST_KINDS[key] === stored) ?? null;
}

/** Where a request stands, as the CMS stores it: to be verified, verified (owed an answer), answered. */
export const REQUEST_STATUS = /** @type {const} */ ({
  unverified: 'Unverified',
  verified: 'Verified',
  done: 'Done',
  refused: 'Refused',
});

/** What the person gave to be reached at. */
export const REQUEST_CONTACT_TYPE = /** @type {const} */ ({ email: 'E-mail', phone: 'Phone' });

/** How a request is proved the person's: the link e-mailed to them, or a call by admissions. */
export const REQUEST_VERIFICATION = /** @type {const} */ ({
  email: 'E-mail link',
  admissions: 'Call by admissions',
});

/** How a request was answered: to the verified e-mail address, or by a call to the verified number. */
export const REQUEST_ANSWER_METHOD = /** @type {const} */ ({ email: 'E-mail', call: 'Call' });

/** A request is answered within this many days of the day it arrived (in India). */
export const ANSWER_DAYS = 30;

/**
 * The day the answer is due: the day of arrival in India plus ANSWER_DAYS, as 'YYYY-MM-DD'.
 * @param {Date | string | number} receivedAt
 */
export function answerDeadline(receivedAt) {
  return addDays(indiaDate(new Date(receivedAt)), ANSWER_DAYS);
}
