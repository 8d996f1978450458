/** @jest-environment node */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REDIS_PORT = 20_000 + (process.pid % 20_000);
const saved = { ...process.env };
process.env.LEADS_REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;

import type { LeadEntry } from './entry';
import { fileLeadStore, redisLeadStore, type LeadStore } from './store';

const dir = mkdtempSync(path.join(tmpdir(), 'lead-store-'));
let redis: ChildProcess | null = null;

beforeAll(async () => {
  // A real Redis (Debian's redis-server, which the stack uses too), on a port of its own, kept in memory.
  redis = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 50; i++) {
    if (
      spawnSync('redis-cli', ['-p', String(REDIS_PORT), 'ping'], { encoding: 'utf8' }).stdout.trim() ===
      'PONG'
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('redis-server did not start (apt-get install redis-server)');
});

afterAll(async () => {
  const { leadsRedis } = await import('@/lib/redis');
  await (await leadsRedis())?.quit().catch(() => {});
  redis?.kill('SIGTERM');
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

const lead = (submissionId: string, receivedAt = '2026-11-27T05:00:00.000Z'): LeadEntry => ({
  submissionId,
  form: 'enquiry',
  values: { name: 'Asha' },
  page: '/',
  receivedAt,
  attempts: 0,
  nextAttemptAt: 0,
});

let clock = 1_800_000_000_000;
const now = () => clock;

/** Two processes sharing one folder are two stores on it. */
const stores: [string, () => [LeadStore, LeadStore]][] = [
  ['files', () => [fileLeadStore(dir, now), fileLeadStore(dir, now)]],
  ['redis', () => [redisLeadStore(), redisLeadStore()]],
];

describe.each(stores)('the %s store', (kind, make) => {
  it('lets one process at a time claim a lead, and only the owner release it', async () => {
    const [one, two] = make();
    const id = crypto.randomUUID();
    const token = await one.claim(id, 30_000);
    expect(token).toEqual(expect.any(String));
    expect(await two.claim(id, 30_000)).toBeNull();
    // Another process's release (with its own token) leaves the claim standing.
    await two.release(id, 'not-the-owner');
    expect(await two.claim(id, 30_000)).toBeNull();
    await one.release(id, token!);
    const second = await two.claim(id, 30_000);
    expect(second).toEqual(expect.any(String));
    await two.release(id, second!);
  });

  it('frees a claim whose owner died once it expires, to one taker only; the late owner then releases nothing', async () => {
    const [one, two] = make();
    const id = crypto.randomUUID();
    const first = await one.claim(id, kind === 'redis' ? 50 : 1000);
    clock += 2000;
    if (kind === 'redis') await new Promise((resolve) => setTimeout(resolve, 100));
    const takers = await Promise.all([two.claim(id, 30_000), one.claim(id, 30_000)]);
    expect(takers.filter((token) => token !== null)).toHaveLength(1);
    await one.release(id, first!);
    expect(await two.claim(id, 30_000)).toBeNull();
  });

  it('removes a delivered lead only when no newer version came meanwhile', async () => {
    const [store] = make();
    const id = crypto.randomUUID();
    await store.put(lead(id));
    await store.put(lead(id, '2026-11-27T05:01:00.000Z'));
    expect(await store.removeDelivered(id, { receivedAt: '2026-11-27T05:00:00.000Z' })).toBe('changed');
    expect(await store.get(id)).toMatchObject({ receivedAt: '2026-11-27T05:01:00.000Z' });
    expect(await store.removeDelivered(id, { receivedAt: '2026-11-27T05:01:00.000Z' })).toBe('removed');
    expect(await store.get(id)).toBeNull();
  });

  it('keeps a dead letter in its list but not among the due', async () => {
    const [store] = make();
    const id = crypto.randomUUID();
    await store.put({ ...lead(id), deadLetter: { reason: 'cms-400', at: '2026-11-27T05:02:00.000Z' } });
    expect(await store.due(Number.POSITIVE_INFINITY, 100)).not.toContain(id);
    expect((await store.list()).map((entry) => entry.submissionId)).toContain(id);
    await store.remove(id);
    expect((await store.list()).map((entry) => entry.submissionId)).not.toContain(id);
  });
});

it('the file store leaves nothing of a removed lead behind', () => {
  expect(readdirSync(dir).filter((name) => !name.endsWith('.claim'))).toEqual([]);
});
