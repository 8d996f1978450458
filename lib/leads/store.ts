/**
 * The site's own store of leads: the outbox that holds a lead until the CMS takes it, the dead letters the
 * CMS kept refusing, and, with no CMS configured, the place every lead is kept (`npm run leads` lists them).
 *
 * - In the production stack (LEADS_REDIS_URL): a Redis of its own that never evicts and writes each change
 *   to its append-only file before it answers, shared by every instance, so any of them delivers what
 *   another received. (The cache's Redis evicts what is least used when full: no place for a lead.)
 * - Otherwise: files in LEADS_DIR, one JSON file a lead, each written to a temporary name, flushed to disk
 *   and renamed, so a crash never leaves half a lead. Several processes may share the folder: every step
 *   that must not interleave with another process's is one rename or one exclusive create.
 *
 * A delivered lead is removed only if no newer version arrived while it was on its way (`removeDelivered`);
 * otherwise it is delivered again.
 *
 * Claims keep two deliveries of one lead apart, for economy only: the CMS stores a lead and its CV once
 * whatever arrives twice. A claim carries its owner's token and expires; only its owner releases it.
 */
import { randomUUID } from 'node:crypto';
import { link, mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { environment } from '@/lib/env/server.mjs';
import { leadsRedis } from '@/lib/redis';
import { CHANNEL_SUBMISSION_ID, type LeadEntry } from './entry';
import { STORED_SUBMISSION_ID } from './submission-id.mjs';

/** What a delivery read, to tell whether the lead changed while it was on its way. */
export interface Delivered {
  receivedAt: string;
}

export interface LeadStore {
  /** Where it keeps leads, for messages. */
  readonly kind: 'redis' | 'files';
  /** Resolves once the lead is durable; rejects when it could not be kept. A dead letter is not due again. */
  put(entry: LeadEntry): Promise<void>;
  get(submissionId: string): Promise<LeadEntry | null>;
  /**
   * Removes a lead the CMS now has, unless a newer version was stored since the delivery read it: then
   * 'changed', and the lead stays to be delivered again.
   */
  removeDelivered(submissionId: string, delivered: Delivered): Promise<'removed' | 'changed'>;
  /** Removes a lead whatever its state (the retention rule). */
  remove(submissionId: string): Promise<void>;
  /** Leads whose next delivery attempt is due by `now` (Infinity: all), oldest first, at most `limit`. */
  due(now: number, limit: number): Promise<string[]>;
  /** Makes the caller the only one delivering the lead for `ms`: its owner token, or null when another holds it. */
  claim(submissionId: string, ms: number): Promise<string | null>;
  /** Ends the claim if `token` still owns it. */
  release(submissionId: string, token: string): Promise<void>;
  /** Every lead held, dead letters included, oldest first. */
  list(): Promise<LeadEntry[]>;
  /** Leads waiting for the CMS (not the dead letters). */
  size(): Promise<number>;
}

/**
 * A lead's file: a browser's lead by the hash it is kept under (a UUID for one kept before that), or a
 * channel's (`meta:…`).
 */
const ENTRY_FILE = new RegExp(
  `^([0-9a-f-]{36}|${STORED_SUBMISSION_ID.source.slice(1, -1)}|${CHANNEL_SUBMISSION_ID.source.slice(1, -1)})\\.json$`,
);
/** Leftovers of a step a crash interrupted (a temporary file, a removed lead not yet deleted). */
const LEFTOVER_FILE = /^\..+\.(tmp|removed|stale)$/;
const LEFTOVER_AGE_MS = 60_000;

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Leads as files in `dir`: readable by this user only. */
export function fileLeadStore(dir: string, now: () => number = Date.now): LeadStore {
  const entryPath = (id: string) => path.join(dir, `${id}.json`);
  const claimPath = (id: string) => path.join(dir, `${id}.claim`);
  const aside = (id: string, kind: string) => path.join(dir, `.${id}.${randomUUID()}.${kind}`);
  const ready = () => mkdir(dir, { recursive: true, mode: 0o700 });

  async function syncFolder(): Promise<void> {
    const folder = await open(dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  }

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
    await syncFolder();
  }

  const readEntry = (id: string) => readJson<LeadEntry>(entryPath(id));

  async function names(): Promise<string[]> {
    try {
      return await readdir(dir);
    } catch {
      return [];
    }
  }

  async function list(): Promise<LeadEntry[]> {
    const ids = (await names()).flatMap((name) => ENTRY_FILE.exec(name)?.[1] ?? []);
    const entries = (await Promise.all(ids.map(readEntry))).filter(
      (entry): entry is LeadEntry => entry !== null,
    );
    return entries.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  }

  /** Deletes what an interrupted step left behind (a removed lead is one the CMS already has). */
  async function sweepLeftovers(): Promise<void> {
    for (const name of await names()) {
      if (!LEFTOVER_FILE.test(name)) continue;
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (info && now() - info.mtimeMs > LEFTOVER_AGE_MS) await rm(file, { force: true });
    }
  }

  return {
    kind: 'files',
    put: (entry) => writeDurably(entryPath(entry.submissionId), JSON.stringify(entry)),
    get: readEntry,
    async removeDelivered(id, delivered) {
      const current = await readEntry(id);
      if (!current) return 'removed';
      if (current.receivedAt !== delivered.receivedAt) return 'changed';
      // One rename takes it out of everyone's sight; what was moved is then checked at leisure.
      const moved = aside(id, 'removed');
      try {
        await rename(entryPath(id), moved);
      } catch {
        return 'removed';
      }
      const taken = await readJson<LeadEntry>(moved);
      if (taken?.receivedAt !== delivered.receivedAt) {
        // Put back, unless an even newer version was written in its place meanwhile.
        await link(moved, entryPath(id)).catch(() => {});
        await rm(moved, { force: true });
        return 'changed';
      }
      await rm(moved, { force: true });
      await syncFolder();
      return 'removed';
    },
    async remove(id) {
      await rm(entryPath(id), { force: true });
    },
    async due(until, limit) {
      await sweepLeftovers();
      return (await list())
        .filter((entry) => !entry.deadLetter && entry.nextAttemptAt <= until)
        .slice(0, limit)
        .map((entry) => entry.submissionId);
    },
    async claim(id, ms) {
      await ready();
      const token = randomUUID();
      const content = JSON.stringify({ token, until: now() + ms });
      const create = () =>
        writeFile(claimPath(id), content, { flag: 'wx', mode: 0o600 }).then(
          () => token,
          (error: NodeJS.ErrnoException) => {
            if (error.code === 'EEXIST') return null;
            throw error;
          },
        );
      if (await create()) return token;
      const held = await readJson<{ until: number }>(claimPath(id));
      if (held && held.until > now()) return null;
      // Expired (its owner died): of two processes taking it over, one rename succeeds.
      const stale = aside(id, 'stale');
      try {
        await rename(claimPath(id), stale);
      } catch {
        return null;
      }
      const taken = await readJson<{ until: number }>(stale);
      if (taken && taken.until > now()) {
        // Another process took it over first: give its claim back.
        await link(stale, claimPath(id)).catch(() => {});
        await rm(stale, { force: true });
        return null;
      }
      await rm(stale, { force: true });
      return create();
    },
    async release(id, token) {
      const held = await readJson<{ token: string }>(claimPath(id));
      if (held?.token === token) await rm(claimPath(id), { force: true });
    },
    list,
    size: async () => (await list()).filter((entry) => !entry.deadLetter).length,
  };
}

const REDIS_PREFIX = 'site:leads:';
const QUEUE = `${REDIS_PREFIX}queue`;
const DEAD = `${REDIS_PREFIX}dead`;

/** Removes a delivered lead unless its version changed since the delivery read it. */
const REMOVE_IF_UNCHANGED = `
local entry = redis.call('GET', KEYS[1])
if not entry then return 1 end
if cjson.decode(entry).receivedAt ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[2])
return 1`;
/** Deletes a claim only for its owner. */
const RELEASE_IF_OWNER = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/** Leads in the shared Redis: sorted sets of ids (by next attempt; dead letters by when), a key per lead. */
export function redisLeadStore(): LeadStore {
  const entryKey = (id: string) => `${REDIS_PREFIX}lead:${id}`;
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
  const untilArgument = (until: number) => (Number.isFinite(until) ? until : '+inf');
  return {
    kind: 'redis',
    async put(entry) {
      const id = entry.submissionId;
      const transaction = (await redis()).multi().set(entryKey(id), JSON.stringify(entry));
      if (entry.deadLetter) {
        transaction.zRem(QUEUE, id).zAdd(DEAD, { score: Date.parse(entry.deadLetter.at), value: id });
      } else {
        transaction.zAdd(QUEUE, { score: entry.nextAttemptAt, value: id }).zRem(DEAD, id);
      }
      await transaction.exec();
    },
    get,
    async removeDelivered(id, delivered) {
      const removed = await (
        await redis()
      ).eval(REMOVE_IF_UNCHANGED, {
        keys: [entryKey(id), QUEUE],
        arguments: [delivered.receivedAt, id],
      });
      return removed === 1 ? 'removed' : 'changed';
    },
    async remove(id) {
      await (await redis()).multi().del(entryKey(id)).zRem(QUEUE, id).zRem(DEAD, id).exec();
    },
    async due(until, limit) {
      return (await redis()).zRangeByScore(QUEUE, 0, untilArgument(until), {
        LIMIT: { offset: 0, count: limit },
      });
    },
    async claim(id, ms) {
      const token = randomUUID();
      return (await (await redis()).set(claimKey(id), token, { NX: true, PX: ms })) === 'OK' ? token : null;
    },
    async release(id, token) {
      await (await redis()).eval(RELEASE_IF_OWNER, { keys: [claimKey(id)], arguments: [token] });
    },
    async list() {
      const client = await redis();
      const ids = [...(await client.zRange(QUEUE, 0, -1)), ...(await client.zRange(DEAD, 0, -1))];
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
    let token: string | null = null;
    for (let attempt = 0; attempt < PURGE_TRIES && !token; attempt++) {
      token = await store.claim(entry.submissionId, 60_000);
      if (!token) await pause(PURGE_PAUSE_MS);
    }
    if (!token) throw new Error(`lead ${entry.submissionId} is being delivered`);
    try {
      await store.remove(entry.submissionId);
      purged += 1;
    } finally {
      await store.release(entry.submissionId, token);
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
