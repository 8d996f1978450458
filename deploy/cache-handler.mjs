/**
 * The production stack's shared ISR and data cache (next.config.ts uses it when REDIS_URL is set): every
 * instance reads and writes the same Redis through @trieb.work/nextjs-turbo-redis-cache, which also keeps
 * cache tags in Redis, so a webhook's revalidateTag on one instance expires the blog on all of them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';

/** One build's entries never mix with another's: keys carry the build id. */
function buildId() {
  try {
    return readFileSync(
      path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'),
      'utf8',
    ).trim();
  } catch {
    return 'unbuilt';
  }
}

let shared;

export default class SharedCacheHandler {
  constructor() {
    shared ??= new RedisStringsHandler({
      redisUrl: process.env.REDIS_URL,
      database: 0,
      keyPrefix: `site:${buildId()}:`,
      // Every read goes to Redis: an entry another instance expired is never served from this one's memory.
      inMemoryCachingTime: 0,
      // A Redis that does not answer in time is a cache miss: the page renders instead of waiting.
      getTimeoutMs: 500,
    });
  }
  get(...args) {
    return shared.get(...args);
  }
  set(...args) {
    return shared.set(...args);
  }
  revalidateTag(...args) {
    return shared.revalidateTag(...args);
  }
  resetRequestCache(...args) {
    return shared.resetRequestCache(...args);
  }
}
