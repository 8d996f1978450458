/**
 * The admissions team's clock: India time, working days Monday to Saturday (the institute's batches and
 * walk-ins run on Saturdays), working hours 09:00 to 18:00. Every function takes `now` (or the instants it
 * compares) from its caller, so tests move the clock instead of waiting.
 */
import { indiaDate, indiaDayNumber, indiaDayNumberStart } from '@codebridge/shared/india-time.mjs';

const WORK_START_MS = 9 * 3600_000;
const WORK_END_MS = 18 * 3600_000;
/** The morning digest goes from this time of a working day on. */
const DIGEST_FROM_MS = WORK_START_MS;
/** A lead still New after this much working time is escalated. */
export const ESCALATE_AFTER_MS = 2 * 3600_000;

/** 0 Sunday … 6 Saturday (India's day 0, 1970-01-01, was a Thursday). */
const weekdayOf = (day: number) => (day + 4) % 7;
const isWorkingDayNumber = (day: number) => weekdayOf(day) !== 0;

export function isWorkingDay(instant: Date): boolean {
  return isWorkingDayNumber(indiaDayNumber(instant));
}

export { indiaDate };

/** Working time (ms) between two instants: the parts of Monday–Saturday 09:00–18:00 India time between them. */
export function workingMsBetween(from: Date, to: Date): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let total = 0;
  for (let day = indiaDayNumber(from); day <= indiaDayNumber(to); day++) {
    if (!isWorkingDayNumber(day)) continue;
    const open = indiaDayNumberStart(day).getTime() + WORK_START_MS;
    const close = indiaDayNumberStart(day).getTime() + WORK_END_MS;
    total += Math.max(0, Math.min(end, close) - Math.max(start, open));
  }
  return total;
}

/** Whether the morning digest is due: a working day, from 09:00 India time. */
export function isDigestTime(now: Date): boolean {
  const day = indiaDayNumber(now);
  return isWorkingDayNumber(day) && now.getTime() - indiaDayNumberStart(day).getTime() >= DIGEST_FROM_MS;
}

/** Whether a lead submitted at `submittedAt` has been New for two working hours at `now`. */
export function isEscalationDue(submittedAt: Date, now: Date): boolean {
  return workingMsBetween(submittedAt, now) >= ESCALATE_AFTER_MS;
}

/** The end of `now`'s India day: follow-ups before it are due today (or overdue). */
export function endOfIndiaDay(now: Date): Date {
  return indiaDayNumberStart(indiaDayNumber(now) + 1);
}
