'use client';

import styles from './MotionToggle.module.css';

interface MotionToggleProps {
  paused: boolean;
  onToggle: () => void;
  /** What moves, e.g. "rotating headline", for the button's accessible name. */
  what: string;
  tone?: 'light' | 'dark';
  className?: string;
}

/** The visible pause/play control of a piece of moving content. */
export function MotionToggle({ paused, onToggle, what, tone = 'light', className }: MotionToggleProps) {
  return (
    <button
      type="button"
      className={[styles.toggle, styles[tone], className].filter(Boolean).join(' ')}
      onClick={onToggle}
      aria-label={`${paused ? 'Play' : 'Pause'} ${what}`}
      title={`${paused ? 'Play' : 'Pause'} ${what}`}
    >
      {paused ? (
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
        </svg>
      ) : (
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
        </svg>
      )}
    </button>
  );
}
