/**
 * The access record (who looked at which leads), as the bundled CMS writes it and `npm run access-log`
 * reads it: the names of the acts, how lead ids are kept, and how long entries are kept. Ids only: an entry
 * names leads by their document id (the id in the admin's address of a lead) and never holds a name, a
 * phone, an e-mail, a file name or a search term.
 */

/** What an entry says was done. */
export const ACCESS_ACTIONS = /** @type {const} */ ({
  /** A lead's page opened in the admin (the content manager's detail read). */
  leadOpened: 'lead-opened',
  /** A page of leads listed: the admin's list, a relation picker, the home page's recent entries. */
  leadsListed: 'leads-listed',
  /** A lead created or saved in the admin: the answer carries the whole lead. */
  leadSaved: 'lead-saved',
  /** The list's Export CSV: every lead in the file. */
  leadsExported: 'leads-exported',
  /** A lead's CV downloaded. */
  cvDownloaded: 'cv-downloaded',
  /** A lead's history (calls, notes, status changes) read. */
  historyRead: 'history-read',
  /** A data request answered with what is held about the person. */
  dataRequestAnswered: 'data-request-answered',
  /** A data request's erasure: the leads it deleted. */
  dataRequestErased: 'data-request-erased',
  /** `npm run access-log -- --people`: the contact details of the people an account looked at, printed. */
  peopleListed: 'people-listed',
});

/** @typedef {(typeof ACCESS_ACTIONS)[keyof typeof ACCESS_ACTIONS]} AccessAction */

/** Every act an entry may name. */
export const ACCESS_ACTION_NAMES = /** @type {AccessAction[]} */ (Object.values(ACCESS_ACTIONS));

/**
 * A document id as Strapi makes them (24 lowercase letters and digits; 16 to 40 accepted): the only thing an
 * entry says about a lead, checked before anything is written so nothing else can pass for one.
 */
export const DOCUMENT_ID = /^[a-z0-9]{16,40}$/;

/**
 * The ids as an entry keeps them: one text, ids apart by single spaces (an id has none), so a lead is found
 * by a substring search on the whole id.
 * @param {readonly string[]} ids
 */
export function joinLeadIds(ids) {
  return ids.join(' ');
}

/**
 * @param {string | null | undefined} text
 * @returns {string[]}
 */
export function splitLeadIds(text) {
  return text ? String(text).split(' ').filter(Boolean) : [];
}

/** How long an entry is kept, in days, when ACCESS_LOG_RETENTION_DAYS is unset (more than a year). */
export const DEFAULT_ACCESS_LOG_RETENTION_DAYS = 400;
/** The least it may be set to: India's DPDP Rules keep such logs for at least a year. */
export const MIN_ACCESS_LOG_RETENTION_DAYS = 365;

/**
 * ACCESS_LOG_RETENTION_DAYS as the CMS reads it: unset or blank means the default; anything but a whole
 * number of days, at least a year, is refused with this message (the CMS stops at start), never replaced by
 * the default.
 * @param {string | undefined | null} value the variable as the environment has it
 * @returns {{ days: number, problem: null } | { days: null, problem: string }}
 */
export function parseAccessLogRetentionDays(value) {
  const text = value?.trim() ?? '';
  if (text === '') return { days: DEFAULT_ACCESS_LOG_RETENTION_DAYS, problem: null };
  const days = Number(text);
  if (!Number.isSafeInteger(days) || days < MIN_ACCESS_LOG_RETENTION_DAYS) {
    return {
      days: null,
      problem: `ACCESS_LOG_RETENTION_DAYS="${text}" is not a whole number of days of at least ${MIN_ACCESS_LOG_RETENTION_DAYS} (a year, the least the access record must be kept; default ${DEFAULT_ACCESS_LOG_RETENTION_DAYS}).`,
    };
  }
  return { days, problem: null };
}
