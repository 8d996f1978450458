import { INDIA_TIME_ZONE } from '@codebridge/shared/india-time.mjs';

const shortClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '28 Nov, 10:00': an instant in India time, as the admin's lists and panels show it ('' for none). */
export function shortIndiaTime(value: string | Date | null | undefined): string {
  const instant = value ? new Date(value) : null;
  return instant && !Number.isNaN(instant.getTime()) ? shortClock.format(instant) : '';
}
