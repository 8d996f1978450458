/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_BEACON_BYTES } from './protocol';
import { receiveVitals } from './receive';
import { fileVitalsStore } from './store';

const NOW = Date.parse('2026-11-27T06:30:00Z');

function post(body: string, type = 'application/json', headers: Record<string, string> = {}) {
  return new Request('http://site.test/api/vitals', {
    method: 'POST',
    headers: { 'content-type': type, ...headers },
    body,
  });
}

const beacon = JSON.stringify({ route: '/mernstack', connection: '4g', metrics: { LCP: 1900, CLS: 0.02 } });

describe('POST /api/vitals', () => {
  let dir: string;
  let ruleNumber = 0;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'vitals-receive-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const options = (points = 100) => ({
    store: fileVitalsStore(dir, { now: () => NOW, flushDelayMs: 60_000 }),
    rule: { name: `vitals-test-${++ruleNumber}`, points, durationSeconds: 60, burst: points },
    now: () => NOW,
  });

  it('keeps a well-formed beacon in the day’s histograms', async () => {
    const opts = options();
    expect(await receiveVitals(post(beacon), opts)).toEqual({ status: 204 });
    // sendBeacon may add a charset.
    expect((await receiveVitals(post(beacon, 'application/json;charset=UTF-8'), opts)).status).toBe(204);
    const [day] = await opts.store.read(['2026-11-27']);
    expect(day!['/mernstack']).toEqual({ connection: { '4g': 2 }, LCP: { '21': 2 }, CLS: { '2': 2 } });
  });

  it('refuses what is not JSON, too large or not a beacon of this site, and keeps nothing of it', async () => {
    const opts = options();
    expect((await receiveVitals(post(beacon, 'text/plain'), opts)).status).toBe(415);
    expect((await receiveVitals(post(beacon, 'application/x-www-form-urlencoded'), opts)).status).toBe(415);
    const padded = beacon.replace('{"route"', `{"pad":"${'x'.repeat(MAX_BEACON_BYTES)}","route"`);
    expect((await receiveVitals(post(padded), opts)).status).toBe(413);
    // A declared length over the cap is refused before anything is read.
    const declared = post(beacon, 'application/json', { 'content-length': String(10 * MAX_BEACON_BYTES) });
    expect((await receiveVitals(declared, opts)).status).toBe(413);
    expect((await receiveVitals(post('{"route":'), opts)).status).toBe(400);
    expect((await receiveVitals(post(beacon.replace('/mernstack', '/made-up')), opts)).status).toBe(400);
    await opts.store.flush();
    expect(await opts.store.read(['2026-11-27'])).toEqual([{}]);
  });

  it('refuses well-formed beacons past the site-wide ceiling; refused bogus ones do not count towards it', async () => {
    const opts = options(3);
    for (let i = 0; i < 10; i++) {
      expect((await receiveVitals(post(beacon.replace('/mernstack', `/made-up-${i}`)), opts)).status).toBe(
        400,
      );
    }
    for (let i = 0; i < 3; i++) expect((await receiveVitals(post(beacon), opts)).status).toBe(204);
    const refused = await receiveVitals(post(beacon), opts);
    expect(refused.status).toBe(429);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    const [day] = await opts.store.read(['2026-11-27']);
    expect(day!['/mernstack']!.connection).toEqual({ '4g': 3 });
  });

  it('lets no burst through the site-wide ceiling: a token bucket, whatever the window', async () => {
    // 3,000 well-formed beacons in 20 s of the clock, under the site's own rule (1,200 a minute).
    let clock = NOW + 7 * 86_400_000;
    const opts = {
      store: fileVitalsStore(dir, { now: () => clock, flushDelayMs: 60_000 }),
      now: () => clock,
    };
    let kept = 0;
    for (let i = 0; i < 3000; i++) {
      clock = NOW + 7 * 86_400_000 + Math.floor((i * 20_000) / 3000);
      if ((await receiveVitals(post(beacon), opts)).status === 204) kept++;
    }
    // Its burst (200) and its rate over 20 s (400); a fixed window took 1,200 at once, and 2,400 across its edge.
    expect(kept).toBeLessThanOrEqual(600);
    expect(kept).toBeGreaterThanOrEqual(590);
  });

  it('answers 503 when the store fails, naming the store and nothing of the beacon', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const opts = {
      ...options(),
      store: {
        kind: 'redis' as const,
        record: () => Promise.reject(new Error('connection lost')),
        read: async () => [],
        flush: async () => {},
      },
    };
    expect((await receiveVitals(post(beacon), opts)).status).toBe(503);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).not.toMatch(/mernstack|1900/);
    errors.mockRestore();
  });
});
