/**
 * Batch calendar: when the next batches start, as the site shows them (the home page's running banner, the
 * course pages' Next Batch) and as the CMS's acknowledgement to an enquirer states them. Pure functions on
 * calendar dates; "today" is the date in the institute's time zone, whatever the visitor's.
 *
 * - A month has two batches: the first starts on its first weekday (Saturday and Sunday skipped), the
 *   second on the Monday on or before the 15th.
 * - The upcoming batch is the next such date on or after today (shown as TODAY! on the day itself);
 *   the last batch is the one before it.
 * - Course pages announce the nearer of the next Monday and the next Thursday, strictly after today.
 */
import { addDays, compareDates, dateAtInstitute, sameDate, weekdayOf } from './calendar-date.mjs';

/** @typedef {import('./calendar-date.mjs').CalendarDate} CalendarDate */

/**
 * @typedef {object} BatchSchedule
 * @property {CalendarDate} last
 * @property {CalendarDate} upcoming
 * @property {boolean} startsToday The upcoming batch starts today (the banner shows TODAY!).
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
