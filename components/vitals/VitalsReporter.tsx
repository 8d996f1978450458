'use client';

import { useEffect } from 'react';

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
    let idle: number | undefined;
    let cancelled = false;
    const start = () => {
      const load = () => {
        if (!cancelled) void import('./report').then(({ startReporting }) => startReporting(pathname));
      };
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(load, { timeout: 5000 })
          : window.setTimeout(load, 1000);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
      if (idle !== undefined) {
        if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      }
    };
  }, []);
  return null;
}
