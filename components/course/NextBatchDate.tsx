'use client';

import { formatCalendarDate, isoCalendarDate, nextCourseBatch, type CalendarDate } from '@/lib/batches';
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
