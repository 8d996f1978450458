/**
 * Where the server keeps the visitors' Core Web Vitals: only histograms with fixed buckets, per day (India
 * time), route pattern and metric, plus a count per connection type (lib/vitals/storage.mjs has the layout).
 * No beacon is kept as it came: no time, no address, no order of arrival.
 *
 * - In the production stack (REDIS_URL): the shared Redis, one hash a day that every instance increments
 *   and that expires by itself after RETENTION_DAYS. That Redis evicts what is least used when full; losing
 *   old figures then is acceptable for a measurement.
 * - Otherwise (one `next start`): one file a day in VITALS_DIR. Counts are added in memory and the day's
 *   file is rewritten (temporary name, then rename) at most once every FLUSH_DELAY_MS, so a flood of
 *   beacons costs one small write a second; a crash loses at most that second. Files of days older than
 *   RETENTION_DAYS are deleted when one is written.
 *
 * Either way the size is bounded by known routes × metrics × buckets per day, whatever arrives.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { environment } from '@/lib/env/server.mjs';
import { sharedRedis } from '@/lib/redis';
import { CONNECTION_SERIES, RETENTION_DAYS, bucketIndex, dayOf, metricNamed } from './metrics.mjs';
import {
  DAY_FILE,
  dayFileName,
  readDayFile,
  readDays,
  redisField,
  redisKeyOf,
  type DayHistograms,
} from './storage.mjs';
import type { VitalsBeacon } from './protocol';
import { indiaDayStart } from '@/lib/shared/india-time.mjs';

export interface VitalsStore {
  readonly kind: 'redis' | 'files';
  /** Adds the beacon's figures to the histograms of the day `now` falls on. */
  record(beacon: VitalsBeacon, now: number): Promise<void>;
  /** The histograms of these days (YYYY-MM-DD), in that order; a day with none is empty. */
  read(days: readonly string[]): Promise<DayHistograms[]>;
  /** Writes what waits in memory now (the file store; nothing to do for Redis). */
  flush(): Promise<void>;
}

/** The histogram cells a beacon adds one to: [series, bucket]. */
export function cellsOf(beacon: VitalsBeacon): [string, string][] {
  const cells: [string, string][] = [[CONNECTION_SERIES, beacon.connection]];
  for (const [name, value] of Object.entries(beacon.metrics)) {
    const definition = metricNamed(name);
    if (definition) cells.push([name, String(bucketIndex(definition, value))]);
  }
  return cells;
}

/** The first day (YYYY-MM-DD) still kept on the day `now` falls on. */
function oldestKeptDay(now: number): string {
  return dayOf(now - RETENTION_DAYS * 86_400_000);
}

export const FLUSH_DELAY_MS = 1000;

/** Runs `callback` once after `ms`; the answer cancels it. */
export type Timer = (callback: () => void, ms: number) => () => void;

const realTimer: Timer = (callback, ms) => {
  const handle = setTimeout(callback, ms).unref();
  return () => clearTimeout(handle);
};

/**
 * The file store of the embedded default; `now` is the clock of retention and `timer` the one of the delayed
 * write (tests pass their own).
 */
export function fileVitalsStore(
  dir: string,
  {
    now = Date.now,
    flushDelayMs = FLUSH_DELAY_MS,
    timer: startTimer = realTimer,
  }: { now?: () => number; flushDelayMs?: number; timer?: Timer } = {},
): VitalsStore {
  const loaded = new Map<string, Promise<DayHistograms>>();
  const dirty = new Set<string>();
  let cancelTimer: (() => void) | null = null;
  let writing: Promise<void> = Promise.resolve();

  async function writeDay(day: string, histograms: DayHistograms): Promise<void> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const temporary = path.join(dir, `.${randomUUID()}.tmp`);
    await writeFile(temporary, JSON.stringify(histograms), { mode: 0o600 });
    await rename(temporary, path.join(dir, dayFileName(day)));
  }

  async function dropOldDays(): Promise<void> {
    const oldest = oldestKeptDay(now());
    for (const day of loaded.keys()) {
      if (day < oldest && !dirty.has(day)) loaded.delete(day);
    }
    const names = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => (DAY_FILE.exec(name)?.[1] ?? '9999') < oldest)
        .map((name) => rm(path.join(dir, name), { force: true })),
    );
  }

  function writeDirty(): Promise<void> {
    writing = writing.then(async () => {
      cancelTimer = null;
      const days = [...dirty];
      dirty.clear();
      for (const day of days) {
        const histograms = await loaded.get(day);
        if (!histograms) continue;
        try {
          await writeDay(day, histograms);
        } catch (error) {
          dirty.add(day);
          console.error(
            `Vitals of ${day} could not be written to ${dir}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      await dropOldDays();
      // Only today's (and a day just ended) stay in memory: a past day is read from its file when asked.
      const today = dayOf(now());
      const yesterday = dayOf(now() - 86_400_000);
      for (const day of loaded.keys()) {
        if (day !== today && day !== yesterday && !dirty.has(day)) loaded.delete(day);
      }
    });
    return writing;
  }

  function load(day: string): Promise<DayHistograms> {
    let histograms = loaded.get(day);
    if (!histograms) {
      histograms = readDayFile(dir, day);
      loaded.set(day, histograms);
    }
    return histograms;
  }

  return {
    kind: 'files',
    async record(beacon, at) {
      const day = dayOf(at);
      if (day < oldestKeptDay(now())) return;
      const histograms = await load(day);
      const route = (histograms[beacon.route] ??= {});
      for (const [series, bucket] of cellsOf(beacon)) {
        const buckets = (route[series] ??= {});
        buckets[bucket] = (buckets[bucket] ?? 0) + 1;
      }
      dirty.add(day);
      cancelTimer ??= startTimer(() => void writeDirty(), flushDelayMs);
    },
    async read(days) {
      await writing;
      return Promise.all(
        days.map((day) => (dirty.has(day) || loaded.has(day) ? load(day) : readDayFile(dir, day))),
      );
    },
    async flush() {
      cancelTimer?.();
      await writeDirty();
    },
  };
}

/** The seconds since the epoch when a day's hash is deleted: RETENTION_DAYS after the day ends. */
export function expiryOf(day: string): number {
  return Math.floor((indiaDayStart(day)?.getTime() ?? Number.NaN) / 1000) + (RETENTION_DAYS + 1) * 86_400;
}

/** The stack's store: the shared Redis (REDIS_URL). */
export function redisVitalsStore(): VitalsStore {
  async function redis() {
    const client = await sharedRedis();
    if (!client) throw new Error('REDIS_URL is not set');
    return client;
  }
  return {
    kind: 'redis',
    async record(beacon, at) {
      const day = dayOf(at);
      const key = redisKeyOf(day);
      const transaction = (await redis()).multi();
      for (const [series, bucket] of cellsOf(beacon)) {
        transaction.hIncrBy(key, redisField(beacon.route, series, bucket), 1);
      }
      transaction.expireAt(key, expiryOf(day));
      await transaction.exec();
    },
    async read(days) {
      return readDays({ redis: await redis() }, days);
    },
    async flush() {},
  };
}

let store: VitalsStore | undefined;

/** This process's vitals store: the shared Redis in the stack, files in VITALS_DIR otherwise. */
export function vitalsStore(): VitalsStore {
  const env = environment();
  store ??= env.redisUrl ? redisVitalsStore() : fileVitalsStore(path.resolve(env.vitalsDir));
  return store;
}
