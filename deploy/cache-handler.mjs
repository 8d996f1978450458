/**
 * The site's ISR cache handler (next.config.ts `cacheHandler`), loaded uncompiled by `next build` and
 * `next start`. It stores entries where Next would, and adds two rules of the site's own:
 *
 * - every page entry gets its Content-Security-Policy (lib/security-headers.mjs): the hashes of that page's
 *   inline scripts, computed when the HTML is stored, so the policy is sent with, and cached with, exactly
 *   the HTML it was made for;
 * - the blog's pages (entries tagged `blog`) are fresh for BLOG_REVALIDATE_SECONDS, and an entry whose render
 *   started before the blog last changed (the CMS's webhook) is not served, even when it was stored after
 *   the change: such a render may have read the CMS before the change, and its page would otherwise look
 *   newer than the change and be served until its window ends. So a publish is live on the next request,
 *   every time. When a render started is known here: it follows the request that found no fresh entry.
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
import { blogChangeClock } from '../lib/blog/change-clock.mjs';
import { environment } from '../lib/env/server.mjs';
import { SCRIPT_PATH_PREFIX, applyPaintFirst } from '../lib/paint-first.mjs';
import { applyContentSecurityPolicy, securityHeaderInput } from '../lib/security-headers.mjs';

// Node's import of this CommonJS module gives its exports object; the proxy's bundle gives the class itself.
/** @type {typeof fileSystemCacheModule} */
const FileSystemCache = /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule;
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
/** Where an entry keeps when the render that made it started (left out of the answers made from it). */
const RENDER_START_HEADER = 'x-render-started-at';
const POLICY_HEADER = 'content-security-policy';
const ONE_YEAR_SECONDS = 31_536_000;

/** The build's stylesheets by address, read once each: a page's first frame gets them inline. */
const stylesheets = new Map();
/** @type {import('../lib/paint-first.mjs').StylesheetReader} */
function readStylesheet(href) {
  if (!stylesheets.has(href)) {
    let css = null;
    try {
      css = readFileSync(
        path.join(process.cwd(), env.distDir, 'static', href.slice(SCRIPT_PATH_PREFIX.length)),
        'utf8',
      );
    } catch {
      // Not in this build: the page keeps its link.
    }
    stylesheets.set(href, css);
  }
  return stylesheets.get(href) ?? null;
}

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
    redisUrl: env.redisUrl ?? undefined,
    database: 0,
    keyPrefix: `site:${buildId()}:`,
    // Every read goes to Redis: an entry another instance expired is never served from this one's memory.
    inMemoryCachingTime: 0,
    // A Redis that does not answer in time is a cache miss: the page renders instead of waiting.
    getTimeoutMs: 500,
  });
}

/** What every handler of this process shares, made on first use: the Redis store and the blog's clock. */
/** @type {Promise<{ redis: RedisStore | null, blogClock: BlogClock }> | undefined} */
let shared;
/** The Redis store once made: Next resets its request cache synchronously. @type {RedisStore | null} */
let redisStore = null;
function sharedState() {
  shared ??= (async () => {
    redisStore = env.redisUrl ? await sharedRedisCache() : null;
    return { redis: redisStore, blogClock: blogChangeClock(env.redisUrl) };
  })();
  return shared;
}

/** @typedef {Awaited<ReturnType<typeof sharedRedisCache>>} RedisStore */
/** @typedef {import('../lib/blog/change-clock.mjs').BlogChangeClock} BlogClock */
/**
 * What Next hands a cache handler: the documented interface, typed as this handler uses it.
 * @typedef {{ kind?: string, html?: string, headers?: Record<string, unknown> } | null | undefined} EntryValue
 * @typedef {{ value: EntryValue, lastModified: number, cacheControl?: { revalidate?: number | false, expire?: number } }} Entry
 * @typedef {ConstructorParameters<typeof FileSystemCache>[0]} HandlerContext
 */

/**
 * The tags Next stored with a page or route entry.
 * @param {EntryValue} value
 */
function tagsOf(value) {
  const header = value?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',') : [];
}

/**
 * When the renders under way in this process started, by key: from the first request that found no fresh
 * entry (Next renders once per key for all of them) until the render stores its entry. A render that
 * fails leaves its start behind, pruned after a minute.
 * @type {Map<string, number>}
 */
const renderStarts = new Map();
const RENDER_START_MAX_AGE_MS = 60_000;

/** @param {string} key */
function noteRenderStart(key) {
  const now = Date.now();
  const known = renderStarts.get(key);
  if (known !== undefined && now - known < RENDER_START_MAX_AGE_MS) return;
  renderStarts.set(key, now);
  if (renderStarts.size > 1000) {
    for (const [other, at] of renderStarts)
      if (now - at > RENDER_START_MAX_AGE_MS) renderStarts.delete(other);
  }
}

/**
 * Whether a blog entry shows the blog as it is since its last change: its render started after the change
 * (an entry without that record, prerendered by the build, by when it was stored).
 * @param {Entry} entry
 * @param {number} changedAt
 */
function isCurrent(entry, changedAt) {
  const started = Number(entry.value?.headers?.[RENDER_START_HEADER]);
  return (Number.isFinite(started) && started > 0 ? started : entry.lastModified) > changedAt;
}

export default class SiteCacheHandler {
  /** @param {HandlerContext | undefined} context */
  constructor(context) {
    this.context = context;
    /** @type {InstanceType<typeof FileSystemCache> | null | undefined} */
    this.fileSystem = undefined;
  }
  /** Next makes a handler per request; the file-system cache is made per handler, as Next would. */
  async store() {
    const { redis } = await sharedState();
    if (redis) return redis;
    // Next gives no file system where it keeps no files (the proxy): there, as Next would, nothing is cached.
    const { context } = this;
    this.fileSystem ??= context?.fs && context?.serverDistDir ? new FileSystemCache(context) : null;
    return this.fileSystem;
  }
  /**
   * @param {string} key
   * @param {any} context
   */
  async get(key, context) {
    /** @type {Entry | null} */
    const entry = /** @type {any} */ (await (await this.store())?.get(key, context)) ?? null;
    if (!entry) {
      noteRenderStart(key);
      return null;
    }
    // A page without a policy was never through this handler (the build wrote it): rewrite it, once.
    if (typeof entry.value?.headers?.[POLICY_HEADER] !== 'string')
      applyPaintFirst(entry.value, readStylesheet);
    applyContentSecurityPolicy(entry.value, policyInput);
    if (!tagsOf(entry.value).includes(BLOG_TAG)) return entry;

    if (!isCurrent(entry, await (await sharedState()).blogClock.changedAt())) {
      noteRenderStart(key);
      return null;
    }
    const revalidate = env.blogRevalidateSeconds;
    // Next serves a stale entry and renders the page again in the background.
    if (Date.now() - entry.lastModified > revalidate * 1000) noteRenderStart(key);
    const headers = Object.fromEntries(
      Object.entries(entry.value?.headers ?? {}).filter(([name]) => name !== RENDER_START_HEADER),
    );
    return {
      ...entry,
      value: { ...entry.value, headers },
      cacheControl: { expire: ONE_YEAR_SECONDS, ...entry.cacheControl, revalidate },
    };
  }
  /**
   * @param {string} key
   * @param {EntryValue} value
   * @param {any} context
   */
  async set(key, value, context) {
    // Before storing: Next answers the request that rendered this page with this same value. The policy is
    // that of the HTML as rewritten.
    applyPaintFirst(value, readStylesheet);
    applyContentSecurityPolicy(value, policyInput, { recompute: true });
    if (value?.headers && tagsOf(value).includes(BLOG_TAG)) {
      // Stored with the entry, so every instance can tell. No start known (none should be missing): the
      // entry counts as made before any change, and the next request renders the page again.
      value.headers[RENDER_START_HEADER] = String(renderStarts.get(key) ?? 0);
    }
    renderStarts.delete(key);
    await (await this.store())?.set(key, /** @type {any} */ (value), context);
  }
  /**
   * @param {string | string[]} tags
   * @param {any[]} rest
   */
  async revalidateTag(tags, ...rest) {
    if ((Array.isArray(tags) ? tags : [tags]).includes(BLOG_TAG))
      await (await sharedState()).blogClock.changed();
    await (await this.store())?.revalidateTag(tags, .../** @type {[any]} */ (rest));
  }
  resetRequestCache() {
    return (redisStore ?? this.fileSystem)?.resetRequestCache?.();
  }
}
