/**
 * The site's own store of leads: the outbox that holds a lead until the CMS takes it, and, with no CMS
 * configured, the place every lead is kept (`npm run leads` lists them).
 *
 * - In the production stack (LEADS_REDIS_URL): a Redis of its own that never evicts and writes each change
 *   to its append-only file before it answers, shared by every instance, so any of them delivers what
 *   another received. (The cache's Redis evicts what is least used when full: no place for a lead.)
 * - Otherwise: files in LEADS_DIR, one JSON file a lead, each written to a temporary name, flushed to disk
 *   and renamed, so a crash never leaves half a lead.
 *
 * The e-mail status the browser reports later is kept beside a lead, not in it, so reporting it never
 * rewrites a lead that a delivery may be reading.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { environment } from '@/lib/env/server.mjs';
import { leadsRedis } from '@/lib/redis';
import { isEmailStatus, type EmailStatus, type LeadEntry } from './entry';

export interface LeadStore {
  /** Where it keeps leads, for messages. */
  readonly kind: 'redis' | 'files';
  /** Resolves once the lead is durable; rejects when it could not be kept. */
  put(entry: LeadEntry): Promise<void>;
  get(submissionId: string): Promise<LeadEntry | null>;
  /** The e-mail status reported for a lead, if one was. */
  emailStatus(submissionId: string): Promise<EmailStatus | null>;
  /** Records a reported e-mail status; false when no such lead is held. */
  setEmailStatus(submissionId: string, status: EmailStatus): Promise<boolean>;
  remove(submissionId: string): Promise<void>;
  /** Leads whose next delivery attempt is due by `now` (Infinity: all), oldest first, at most `limit`. */
  due(now: number, limit: number): Promise<string[]>;
  /**
   * Makes this process the only one delivering the lead for `ms` (instances share the Redis store); false
   * when another holds it.
   */
  claim(submissionId: string, ms: number): Promise<boolean>;
  release(submissionId: string): Promise<void>;
  /** Every lead held, oldest first. */
  list(): Promise<LeadEntry[]>;
  size(): Promise<number>;
}

const ENTRY_FILE = /^([0-9a-f-]{36})\.json$/;

/** Leads as files in `dir`: readable by this user only. */
export function fileLeadStore(dir: string): LeadStore {
  const entryPath = (id: string) => path.join(dir, `${id}.json`);
  const statusPath = (id: string) => path.join(dir, `${id}.email`);
  const ready = () => mkdir(dir, { recursive: true, mode: 0o700 });

  async function writeDurably(file: string, content: string): Promise<void> {
    await ready();
    const temporary = path.join(dir, `.${randomUUID()}.tmp`);
    const handle = await open(temporary, 'w', 0o600);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
    // The rename itself reaches the disk once the folder is flushed.
    const folder = await open(dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  }

  async function readEntry(id: string): Promise<LeadEntry | null> {
    try {
      return JSON.parse(await readFile(entryPath(id), 'utf8')) as LeadEntry;
    } catch {
      return null;
    }
  }

  async function ids(): Promise<string[]> {
    try {
      return (await readdir(dir)).flatMap((name) => ENTRY_FILE.exec(name)?.[1] ?? []);
    } catch {
      return [];
    }
  }

  async function list(): Promise<LeadEntry[]> {
    const entries = (await Promise.all((await ids()).map(readEntry))).filter(
      (entry): entry is LeadEntry => entry !== null,
    );
    return entries.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  }

  // One process uses a folder; its deliveries take turns through this set.
  const claimed = new Set<string>();

  return {
    kind: 'files',
    put: (entry) => writeDurably(entryPath(entry.submissionId), JSON.stringify(entry)),
    get: readEntry,
    async emailStatus(id) {
      const status = await readFile(statusPath(id), 'utf8').catch(() => null);
      return isEmailStatus(status) ? status : null;
    },
    async setEmailStatus(id, status) {
      if (!(await readEntry(id))) return false;
      await writeDurably(statusPath(id), status);
      // Delivered (and removed) meanwhile: the status goes to the CMS's lead instead.
      if (await readEntry(id)) return true;
      await rm(statusPath(id), { force: true });
      return false;
    },
    async remove(id) {
      await rm(entryPath(id), { force: true });
      await rm(statusPath(id), { force: true });
    },
    async due(now, limit) {
      return (await list())
        .filter((entry) => entry.nextAttemptAt <= now)
        .slice(0, limit)
        .map((entry) => entry.submissionId);
    },
    async claim(id) {
      if (claimed.has(id)) return false;
      claimed.add(id);
      return true;
    },
    async release(id) {
      claimed.delete(id);
    },
    list,
    size: async () => (await ids()).length,
  };
}

const REDIS_PREFIX = 'site:leads:';
const QUEUE = `${REDIS_PREFIX}queue`;

/** Leads in the shared Redis: a sorted set of ids by next attempt, and a key per lead. */
export function redisLeadStore(): LeadStore {
  const entryKey = (id: string) => `${REDIS_PREFIX}lead:${id}`;
  const statusKey = (id: string) => `${REDIS_PREFIX}email:${id}`;
  const claimKey = (id: string) => `${REDIS_PREFIX}claim:${id}`;
  async function redis() {
    const client = await leadsRedis();
    if (!client) throw new Error('LEADS_REDIS_URL is not set');
    return client;
  }
  async function get(id: string): Promise<LeadEntry | null> {
    const value = await (await redis()).get(entryKey(id));
    return value ? (JSON.parse(value) as LeadEntry) : null;
  }
  return {
    kind: 'redis',
    async put(entry) {
      await (
        await redis()
      )
        .multi()
        .set(entryKey(entry.submissionId), JSON.stringify(entry))
        .zAdd(QUEUE, { score: entry.nextAttemptAt, value: entry.submissionId })
        .exec();
    },
    get,
    async emailStatus(id) {
      const status = await (await redis()).get(statusKey(id));
      return isEmailStatus(status) ? status : null;
    },
    async setEmailStatus(id, status) {
      const client = await redis();
      if (!(await client.exists(entryKey(id)))) return false;
      await client.set(statusKey(id), status);
      // Delivered (and removed) meanwhile: the status goes to the CMS's lead instead.
      if (await client.exists(entryKey(id))) return true;
      await client.del(statusKey(id));
      return false;
    },
    async remove(id) {
      await (
        await redis()
      )
        .multi()
        .del([entryKey(id), statusKey(id)])
        .zRem(QUEUE, id)
        .exec();
    },
    async due(now, limit) {
      const until = Number.isFinite(now) ? now : '+inf';
      return (await redis()).zRangeByScore(QUEUE, 0, until, { LIMIT: { offset: 0, count: limit } });
    },
    async claim(id, ms) {
      return (await (await redis()).set(claimKey(id), '1', { NX: true, PX: ms })) === 'OK';
    },
    async release(id) {
      await (await redis()).del(claimKey(id));
    },
    async list() {
      const ids = await (await redis()).zRange(QUEUE, 0, -1);
      const entries = (await Promise.all(ids.map(get))).filter((entry): entry is LeadEntry => entry !== null);
      return entries.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
    },
    size: async () => (await redis()).zCard(QUEUE),
  };
}

/** How long an erasure waits for a delivery that holds one of the person's leads. */
const PURGE_TRIES = 40;
const PURGE_PAUSE_MS = 250;

/**
 * Deletes the held leads `matches` picks (an erasure: the person's leads waiting for the CMS), each under its
 * delivery claim, so that no delivery under way puts it back or sends it after; resolves to how many.
 * Rejects when a delivery keeps holding one of them (the erasure is then tried again later).
 */
export async function purgeHeldLeads(
  store: LeadStore,
  matches: (entry: LeadEntry) => boolean,
  { pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) } = {},
): Promise<number> {
  let purged = 0;
  for (const entry of (await store.list()).filter(matches)) {
    let claimed = false;
    for (let attempt = 0; attempt < PURGE_TRIES && !claimed; attempt++) {
      claimed = await store.claim(entry.submissionId, 60_000);
      if (!claimed) await pause(PURGE_PAUSE_MS);
    }
    if (!claimed) throw new Error(`lead ${entry.submissionId} is being delivered`);
    try {
      await store.remove(entry.submissionId);
      purged += 1;
    } finally {
      await store.release(entry.submissionId);
    }
  }
  return purged;
}

let store: LeadStore | undefined;

/** This process's lead store: the durable Redis in the stack (LEADS_REDIS_URL), files otherwise. */
export function leadStore(): LeadStore {
  const env = environment();
  store ??= env.leadsRedisUrl ? redisLeadStore() : fileLeadStore(path.resolve(env.leadsDir));
  return store;
}
