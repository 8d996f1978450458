/**
 * Batch calendar: when the next batches start. Pure functions on calendar dates; "today" is the date in the institute's
 * time zone, whatever the visitor's.
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
  sameDate,
  weekdayOf,
  type CalendarDate,
} from './calendar-date';

/** The two batch start dates of a month, in order. */
export function batchStartsInMonth(year: number, month: number): [CalendarDate, CalendarDate] {
  let first: CalendarDate = { year, month, day: 1 };
  while (weekdayOf(first) === 0 || weekdayOf(first) === 6) first = addDays(first, 1);
  const fifteenth: CalendarDate = { year, month, day: 15 };
  const second = addDays(fifteenth, -((weekdayOf(fifteenth) + 6) % 7)); // back to Monday
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
  return batchScheduleOn(dateAtInstitute(now));
}

/** The course pages' Next Batch: the nearer of the next Monday and next Thursday, strictly after today. */
export function nextCourseBatchAfter(today: CalendarDate): CalendarDate {
  let date = addDays(today, 1);
  while (weekdayOf(date) !== 1 && weekdayOf(date) !== 4) date = addDays(date, 1);
  return date;
}

export function nextCourseBatch(now: Date): CalendarDate {
  return nextCourseBatchAfter(dateAtInstitute(now));
}
