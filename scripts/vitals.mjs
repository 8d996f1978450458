#!/usr/bin/env node
/**
 * npm run vitals: the visitors' own Core Web Vitals, p75 per route pattern over the last 28 days, beside the
 * thresholds search engines use (LCP 2.5 s, INP 200 ms, CLS 0.1; also FCP 1.8 s and TTFB 0.8 s), and where
 * LCP's and INP's time went.
 *
 *   npm run vitals              a table
 *   npm run vitals -- --json    one JSON object a route, for other tools
 *   npm run vitals -- --to 2026-11-01    the 28 days up to that day instead of up to today
 *
 * Reads the store the site writes (lib/vitals/store.ts): Redis when REDIS_URL is set (the production stack),
 * otherwise the day files in VITALS_DIR (.vitals by default), the folder `npm start` keeps them in.
 */
import path from 'node:path';
import { readEnvironment } from '../lib/env/server.mjs';
import {
  CONNECTION_SERIES,
  METRICS,
  REPORT_DAYS,
  isDay,
  lastDays,
  percentile75,
  rating,
} from '../lib/vitals/metrics.mjs';
import { mergeDays, readDays } from '../lib/vitals/storage.mjs';

const env = readEnvironment(process.env);
const to = process.argv[process.argv.indexOf('--to') + 1];
if (process.argv.includes('--to') && !isDay(to)) {
  console.error('--to takes a day as YYYY-MM-DD.');
  process.exit(2);
}
// Noon in India of the last day, or now: its day is the window's last.
const now = process.argv.includes('--to') ? Date.parse(`${to}T12:00:00+05:30`) : Date.now();
const days = lastDays(now, REPORT_DAYS);

/** @type {import('../lib/vitals/storage.mjs').DayHistograms[]} */
let histograms;
let source;
if (env.redisUrl) {
  const { createClient } = await import('redis');
  const client = createClient({
    url: env.redisUrl,
    socket: { connectTimeout: 3000, reconnectStrategy: false },
  });
  client.on('error', () => {});
  try {
    await client.connect();
    histograms = await readDays({ redis: client }, days);
  } catch (error) {
    console.error(
      `Could not read the vitals from Redis (REDIS_URL): ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  } finally {
    await client.quit().catch(() => {});
  }
  source = 'Redis (REDIS_URL)';
} else {
  const dir = path.resolve(env.vitalsDir);
  histograms = await readDays({ dir }, days);
  source = dir;
}

const total = mergeDays(histograms);
const MAIN = METRICS.filter((metric) => metric.parent === null);
const PARTS = METRICS.filter((metric) => metric.parent !== null);

const rows = Object.entries(total)
  .map(([route, series]) => {
    const beacons = Object.values(series[CONNECTION_SERIES] ?? {}).reduce((sum, n) => sum + n, 0);
    /** @type {Record<string, { p75: number, count: number, rating: string | null } | null>} */
    const metrics = {};
    for (const metric of METRICS) {
      const read = percentile75(metric, series[metric.name] ?? {});
      metrics[metric.name] = read && { ...read, rating: rating(metric, read.p75) };
    }
    return { route, beacons, connections: series[CONNECTION_SERIES] ?? {}, metrics };
  })
  .sort((a, b) => b.beacons - a.beacons || a.route.localeCompare(b.route));

const first = days.at(-1);
const last = days[0];

if (process.argv.includes('--json')) {
  for (const row of rows) console.log(JSON.stringify({ from: first, to: last, ...row }));
  process.exit(0);
}

/** @param {import('../lib/vitals/metrics.mjs').MetricDefinition} metric @param {number} value */
function format(metric, value) {
  // A layout shift of (next to) nothing reads as 0.000, not as 0.00 rounded up from its bucket.
  if (metric.unit === 'score') return value < 0.01 ? value.toFixed(3) : value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

/** @type {Record<string, string>} */
const PART_LABELS = {
  'LCP.timeToFirstByte': 'LCP: TTFB',
  'LCP.resourceLoadDelay': 'load delay',
  'LCP.resourceLoadDuration': 'load time',
  'LCP.elementRenderDelay': 'render delay',
  'INP.inputDelay': 'INP: input delay',
  'INP.processingDuration': 'processing',
  'INP.presentationDelay': 'presentation',
};

const MARK = { good: 'good', 'needs improvement': 'NI', poor: 'POOR' };

console.log(
  `Visitors' Core Web Vitals: p75 of the last ${REPORT_DAYS} days, ${first} to ${last} (India time)`,
);
console.log(`Read from ${source}.`);
console.log(
  `Thresholds, good at or below: ${MAIN.map((metric) => `${metric.name} ${format(metric, /** @type {number} */ (metric.good))}`).join(', ')}` +
    ' (search engines judge LCP, INP and CLS). NI: needs improvement.',
);
if (rows.length === 0) {
  console.log('\nNo figures yet: browsers send them when a visitor leaves or hides a page.');
  process.exit(0);
}

/** @param {string[][]} table */
function printTable(table) {
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  for (const row of table)
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    );
}

console.log('');
printTable([
  ['route', 'beacons', ...MAIN.map((metric) => metric.name), 'connections'],
  ...rows.map((row) => [
    row.route,
    String(row.beacons),
    ...MAIN.map((metric) => {
      const read = row.metrics[metric.name];
      return read
        ? `${format(metric, read.p75)} ${MARK[/** @type {keyof typeof MARK} */ (read.rating)]}`
        : '-';
    }),
    Object.entries(row.connections)
      .sort(([, a], [, b]) => b - a)
      .map(([type, n]) => `${type} ${Math.round((100 * n) / row.beacons)}%`)
      .join(' '),
  ]),
]);

console.log("\nWhere LCP's and INP's time went: p75 of each part (web-vitals' attribution):\n");
printTable([
  ['route', ...PARTS.map((part) => PART_LABELS[part.name] ?? part.name)],
  ...rows
    .filter((row) => PARTS.some((part) => row.metrics[part.name]))
    .map((row) => [
      row.route,
      ...PARTS.map((part) => {
        const read = row.metrics[part.name];
        return read ? format(part, read.p75) : '-';
      }),
    ]),
]);
