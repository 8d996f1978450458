/**
 * When the blog last changed (the CMS's webhook came): read by the ISR cache handler (deploy/cache-handler.mjs),
 * which serves no blog page whose render started before it, and by the proxy's address check
 * (lib/blog/addresses.ts), which looks again at what it learned before it. Set by the handler when the
 * webhook expires the blog.
 *
 * Kept in this process's memory, shared by every copy of this module (the handler, the proxy's bundle and the
 * server's each load one), and in Redis when the stack shares one, so an instance the webhook did not reach
 * learns of the change too. A Redis that fails only means the last time this process knew. Plain JavaScript:
 * the cache handler loads it uncompiled.
 */

const KEY = 'site:blog:changed-at';
/** How long a process trusts the time it last read from Redis. */
const READ_INTERVAL_MS = 250;
/** One memory for every copy of this module in the process. */
const SHARED = Symbol.for('site.blog.changed-at');

/**
 * @typedef {object} BlogChangeClock
 * @property {() => Promise<number>} changedAt when the blog last changed (ms since the epoch; 0: not since start)
 * @property {() => Promise<void>} changed records a change now
 */

/** @returns {{ at: number }} */
function memory() {
  const holder = /** @type {Record<symbol, { at: number } | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  holder[SHARED] ??= { at: 0 };
  return holder[SHARED];
}

/**
 * @param {string | null} redisUrl REDIS_URL, or null for one process
 * @returns {BlogChangeClock}
 */
export function blogChangeClock(redisUrl) {
  const local = memory();
  if (!redisUrl) {
    return {
      changedAt: async () => local.at,
      changed: async () => {
        local.at = Date.now();
      },
    };
  }
  /** @type {Promise<import('redis').RedisClientType> | null} */
  let client = null;
  const connect = () => {
    client ??= import('redis').then(({ createClient }) => {
      const created = /** @type {import('redis').RedisClientType} */ (
        createClient({
          url: redisUrl,
          disableOfflineQueue: true,
          socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) },
        })
      );
      created.on('error', () => {}); // the ISR store reports a Redis that is down
      created.connect().catch(() => {});
      return created;
    });
    return client;
  };
  let readAt = 0;
  return {
    async changedAt() {
      if (Date.now() - readAt > READ_INTERVAL_MS) {
        readAt = Date.now();
        const stored = Number(await (await connect()).get(KEY).catch(() => null));
        if (stored > local.at) local.at = stored;
      }
      return local.at;
    },
    async changed() {
      local.at = Date.now();
      await (await connect()).set(KEY, String(local.at), { EX: 7 * 24 * 3600 }).catch(() => {});
    },
  };
}
