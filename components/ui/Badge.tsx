import type { BadgeTone } from '@/lib/courses/types';
import styles from './Badge.module.css';

/** A coloured tile with one to four letters: course and topic logos, drawn in CSS. */
export function Badge({
  mark,
  tone,
  size = 'medium',
}: {
  mark: string;
  tone: BadgeTone;
  size?: 'small' | 'medium' | 'large';
}) {
  return (
    <span className={`${styles.badge} ${styles[tone]} ${styles[size]}`} aria-hidden="true">
      {mark}
    </span>
  );
}
