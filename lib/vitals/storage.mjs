/**
 * Where the visitors' Core Web Vitals histograms are kept, and how they are read back. Shared by the server's
 * store (lib/vitals/store.ts) and `npm run vitals` (scripts/vitals.mjs, uncompiled: hence plain JavaScript).
 *
 * A day's histograms: route pattern → series (a metric, or the connection types) → bucket → count.
 * - In the embedded default, one JSON file a day in VITALS_DIR (`2026-11-27.json`).
 * - In the production stack, one Redis hash a day (`site:vitals:2026-11-27`), a field per
 *   `route series bucket` (route patterns hold no space), which expires after RETENTION_DAYS.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isDay } from './metrics.mjs';

/** @typedef {Record<string, Record<string, Record<string, number>>>} DayHistograms */

/** @param {string} day */
export function dayFileName(day) {
  return `${day}.json`;
}

/** A day's file name, as the folder lists it. */
export const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.json$/;

/**
 * One day's histograms from its file; empty when there is none (or it cannot be read).
 * @param {string} dir
 * @param {string} day
 * @returns {Promise<DayHistograms>}
 */
export async function readDayFile(dir, day) {
  try {
    const parsed = JSON.parse(await readFile(path.join(dir, dayFileName(day)), 'utf8'));
    return parsed && typeof parsed === 'object' ? /** @type {DayHistograms} */ (parsed) : {};
  } catch {
    return {};
  }
}

export const REDIS_PREFIX = 'site:vitals:';

/** @param {string} day */
export function redisKeyOf(day) {
  return `${REDIS_PREFIX}${day}`;
}

/** @param {string} route @param {string} series @param {string | number} bucket */
export function redisField(route, series, bucket) {
  return `${route} ${series} ${bucket}`;
}

/**
 * A day's hash, as HGETALL answers it, back into histograms.
 * @param {Record<string, string>} hash
 * @returns {DayHistograms}
 */
export function fromRedisHash(hash) {
  /** @type {DayHistograms} */
  const day = {};
  for (const [field, value] of Object.entries(hash)) {
    const [route, series, bucket] = field.split(' ');
    const count = Number(value);
    if (!route || !series || bucket === undefined || !Number.isFinite(count)) continue;
    ((day[route] ??= {})[series] ??= {})[bucket] = count;
  }
  return day;
}

/**
 * The sum of several days' histograms.
 * @param {Iterable<DayHistograms>} days
 * @returns {DayHistograms}
 */
export function mergeDays(days) {
  /** @type {DayHistograms} */
  const total = {};
  for (const day of days) {
    for (const [route, series] of Object.entries(day)) {
      for (const [name, buckets] of Object.entries(series)) {
        const into = ((total[route] ??= {})[name] ??= {});
        for (const [bucket, count] of Object.entries(buckets)) into[bucket] = (into[bucket] ?? 0) + count;
      }
    }
  }
  return total;
}

/**
 * The days' histograms from the store this configuration uses.
 * @param {{ dir: string } | { redis: { hGetAll(key: string): Promise<Record<string, string>> } }} source
 * @param {readonly string[]} days
 * @returns {Promise<DayHistograms[]>}
 */
export async function readDays(source, days) {
  const valid = days.filter(isDay);
  if ('dir' in source) return Promise.all(valid.map((day) => readDayFile(source.dir, day)));
  return Promise.all(valid.map(async (day) => fromRedisHash(await source.redis.hGetAll(redisKeyOf(day)))));
}
