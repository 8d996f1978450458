'use client';

import { nextCourseBatch } from '@/lib/batches';
import { formatCalendarDate, isoCalendarDate, type CalendarDate } from '@/lib/calendar-date';
import { useRecomputed } from '@/components/batches/useRecomputed';

/** The course's Next Batch: the server's date first, then recomputed from the visitor's clock on load. */
export function NextBatchDate({ initial }: { initial: CalendarDate }) {
  const date = useRecomputed(nextCourseBatch, initial);
  return (
    <time dateTime={isoCalendarDate(date)} data-testid="next-batch">
      {formatCalendarDate(date)}
    </time>
  );
}
