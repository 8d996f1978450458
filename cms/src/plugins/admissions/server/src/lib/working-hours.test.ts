import { expect, test } from '@jest/globals';
import * as hours from './working-hours';

const ist = (text: string) => new Date(`${text}+05:30`);

test('working days are Monday to Saturday, on India’s calendar', () => {
  expect(hours.isWorkingDay(ist('2026-12-05T10:00'))).toBe(true); // Saturday
  expect(hours.isWorkingDay(ist('2026-12-06T10:00'))).toBe(false); // Sunday
  expect(hours.isWorkingDay(ist('2026-12-07T00:10'))).toBe(true); // Monday, still Sunday in UTC
  expect(hours.indiaDate(ist('2026-12-07T00:10'))).toBe('2026-12-07');
});

test('working time counts 09:00 to 18:00 only, and skips Sundays', () => {
  expect(hours.workingMsBetween(ist('2026-12-07T10:00'), ist('2026-12-07T12:00'))).toBe(2 * 3600_000);
  expect(hours.workingMsBetween(ist('2026-12-07T17:00'), ist('2026-12-08T10:00'))).toBe(2 * 3600_000);
  expect(hours.workingMsBetween(ist('2026-12-07T20:00'), ist('2026-12-08T08:59'))).toBe(0);
  // Saturday 17:30 to Monday 10:30: half an hour on Saturday, none on Sunday, an hour and a half on Monday.
  expect(hours.workingMsBetween(ist('2026-12-05T17:30'), ist('2026-12-07T10:30'))).toBe(2 * 3600_000);
  expect(hours.workingMsBetween(ist('2026-12-07T12:00'), ist('2026-12-07T10:00'))).toBe(0);
});

test('a lead is escalated after two working hours, not two hours of night', () => {
  expect(hours.isEscalationDue(ist('2026-12-07T10:00'), ist('2026-12-07T11:59'))).toBe(false);
  expect(hours.isEscalationDue(ist('2026-12-07T10:00'), ist('2026-12-07T12:00'))).toBe(true);
  expect(hours.isEscalationDue(ist('2026-12-07T22:00'), ist('2026-12-08T10:30'))).toBe(false);
  expect(hours.isEscalationDue(ist('2026-12-07T22:00'), ist('2026-12-08T11:00'))).toBe(true);
});

test('the digest is due from 09:00 on a working day', () => {
  expect(hours.isDigestTime(ist('2026-12-07T08:59'))).toBe(false);
  expect(hours.isDigestTime(ist('2026-12-07T09:00'))).toBe(true);
  expect(hours.isDigestTime(ist('2026-12-07T16:00'))).toBe(true);
  expect(hours.isDigestTime(ist('2026-12-06T10:00'))).toBe(false);
  expect(hours.endOfIndiaDay(ist('2026-12-07T10:00')).toISOString()).toBe(
    ist('2026-12-08T00:00').toISOString(),
  );
});
