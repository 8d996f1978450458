/**
 * The visitors' Core Web Vitals: which figures are kept, their fixed histogram buckets, the thresholds
 * search engines use, and how the 75th percentile is read back from a histogram.
 *
 * Plain JavaScript (TypeScript checks it and reads its JSDoc types) because the server (lib/vitals/store.ts)
 * and `npm run vitals` (scripts/vitals.mjs), which runs uncompiled, must read buckets the same way.
 *
 * A histogram is a set of counts per bucket index. The buckets are fixed, so a day's histograms for one
 * route have a fixed maximum size whatever arrives, and the thresholds are bucket edges, so whether a p75
 * is under a threshold never depends on interpolation. The edges are part of what is stored: changing them
 * changes what the days already kept mean (start a new VITALS_DIR or key prefix if they must change).
 */

import { indiaDate } from '../shared/india-time.mjs';

/**
 * @param {number} from
 * @param {number} to
 * @param {number} step
 * @returns {number[]} from, from + step, … up to and including to
 */
function steps(from, to, step) {
  /** @type {number[]} */
  const edges = [];
  // Counted in whole steps, so that 0.1 + 0.1 + 0.1 never drifts off a threshold.
  for (let index = 0; from + index * step <= to + step / 1000; index++) {
    edges.push(Number((from + index * step).toFixed(6)));
  }
  return edges;
}

/**
 * Each starts with a bucket for (next to) nothing, so that a page whose figure is 0 (no layout shift, an LCP
 * that waited for no resource) reads as 0 rather than as its bucket's top.
 * Times in milliseconds: 100 ms apart up to 3 s (every threshold below falls on an edge), then coarser.
 */
const TIME_EDGES = [
  0,
  1,
  50,
  ...steps(100, 3000, 100),
  ...steps(3500, 6000, 500),
  ...steps(7000, 10000, 1000),
  15000,
  20000,
  30000,
];
/** Interactions in milliseconds: 25 ms apart up to half a second. */
const INTERACTION_EDGES = [
  0,
  1,
  8,
  16,
  ...steps(25, 500, 25),
  ...steps(600, 1000, 100),
  1500,
  2000,
  3000,
  5000,
];
/** Layout shift, a score without unit. */
const SHIFT_EDGES = [0, 0.0001, 0.01, ...steps(0.025, 0.5, 0.025), ...steps(0.6, 1, 0.1), 1.5, 2, 3, 5];

/** Longer than any page view a visitor sits through: such a figure is refused, never stored. */
const MAX_TIME_MS = 120_000;
const MAX_SHIFT = 10;

/**
 * @typedef {object} MetricDefinition
 * @property {string} name as web-vitals names it, or `METRIC.part` for a part of its attribution
 * @property {'ms' | 'score'} unit
 * @property {readonly number[]} edges lower edge of each bucket; the last bucket ends at `max`
 * @property {number} max the largest value accepted
 * @property {number | null} good the threshold of a good p75, which search engines use (null for a part)
 * @property {number | null} poor from here a p75 is poor (null for a part)
 * @property {string | null} parent the metric a part belongs to
 */

/**
 * @param {string} name
 * @param {'time' | 'interaction' | 'shift'} kind
 * @param {number | null} good
 * @param {number | null} poor
 * @param {string | null} [parent]
 * @returns {MetricDefinition}
 */
function metric(name, kind, good, poor, parent = null) {
  const edges = kind === 'time' ? TIME_EDGES : kind === 'interaction' ? INTERACTION_EDGES : SHIFT_EDGES;
  return {
    name,
    unit: kind === 'shift' ? 'score' : 'ms',
    edges,
    max: kind === 'shift' ? MAX_SHIFT : MAX_TIME_MS,
    good,
    poor,
    parent,
  };
}

/**
 * Every figure a beacon may carry. The five metrics, then the parts web-vitals' attribution build splits LCP
 * and INP into: where the time of a slow paint or a slow answer went.
 * @type {readonly MetricDefinition[]}
 */
export const METRICS = Object.freeze([
  metric('LCP', 'time', 2500, 4000),
  metric('INP', 'interaction', 200, 500),
  metric('CLS', 'shift', 0.1, 0.25),
  metric('FCP', 'time', 1800, 3000),
  metric('TTFB', 'time', 800, 1800),
  metric('LCP.timeToFirstByte', 'time', null, null, 'LCP'),
  metric('LCP.resourceLoadDelay', 'time', null, null, 'LCP'),
  metric('LCP.resourceLoadDuration', 'time', null, null, 'LCP'),
  metric('LCP.elementRenderDelay', 'time', null, null, 'LCP'),
  metric('INP.inputDelay', 'interaction', null, null, 'INP'),
  metric('INP.processingDuration', 'interaction', null, null, 'INP'),
  metric('INP.presentationDelay', 'interaction', null, null, 'INP'),
]);

/** @type {ReadonlyMap<string, MetricDefinition>} */
const byName = new Map(METRICS.map((definition) => [definition.name, definition]));

/** @param {unknown} name @returns {MetricDefinition | undefined} */
export function metricNamed(name) {
  return typeof name === 'string' ? byName.get(name) : undefined;
}

/**
 * The connection's effective type as the browser reports it (Network Information API), or `unknown` where
 * the browser does not say (Safari, Firefox).
 */
export const CONNECTION_TYPES = Object.freeze(['slow-2g', '2g', '3g', '4g', 'unknown']);

/** The series beside the metrics that counts beacons per connection type (its buckets are the type names). */
export const CONNECTION_SERIES = 'connection';

/**
 * The bucket of a value: the last one whose lower edge it reaches. The caller has checked 0 ≤ value ≤ max.
 * @param {MetricDefinition} definition
 * @param {number} value
 */
export function bucketIndex(definition, value) {
  const { edges } = definition;
  let low = 0;
  let high = edges.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (/** @type {number} */ (edges[middle]) <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The 75th percentile of a histogram (counts per bucket index), interpolated linearly inside its bucket as
 * if the values there were spread evenly; null when it holds no value.
 * @param {MetricDefinition} definition
 * @param {ReadonlyMap<number, number> | Record<string, number>} counts
 * @returns {{ p75: number, count: number } | null}
 */
export function percentile75(definition, counts) {
  const entries =
    counts instanceof Map ? [...counts] : Object.entries(counts).map(([k, v]) => [Number(k), v]);
  const buckets = entries
    .filter(
      ([index, count]) =>
        Number.isInteger(index) && index >= 0 && index < definition.edges.length && count > 0,
    )
    .sort(([a], [b]) => a - b);
  const count = buckets.reduce((sum, [, n]) => sum + n, 0);
  if (count === 0) return null;
  // The rank of the 75th percentile among `count` values, counted from 1 (nearest-rank).
  const rank = Math.ceil(0.75 * count);
  let before = 0;
  for (const [index, n] of buckets) {
    if (before + n >= rank) {
      const low = /** @type {number} */ (definition.edges[index]);
      const high = definition.edges[index + 1] ?? definition.max;
      return { p75: low + ((high - low) * (rank - before)) / n, count };
    }
    before += n;
  }
  return null;
}

/**
 * How a p75 compares with the thresholds: good, needs improvement or poor; null for a part.
 * @param {MetricDefinition} definition
 * @param {number} p75
 * @returns {'good' | 'needs improvement' | 'poor' | null}
 */
export function rating(definition, p75) {
  if (definition.good === null || definition.poor === null) return null;
  if (p75 <= definition.good) return 'good';
  return p75 <= definition.poor ? 'needs improvement' : 'poor';
}

/**
 * Days are the institute's: India time (UTC+05:30, no daylight saving), as YYYY-MM-DD.
 * @param {number} now milliseconds since the epoch
 */
export function dayOf(now) {
  return indiaDate(now);
}

/** Histograms older than this many days are deleted (`npm run vitals` reads the last 28). */
export const RETENTION_DAYS = 35;
/** The window `npm run vitals` reports, as search engines do. */
export const REPORT_DAYS = 28;

/**
 * The `days` days up to and including today (India time), newest first.
 * @param {number} now
 * @param {number} days
 */
export function lastDays(now, days) {
  return Array.from({ length: days }, (_, back) => dayOf(now - back * 86_400_000));
}

/** A day as stored: YYYY-MM-DD. @param {unknown} value @returns {value is string} */
export function isDay(value) {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
}
