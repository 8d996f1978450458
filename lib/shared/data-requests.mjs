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

/** A request is answered within this many days of the day it arrived (in India). */
export const ANSWER_DAYS = 30;

/**
 * The day the answer is due: the day of arrival in India plus ANSWER_DAYS, as 'YYYY-MM-DD'.
 * @param {Date | string | number} receivedAt
 */
export function answerDeadline(receivedAt) {
  return addDays(indiaDate(new Date(receivedAt)), ANSWER_DAYS);
}
