/**
 * Who the institute is: its name, phone, e-mail, chat number and Grievance Officer, as the site shows them and
 * the CMS signs its messages with them. They are the deploying institute's settings (INSTITUTE_NAME,
 * INSTITUTE_PHONE, INSTITUTE_EMAIL, INSTITUTE_WHATSAPP, GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL),
 * read by the site's one environment reader (lib/env/server.mjs) and the CMS's (cms/config/plugins.ts)
 * through `readInstitute`. Unset, the identity is a sample that says it is one wherever a person reads it,
 * with no invented person's name; `npm run stack` refuses to start with it unless ALLOW_SAMPLE_IDENTITY=1.
 */
import { EMAIL_ADDRESS } from './contact.mjs';

/** The names of the variables, in the order the README's table lists them. */
export const INSTITUTE_VARIABLES = /** @type {const} */ ([
  'INSTITUTE_NAME',
  'INSTITUTE_PHONE',
  'INSTITUTE_EMAIL',
  'INSTITUTE_WHATSAPP',
  'GRIEVANCE_OFFICER_NAME',
  'GRIEVANCE_OFFICER_EMAIL',
]);

/** The variables an institute must set together: without any of them the identity would be part sample. */
const REQUIRED = /** @type {const} */ ([
  'INSTITUTE_NAME',
  'INSTITUTE_PHONE',
  'INSTITUTE_EMAIL',
  'GRIEVANCE_OFFICER_NAME',
  'GRIEVANCE_OFFICER_EMAIL',
]);

/**
 * @typedef {object} InstitutePhone
 * @property {string} display As written for people: '+91 98765 43210'.
 * @property {string} href The tel: link that calls it.
 */

/**
 * @typedef {object} Institute
 * @property {string} name INSTITUTE_NAME.
 * @property {string} shortName The name without a closing "Institute", "Academy" or the like (the logo's word).
 * @property {InstitutePhone} phone INSTITUTE_PHONE.
 * @property {string} email INSTITUTE_EMAIL: where visitors write.
 * @property {string} chatLink INSTITUTE_WHATSAPP (else the phone) as a WhatsApp chat link.
 * @property {{ name: string | null, email: string }} grievanceOfficer GRIEVANCE_OFFICER_NAME and _EMAIL; the
 *   sample names no one (null) and gives a role address.
 * @property {boolean} sample True when none of the variables is set: the sample identity.
 */

/** The sample: a neutral made-up name and clearly fictional numbers and addresses (.example is reserved). */
export const SAMPLE_INSTITUTE = /** @type {const} */ ({
  INSTITUTE_NAME: 'Codebridge Institute',
  INSTITUTE_PHONE: '+91 98765 43210',
  INSTITUTE_EMAIL: 'support@codebridge.example',
  GRIEVANCE_OFFICER_EMAIL: 'privacy@codebridge.example',
});

/** What a person reads where the sample identity is shown: that it is one. */
export const SAMPLE_IDENTITY_NOTICE =
  'This is a demonstration of the site with a sample identity: the institute named here, its phone numbers and e-mail addresses are not real.';

const NAME = /^[^\p{Cc}<>]{2,80}$/u;

/**
 * '+91 98765 43210' → its display form and tel: link; null when it is not a number in international form
 * (a + and its country code, 8 to 15 digits, spaces, dashes and brackets allowed).
 * @param {string} value
 * @returns {InstitutePhone | null}
 */
function parsePhone(value) {
  if (!/^\+[\d\s().-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return null;
  return { display: value.replace(/\s+/g, ' '), href: `tel:+${digits}` };
}

/** @param {string} name */
function shortNameOf(name) {
  const short = name.replace(/\s+(institute|academy|school|training|technologies|pvt\.? ltd\.?)$/i, '');
  return short || name;
}

/**
 * The institute's identity from these variables, or the sample when none is set; `problems` names each bad
 * or missing value (one line each, naming the variable), and then `institute` is the sample.
 * @param {Record<string, string | undefined>} source
 * @returns {{ institute: Institute, problems: string[] }}
 */
export function readInstitute(source) {
  /** @param {string} name */
  const text = (name) => source[name]?.trim() || null;
  const anySet = INSTITUTE_VARIABLES.some((name) => text(name) !== null);
  /** @type {string[]} */
  const problems = [];
  if (anySet) {
    const missing = REQUIRED.filter((name) => text(name) === null);
    if (missing.length > 0) {
      problems.push(
        `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set while other identity variables are: ` +
          `set all of ${REQUIRED.join(', ')} (INSTITUTE_WHATSAPP too if the chat number differs), or none for the sample identity.`,
      );
    }
  }
  const value = (/** @type {string} */ name) =>
    anySet ? text(name) : (/** @type {Record<string, string>} */ (SAMPLE_INSTITUTE)[name] ?? null);

  const name = value('INSTITUTE_NAME');
  if (name !== null && !NAME.test(name)) {
    problems.push('INSTITUTE_NAME is not a name of 2 to 80 characters (for example Codebridge Institute).');
  }
  const officerName = value('GRIEVANCE_OFFICER_NAME');
  if (officerName !== null && !NAME.test(officerName)) {
    problems.push('GRIEVANCE_OFFICER_NAME is not a name of 2 to 80 characters (for example Priya Kulkarni).');
  }
  /** @param {string} variable */
  const phone = (variable) => {
    const given = value(variable);
    if (given === null) return null;
    const parsed = parsePhone(given);
    if (!parsed) {
      problems.push(
        `${variable}="${given}" is not a phone number in international form (a + and the country code, for example +91 20 4567 8900).`,
      );
    }
    return parsed;
  };
  /** @param {string} variable */
  const email = (variable) => {
    const given = value(variable);
    if (given !== null && !EMAIL_ADDRESS.test(given)) {
      problems.push(`${variable}="${given}" is not an e-mail address (for example admissions@example.in).`);
      return null;
    }
    return given;
  };
  const instituteName = name;
  const instituteEmail = email('INSTITUTE_EMAIL');
  const officerEmail = email('GRIEVANCE_OFFICER_EMAIL');
  const institutePhone = phone('INSTITUTE_PHONE');
  const whatsapp = phone('INSTITUTE_WHATSAPP') ?? institutePhone;

  if (
    problems.length > 0 ||
    !instituteName ||
    !institutePhone ||
    !instituteEmail ||
    !officerEmail ||
    !whatsapp
  ) {
    return { institute: readInstitute({}).institute, problems };
  }
  return {
    institute: Object.freeze({
      name: instituteName,
      shortName: shortNameOf(instituteName),
      phone: institutePhone,
      email: instituteEmail,
      chatLink: `https://wa.me/${whatsapp.href.replace(/\D/g, '')}`,
      grievanceOfficer: Object.freeze({ name: officerName, email: officerEmail }),
      sample: !anySet,
    }),
    problems,
  };
}

/**
 * The identity these variables give, checked: throws with every problem (what the CMS's config and the
 * stack's start do, as a bad value of any other variable stops them).
 * @param {Record<string, string | undefined>} source
 * @returns {Institute}
 */
export function institute(source) {
  const { institute: identity, problems } = readInstitute(source);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return identity;
}
