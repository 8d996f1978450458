/**
 * What the site and the bundled CMS both know about leads: the kinds of form and the channels as the
 * admissions list names them, the statuses, and how long leads are kept. The CMS's lead schema repeats the
 * kinds, statuses and channels as enumerations (a schema cannot import): a test of the CMS fails when they
 * drift (cms/src/plugins/admissions/server/src/lead-schema.test.ts).
 */

/** The kind of form a lead came from, as the admissions list shows it (the CMS's `form` field). */
export const LEAD_KINDS = /** @type {const} */ ([
  'Enquiry',
  'Contact',
  'Demo session',
  'Recruiter demo call',
  'Job application',
]);

/**
 * What the details sent with each kind of form are used for: the form's notice says it ("We use these
 * details only …") and so does the answer to a person who asks what we hold on them.
 * @type {Readonly<Record<LeadKind, string>>}
 */
export const LEAD_PURPOSES = Object.freeze({
  Enquiry: 'to call you back about your enquiry',
  Contact: 'to reply to your message',
  'Demo session': 'to arrange your demo session',
  'Recruiter demo call': 'to arrange your demo call',
  'Job application': 'to consider your application',
});

/** Where a lead stands, in the order a lead moves through them; a new lead is the first. */
export const LEAD_STATUSES = /** @type {const} */ (['New', 'Contacted', 'Enrolled', 'Closed']);

/**
 * The kind of site a visitor followed a link from, by the key the site's attribution uses, as the lead's
 * `firstReferrerKind` and `latestReferrerKind` name it.
 */
export const LEAD_REFERRER_KINDS = /** @type {const} */ ({
  search: 'Search engine',
  social: 'Social',
  other: 'Other site',
});

/** Where a lead came from, by the key the site uses, as the admissions list names it (the CMS's `channel`). */
export const LEAD_CHANNELS = /** @type {const} */ ({
  website: 'Website',
  meta: 'Meta lead ad',
  google: 'Google Ads lead form',
  listing: 'Listing site',
});

/** @typedef {(typeof LEAD_KINDS)[number]} LeadKind */
/** @typedef {(typeof LEAD_STATUSES)[number]} LeadStatus */

/**
 * Who sends each kind of lead: prospective students (enquiries: the enquiry and contact forms, demo
 * sessions), recruiters (a demo call for their company) and job applicants. A person's leads are repeats of
 * each other only within one audience: a trainer's job application is not their second enquiry, and it is
 * counted apart from the enquiries.
 */
export const LEAD_AUDIENCES = /** @type {const} */ ({
  Enquiry: 'student',
  Contact: 'student',
  'Demo session': 'student',
  'Recruiter demo call': 'recruiter',
  'Job application': 'applicant',
});

/** @typedef {(typeof LEAD_AUDIENCES)[LeadKind]} LeadAudience */

/**
 * The audience of a kind of lead; a kind this list does not know (a lead stored by hand) counts as a
 * student's enquiry.
 * @param {string | null | undefined} form
 * @returns {LeadAudience}
 */
export function leadAudience(form) {
  return Object.hasOwn(LEAD_AUDIENCES, String(form))
    ? LEAD_AUDIENCES[/** @type {LeadKind} */ (form)]
    : 'student';
}

/**
 * The kinds of lead of one audience.
 * @param {LeadAudience} audience
 * @returns {LeadKind[]}
 */
export function kindsOfAudience(audience) {
  return LEAD_KINDS.filter((kind) => LEAD_AUDIENCES[kind] === audience);
}

/** The status of a lead nobody has contacted yet. */
export const NEW_LEAD_STATUS = LEAD_STATUSES[0];
/** The statuses a counsellor still works (their follow-ups and the morning digest). */
export const OPEN_LEAD_STATUSES = /** @type {const} */ (['New', 'Contacted']);
/**
 * The statuses of a lead someone is working (or has won): a new lead from the same person is not
 * untouched, and is not escalated as if it were.
 */
export const WORKED_LEAD_STATUSES = /** @type {const} */ (['Contacted', 'Enrolled']);
/** The status the dashboard counts as an enrolment. */
export const ENROLLED_STATUS = 'Enrolled';

/** How long a lead is kept, in days, when LEAD_RETENTION_DAYS is unset: the privacy page states it. */
export const DEFAULT_LEAD_RETENTION_DAYS = 180;

/**
 * LEAD_RETENTION_DAYS as the site and the CMS both read it: unset or blank means the default; anything
 * but a whole number of days above 0 is refused with this message (the site stops at start, the CMS too),
 * never replaced by the default.
 * @param {string | undefined | null} value the variable as the environment has it
 * @returns {{ days: number, problem: null } | { days: null, problem: string }}
 */
export function parseLeadRetentionDays(value) {
  const text = value?.trim() ?? '';
  if (text === '') return { days: DEFAULT_LEAD_RETENTION_DAYS, problem: null };
  const days = Number(text);
  if (!Number.isSafeInteger(days) || days <= 0) {
    return {
      days: null,
      problem: `LEAD_RETENTION_DAYS="${text}" is not a whole number of days above 0 (for example ${DEFAULT_LEAD_RETENTION_DAYS}).`,
    };
  }
  return { days, problem: null };
}

/**
 * What a lead keeps of one touch (how the person came: a campaign's tags, an ad click's id, the referring
 * site, the first page seen, when), twice: the first touch and the latest, as `first…` and `latest…` fields.
 */
export const TOUCH_PARTS = /** @type {const} */ ([
  'Source',
  'Medium',
  'Campaign',
  'Term',
  'Content',
  'Gclid',
  'Fbclid',
  'ReferrerHost',
  'ReferrerKind',
  'LandingPage',
  'TouchAt',
]);

/** The lead's touch fields by name: `firstSource` … `latestTouchAt`. */
export const TOUCH_FIELDS = Object.freeze(
  ['first', 'latest'].flatMap((prefix) => TOUCH_PARTS.map((part) => `${prefix}${part}`)),
);
