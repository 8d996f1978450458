/** @jest-environment node */
/**
 * The site-wide ceilings as the production stack counts them: two instances (two copies of the modules,
 * each with its own memory and its own Redis connection) against one real redis-server (Debian's, as the
 * stack runs it). A flood split between them still gets through only the bucket's burst and rate.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { connect, createServer, type AddressInfo } from 'node:net';

type DataRequests = typeof import('./data-requests/receive');
type Vitals = typeof import('./vitals/receive');
type Redis = typeof import('./redis');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A CMS that takes every data request (each would be a verification e-mail) and counts them. */
let created = 0;
const cms = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    created++;
    response.writeHead(201, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ data: { verification: 'email', deadline: '2026-12-27' } }));
  });
});

const saved = { ...process.env };
let redis: ChildProcess;
const instances: { dataRequests: DataRequests; vitals: Vitals; redis: Redis }[] = [];

beforeAll(async () => {
  const port = await freePort();
  redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
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
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    REDIS_URL: `redis://127.0.0.1:${port}`,
    BLOG_API_URL: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`,
    DATA_REQUESTS_API_TOKEN: 'the-data-requests-token',
  });
  for (let i = 0; i < 2; i++) {
    await jest.isolateModulesAsync(async () => {
      instances.push({
        dataRequests: await import('./data-requests/receive'),
        vitals: await import('./vitals/receive'),
        redis: await import('./redis'),
      });
    });
  }
});

afterAll(async () => {
  for (const instance of instances) await (await instance.redis.sharedRedis())?.quit().catch(() => {});
  await new Promise((resolve) => cms.close(resolve));
  redis.kill();
  process.env = saved;
});

let address = 0;
const rotating = (body: unknown, type = 'application/json') =>
  new Request('http://site.test/api/x', {
    method: 'POST',
    headers: {
      'content-type': type,
      'x-forwarded-for': `198.18.${Math.floor(++address / 250)}.${address % 250}`,
    },
    body: JSON.stringify(body),
  });

describe('site-wide ceilings shared by the instances through Redis', () => {
  it('data requests: 110 in 45 s from rotating addresses, split between two instances, send at most 10 e-mails', async () => {
    const start = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 110; i++) {
      const { dataRequests } = instances[i % 2]!;
      const now = start + Math.floor((i * 45_000) / 110);
      const answer = await dataRequests.receiveDataRequest(
        rotating({ kind: 'erasure', contact: 'someone@example.com' }),
        now,
      );
      statuses.push(answer.status);
    }
    const kept = statuses.filter((status) => status === 201).length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(10);
    expect(created).toBe(kept);
    expect(statuses.filter((status) => status === 429)).toHaveLength(110 - kept);
    // Counted in Redis, not in either instance's memory.
    const client = (await instances[0]!.redis.sharedRedis())!;
    expect(await client.exists('site:rate:data-requests-site:bucket:site')).toBe(1);
  });

  it('vitals: 3,000 beacons in 20 s, split between two instances, keep the burst and the rate only', async () => {
    const beacon = { route: '/mernstack', connection: '4g', metrics: { LCP: 1900 } };
    const store = {
      kind: 'redis' as const,
      record: async () => {},
      read: async () => [],
      flush: async () => {},
    };
    const start = Date.now();
    let kept = 0;
    for (let i = 0; i < 3000; i++) {
      const { vitals } = instances[i % 2]!;
      const now = start + Math.floor((i * 20_000) / 3000);
      if ((await vitals.receiveVitals(rotating(beacon), { store, now: () => now })).status === 204) kept++;
    }
    // Burst 200, 1,200 a minute: 600 in 20 s at most (a fixed window in Redis took 1,200 at once).
    expect(kept).toBeGreaterThanOrEqual(590);
    expect(kept).toBeLessThanOrEqual(600);
  });
});
