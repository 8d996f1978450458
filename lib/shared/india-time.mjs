/**
 * The institute's clock: India (Asia/Kolkata), UTC+05:30 all year, no daylight saving. Dates that depend on
 * "today", the days of the dashboard and the reports, scheduled posts and working hours are all India's,
 * whatever the zone of the server or of the browser. Arithmetic only, no Intl: some of this runs in the
 * browser as a page hydrates, where a first Intl.DateTimeFormat is slow.
 */

export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** The offset as ISO 8601 writes it, for `2026-12-14T09:00:00+05:30`. */
export const INDIA_UTC_OFFSET = '+05:30';
export const INDIA_UTC_OFFSET_MINUTES = 330;
const OFFSET_MS = INDIA_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/**
 * An instant on India's calendar and clock: { date: 'YYYY-MM-DD', time: 'HH:mm' }.
 * @param {Date | number} instant
 */
export function indiaClock(instant) {
  const shifted = new Date(new Date(instant).getTime() + OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/**
 * The date in India at an instant, 'YYYY-MM-DD'.
 * @param {Date | number} instant
 */
export function indiaDate(instant) {
  return indiaClock(instant).date;
}

/**
 * '2026-11-27 10:15': an instant in India time, as lists and exports write it ('' for no valid instant).
 * @param {Date | string | number | null | undefined} value
 */
export function indiaDateTime(value) {
  if (value === null || value === undefined || value === '') return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const { date, time } = indiaClock(instant);
  return `${date} ${time}`;
}

/**
 * The instant an India day ('2026-12-14') starts, 00:00 India time; null for a date that cannot be read.
 * @param {string} date
 */
export function indiaDayStart(date) {
  return indiaInstant(date, '00:00');
}

/**
 * The instant a date ('2026-12-14') and a time ('09:00', or '09:00:00.000' as Strapi stores one) mean in
 * India, or null when either is missing or malformed.
 * @param {unknown} date
 * @param {unknown} time
 * @returns {Date | null}
 */
export function indiaInstant(date, time) {
  if (typeof date !== 'string' || typeof time !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const match = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/.exec(time);
  if (!match) return null;
  const [, hours, minutes, seconds = '00'] = match;
  const instant = new Date(`${date}T${hours}:${minutes}:${seconds}${INDIA_UTC_OFFSET}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * Days since 1970-01-01 on India's calendar at an instant (0 was a Thursday).
 * @param {Date | number} instant
 */
export function indiaDayNumber(instant) {
  return Math.floor((new Date(instant).getTime() + OFFSET_MS) / DAY_MS);
}

/**
 * The instant India's day number `day` starts.
 * @param {number} day
 */
export function indiaDayNumberStart(day) {
  return new Date(day * DAY_MS - OFFSET_MS);
}

/**
 * A date ('2026-12-14') plus some days, as a date.
 * @param {string} date
 * @param {number} days
 */
export function addDays(date, days) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
