/**
 * Loaded when the page is idle (./VitalsReporter.tsx): collects LCP, INP, CLS, FCP and TTFB with
 * web-vitals' attribution build (which also says where LCP's and INP's time went) and sends them to the
 * site itself, by navigator.sendBeacon, each time the page is hidden: the route's pattern, the connection's
 * effective type and the figures. Nothing else: no address, no selector of what was clicked, no identifier.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { metricNamed } from '@/lib/vitals/metrics.mjs';
import { routePattern } from '@/lib/vitals/route-pattern';
import { VITALS_ENDPOINT, type VitalsBeacon } from '@/lib/vitals/protocol';

const CONNECTION_TYPES = new Set(['slow-2g', '2g', '3g', '4g']);

function effectiveType(): string {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: unknown } }).connection;
  const type = connection?.effectiveType;
  return typeof type === 'string' && CONNECTION_TYPES.has(type) ? type : 'unknown';
}

/** Whole milliseconds, CLS to four places: finer than any bucket, shorter to send. */
function rounded(name: string, value: number): number {
  return name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

let started = false;

export function startReporting(pathname: string): void {
  if (started || typeof navigator.sendBeacon !== 'function') return;
  started = true;
  const route = routePattern(pathname);
  if (!route) return;
  // An error page (a made-up address answers 404 with the home page under a notice) is not measured.
  // Browsers without responseStatus send its path, which the server refuses as an unknown route.
  const navigation = performance.getEntriesByType('navigation')[0] as
    (PerformanceNavigationTiming & { responseStatus?: number }) | undefined;
  if ((navigation?.responseStatus ?? 0) >= 400) return;

  let pending: Record<string, number> = {};
  // The server refuses a whole beacon with a figure out of range (a page left open in the background for
  // minutes): such a figure is dropped here instead, with the parts of its metric.
  const put = (name: string, value: number) => {
    const definition = metricNamed(name);
    if (definition && Number.isFinite(value) && value >= 0 && value <= definition.max) {
      pending[name] = rounded(name, value);
    }
  };

  const send = () => {
    const metrics = Object.fromEntries(
      Object.entries(pending).filter(([name]) => {
        const parent = metricNamed(name)?.parent;
        return !parent || parent in pending;
      }),
    );
    pending = {};
    if (Object.keys(metrics).length === 0) return;
    const beacon: VitalsBeacon = { route, connection: effectiveType(), metrics };
    navigator.sendBeacon(VITALS_ENDPOINT, new Blob([JSON.stringify(beacon)], { type: 'application/json' }));
  };

  onLCP(({ value, attribution }) => {
    put('LCP', value);
    put('LCP.timeToFirstByte', attribution.timeToFirstByte);
    put('LCP.resourceLoadDelay', attribution.resourceLoadDelay);
    put('LCP.resourceLoadDuration', attribution.resourceLoadDuration);
    put('LCP.elementRenderDelay', attribution.elementRenderDelay);
  });
  onINP(({ value, attribution }) => {
    put('INP', value);
    put('INP.inputDelay', attribution.inputDelay);
    put('INP.processingDuration', attribution.processingDuration);
    put('INP.presentationDelay', attribution.presentationDelay);
  });
  onCLS(({ value }) => put('CLS', value));
  onFCP(({ value }) => put('FCP', value));
  onTTFB(({ value }) => put('TTFB', value));

  // web-vitals reports on the page being hidden from a capturing listener of the same event, which runs
  // before this one: by then the figures are in `pending`.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  // Browsers that skip visibilitychange when a page is closed or left still fire pagehide.
  addEventListener('pagehide', send);
}
