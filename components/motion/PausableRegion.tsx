'use client';

import type { ReactNode } from 'react';
import { MotionToggle } from './MotionToggle';
import { useMotionPaused } from './useMotionPaused';
import styles from './PausableRegion.module.css';

/**
 * Wraps CSS-animated content (the logo rows) with a pause control. The animation itself stays in CSS:
 * this island only flips data-paused, which every animation inside honours.
 */
export function PausableRegion({ what, children }: { what: string; children: ReactNode }) {
  const [paused, togglePaused] = useMotionPaused();
  return (
    <div className={styles.region} data-paused={paused}>
      {children}
      <div className={styles.controls}>
        <MotionToggle paused={paused} onToggle={togglePaused} what={what} />
      </div>
    </div>
  );
}
