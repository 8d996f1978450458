/**
 * Calendar dates (a day without a time) and the one way the site prints them. "Today" is taken in the
 * institute's time zone, whatever the visitor's.
 *
 * No Intl here: these run in the browser as a page hydrates, and a first Intl.DateTimeFormat loads
 * locale and time-zone data on the main thread (about 20 ms on a mid-range phone, four times that in
 * Lighthouse's throttled runs). India keeps one offset all year, and en-GB's month names are fixed;
 * the tests check both against Intl.
 */
import { INSTITUTE_UTC_OFFSET_MINUTES } from './constants';

/** A date without a time: month is 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

function toUtc({ year, month, day }: CalendarDate): number {
  return Date.UTC(year, month - 1, day);
}

function fromUtc(ms: number): CalendarDate {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(toUtc(date)).getUTCDay();
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return toUtc(a) - toUtc(b);
}

export function sameDate(a: CalendarDate, b: CalendarDate): boolean {
  return compareDates(a, b) === 0;
}

/** The calendar date at the institute (Asia/Kolkata) at this instant. */
export function dateAtInstitute(now: Date): CalendarDate {
  return fromUtc(now.getTime() + INSTITUTE_UTC_OFFSET_MINUTES * 60_000);
}

/** en-GB's short month names (CLDR), September included. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** Day, short month, year, as en-GB prints it: "3 Nov 2026". */
export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** ISO form for <time dateTime>. */
export function isoCalendarDate({ year, month, day }: CalendarDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Reads "2026-11-10" (or the date part of a longer ISO string); anything else, or an impossible date, is null. */
export function parseIsoCalendarDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const roundTrip = fromUtc(toUtc(date));
  const valid = roundTrip.year === date.year && roundTrip.month === date.month && roundTrip.day === date.day;
  return valid ? date : null;
}
