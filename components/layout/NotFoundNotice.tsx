import type { ReactNode } from 'react';
import styles from './NotFoundNotice.module.css';

/** The band that tells a visitor the page they asked for does not exist. */
export function NotFoundNotice({ children }: { children: ReactNode }) {
  return (
    <p className={styles.notice} role="status">
      {children}
    </p>
  );
}
