/**
 * What every channel does with a lead once its sender is verified: its answers mapped onto the lead's own
 * fields (name, phone, e-mail, city, course, message), every answer kept as a `Label: value` line for the
 * admissions team, and the lead made into the entry the site's store keeps and delivers like a form's
 * (lib/leads/receive.ts keepLead → store.ts → deliver.ts → the CMS).
 *
 * A channel's lead is never refused for how a field is written: a value that does not fit its field (an
 * e-mail address without an @, a phone with letters) stays in the details and the field is left empty.
 */
import { createHash } from 'node:crypto';
import { plainLine, plainText } from '@/lib/text';
import { EMAIL_ADDRESS } from '@/lib/shared/contact.mjs';
import type { ChannelOrigin, LeadEntry } from '../entry';
import { LEAD_FACTS } from '../facts';

/** Which of the lead's own fields an answer fills, if any. */
export type AnswerRole =
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'city'
  /** The course asked about: a known course by its title, anything else as given. */
  | 'course'
  /** A hint of the course (a listing site's category): fills the course only when it names a known one. */
  | 'interest'
  | 'message';

export interface Answer {
  /** As the admissions team reads it: the question, or a readable form of the field's name. */
  label: string;
  value: string;
  role?: AnswerRole;
}

/** The longest value of each of the lead's fields (the CMS's lead schema). */
const FIELD_LIMITS = { name: 210, email: 254, phone: 40, city: 100, course: 100, message: 3000 } as const;
/** A channel's lead with more answers than this keeps the first ones. */
export const MAX_ANSWERS = 60;
const MAX_VALUE = 1000;
const MAX_LABEL = 120;

/** Digits with the usual separators and a leading +, 6 to 15 digits in all. */
const PHONE = /^\+?[\d\s().-]+$/;

function looksLikePhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 6 && digits <= 15 && value.length <= FIELD_LIMITS.phone;
}

const normalised = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/**
 * The words that name each course: its title, the demo form's label, and its first word unless that word
 * is as general as "data" (so "MERN" and "Python" are enough, "Data" is not).
 */
const COURSE_NAMES = LEAD_FACTS.courses.map((course) => {
  const first = normalised(course.interest).trim().split(' ')[0] ?? '';
  return {
    title: course.title,
    names: [
      normalised(course.title),
      normalised(course.interest),
      ...(first === 'data' ? [] : [` ${first} `]),
    ],
  };
});

/** The institute's course a text names ("MERN stack", "Data Science course"), by its title; or null. */
export function knownCourse(text: string): string | null {
  const words = normalised(text);
  return COURSE_NAMES.find((course) => course.names.some((name) => words.includes(name)))?.title ?? null;
}

/** A field's name as people read it: `phone_number` → `Phone number`, `which_course?` → `Which course?`. */
export function readableName(name: string): string {
  const words = plainLine(name)
    .replace(/[_\s]+/g, ' ')
    .trim();
  return words ? `${words[0]!.toUpperCase()}${words.slice(1)}` : 'Answer';
}

export interface MappedAnswers {
  /** The lead's own fields that an answer filled: name, phone, email, city, course, message. */
  values: Record<string, string>;
  /** Every answer, as `Label: value` lines. */
  details: string[];
}

/** The answers made into the lead's fields and its details. */
export function mapAnswers(answers: readonly Answer[]): MappedAnswers {
  const values: Record<string, string> = {};
  const details: string[] = [];
  let firstName = '';
  let lastName = '';
  const fill = (field: keyof typeof FIELD_LIMITS, value: string) => {
    if (!values[field] && value.length <= FIELD_LIMITS[field]) values[field] = value;
  };
  for (const answer of answers.slice(0, MAX_ANSWERS)) {
    const value = plainText(answer.value).trim();
    if (value === '') continue;
    const label = plainLine(answer.label).trim().slice(0, MAX_LABEL) || 'Answer';
    details.push(`${label}: ${value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE - 1)}…` : value}`);
    const line = plainLine(value).replace(/\s+/g, ' ');
    switch (answer.role) {
      case 'name':
        fill('name', line);
        break;
      case 'firstName':
        firstName ||= line;
        break;
      case 'lastName':
        lastName ||= line;
        break;
      case 'phone':
        if (looksLikePhone(line)) fill('phone', line);
        break;
      case 'email':
        if (EMAIL_ADDRESS.test(line)) fill('email', line);
        break;
      case 'city':
        fill('city', line);
        break;
      case 'course':
        fill('course', knownCourse(line) ?? line);
        break;
      case 'interest': {
        const course = knownCourse(line);
        if (course) fill('course', course);
        break;
      }
      case 'message':
        fill('message', value.slice(0, FIELD_LIMITS.message));
        break;
      default:
        break;
    }
  }
  if (!values.name && (firstName || lastName)) fill('name', `${firstName} ${lastName}`.trim());
  return { values, details };
}

/** Whether the lead can be answered: a phone or an e-mail address among its fields. */
export function hasContact(mapped: MappedAnswers): boolean {
  return Boolean(mapped.values.phone || mapped.values.email);
}

/**
 * A channel lead's submission id (lib/leads/entry.ts, CHANNEL_SUBMISSION_ID): the prefix and the channel's
 * own id when that is short and plain, else the prefix and a digest of it. The same id always gives the same
 * submission id, which is what keeps a lead once however often it arrives.
 */
export function channelSubmissionId(prefix: string, externalId: string): string {
  if (/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/.test(externalId)) return `${prefix}:${externalId}`;
  return `${prefix}:~${createHash('sha256').update(externalId).digest('hex').slice(0, 40)}`;
}

const DAY_MS = 86_400_000;

/**
 * When the person sent the lead, as the channel says (an ISO time, or seconds since the epoch), as ISO; null
 * when it says nothing usable or something implausible (more than 90 days ago, or tomorrow).
 */
export function channelTime(value: unknown, now = Date.now()): string | null {
  let ms = Number.NaN;
  if (typeof value === 'number' || (typeof value === 'string' && /^\d{9,11}$/.test(value))) {
    ms = Number(value) * 1000;
  } else if (typeof value === 'string') {
    // Meta writes the offset without a colon (+0000), which Date.parse reads too.
    ms = Date.parse(value);
  }
  if (!Number.isFinite(ms) || ms < now - 90 * DAY_MS || ms > now + DAY_MS) return null;
  return new Date(ms).toISOString();
}

/** An id of the sender's (an ad, a campaign, a form): digits or a short plain token, else left out. */
export function senderId(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  return typeof text === 'string' && /^[A-Za-z0-9_.-]{1,40}$/.test(text) ? text : undefined;
}

/**
 * The entry the site's store keeps for a channel's lead. `form` is the enquiry's (the CMS lists it as an
 * Enquiry, with its channel beside it); there is no page, notice or touch of the site's.
 */
export function channelEntry(
  submissionId: string,
  origin: Omit<ChannelOrigin, 'details'>,
  mapped: MappedAnswers,
  now = Date.now(),
): LeadEntry {
  return {
    submissionId,
    form: 'enquiry',
    values: mapped.values,
    page: '',
    receivedAt: new Date(now).toISOString(),
    attempts: 0,
    nextAttemptAt: now,
    channel: { ...origin, details: mapped.details },
  };
}
