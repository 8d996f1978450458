/**
 * The acknowledgement every enquirer gets from the CMS within a minute of their lead (by e-mail, and by a
 * WhatsApp template message when WhatsApp is configured), as the site and the CMS both know it: which kinds
 * of lead get one (the site's notices of those forms say so), and what the site passes on from WhatsApp's
 * signed webhook (the messages' statuses, and a person writing STOP) to the CMS.
 */

/**
 * The leads whose person is answered at once: people asking about a course (an enquiry, from any channel,
 * a demo session, the contact form), and job applicants, who are told by e-mail that their application
 * arrived and what happens next. A recruiter's demo call is answered by people.
 */
export const ACKNOWLEDGED_KINDS = /** @type {const} */ ([
  'Enquiry',
  'Demo session',
  'Contact',
  'Job application',
]);

/**
 * The kinds whose acknowledgement also goes on WhatsApp: its approved template names a course, its next batch
 * and whom to call, which are a student's, not an applicant's.
 */
export const WHATSAPP_ACKNOWLEDGED_KINDS = /** @type {const} */ (['Enquiry', 'Demo session', 'Contact']);

/** A message's statuses as WhatsApp's webhook reports them, in the order a message reaches them. */
export const WHATSAPP_STATUSES = /** @type {const} */ (['sent', 'delivered', 'read', 'failed']);

/** @typedef {(typeof WHATSAPP_STATUSES)[number]} WhatsappStatus */

/**
 * One status of one message, as the site passes it on: WhatsApp's message id (`wamid.…`), the key the CMS
 * gave the message (`biz_opaque_callback_data`, echoed back by WhatsApp), the status, when, and an error's
 * code when it failed.
 * @typedef {object} StatusReport
 * @property {string} messageId
 * @property {string | null} key
 * @property {WhatsappStatus} status
 * @property {string} at ISO time
 * @property {string | null} errorCode
 */

/**
 * What the site sends the CMS (POST {STATUS_REPORT_PATH}, with the site's leads token): statuses, and the
 * numbers (international form) of people who wrote a stop word to the institute's WhatsApp number.
 * @typedef {object} StatusReports
 * @property {StatusReport[]} statuses
 * @property {{ phone: string, at: string }[]} stops
 */

export const STATUS_REPORT_PATH = '/api/lead-acknowledgements/statuses';
/** More reports than this in one request is not one webhook's. */
export const MAX_STATUS_REPORTS = 1000;

/** What a person writes to stop messages (WhatsApp's own opt-out words, in English and Hindi). */
const STOP_WORDS = new Set(['stop', 'stop all', 'unsubscribe', 'cancel', 'end', 'quit', 'रोकें', 'बंद']);

/**
 * Whether a message a person wrote asks to stop messages: a stop word alone, in any case, with outer spaces
 * or a full stop.
 * @param {unknown} text
 */
export function isStopMessage(text) {
  if (typeof text !== 'string') return false;
  return STOP_WORDS.has(
    text
      .trim()
      .toLowerCase()
      .replace(/[.!।]+$/u, '')
      .trim(),
  );
}
