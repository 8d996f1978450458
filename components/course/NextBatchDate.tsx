'use client';

import { useCallback } from 'react';
import { nextBatchFor, type EnteredBatch } from '@/lib/batches';
import { dateAtInstitute, formatCalendarDate, isoCalendarDate, type CalendarDate } from '@/lib/calendar-date';
import { useRecomputed } from '@/components/batches/useRecomputed';

/** The course's Next Batch: the server's date first, then recomputed from the visitor's clock on load. */
export function NextBatchDate({
  course,
  batches,
  initial,
}: {
  course: string;
  batches: EnteredBatch[];
  initial: CalendarDate;
}) {
  const compute = useCallback(
    (now: Date) => nextBatchFor(batches, course, dateAtInstitute(now)),
    [batches, course],
  );
  const date = useRecomputed(compute, initial);
  return (
    <time dateTime={isoCalendarDate(date)} data-testid="next-batch">
      {formatCalendarDate(date)}
    </time>
  );
}
