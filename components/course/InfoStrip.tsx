import { nextCourseBatch } from '@/lib/batches';
import { courseFacts } from '@/lib/courses';
import { NextBatchDate } from './NextBatchDate';
import styles from './InfoStrip.module.css';

/** The info strip under a course hero: duration, eligibility, learning mode and the next batch. */
export function InfoStrip() {
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
            <NextBatchDate initial={nextCourseBatch(new Date())} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
