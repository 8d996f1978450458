/** @jest-environment node */
/** Which archives the nightly backup keeps, and when it runs next. */
import { archiveName, archiveTime, keepFromEnv, nextRunAt, retentionPlan } from './retention.mjs';

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

/** One archive a night at 02:00 UTC for `nights` nights up to `last`. */
function nightly(last: string, nights: number) {
  return Array.from({ length: nights }, (_, i) => archiveName(new Date(at(last).getTime() - i * DAY)));
}

describe('archive names', () => {
  it('name each archive by its UTC second, and a second archive in that second with a number', () => {
    const when = at('2026-11-28T02:00:05.900Z');
    expect(archiveName(when)).toBe('cms-20261128T020005Z.backup');
    expect(archiveName(when, 2)).toBe('cms-20261128T020005Z-2.backup');
    expect(archiveTime('cms-20261128T020005Z-2.backup')).toEqual({
      time: Date.UTC(2026, 10, 28, 2, 0, 5),
      sequence: 2,
    });
    for (const other of [
      'cms-20261128T020005Z.backup.partial',
      '.partial-1-ab.backup',
      'notes.txt',
      'cms-2026.backup',
    ])
      expect(archiveTime(other)).toBeNull();
  });
});

describe('retention', () => {
  const keep = { daily: 7, weekly: 4, monthly: 12 };

  it('keeps a year of nightly archives as 7 days, 4 weeks and 12 months, newest first', () => {
    const names = nightly('2026-11-28T02:00:00Z', 400);
    const { keep: kept, remove } = retentionPlan(names, keep);
    expect(kept.length + remove.length).toBe(400);
    // The last seven nights.
    expect(kept.slice(0, 7)).toEqual(names.slice(0, 7));
    // Weekly: the newest of each of the last four ISO weeks (Monday first): 28 Nov 2026 is a Saturday.
    for (const sunday of ['20261122', '20261115']) expect(kept).toContain(`cms-${sunday}T020000Z.backup`);
    // Monthly: the last night of each of the last 12 months.
    for (const monthEnd of ['20261031', '20260930', '20260131', '20251231'])
      expect(kept).toContain(`cms-${monthEnd}T020000Z.backup`);
    expect(kept).not.toContain('cms-20251130T020000Z.backup');
    expect(kept.length).toBeLessThanOrEqual(7 + 4 + 12);
    expect(remove).toContain('cms-20261120T020000Z.backup');
  });

  it('keeps only the newest archive of a day with several', () => {
    const names = [
      'cms-20261128T020000Z.backup',
      'cms-20261128T120000Z.backup',
      'cms-20261128T120000Z-2.backup',
    ];
    expect(retentionPlan(names, { daily: 1, weekly: 0, monthly: 0 })).toEqual({
      keep: ['cms-20261128T120000Z-2.backup'],
      remove: ['cms-20261128T120000Z.backup', 'cms-20261128T020000Z.backup'],
    });
  });

  it('always keeps the newest archive, and never touches other files', () => {
    const names = ['cms-20261128T020000Z.backup', 'cms-20261127T020000Z.backup', 'README', '.backup.lock'];
    expect(retentionPlan(names, { daily: 0, weekly: 0, monthly: 0 })).toEqual({
      keep: ['cms-20261128T020000Z.backup'],
      remove: ['cms-20261127T020000Z.backup'],
    });
  });

  it('reads its numbers from the environment and refuses nonsense', () => {
    expect(keepFromEnv({})).toEqual(keep);
    expect(keepFromEnv({ BACKUP_KEEP_DAILY: '14', BACKUP_KEEP_MONTHLY: '0' })).toEqual({
      daily: 14,
      weekly: 4,
      monthly: 0,
    });
    expect(() => keepFromEnv({ BACKUP_KEEP_WEEKLY: 'four' })).toThrow(/BACKUP_KEEP_WEEKLY/);
    expect(() => keepFromEnv({ BACKUP_KEEP_DAILY: '-1' })).toThrow(/BACKUP_KEEP_DAILY/);
  });
});

describe('the nightly run', () => {
  it('runs at BACKUP_AT today while it is ahead, else tomorrow (local time)', () => {
    const now = new Date(2026, 10, 28, 1, 30);
    expect(nextRunAt(now, '02:00')).toEqual(new Date(2026, 10, 28, 2, 0));
    expect(nextRunAt(new Date(2026, 10, 28, 2, 0), '02:00')).toEqual(new Date(2026, 10, 29, 2, 0));
    expect(nextRunAt(new Date(2026, 11, 31, 23, 0), '2:05')).toEqual(new Date(2027, 0, 1, 2, 5));
    expect(() => nextRunAt(now, '25:00')).toThrow(/BACKUP_AT/);
    expect(() => nextRunAt(now, 'nightly')).toThrow(/BACKUP_AT/);
  });
});
