/**
 * Calendar dates (a day without a time) and the one way the site, and the CMS's messages to enquirers,
 * print them. "Today" is taken in the institute's time zone (India), whatever the server's or visitor's.
 *
 * No Intl here: these run in the browser as a page hydrates, and a first Intl.DateTimeFormat loads locale
 * and time-zone data on the main thread (about 20 ms on a mid-range phone, four times that in Lighthouse's
 * throttled runs). India keeps one offset all year, and en-GB's month names are fixed; the site's tests check
 * both against Intl.
 */
import { INDIA_UTC_OFFSET_MINUTES } from './india-time.mjs';

/** @typedef {{ year: number, month: number, day: number }} CalendarDate A date without a time: month is 1–12. */

const DAY_MS = 86_400_000;

/** @param {CalendarDate} date */
function toUtc({ year, month, day }) {
  return Date.UTC(year, month - 1, day);
}

/**
 * @param {number} ms
 * @returns {CalendarDate}
 */
function fromUtc(ms) {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * @param {CalendarDate} date
 * @param {number} days
 * @returns {CalendarDate}
 */
export function addDays(date, days) {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/**
 * 0 = Sunday … 6 = Saturday.
 * @param {CalendarDate} date
 */
export function weekdayOf(date) {
  return new Date(toUtc(date)).getUTCDay();
}

/**
 * @param {CalendarDate} a
 * @param {CalendarDate} b
 */
export function compareDates(a, b) {
  return toUtc(a) - toUtc(b);
}

/**
 * @param {CalendarDate} a
 * @param {CalendarDate} b
 */
export function sameDate(a, b) {
  return compareDates(a, b) === 0;
}

/**
 * The calendar date at the institute (Asia/Kolkata) at this instant.
 * @param {Date} now
 * @returns {CalendarDate}
 */
export function dateAtInstitute(now) {
  return fromUtc(now.getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000);
}

/** en-GB's short month names (CLDR), September included. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * Day, short month, year, as en-GB prints it: "3 Nov 2026".
 * @param {CalendarDate} date
 */
export function formatCalendarDate({ year, month, day }) {
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "27 December 2026" from "2026-12-27": a day written out in full, as a deadline or a letter gives it (any
 * other text comes back as it is).
 * @param {string} isoDay
 * @returns {string}
 */
export function formatLongDate(isoDay) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? `${Number(match[3])} ${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}` : isoDay;
}

/**
 * ISO form for <time dateTime>.
 * @param {CalendarDate} date
 */
export function isoCalendarDate({ year, month, day }) {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Reads "2026-11-10" (or the date part of a longer ISO string); anything else, or an impossible date, is null.
 * @param {unknown} value
 * @returns {CalendarDate | null}
 */
export function parseIsoCalendarDate(value) {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const roundTrip = fromUtc(toUtc(date));
  const valid = roundTrip.year === date.year && roundTrip.month === date.month && roundTrip.day === date.day;
  return valid ? date : null;
}
