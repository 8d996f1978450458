/**
 * Calendar dates (a day without a time) and the one way the site prints them. "Today" is taken in the
 * institute's time zone, whatever the visitor's. Written once for the site and the CMS (which states batch
 * dates in its messages to enquirers) in lib/shared/calendar-date.mjs; no Intl there, because these run in
 * the browser as a page hydrates.
 */
export {
  addDays,
  compareDates,
  dateAtInstitute,
  formatCalendarDate,
  formatLongDate,
  isoCalendarDate,
  parseIsoCalendarDate,
  sameDate,
  weekdayOf,
} from './shared/calendar-date.mjs';
export type { CalendarDate } from './shared/calendar-date.mjs';
