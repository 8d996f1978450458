/**
 * The blog's last good answers from the CMS: what a page renders when the CMS is down, slow or garbled.
 *
 * With REDIS_URL set (the production stack) they live in Redis, next to the shared ISR cache, so every
 * instance sees them, including one started while the CMS is down. Without it (one `next start`), they
 * live in this process's memory. Either way a failure to reach the store only means "no last good answer":
 * it never fails a render.
 */
import type { RedisClientType } from 'redis';
import type { BlogPost } from './types';

/** Posts remembered one by one (the list is remembered whole); capped so made-up ids cannot grow it. */
const MAX_REMEMBERED_POSTS = 500;
/** Long enough to ride out any CMS outage; short enough that a forgotten store cleans itself up. */
const REDIS_TTL_SECONDS = 30 * 24 * 3600;
/** A Redis that does not answer in this time counts as absent for this read. */
const REDIS_TIMEOUT_MS = 300;
const KEY_PREFIX = 'site:blog:last-good:';

export interface LastGoodStore {
  list(): Promise<BlogPost[] | null>;
  rememberList(posts: BlogPost[]): Promise<void>;
  post(id: number): Promise<BlogPost | null>;
  rememberPost(post: BlogPost): Promise<void>;
}

export function memoryStore(): LastGoodStore {
  let list: BlogPost[] | null = null;
  const posts = new Map<number, BlogPost>();
  return {
    list: async () => list,
    rememberList: async (value) => {
      list = value;
    },
    post: async (id) => posts.get(id) ?? list?.find((post) => post.id === id) ?? null,
    rememberPost: async (post) => {
      if (!posts.has(post.id) && posts.size >= MAX_REMEMBERED_POSTS) {
        posts.delete(posts.keys().next().value!);
      }
      posts.set(post.id, post);
    },
  };
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('Redis timeout')), REDIS_TIMEOUT_MS).unref(),
    ),
  ]);
}

export function redisStore(url: string): LastGoodStore {
  let client: Promise<RedisClientType> | null = null;
  const connect = () => {
    client ??= import('redis').then(async ({ createClient }) => {
      const created = createClient({
        url,
        // Reconnects in the background; commands fail at once meanwhile instead of queueing.
        disableOfflineQueue: true,
        socket: { reconnectStrategy: (retries) => Math.min(retries * 200, 2000) },
      }) as RedisClientType;
      created.on('error', () => {}); // a Redis that is down is reported by the cache handler
      await created.connect();
      return created;
    });
    return client.catch((error: unknown) => {
      client = null;
      throw error;
    });
  };
  async function read<T>(key: string): Promise<T | null> {
    try {
      const value = await withTimeout(connect().then((redis) => redis.get(KEY_PREFIX + key)));
      return value ? (JSON.parse(value) as T) : null;
    } catch {
      return null;
    }
  }
  async function write(key: string, value: unknown): Promise<void> {
    try {
      await withTimeout(
        connect().then((redis) =>
          redis.set(KEY_PREFIX + key, JSON.stringify(value), { EX: REDIS_TTL_SECONDS }),
        ),
      );
    } catch {
      // Not remembered this time; the next good answer tries again.
    }
  }
  return {
    list: () => read<BlogPost[]>('list'),
    rememberList: (posts) => write('list', posts),
    post: async (id) =>
      (await read<BlogPost>(`post:${id}`)) ??
      (await read<BlogPost[]>('list'))?.find((post) => post.id === id) ??
      null,
    rememberPost: (post) => write(`post:${post.id}`, post),
  };
}

/** The store for this process: Redis when the environment names one (REDIS_URL), memory otherwise. */
export function lastGoodStore(redisUrl: string | null): LastGoodStore {
  return redisUrl ? redisStore(redisUrl) : memoryStore();
}
