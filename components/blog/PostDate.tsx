import { blogPostCopy } from '@/lib/content/blog';
import { formatCalendarDate, isoCalendarDate, type CalendarDate } from '@/lib/calendar-date';

export function PostDate({ date, className }: { date: CalendarDate | null; className?: string }) {
  if (!date) return <span className={className}>{blogPostCopy.noDate}</span>;
  return (
    <time dateTime={isoCalendarDate(date)} className={className}>
      {formatCalendarDate(date)}
    </time>
  );
}
