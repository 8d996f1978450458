import { nextBatchFor, type EnteredBatch } from '@/lib/batches';
import { dateAtInstitute } from '@/lib/calendar-date';
import { courseFacts } from '@/lib/courses';
import { NextBatchDate } from './NextBatchDate';
import styles from './InfoStrip.module.css';

/**
 * The info strip under a course hero: duration, eligibility, learning mode and the next batch (the course's
 * batches from the institute's calendar; the rule's day when none is entered).
 */
export function InfoStrip({ course, calendar }: { course: string; calendar: EnteredBatch[] }) {
  // The browser gets this course's batches only.
  const batches = calendar.filter((batch) => batch.course === course);
  return (
    <div className={styles.strip}>
      <dl className={`container ${styles.list}`}>
        {courseFacts.map((fact) => (
          <div key={fact.label} className={styles.item}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
        <div className={styles.item}>
          <dt>Next Batch</dt>
          <dd className={styles.date}>
            <NextBatchDate
              course={course}
              batches={batches}
              initial={nextBatchFor(batches, course, dateAtInstitute(new Date()))}
            />
          </dd>
        </div>
      </dl>
    </div>
  );
}
