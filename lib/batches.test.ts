import {
  bannerScheduleFrom,
  batchSchedule,
  batchScheduleOn,
  calendarFrom,
  nextBatchFor,
  batchStartsInMonth,
  nextCourseBatch,
  nextCourseBatchAfter,
} from '@/lib/batches';
import {
  dateAtInstitute,
  formatCalendarDate,
  formatLongDate,
  isoCalendarDate,
  parseIsoCalendarDate,
  type CalendarDate,
} from '@/lib/calendar-date';
import { INSTITUTE_TIME_ZONE } from '@/lib/constants';

const d = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const iso = isoCalendarDate;

describe('batchStartsInMonth', () => {
  it.each([
    // month, first weekday, Monday on or before the 15th
    ['2026-11', '2026-11-02', '2026-11-09'], // 1 Nov is a Sunday; 15 Nov is a Sunday
    ['2026-08', '2026-08-03', '2026-08-10'], // 1 Aug is a Saturday
    ['2026-06', '2026-06-01', '2026-06-15'], // 1 Jun is a Monday; 15 Jun is a Monday itself
    ['2026-10', '2026-10-01', '2026-10-12'], // 1 Oct is a Thursday
    ['2027-02', '2027-02-01', '2027-02-15'],
    ['2026-12', '2026-12-01', '2026-12-14'],
  ])('%s starts on %s and %s', (month, first, second) => {
    const [year, m] = month.split('-').map(Number) as [number, number];
    expect(batchStartsInMonth(year, m).map(iso)).toEqual([first, second]);
  });
});

describe('batchScheduleOn', () => {
  it.each([
    // today, last, upcoming, starts today
    ['2026-11-09', '2026-11-02', '2026-11-09', true], // a batch day itself
    ['2026-11-02', '2026-10-12', '2026-11-02', true], // the first batch of the month, today
    ['2026-11-10', '2026-11-09', '2026-12-01', false], // the day after the second batch
    ['2026-11-21', '2026-11-09', '2026-12-01', false],
    ['2026-08-01', '2026-07-13', '2026-08-03', false], // weekend at the start of the month
    ['2026-08-02', '2026-07-13', '2026-08-03', false],
    ['2026-12-20', '2026-12-14', '2027-01-01', false], // year boundary: 1 Jan 2027 is a Friday
    ['2027-01-01', '2026-12-14', '2027-01-01', true],
    ['2027-01-02', '2027-01-01', '2027-01-11', false],
    ['2026-01-31', '2026-01-12', '2026-02-02', false], // month boundary: 1 Feb 2026 is a Sunday
  ])('on %s the last batch is %s and the upcoming %s', (today, last, upcoming, startsToday) => {
    const schedule = batchScheduleOn(d(today));
    expect(iso(schedule.last!)).toBe(last);
    expect(iso(schedule.upcoming)).toBe(upcoming);
    expect(schedule.startsToday).toBe(startsToday);
  });
});

describe('dates in India', () => {
  it('uses the date in India in the evening when UTC is still on the previous day', () => {
    // 20:00 UTC on 8 Nov is 01:30 on 9 Nov in India: a batch day there.
    const now = new Date('2026-11-08T20:00:00Z');
    expect(iso(dateAtInstitute(now))).toBe('2026-11-09');
    expect(batchSchedule(now)).toMatchObject({ startsToday: true, upcoming: d('2026-11-09') });
  });

  it('agrees with Intl for Asia/Kolkata at every hour of two years', () => {
    const inIndia = new Intl.DateTimeFormat('en-CA', { timeZone: INSTITUTE_TIME_ZONE });
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 3_600_000 + 60_000) {
      const now = new Date(ms);
      expect([now.toISOString(), iso(dateAtInstitute(now))]).toEqual([
        now.toISOString(),
        inIndia.format(now),
      ]);
    }
  });

  it('does not move to the next day before midnight in India', () => {
    const now = new Date('2026-11-08T18:00:00Z'); // 23:30 in India
    expect(batchSchedule(now)).toMatchObject({ startsToday: false, upcoming: d('2026-11-09') });
  });
});

describe('nextCourseBatchAfter', () => {
  it.each([
    ['2026-11-16', '2026-11-19'], // a Monday: the Thursday after, not today
    ['2026-11-18', '2026-11-19'], // a Wednesday
    ['2026-11-19', '2026-11-23'], // a Thursday: the next Monday
    ['2026-11-22', '2026-11-23'], // a Sunday
    ['2026-11-20', '2026-11-23'], // a Friday
    ['2026-12-31', '2027-01-04'], // across the year
  ])('after %s comes %s', (today, next) => {
    expect(iso(nextCourseBatchAfter(d(today)))).toBe(next);
  });

  it('counts from the date in India late in the evening', () => {
    // 19:00 UTC on Wednesday 18 Nov is 00:30 on Thursday 19 Nov in India: next is Monday 23.
    expect(iso(nextCourseBatch(new Date('2026-11-18T19:00:00Z')))).toBe('2026-11-23');
    expect(iso(nextCourseBatch(new Date('2026-11-18T12:00:00Z')))).toBe('2026-11-19');
  });
});

describe('formatCalendarDate', () => {
  it('prints day, short month and year as en-GB does', () => {
    expect(formatCalendarDate(d('2026-11-09'))).toBe('9 Nov 2026');
    expect(formatCalendarDate(d('2027-01-01'))).toBe('1 Jan 2027');
  });

  it('matches Intl en-GB for every month', () => {
    const enGb = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month++) {
      const date = { year: 2026, month, day: 9 };
      expect(formatCalendarDate(date)).toBe(enGb.format(new Date(Date.UTC(2026, month - 1, 9))));
    }
  });
});

describe('formatLongDate', () => {
  it('writes a day out in full, as en-GB does, for a deadline or a letter', () => {
    expect(formatLongDate('2026-12-27')).toBe('27 December 2026');
    const enGb = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month++) {
      const day = `2026-${String(month).padStart(2, '0')}-09`;
      expect(formatLongDate(day)).toBe(enGb.format(new Date(`${day}T00:00:00Z`)));
    }
  });

  it('gives back any other text as it is', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});

describe('parseIsoCalendarDate', () => {
  it('reads a date and the date part of a timestamp', () => {
    expect(parseIsoCalendarDate('2026-11-10')).toEqual(d('2026-11-10'));
    expect(parseIsoCalendarDate('2026-11-10T08:30:00.000Z')).toEqual(d('2026-11-10'));
  });

  it('rejects impossible dates and anything that is not an ISO date string', () => {
    for (const value of [
      '2026-02-30',
      '2026-13-01',
      '10-11-2026',
      'yesterday',
      '',
      20261110,
      null,
      undefined,
      {},
    ]) {
      expect(parseIsoCalendarDate(value)).toBeNull();
    }
  });
});

describe("the institute's calendar (the CMS's batches)", () => {
  const calendar = [
    { course: 'Data Science', startsOn: '2026-11-16' },
    { course: 'Data Science', startsOn: '2026-12-14' },
    { course: 'MERN Stack Development', startsOn: '2026-12-09' },
    { course: 'MERN Stack Development', startsOn: '2026-12-09' },
    { course: 'Data Analyst', startsOn: '2026-08-03' },
  ];

  it("gives a course its own next batch, on or after today, and the rule's day when none is entered", () => {
    expect(iso(nextBatchFor(calendar, 'Data Science', d('2026-12-07')))).toBe('2026-12-14');
    expect(iso(nextBatchFor(calendar, 'Data Science', d('2026-12-14')))).toBe('2026-12-14');
    // Past its last entered batch, and a course with none: the course pages' rule (next Monday or Thursday).
    expect(iso(nextBatchFor(calendar, 'Data Science', d('2026-12-15')))).toBe('2026-12-17');
    expect(iso(nextBatchFor(calendar, 'Python Full Stack', d('2026-12-07')))).toBe('2026-12-10');
  });

  it("gives the banner the soonest batch of any course and the one before it; the rule's when none is ahead", () => {
    expect(bannerScheduleFrom(calendar, d('2026-12-07'))).toEqual({
      last: d('2026-11-16'),
      upcoming: d('2026-12-09'),
      startsToday: false,
    });
    expect(bannerScheduleFrom(calendar, d('2026-12-09')).startsToday).toBe(true);
    // Nothing entered before the upcoming batch: no Last Batch is made up.
    expect(
      bannerScheduleFrom([{ course: 'Data Science', startsOn: '2027-01-04' }], d('2026-12-07')).last,
    ).toBeNull();
    expect(bannerScheduleFrom(calendar, d('2026-12-20'))).toEqual(batchScheduleOn(d('2026-12-20')));
  });

  it('keeps what a page needs: from two months back, each batch once, in order', () => {
    expect(calendarFrom(calendar, d('2026-12-07'))).toEqual([
      { course: 'Data Science', startsOn: '2026-11-16' },
      { course: 'MERN Stack Development', startsOn: '2026-12-09' },
      { course: 'Data Science', startsOn: '2026-12-14' },
    ]);
  });
});
