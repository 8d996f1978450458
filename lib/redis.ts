/**
 * This process's connections to the production stack's Redis servers, made on first use, one per server:
 * - the shared cache (REDIS_URL): ISR entries, the blog's last good answers, rate limits; it evicts what is
 *   least used when full, which only costs a render or resets a count;
 * - the leads' outbox (LEADS_REDIS_URL): a Redis that never evicts and writes every change to its
 *   append-only file before answering, because a lead in it may exist nowhere else.
 *
 * A Redis that is down never holds a request up: the client reconnects in the background and, meanwhile,
 * commands fail at once (no offline queue), so each caller falls back to what it does without Redis.
 */
import type { RedisClientType } from 'redis';
import { environment } from '@/lib/env/server.mjs';

/** How long a first use waits for the connection before going on without it. */
const FIRST_CONNECT_WAIT_MS = 500;

const connections = new Map<string, Promise<RedisClientType>>();

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

function connection(url: string | null): Promise<RedisClientType | null> {
  if (!url) return Promise.resolve(null);
  let client = connections.get(url);
  if (!client) {
    client = connect(url);
    connections.set(url, client);
  }
  return client;
}

/** The shared cache's Redis, or null when REDIS_URL is unset (one process: callers keep state themselves). */
export function sharedRedis(): Promise<RedisClientType | null> {
  return connection(environment().redisUrl);
}

/** The leads' durable Redis, or null when LEADS_REDIS_URL is unset (leads then wait in LEADS_DIR). */
export function leadsRedis(): Promise<RedisClientType | null> {
  return connection(environment().leadsRedisUrl);
}
