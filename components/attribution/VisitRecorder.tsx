'use client';

import { useEffect } from 'react';
import { whenLoadedAndIdle } from '@/lib/idle';

/**
 * Remembers, in this browser only, where the visit came from (lib/attribution). Renders nothing; its code is
 * a chunk of its own, fetched once the page has loaded and the browser is idle, so the first paint never
 * waits for it. Once per document: a move within the site is no new arrival.
 */
export function VisitRecorder() {
  useEffect(
    () =>
      whenLoadedAndIdle(() => {
        import('@/lib/attribution/browser')
          .then(({ recordPageLoad }) => recordPageLoad())
          .catch(() => {
            // The chunk did not load (offline, a new deployment): this visit goes unrecorded.
          });
      }),
    [],
  );
  return null;
}
