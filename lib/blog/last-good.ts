/**
 * The blog's last good answers from the CMS, one per view (a list page, a category's page, a post, …): what
 * a page renders when the CMS is down, slow or garbled at the moment it must be rendered afresh (right
 * after a publish expired it, or on an instance whose cache is new).
 *
 * With REDIS_URL set (the production stack) they live in the shared Redis, so every instance sees them,
 * one started while the CMS is down included. Without it, in this process's memory, the least recently
 * used dropped past a cap. Only views of content that exists are remembered (the proxy turns made-up
 * addresses away first; searches and drafts are never remembered), so the store stays as small as the blog.
 * A store that fails only means "no last good answer": it never fails a render.
 */
import { withTimeout } from '@/lib/async';
import { sharedRedis } from '@/lib/redis';

/** In memory: views remembered at most (a list page is about 6 KB, a post about 5 KB). */
const MAX_REMEMBERED = 1000;
/** Long enough to ride out any CMS outage; short enough that a forgotten view cleans itself up. */
const REDIS_TTL_SECONDS = 30 * 24 * 3600;
/** A Redis that does not answer in this time counts as absent for this read. */
const REDIS_TIMEOUT_MS = 300;
const KEY_PREFIX = 'site:blog:last-good:';

export interface LastGoodStore {
  recall<T>(view: string): Promise<T | null>;
  remember(view: string, value: unknown): Promise<void>;
}

export function memoryStore(capacity = MAX_REMEMBERED): LastGoodStore {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const views = new Map<string, string>();
  return {
    async recall<T>(view: string) {
      const value = views.get(view);
      if (value === undefined) return null;
      views.delete(view);
      views.set(view, value);
      return JSON.parse(value) as T;
    },
    async remember(view, value) {
      views.delete(view);
      if (views.size >= capacity) views.delete(views.keys().next().value!);
      views.set(view, JSON.stringify(value));
    },
  };
}

export function redisStore(): LastGoodStore {
  return {
    async recall<T>(view: string) {
      try {
        const redis = await sharedRedis();
        const value = redis && (await withTimeout(redis.get(KEY_PREFIX + view), REDIS_TIMEOUT_MS));
        return value ? (JSON.parse(value) as T) : null;
      } catch {
        return null;
      }
    },
    async remember(view, value) {
      try {
        const redis = await sharedRedis();
        if (!redis) return;
        await withTimeout(
          redis.set(KEY_PREFIX + view, JSON.stringify(value), { EX: REDIS_TTL_SECONDS }),
          REDIS_TIMEOUT_MS,
        );
      } catch {
        // Not remembered this time; the next good answer tries again.
      }
    },
  };
}

/** The store for this process: Redis when the environment names one (REDIS_URL), memory otherwise. */
export function lastGoodStore(redisUrl: string | null): LastGoodStore {
  return redisUrl ? redisStore() : memoryStore();
}
