/**
 * The site's ISR and data cache handler (next.config.ts `cacheHandler`), loaded uncompiled by `next build` and
 * `next start`. It stores entries where Next would, and gives every page entry its Content-Security-Policy
 * (lib/security-headers.mjs): the hashes of that page's inline scripts, computed when the HTML is stored, so
 * the policy is sent with, and cached with, exactly the HTML it was made for.
 *
 * Where entries live:
 * - Without REDIS_URL (one `next start`): Next's own file-system cache, unchanged. Pages prerendered by the
 *   build carry no policy in their metadata; they get it on their first read, which the file-system cache
 *   then keeps in memory.
 * - With REDIS_URL (the production stack, deploy/): every instance reads and writes the same Redis through
 *   @trieb.work/nextjs-turbo-redis-cache, which also keeps cache tags in Redis, so a webhook's
 *   revalidateTag on one instance expires the blog on all of them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { environment } from '../lib/env/server.mjs';
import { applyContentSecurityPolicy, securityHeaderInput } from '../lib/security-headers.mjs';

// Node's import of this CommonJS module gives its exports object; the proxy's bundle gives the class itself.
const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;
const env = environment();
const policyInput = securityHeaderInput(env);

/** One build's entries never mix with another's: keys carry the build id. */
function buildId() {
  try {
    return readFileSync(path.join(process.cwd(), env.distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unbuilt';
  }
}

async function sharedRedisCache() {
  const { RedisStringsHandler } = await import('@trieb.work/nextjs-turbo-redis-cache');
  return new RedisStringsHandler({
    redisUrl: env.redisUrl,
    database: 0,
    keyPrefix: `site:${buildId()}:`,
    // Every read goes to Redis: an entry another instance expired is never served from this one's memory.
    inMemoryCachingTime: 0,
    // A Redis that does not answer in time is a cache miss: the page renders instead of waiting.
    getTimeoutMs: 500,
  });
}

// Next makes a handler per request; the Redis client is made once per process.
const redis = env.redisUrl ? await sharedRedisCache() : null;

export default class SiteCacheHandler {
  constructor(context) {
    // Next gives no file system where it keeps no files (the proxy): there, as Next would, nothing is cached.
    this.store = redis ?? (context?.fs && context?.serverDistDir ? new FileSystemCache(context) : null);
  }
  async get(...args) {
    const entry = (await this.store?.get(...args)) ?? null;
    applyContentSecurityPolicy(entry?.value, policyInput);
    return entry;
  }
  async set(key, value, context) {
    // Before storing: Next answers the request that rendered this page with this same value.
    applyContentSecurityPolicy(value, policyInput, { recompute: true });
    await this.store?.set(key, value, context);
  }
  async revalidateTag(...args) {
    await this.store?.revalidateTag(...args);
  }
  resetRequestCache(...args) {
    return this.store?.resetRequestCache?.(...args);
  }
}
