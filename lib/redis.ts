/**
 * This process's one connection to the shared Redis of the production stack (REDIS_URL), for the state every
 * instance must share: rate limits, the leads' outbox, the blog's last good answers. Made on first use.
 *
 * A Redis that is down never holds a request up: the client reconnects in the background and, meanwhile,
 * commands fail at once (no offline queue), so each caller falls back to what it does without Redis.
 */
import type { RedisClientType } from 'redis';
import { environment } from '@/lib/env/server.mjs';

/** How long a first use waits for the connection before going on without it. */
const FIRST_CONNECT_WAIT_MS = 500;

let connection: Promise<RedisClientType | null> | undefined;

async function connect(url: string): Promise<RedisClientType> {
  const { createClient } = await import('redis');
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) },
  }) as RedisClientType;
  // Each caller reports what failing means for it; the client's own errors would repeat every retry.
  client.on('error', () => {});
  const ready = client.connect().catch(() => {});
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref())]);
  return client;
}

/** The shared Redis, or null when REDIS_URL is unset (one process: each caller keeps its state itself). */
export function sharedRedis(): Promise<RedisClientType | null> {
  const url = environment().redisUrl;
  if (!url) return Promise.resolve(null);
  connection ??= connect(url);
  return connection;
}
