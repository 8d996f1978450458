'use client';

import { useEffect } from 'react';
import { whenLoadedAndIdle } from '@/lib/idle';

/**
 * Measures the visitor's Core Web Vitals for the institute (./report.ts), without costing the page anything:
 * the measuring code is a separate module, fetched only once the page has loaded and the browser is idle,
 * so nothing of it is on the way to the first paint or to hydration. web-vitals reads the browser's
 * buffered entries, so starting late loses no figure.
 */
export function VitalsReporter() {
  useEffect(() => {
    // The page the visitor landed on: its figures (CLS and INP run on through client-side navigations,
    // as search engines count them) belong to it.
    const pathname = window.location.pathname;
    return whenLoadedAndIdle(() => {
      import('./report')
        .then(({ startReporting }) => startReporting(pathname))
        .catch(() => {
          // The chunk did not load (offline, a new deployment): this visit's figures go unmeasured.
        });
    });
  }, []);
  return null;
}
