/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { METRICS } from './metrics.mjs';
import { KNOWN_ROUTES } from './routes';
import { fileVitalsStore } from './store';
import type { VitalsBeacon } from './protocol';

const DAY = 86_400_000;
const NOON_27 = Date.parse('2026-11-27T06:30:00Z'); // noon in Pune

const beacon = (metrics: Record<string, number>, route = '/', connection = '4g'): VitalsBeacon => ({
  route,
  connection,
  metrics,
});

describe('the file store (embedded default)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'vitals-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps only counts per bucket, per day, route and metric, in one file a day', async () => {
    let now = NOON_27;
    const store = fileVitalsStore(dir, { now: () => now, flushDelayMs: 60_000 });
    await store.record(beacon({ LCP: 1834, 'LCP.elementRenderDelay': 1500, CLS: 0 }), now);
    await store.record(beacon({ LCP: 1850, CLS: 0.01 }, '/', '3g'), now);
    await store.record(beacon({ INP: 48 }, '/blog/[id]/[title]', 'unknown'), now);
    await store.flush();

    expect(readdirSync(dir)).toEqual(['2026-11-27.json']);
    const day = JSON.parse(readFileSync(path.join(dir, '2026-11-27.json'), 'utf8'));
    expect(day).toEqual({
      '/': {
        connection: { '4g': 1, '3g': 1 },
        LCP: { '20': 2 },
        'LCP.elementRenderDelay': { '17': 1 },
        CLS: { '0': 1, '2': 1 },
      },
      '/blog/[id]/[title]': { connection: { unknown: 1 }, INP: { '4': 1 } },
    });
    // Nothing of a beacon but its buckets: no time, no value, no order.
    expect(JSON.stringify(day)).not.toMatch(/1834|1850|2026/);

    // A beacon after midnight in India goes to the next day's file; each day reads back.
    now = NOON_27 + DAY / 2;
    await store.record(beacon({ TTFB: 90 }), now);
    await store.flush();
    expect(readdirSync(dir).sort()).toEqual(['2026-11-27.json', '2026-11-28.json']);
    const [first, second] = await store.read(['2026-11-27', '2026-11-28']);
    expect(first!['/']!.LCP).toEqual({ '20': 2 });
    expect(second).toEqual({ '/': { connection: { '4g': 1 }, TTFB: { '2': 1 } } });
  });

  it('adds to what an earlier process wrote, and writes by itself after its delay', async () => {
    writeFileSync(path.join(dir, '2026-11-27.json'), JSON.stringify({ '/': { CLS: { '0': 5 } } }));
    const timers: { run: () => void; ms: number }[] = [];
    const timer = (run: () => void, ms: number) => {
      timers.push({ run, ms });
      return () => {};
    };
    const store = fileVitalsStore(dir, { now: () => NOON_27, flushDelayMs: 10, timer });
    await store.record(beacon({ CLS: 0 }), NOON_27);
    await store.record(beacon({ CLS: 0 }), NOON_27);
    // One write is due, after the delay; nothing is written before it.
    expect(timers.map(({ ms }) => ms)).toEqual([10]);
    expect(JSON.parse(readFileSync(path.join(dir, '2026-11-27.json'), 'utf8'))['/'].CLS).toEqual({ '0': 5 });
    timers[0]!.run();
    // Reading waits for the write under way.
    await store.read([]);
    const day = JSON.parse(readFileSync(path.join(dir, '2026-11-27.json'), 'utf8'));
    expect(day['/'].CLS).toEqual({ '0': 7 });
  });

  it('deletes days older than 35 and never writes one', async () => {
    for (const day of ['2026-10-22', '2026-10-23', '2026-10-24']) {
      writeFileSync(path.join(dir, `${day}.json`), '{}');
    }
    const store = fileVitalsStore(dir, { now: () => NOON_27, flushDelayMs: 60_000 });
    await store.record(beacon({ CLS: 0 }), NOON_27 - 40 * DAY);
    await store.record(beacon({ CLS: 0 }), NOON_27);
    await store.flush();
    // 35 days before the 27th is the 23rd: kept; the 22nd is not.
    expect(readdirSync(dir).sort()).toEqual(['2026-10-23.json', '2026-10-24.json', '2026-11-27.json']);
  });

  it('grows no further, whatever arrives, once every bucket of every known route has a count', async () => {
    const store = fileVitalsStore(dir, { now: () => NOON_27, flushDelayMs: 60_000 });
    const everything = async () => {
      for (const route of KNOWN_ROUTES) {
        for (const metric of METRICS) {
          for (const edge of metric.edges) {
            const metrics: Record<string, number> = { [metric.name]: edge };
            if (metric.parent) metrics[metric.parent] = 0;
            await store.record(beacon(metrics, route), NOON_27);
          }
        }
      }
      await store.flush();
      const file = path.join(dir, '2026-11-27.json');
      const day = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, object>>;
      const cells = Object.values(day).flatMap((series) => Object.values(series).flatMap(Object.keys)).length;
      return { cells, bytes: statSync(file).size };
    };
    const full = await everything();
    // About 100 KB a day when every bucket of every route is used: 3.5 MB for the 35 days kept.
    expect(full.bytes).toBeLessThan(150_000);
    // Later rounds only raise counts: no cell is added, the file grows by digits.
    for (let round = 0; round < 2; round++) {
      const again = await everything();
      expect(again.cells).toBe(full.cells);
      expect(again.bytes).toBeLessThan(full.bytes * 1.1);
    }
    expect(readdirSync(dir)).toEqual(['2026-11-27.json']);
  });
});
