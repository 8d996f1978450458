/** @jest-environment node */
/**
 * The production stack's store, against a real redis-server (Debian's, as the stack runs it), and
 * `npm run vitals` reading it and the embedded default's files.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { sharedRedis } from '@/lib/redis';
import { expiryOf, fileVitalsStore, redisVitalsStore } from './store';

const NOW = Date.parse('2026-11-27T06:30:00Z');
const DAY = 86_400_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const script = path.join(process.cwd(), 'scripts', 'vitals.mjs');
const runReport = (env: Record<string, string>, ...args: string[]) =>
  execFileSync(process.execPath, [script, ...args], {
    env: { ...process.env, REDIS_URL: '', VITALS_DIR: '', ...env },
    encoding: 'utf8',
  });

describe('the Redis store (production stack)', () => {
  let redis: ChildProcess;
  let url: string;
  let client: ReturnType<typeof createClient>;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    url = `redis://127.0.0.1:${port}`;
    // lib/redis.ts reads REDIS_URL when it first connects.
    process.env.REDIS_URL = url;
    const accepts = () =>
      new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => resolve(socket.end() !== null));
        socket.once('error', () => resolve(false));
      });
    for (let attempt = 0; !(await accepts()); attempt++) {
      if (attempt > 100) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    client = createClient({ url, socket: { reconnectStrategy: false } });
    await client.connect();
  });

  afterAll(async () => {
    await client.quit().catch(() => {});
    await (await sharedRedis())?.quit().catch(() => {});
    redis.kill();
  });

  it('adds one to a field per bucket in the day’s hash, which expires 35 days after the day', async () => {
    const store = redisVitalsStore();
    await store.record({ route: '/', connection: '4g', metrics: { LCP: 2450, CLS: 0.02 } }, NOW);
    await store.record({ route: '/', connection: '3g', metrics: { LCP: 2950 } }, NOW);
    await store.record({ route: '/aboutus', connection: '4g', metrics: { INP: 180 } }, NOW - 10 * DAY);

    expect(await client.hGetAll('site:vitals:2026-11-27')).toEqual({
      '/ connection 4g': '1',
      '/ connection 3g': '1',
      '/ LCP 26': '1',
      '/ LCP 31': '1',
      '/ CLS 2': '1',
    });
    const expiry = await client.expireTime('site:vitals:2026-11-27');
    expect(expiry).toBe(expiryOf('2026-11-27'));
    expect(new Date(expiry * 1000).toISOString()).toBe('2027-01-01T18:30:00.000Z');

    const [today, earlier] = await store.read(['2026-11-27', '2026-11-17']);
    expect(today!['/']!.LCP).toEqual({ '26': 1, '31': 1 });
    expect(earlier).toEqual({ '/aboutus': { connection: { '4g': 1 }, INP: { '10': 1 } } });
  });

  it('npm run vitals reads it: p75 per route beside the thresholds, over the last 28 days', async () => {
    const store = redisVitalsStore();
    // Far outside the window: not counted.
    await store.record({ route: '/', connection: '4g', metrics: { LCP: 60_000 } }, NOW - 40 * DAY);
    const text = runReport({ REDIS_URL: url }, '--to', '2026-11-27');
    expect(text).toContain('p75 of the last 28 days, 2026-10-31 to 2026-11-27 (India time)');
    expect(text).toContain('Read from Redis (REDIS_URL)');
    expect(text).toContain('LCP 2.50 s, INP 200 ms, CLS 0.10, FCP 1.80 s, TTFB 800 ms');
    // Two LCPs, 2.4–2.5 s and 2.9–3.0 s: the p75 is the second's bucket, so it needs improvement.
    expect(text).toMatch(/^\/\s+2\s+3\.00 s NI\s+-\s+0\.03 good\s+-\s+-\s+(4g 50% 3g 50%|3g 50% 4g 50%)$/m);
    expect(text).toMatch(/^\/aboutus\s+1\s+-\s+200 ms good/m);
    const json = runReport({ REDIS_URL: url }, '--json', '--to', '2026-11-27')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { route: string; metrics: Record<string, { p75: number } | null> });
    expect(json.map((row) => row.route)).toEqual(['/', '/aboutus']);
    expect(json[0]!.metrics.LCP!.p75).toBe(3000);
  });
});

describe('npm run vitals on the embedded default’s files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitals-report-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads VITALS_DIR, and says so when there is nothing yet', async () => {
    expect(runReport({ VITALS_DIR: dir })).toContain('No figures yet');
    const store = fileVitalsStore(dir, { now: () => NOW, flushDelayMs: 60_000 });
    for (const lcp of [900, 1000, 1100, 5000]) {
      await store.record(
        {
          route: '/blog/[id]/[title]',
          connection: 'unknown',
          metrics: { LCP: lcp, 'LCP.elementRenderDelay': lcp / 2 },
        },
        NOW,
      );
    }
    await store.flush();
    const text = runReport({ VITALS_DIR: dir }, '--to', '2026-11-28');
    expect(text).toContain(`Read from ${dir}.`);
    expect(text).toMatch(/^\/blog\/\[id\]\/\[title\]\s+4\s+1\.20 s good\s/m);
    expect(text).toMatch(/render delay/);
    expect(runReport({ VITALS_DIR: dir }, '--to', '2027-01-30')).toContain('No figures yet');
  });
});
