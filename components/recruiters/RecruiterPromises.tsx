import { recruiterPitch } from '@/lib/content/recruiters';
import styles from './RecruiterPromises.module.css';

/** The hiring pitch's promises: zero hiring fee, turnaround under 1 week, 500+ hiring partners. */
export function RecruiterPromises() {
  return (
    <ul className={styles.promises}>
      {recruiterPitch.promises.map((promise) => (
        <li key={promise.value} className={styles.promise}>
          <strong className={styles.value}>{promise.value}</strong>
          <span className={styles.label}>{promise.label}</span>
        </li>
      ))}
    </ul>
  );
}
