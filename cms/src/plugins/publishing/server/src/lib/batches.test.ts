import { expect, test } from '@jest/globals';
import { isoCalendarDate } from '@codebridge/shared/calendar-date.mjs';
import { COURSES } from '@codebridge/shared/courses.mjs';
import schema from '../../../../../api/batch/content-types/batch/schema.json';
import { REPEATS, seriesOf, type Repeat } from './batches';

const days = (startsOn: string, repeat: Repeat, repeatUntil?: string) =>
  seriesOf({ course: 'Data Science', startsOn, repeat, repeatUntil })?.days.map(isoCalendarDate);

test('one batch without Repeat; a series lists its days from the first to Repeat until, both included', () => {
  expect(days('2026-12-14', 'Does not repeat')).toEqual(['2026-12-14']);
  expect(days('2026-12-14', 'Every week', '2027-01-04')).toEqual([
    '2026-12-14',
    '2026-12-21',
    '2026-12-28',
    '2027-01-04',
  ]);
  expect(days('2026-12-14', 'Every two weeks', '2027-01-10')).toEqual(['2026-12-14', '2026-12-28']);
});

test('every month on this weekday: the same week of each month (the 2nd Monday), the last when a month has no fifth', () => {
  // 14 Dec 2026 is the second Monday of December.
  expect(days('2026-12-14', 'Every month on this weekday', '2027-03-31')).toEqual([
    '2026-12-14',
    '2027-01-11',
    '2027-02-08',
    '2027-03-08',
  ]);
  // 29 Dec 2026, the fifth Tuesday: months with four Tuesdays get their last one.
  expect(days('2026-12-29', 'Every month on this weekday', '2027-03-31')).toEqual([
    '2026-12-29',
    '2027-01-26',
    '2027-02-23',
    '2027-03-30',
  ]);
});

test('the first and third weeks on this weekday: every first and third Monday', () => {
  expect(days('2026-12-07', 'First and third weeks on this weekday', '2027-02-28')).toEqual([
    '2026-12-07',
    '2026-12-21',
    '2027-01-04',
    '2027-01-18',
    '2027-02-01',
    '2027-02-15',
  ]);
});

test('a series without a sensible end is refused under Repeat until, with what to do', () => {
  const refusal = (repeatUntil?: string) => {
    try {
      seriesOf({ course: 'Data Science', startsOn: '2026-12-14', repeat: 'Every week', repeatUntil });
    } catch (error) {
      return (
        error as { message: string; details: { errors: { path: string[] }[] } }
      ).details.errors[0]!.path.concat((error as Error).message).join(': ');
    }
    return null;
  };
  expect(refusal()).toBe('repeatUntil: Set the day of the last batch of the series (Repeat until).');
  expect(refusal('2026-12-14')).toBe('repeatUntil: Repeat until must be after the first batch.');
  expect(refusal('2028-01-01')).toBe(
    'repeatUntil: A series runs for a year at most: set Repeat until on or before 15 Dec 2027.',
  );
  expect(refusal('2027-12-15')).toBeNull();
});

test("the schema's courses are the Course Interest options, and its repeats the rules'", () => {
  expect(schema.attributes.course.enum).toEqual(COURSES.map((course) => course.interest));
  expect(schema.attributes.repeat.enum).toEqual([...REPEATS]);
});
