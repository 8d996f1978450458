'use client';

import { useCallback, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether a piece of moving content is paused: paused under prefers-reduced-motion unless the visitor
 * presses play, and toggled by its visible pause control (WCAG 2.2.2).
 */
export function useMotionPaused(): [paused: boolean, toggle: () => void] {
  const reducedMotion = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false, // the server renders the moving state; the client corrects it on hydration
  );
  const [choice, setChoice] = useState<boolean | null>(null);
  const paused = choice ?? reducedMotion;
  const toggle = useCallback(() => setChoice(!paused), [paused]);
  return [paused, toggle];
}
