/**
 * The rules a lead form's fields follow, as valibot schemas: the browser checks a form with them before it
 * sends it, and the server checks what arrives with the very same ones, so the two never disagree. Every
 * message is the form's own words, shown under the field it is about.
 */
import * as v from 'valibot';
import {
  CLICK_ID_PATTERN,
  HOST_PATTERN,
  PATH_PATTERN,
  REFERRER_KINDS,
  TOUCH_LIMITS,
  type Touch,
  type Touches,
} from '@/lib/attribution/touch';
import { resumeProblem } from '@/lib/resume';
import { holdsAddress, holdsMarkup, plainLine, plainText } from '@/lib/text';

const EMAIL = v.pipe(v.string(), v.email());

export const PLAIN_TEXT_MESSAGE = 'Please use plain text here, without tags such as <b>.';

type TextSchema = v.GenericSchema<unknown, string>;

interface TextOptions {
  /** The message when it is empty; the field is optional without one. */
  missing?: string;
  /** The most characters it may hold. */
  max: number;
  /** What the field is, for the length message: "Your name", "The cover letter". */
  what: string;
  /** A text area's paragraphs (a message, a cover letter); every other field is one line. */
  multiline?: boolean;
}

/**
 * A line, or with `multiline` paragraphs, of plain text: trimmed, control, direction and invisible characters
 * removed (lib/text.ts), length capped. A single-line field holds one line whatever is sent: its line breaks
 * and tabs fold into a space (lib/text.ts's plainLine), as a browser's own text field never holds one, so
 * nothing typed is lost and no value can lay out lines of its own where it is shown (a name in an alert).
 */
export function text({ missing, max, what, multiline = false }: TextOptions): TextSchema {
  const base = v.pipe(
    v.optional(v.string(), ''),
    // Browsers send a text area's line breaks as CR LF: kept as plain line feeds.
    v.transform((value) => (multiline ? plainText(value) : plainLine(value)).trim()),
    v.check((value) => value.length <= max, `${what} can be at most ${max} characters long.`),
    v.check((value) => !holdsMarkup(value), PLAIN_TEXT_MESSAGE),
  );
  return missing ? v.pipe(base, v.nonEmpty(missing)) : base;
}

/**
 * A person's name (or part of one): text that holds no web or e-mail address, because the institute's
 * messages to the person repeat it (lib/shared/text.mjs, holdsAddress).
 */
export function personName(options: TextOptions): TextSchema {
  return v.pipe(
    text(options),
    v.check((value) => !holdsAddress(value), `${options.what} cannot hold a web or e-mail address.`),
  );
}

/** An e-mail address (optional without `missing`). */
export function emailAddress(missing?: string): TextSchema {
  return v.pipe(
    text({ missing, max: 254, what: 'The e-mail address' }),
    v.check(
      (value) => value === '' || v.is(EMAIL, value),
      'Please enter an e-mail address such as name@example.com.',
    ),
  );
}

/** A phone number: digits with spaces, dashes, brackets or a leading +, 7 to 15 digits. */
export function phoneNumber(missing?: string): TextSchema {
  return v.pipe(
    text({ missing, max: 24, what: 'The phone number' }),
    v.check((value) => {
      if (value === '') return true;
      const digits = value.replace(/\D/g, '').length;
      return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
    }, 'Please enter a phone number of 7 to 15 digits, such as 98765 43210.'),
  );
}

/** One of a fixed list of options; '' (nothing chosen) only when the field is optional. */
export function choice(options: readonly string[], missing?: string): TextSchema {
  return v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => value !== '' || !missing, missing ?? ''),
    v.check((value) => value === '' || options.includes(value), 'Please choose one of the options.'),
  );
}

/** A date as the browser's date field sends it (YYYY-MM-DD), a real calendar day. */
export function calendarDay(missing: string): TextSchema {
  return v.pipe(
    text({ missing, max: 10, what: 'The date' }),
    v.check((value) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (!match) return false;
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    }, 'Please choose a date.'),
  );
}

/** A ticked checkbox (browsers send its value only when it is ticked). */
export function ticked(missing: string): TextSchema {
  return v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => value !== '', missing),
    // Whatever a script sends as the box's value is stored: plain text and short, like any field.
    v.transform((value) => plainLine(value).trim().slice(0, 20) || 'on'),
  );
}

/** What a form's file field holds, in the browser (a File) and on the server (a File from the form data). */
export interface UploadedFile {
  name: string;
  size: number;
  type: string;
}

/** The file in a form's file field, if the value is one. */
function uploadedFile(value: unknown): UploadedFile | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, size } = value as Partial<UploadedFile>;
  return typeof name === 'string' && typeof size === 'number' ? (value as UploadedFile) : null;
}

/** The job application's resume: .pdf, .doc or .docx, not empty, within the largest size we take. */
export const resumeFile = v.pipe(
  // A default, so that a missing file is checked (and named) like a wrong one.
  v.optional(v.unknown(), null),
  v.check(
    (value) => resumeProblem(uploadedFile(value)) === null,
    (issue) => resumeProblem(uploadedFile(issue.input)) ?? '',
  ),
  v.transform((value) => value as UploadedFile),
);

/**
 * Where a lead came from (lib/attribution): the first and the latest touch the visitor's browser remembered,
 * sent with the form as one JSON field. Every key known, every value plain text within its length; a touch
 * that is not so is dropped, never the lead (the visitor cannot see or correct it).
 */
const REFERRER_KIND = v.picklist(['', ...REFERRER_KINDS]);

function touchText(field: keyof typeof TOUCH_LIMITS, pattern?: RegExp): TextSchema {
  return v.pipe(
    text({ max: TOUCH_LIMITS[field], what: field }),
    v.check((value) => value === '' || !pattern || pattern.test(value)),
  );
}

const touchSchema = v.pipe(
  v.object({
    source: touchText('source'),
    medium: touchText('medium'),
    campaign: touchText('campaign'),
    term: touchText('term'),
    content: touchText('content'),
    gclid: touchText('gclid', CLICK_ID_PATTERN),
    fbclid: touchText('fbclid', CLICK_ID_PATTERN),
    referrerHost: touchText('referrerHost', HOST_PATTERN),
    referrerKind: REFERRER_KIND,
    landingPage: v.pipe(touchText('landingPage', PATH_PATTERN), v.nonEmpty()),
    at: v.pipe(v.string(), v.isoTimestamp()),
  }),
  // A kind belongs to a referring site; a touch with neither a campaign nor a referrer is no touch.
  v.check((touch) => (touch.referrerHost === '') === (touch.referrerKind === '')),
  v.check((touch) =>
    [
      touch.source,
      touch.medium,
      touch.campaign,
      touch.term,
      touch.content,
      touch.gclid,
      touch.fbclid,
      touch.referrerHost,
    ].some(Boolean),
  ),
) satisfies v.GenericSchema<unknown, Touch>;

/** One touch as checked, or null. */
export function checkTouch(input: unknown): Touch | null {
  const result = v.safeParse(touchSchema, input);
  return result.success ? result.output : null;
}

/** The largest touches field the server reads (two touches of the longest values fit with room). */
export const MAX_TOUCHES_CHARS = 8 * 1024;

/**
 * The touches a submission carries (its JSON field), checked: both, the one that passes (then as first
 * and latest), or none.
 */
export function checkTouches(raw: unknown): Touches | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_TOUCHES_CHARS) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { first, latest } = parsed as Record<string, unknown>;
  const checkedFirst = checkTouch(first);
  const checkedLatest = checkTouch(latest);
  if (!checkedFirst && !checkedLatest) return null;
  return { first: (checkedFirst ?? checkedLatest)!, latest: (checkedLatest ?? checkedFirst)! };
}
