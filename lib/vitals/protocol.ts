/**
 * What the browser sends to the site about a page view's Core Web Vitals, and where: one JSON beacon a time
 * the page is hidden, with the figures measured since the last one. Nothing in it names the visitor: the
 * route's pattern, the connection's effective type and the figures.
 */

export const VITALS_ENDPOINT = '/api/vitals';

/** A beacon is a few hundred bytes; anything past this is refused unread. */
export const MAX_BEACON_BYTES = 1024;

export interface VitalsBeacon {
  /** The page's route pattern (lib/vitals/route-pattern.ts). */
  route: string;
  /** navigator.connection.effectiveType, or 'unknown'. */
  connection: string;
  /** Metric (or `METRIC.part`) name → value: milliseconds, CLS a score (lib/vitals/metrics.mjs). */
  metrics: Record<string, number>;
}
