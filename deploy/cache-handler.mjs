/**
 * The site's ISR cache handler (next.config.ts `cacheHandler`), loaded uncompiled by `next build` and
 * `next start`. It stores entries where Next would, and adds two rules of the site's own:
 *
 * - every page entry gets its Content-Security-Policy (lib/security-headers.mjs): the hashes of that page's
 *   inline scripts, computed when the HTML is stored, so the policy is sent with, and cached with, exactly
 *   the HTML it was made for;
 * - the blog's pages (entries tagged `blog`) are fresh for BLOG_REVALIDATE_SECONDS, and an entry stored less
 *   than BLOG_SETTLE_MS after the blog last changed (the CMS's webhook) is not served: a render that read
 *   the CMS before the change may have finished after it, and its page would otherwise look newer than the
 *   change and be served until its window ends. So a publish is live on the next request, every time.
 *
 * Where entries live:
 * - Without REDIS_URL (one `next start`): Next's own file-system cache, unchanged. Pages prerendered by the
 *   build carry no policy in their metadata; they get it on their first read, which the file-system cache
 *   then keeps in memory.
 * - With REDIS_URL (the production stack, deploy/): every instance reads and writes the same Redis through
 *   @trieb.work/nextjs-turbo-redis-cache, which also keeps cache tags in Redis, so a webhook's
 *   revalidateTag on one instance expires the blog on all of them; the time of the blog's last change is
 *   kept there too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { environment } from '../lib/env/server.mjs';
import { applyContentSecurityPolicy, securityHeaderInput } from '../lib/security-headers.mjs';

// Node's import of this CommonJS module gives its exports object; the proxy's bundle gives the class itself.
const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;
// Next's file-system cache is not a public interface: a Next that moves or changes it must stop the server
// here, loudly, rather than serve pages without their policy (lib/security-headers.test.ts runs it too).
if (typeof FileSystemCache !== 'function' || typeof FileSystemCache.prototype?.get !== 'function') {
  throw new Error(
    'deploy/cache-handler.mjs: next/dist/server/lib/incremental-cache/file-system-cache.js no longer exports ' +
      'the FileSystemCache class this handler wraps. Check the handler against this version of Next.',
  );
}

const env = environment();
const policyInput = securityHeaderInput(env);

/** The tag of every blog page (lib/blog/config.ts BLOG_CACHE_TAG). */
export const BLOG_TAG = 'blog';
/**
 * Longer than a render of a blog page may take: its CMS reads time out after 5 s (lib/blog/config.ts), and a
 * post's page reads the post, then its neighbours.
 */
export const BLOG_SETTLE_MS = 11_000;
const ONE_YEAR_SECONDS = 31_536_000;
/** How long an instance trusts the blog's last change time it read from Redis. */
const CHANGE_READ_INTERVAL_MS = 250;

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

/**
 * When the blog last changed: in this process's memory, and in Redis when the stack shares one (another
 * instance may have had the webhook). A Redis that fails only means the last time this process knew.
 */
async function blogChangeClock() {
  let known = 0;
  if (!env.redisUrl) {
    return { changedAt: async () => known, changed: async () => void (known = Date.now()) };
  }
  const { createClient } = await import('redis');
  const client = createClient({
    url: env.redisUrl,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) },
  });
  client.on('error', () => {}); // the ISR store reports a Redis that is down
  client.connect().catch(() => {});
  const key = `site:${buildId()}:blog-changed-at`;
  let readAt = 0;
  return {
    async changedAt() {
      if (Date.now() - readAt > CHANGE_READ_INTERVAL_MS) {
        readAt = Date.now();
        const stored = Number(await client.get(key).catch(() => null));
        if (stored > known) known = stored;
      }
      return known;
    },
    async changed() {
      known = Date.now();
      await client.set(key, String(known), { EX: 7 * 24 * 3600 }).catch(() => {});
    },
  };
}

// Next makes a handler per request; the Redis clients are made once per process.
const redis = env.redisUrl ? await sharedRedisCache() : null;
const blogClock = await blogChangeClock();

/** The tags Next stored with a page or route entry. */
function tagsOf(value) {
  const header = value?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',') : [];
}

export default class SiteCacheHandler {
  constructor(context) {
    // Next gives no file system where it keeps no files (the proxy): there, as Next would, nothing is cached.
    this.store = redis ?? (context?.fs && context?.serverDistDir ? new FileSystemCache(context) : null);
  }
  async get(...args) {
    const entry = (await this.store?.get(...args)) ?? null;
    if (entry && tagsOf(entry.value).includes(BLOG_TAG)) {
      if (entry.lastModified < (await blogClock.changedAt()) + BLOG_SETTLE_MS) return null;
      entry.cacheControl = {
        expire: ONE_YEAR_SECONDS,
        ...entry.cacheControl,
        revalidate: env.blogRevalidateSeconds,
      };
    }
    applyContentSecurityPolicy(entry?.value, policyInput);
    return entry;
  }
  async set(key, value, context) {
    // Before storing: Next answers the request that rendered this page with this same value.
    applyContentSecurityPolicy(value, policyInput, { recompute: true });
    await this.store?.set(key, value, context);
  }
  async revalidateTag(tags, ...rest) {
    if ((Array.isArray(tags) ? tags : [tags]).includes(BLOG_TAG)) await blogClock.changed();
    await this.store?.revalidateTag(tags, ...rest);
  }
  resetRequestCache(...args) {
    return this.store?.resetRequestCache?.(...args);
  }
}
