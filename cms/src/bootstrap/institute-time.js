'use strict';

/**
 * The institute's clock: India (Asia/Kolkata, UTC+05:30 all year, no daylight saving). Posts' dates and the
 * times a marketer schedules are written in it, whatever time zone the server or the marketer's browser is in.
 */
const TIME_ZONE = 'Asia/Kolkata';
const UTC_OFFSET = '+05:30';
const ZONE_LABEL = 'India time';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `now` on the institute's calendar: { date: 'YYYY-MM-DD', time: 'HH:mm' }. */
function instituteClock(now = new Date()) {
  const value = Object.fromEntries(parts.formatToParts(now).map(({ type, value }) => [type, value]));
  return { date: `${value.year}-${value.month}-${value.day}`, time: `${value.hour}:${value.minute}` };
}

/** Today's date in India, as Strapi stores a date field. */
function instituteToday(now = new Date()) {
  return instituteClock(now).date;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/**
 * The instant a date field ('2026-12-14') and a time field ('09:00:00.000', as Strapi stores one) mean in
 * India, or null when either is missing or malformed.
 */
function instituteInstant(date, time) {
  if (typeof date !== 'string' || typeof time !== 'string' || !DATE.test(date)) return null;
  const match = TIME.exec(time);
  if (!match) return null;
  const [, hours, minutes, seconds = '00'] = match;
  const instant = new Date(`${date}T${hours}:${minutes}:${seconds}${UTC_OFFSET}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** '14 Dec 2026, 09:00 India time': how a marketer reads a scheduled time in a message. */
function describeInstituteTime(date, time) {
  const [year, month, day] = date.split('-');
  const monthName = new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString('en-GB', {
    month: 'short',
    timeZone: 'UTC',
  });
  return `${Number(day)} ${monthName} ${year}, ${time.slice(0, 5)} ${ZONE_LABEL}`;
}

module.exports = { TIME_ZONE, ZONE_LABEL, instituteClock, instituteToday, instituteInstant, describeInstituteTime };
