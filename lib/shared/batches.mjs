/**
 * Batch calendar: when the next batches start, as the site shows them (the home page's running banner, the
 * course pages' Next Batch, the syllabus PDF) and as the CMS's acknowledgement to an enquirer states them.
 * Pure functions on calendar dates; "today" is the date in the institute's time zone, whatever the visitor's.
 *
 * The dates are the institute's: the batches it enters in the CMS (`api::batch.batch`: a course and the day
 * it starts), read by `nextBatchFor` and `bannerScheduleFrom`. A course with no batch entered (and the
 * embedded default, which has no CMS) falls back to the spec's rules:
 *
 * - A month has two batches: the first starts on its first weekday (Saturday and Sunday skipped), the
 *   second on the Monday on or before the 15th.
 * - The upcoming batch is the next such date on or after today (shown as TODAY! on the day itself);
 *   the last batch is the one before it.
 * - Course pages announce the nearer of the next Monday and the next Thursday, strictly after today.
 */
import {
  addDays,
  compareDates,
  dateAtInstitute,
  isoCalendarDate,
  parseIsoCalendarDate,
  sameDate,
  weekdayOf,
} from './calendar-date.mjs';

/** @typedef {import('./calendar-date.mjs').CalendarDate} CalendarDate */

/**
 * @typedef {object} BatchSchedule
 * @property {CalendarDate | null} last The batch before the upcoming one; null when the institute's calendar
 *   has none before it (the banner then names the upcoming batch only).
 * @property {CalendarDate} upcoming
 * @property {boolean} startsToday The upcoming batch starts today (the banner shows TODAY!).
 */

/**
 * A batch the institute entered in the CMS.
 * @typedef {object} EnteredBatch
 * @property {string} course One of the Course Interest options (COURSES' `interest`).
 * @property {string} startsOn The day it starts, India: '2026-12-14'.
 */

/**
 * The two batch start dates of a month, in order.
 * @param {number} year
 * @param {number} month
 * @returns {[CalendarDate, CalendarDate]}
 */
export function batchStartsInMonth(year, month) {
  /** @type {CalendarDate} */
  let first = { year, month, day: 1 };
  while (weekdayOf(first) === 0 || weekdayOf(first) === 6) first = addDays(first, 1);
  /** @type {CalendarDate} */
  const fifteenth = { year, month, day: 15 };
  const second = addDays(fifteenth, -((weekdayOf(fifteenth) + 6) % 7)); // back to Monday
  return [first, second];
}

/**
 * @param {number} year
 * @param {number} month
 * @param {number} by
 */
function shiftMonth(year, month, by) {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * Last and upcoming batch for the given day.
 * @param {CalendarDate} today
 * @returns {BatchSchedule}
 */
export function batchScheduleOn(today) {
  const candidates = [-1, 0, 1].flatMap((offset) => {
    const { year, month } = shiftMonth(today.year, today.month, offset);
    return batchStartsInMonth(year, month);
  });
  const upcomingIndex = candidates.findIndex((date) => compareDates(date, today) >= 0);
  const upcoming = /** @type {CalendarDate} */ (candidates[upcomingIndex]);
  const last = /** @type {CalendarDate} */ (candidates[upcomingIndex - 1]);
  return { last, upcoming, startsToday: sameDate(upcoming, today) };
}

/**
 * Last and upcoming batch at this instant, "today" being the institute's date.
 * @param {Date} now
 */
export function batchSchedule(now) {
  return batchScheduleOn(dateAtInstitute(now));
}

/**
 * The course pages' Next Batch: the nearer of the next Monday and next Thursday, strictly after today.
 * @param {CalendarDate} today
 */
export function nextCourseBatchAfter(today) {
  let date = addDays(today, 1);
  while (weekdayOf(date) !== 1 && weekdayOf(date) !== 4) date = addDays(date, 1);
  return date;
}

/** @param {Date} now */
export function nextCourseBatch(now) {
  return nextCourseBatchAfter(dateAtInstitute(now));
}

/**
 * The entered batches' days, in order, of one course (its Course Interest option) or of all (null).
 * @param {readonly EnteredBatch[]} calendar
 * @param {string | null} course
 * @returns {CalendarDate[]}
 */
function enteredDays(calendar, course) {
  return calendar
    .filter((batch) => course === null || batch.course === course)
    .map((batch) => parseIsoCalendarDate(batch.startsOn))
    .filter((date) => date !== null)
    .sort(compareDates);
}

/**
 * A course's Next Batch: the first the institute entered for it on or after today, else the rule's.
 * @param {readonly EnteredBatch[]} calendar
 * @param {string} course The course's Course Interest option.
 * @param {CalendarDate} today
 * @returns {CalendarDate}
 */
export function nextBatchFor(calendar, course, today) {
  return (
    enteredDays(calendar, course).find((day) => compareDates(day, today) >= 0) ?? nextCourseBatchAfter(today)
  );
}

/**
 * The running banner's Last and Upcoming Batch: the first batch entered (of any course) on or after today and
 * the latest one before it; the rule's two when none is ahead.
 * @param {readonly EnteredBatch[]} calendar
 * @param {CalendarDate} today
 * @returns {BatchSchedule}
 */
export function bannerScheduleFrom(calendar, today) {
  const days = enteredDays(calendar, null);
  const index = days.findIndex((day) => compareDates(day, today) >= 0);
  if (index < 0) return batchScheduleOn(today);
  const upcoming = /** @type {CalendarDate} */ (days[index]);
  return { last: days[index - 1] ?? null, upcoming, startsToday: sameDate(upcoming, today) };
}

/** How far back the calendar is read: the banner's Last Batch is at most about a month before today. */
export const BATCH_HISTORY_DAYS = 62;

/**
 * The first day of the calendar that matters today (BATCH_HISTORY_DAYS back), as the CMS is asked for it.
 * @param {CalendarDate} today
 */
export function calendarStart(today) {
  return isoCalendarDate(addDays(today, -BATCH_HISTORY_DAYS));
}

/**
 * What of the calendar a page needs on a given day: the batches from BATCH_HISTORY_DAYS before it on, each
 * once, in order.
 * @param {readonly EnteredBatch[]} calendar
 * @param {CalendarDate} today
 * @returns {EnteredBatch[]}
 */
export function calendarFrom(calendar, today) {
  const from = calendarStart(today);
  const seen = new Set();
  return calendar
    .filter((batch) => batch.startsOn >= from)
    .filter((batch) => {
      const key = `${batch.course}|${batch.startsOn}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.course.localeCompare(b.course));
}
