'use strict';

/**
 * The admissions team's clock: India time (UTC+05:30 all year), working days Monday to Saturday (the
 * institute's batches and walk-ins run on Saturdays), working hours 09:00 to 18:00. Every function takes
 * `now` (or the instants it compares) from its caller, so tests move the clock instead of waiting.
 */
const IST_OFFSET_MS = 5.5 * 3600_000;
const DAY_MS = 86_400_000;
const WORK_START_MS = 9 * 3600_000;
const WORK_END_MS = 18 * 3600_000;
/** The morning digest goes from this time of a working day on. */
const DIGEST_FROM_MS = WORK_START_MS;
/** A lead still New after this much working time is escalated. */
const ESCALATE_AFTER_MS = 2 * 3600_000;

/** Days since 1970-01-01 on India's calendar. */
function indiaDay(instant) {
  return Math.floor((instant.getTime() + IST_OFFSET_MS) / DAY_MS);
}

/** 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
function weekdayOf(day) {
  return (day + 4) % 7;
}

function isWorkingDayNumber(day) {
  return weekdayOf(day) !== 0;
}

function isWorkingDay(instant) {
  return isWorkingDayNumber(indiaDay(instant));
}

/** The instant an India day starts (00:00 India time). */
function dayStart(day) {
  return new Date(day * DAY_MS - IST_OFFSET_MS);
}

/** The India date of an instant, 'YYYY-MM-DD'. */
function indiaDate(instant) {
  return new Date(indiaDay(instant) * DAY_MS).toISOString().slice(0, 10);
}

/** Working time (ms) between two instants: the parts of Monday–Saturday 09:00–18:00 India time between them. */
function workingMsBetween(from, to) {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let total = 0;
  for (let day = indiaDay(from); day <= indiaDay(to); day++) {
    if (!isWorkingDayNumber(day)) continue;
    const open = dayStart(day).getTime() + WORK_START_MS;
    const close = dayStart(day).getTime() + WORK_END_MS;
    total += Math.max(0, Math.min(end, close) - Math.max(start, open));
  }
  return total;
}

/** Whether the morning digest is due: a working day, from 09:00 India time. */
function isDigestTime(now) {
  const day = indiaDay(now);
  return isWorkingDayNumber(day) && now.getTime() - dayStart(day).getTime() >= DIGEST_FROM_MS;
}

/** Whether a lead submitted at `submittedAt` has been New for two working hours at `now`. */
function isEscalationDue(submittedAt, now) {
  return workingMsBetween(submittedAt, now) >= ESCALATE_AFTER_MS;
}

/** The end of `now`'s India day: follow-ups before it are due today (or overdue). */
function endOfIndiaDay(now) {
  return dayStart(indiaDay(now) + 1);
}

module.exports = {
  ESCALATE_AFTER_MS,
  dayStart,
  endOfIndiaDay,
  indiaDate,
  indiaDay,
  isDigestTime,
  isEscalationDue,
  isWorkingDay,
  workingMsBetween,
};
