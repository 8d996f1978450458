/**
 * Batch calendar (spec §4). Pure functions on calendar dates; "today" is the date in the institute's
 * time zone, whatever the visitor's.
 *
 * - A month has two batches: the first starts on its first weekday (Saturday and Sunday skipped), the
 *   second on the Monday on or before the 15th.
 * - The upcoming batch is the next such date on or after today (shown as TODAY! on the day itself);
 *   the last batch is the one before it.
 * - Course pages announce the nearer of the next Monday and the next Thursday, strictly after today.
 */
import { INSTITUTE_TIME_ZONE } from './constants';

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

function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
function weekday(date: CalendarDate): number {
  return new Date(toUtc(date)).getUTCDay();
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return toUtc(a) - toUtc(b);
}

export function sameDate(a: CalendarDate, b: CalendarDate): boolean {
  return compareDates(a, b) === 0;
}

/** The calendar date at this instant in the given time zone (default: the institute's). */
export function dateInTimeZone(now: Date, timeZone: string = INSTITUTE_TIME_ZONE): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The two batch start dates of a month, in order. */
export function batchStartsInMonth(year: number, month: number): [CalendarDate, CalendarDate] {
  let first: CalendarDate = { year, month, day: 1 };
  while (weekday(first) === 0 || weekday(first) === 6) first = addDays(first, 1);
  const fifteenth: CalendarDate = { year, month, day: 15 };
  const second = addDays(fifteenth, -((weekday(fifteenth) + 6) % 7)); // back to Monday
  return [first, second];
}

function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export interface BatchSchedule {
  last: CalendarDate;
  upcoming: CalendarDate;
  /** The upcoming batch starts today (the banner shows TODAY!). */
  startsToday: boolean;
}

/** Last and upcoming batch for the given day. */
export function batchScheduleOn(today: CalendarDate): BatchSchedule {
  const candidates = [-1, 0, 1].flatMap((offset) => {
    const { year, month } = shiftMonth(today.year, today.month, offset);
    return batchStartsInMonth(year, month);
  });
  const upcomingIndex = candidates.findIndex((date) => compareDates(date, today) >= 0);
  const upcoming = candidates[upcomingIndex]!;
  const last = candidates[upcomingIndex - 1]!;
  return { last, upcoming, startsToday: sameDate(upcoming, today) };
}

/** Last and upcoming batch at this instant, "today" being the institute's date. */
export function batchSchedule(now: Date): BatchSchedule {
  return batchScheduleOn(dateInTimeZone(now));
}

/** The course pages' Next Batch: the nearer of the next Monday and next Thursday, strictly after today. */
export function nextCourseBatchAfter(today: CalendarDate): CalendarDate {
  let date = addDays(today, 1);
  while (weekday(date) !== 1 && weekday(date) !== 4) date = addDays(date, 1);
  return date;
}

export function nextCourseBatch(now: Date): CalendarDate {
  return nextCourseBatchAfter(dateInTimeZone(now));
}

const displayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Day, short month, year, as en-GB prints it: "3 Nov 2026". */
export function formatCalendarDate(date: CalendarDate): string {
  return displayFormat.format(new Date(toUtc(date)));
}

/** ISO form for <time dateTime>. */
export function isoCalendarDate({ year, month, day }: CalendarDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
