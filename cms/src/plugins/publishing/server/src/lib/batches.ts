/**
 * The institute's batch calendar: each batch is a course and the day it starts. One entry may stand for a
 * series ("Repeat": every week, every two weeks, every month on the same weekday, the first and third weeks);
 * the CMS then stores one batch per day of the series (batch-documents.ts), so each can be moved or deleted
 * on its own and the site reads plain dates. Pure rules, tested without a database.
 */
import { errors } from '@strapi/utils';
import {
  addDays,
  compareDates,
  formatCalendarDate,
  parseIsoCalendarDate,
  weekdayOf,
  type CalendarDate,
} from '@codebridge/shared/calendar-date.mjs';

export const BATCH_UID = 'api::batch.batch';

export const ONCE = 'Does not repeat';
export const REPEATS = [
  ONCE,
  'Every week',
  'Every two weeks',
  'Every month on this weekday',
  'First and third weeks on this weekday',
] as const;
export type Repeat = (typeof REPEATS)[number];

/** A series runs for a year at most, so a slip of the year in Repeat until cannot make hundreds of batches. */
export const MAX_SERIES_DAYS = 366;

/** The week of its month a day falls in: 1 for days 1–7, … 5 for days 29–31. */
const weekOfMonth = (date: CalendarDate) => Math.ceil(date.day / 7);

/** The `week`th `weekday` of a month (the last one when the month has no fifth). */
function weekdayInMonth(year: number, month: number, weekday: number, week: number): CalendarDate {
  const first: CalendarDate = { year, month, day: 1 };
  let date = addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + (week - 1) * 7);
  while (date.month !== month) date = addDays(date, -7);
  return date;
}

function* months(from: CalendarDate) {
  for (let index = from.year * 12 + from.month - 1; ; index += 1) {
    yield { year: Math.floor(index / 12), month: (index % 12) + 1 };
  }
}

/** The days of a series from its first batch up to `until` (both included), in order; the first is `startsOn`. */
export function seriesDays(startsOn: CalendarDate, repeat: Repeat, until: CalendarDate): CalendarDate[] {
  const days: CalendarDate[] = [startsOn];
  const within = (date: CalendarDate) => compareDates(date, startsOn) > 0 && compareDates(date, until) <= 0;
  if (repeat === 'Every week' || repeat === 'Every two weeks') {
    const step = repeat === 'Every week' ? 7 : 14;
    for (let date = addDays(startsOn, step); within(date); date = addDays(date, step)) days.push(date);
    return days;
  }
  if (repeat === 'Every month on this weekday' || repeat === 'First and third weeks on this weekday') {
    const weekday = weekdayOf(startsOn);
    const weeks = repeat === 'Every month on this weekday' ? [weekOfMonth(startsOn)] : [1, 3];
    for (const { year, month } of months(startsOn)) {
      if (compareDates({ year, month, day: 1 }, until) > 0) break;
      for (const week of weeks) {
        const date = weekdayInMonth(year, month, weekday, week);
        if (within(date)) days.push(date);
      }
    }
  }
  return days;
}

export interface BatchFields {
  course?: unknown;
  startsOn?: unknown;
  repeat?: unknown;
  repeatUntil?: unknown;
}

export interface Series {
  course: string;
  days: CalendarDate[];
}

const fieldError = (path: string, message: string) => ({ path: [path], message, name: 'ValidationError' });

/**
 * The batches an entry stands for: its own day, and with Repeat the rest of the series. A series without a
 * sensible end is refused with a message under the field, as the admin shows it.
 */
export function seriesOf(fields: BatchFields): Series | null {
  const repeat = (fields.repeat ?? ONCE) as Repeat;
  const startsOn = parseIsoCalendarDate(fields.startsOn);
  if (typeof fields.course !== 'string' || !startsOn) return null;
  if (repeat === ONCE || !REPEATS.includes(repeat)) return { course: fields.course, days: [startsOn] };
  const until = parseIsoCalendarDate(fields.repeatUntil);
  const latest = addDays(startsOn, MAX_SERIES_DAYS);
  const problem = !until
    ? 'Set the day of the last batch of the series (Repeat until).'
    : compareDates(until, startsOn) <= 0
      ? 'Repeat until must be after the first batch.'
      : compareDates(until, latest) > 0
        ? `A series runs for a year at most: set Repeat until on or before ${formatCalendarDate(latest)}.`
        : null;
  if (problem || !until) {
    throw new errors.ValidationError(problem ?? '', { errors: [fieldError('repeatUntil', problem ?? '')] });
  }
  return { course: fields.course, days: seriesDays(startsOn, repeat, until) };
}

/** The refusal of a second batch of one course on one day. */
export function duplicateBatch(course: string, day: string) {
  const message = `There is already a ${course} batch starting on ${formatCalendarDate(
    parseIsoCalendarDate(day) as CalendarDate,
  )}.`;
  return new errors.ValidationError(message, { errors: [fieldError('startsOn', message)] });
}
