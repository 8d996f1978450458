/**
 * Per-client and site-wide limits for the paths that cost the server or the institute something (a lead
 * kept, a search of the CMS). Counted in Redis when REDIS_URL is set, so every instance of the stack shares
 * one count; in this process's memory otherwise. A Redis that fails mid-way hands over to a memory count,
 * so a limit never turns into an error page.
 */
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { sharedRedis } from '@/lib/redis';

export interface RateRule {
  /** Names the count: rules with different names never share one. */
  name: string;
  /** How many times a key may pass … */
  points: number;
  /** … in this many seconds (a fixed window that starts with the key's first use). */
  durationSeconds: number;
}

export type RateOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const KEY_PREFIX = 'site:rate:';
const limiters = new Map<string, Promise<RateLimiterAbstract>>();

async function makeLimiter(rule: RateRule): Promise<RateLimiterAbstract> {
  const options = {
    keyPrefix: `${KEY_PREFIX}${rule.name}`,
    points: rule.points,
    duration: rule.durationSeconds,
  };
  const redis = await sharedRedis();
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

function limiterFor(rule: RateRule): Promise<RateLimiterAbstract> {
  const id = `${rule.name}:${rule.points}:${rule.durationSeconds}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = makeLimiter(rule);
    limiters.set(id, limiter);
  }
  return limiter;
}

/** Takes one of `key`'s passes under `rule`; refused once they are used up, until the window ends. */
export async function takeToken(rule: RateRule, key: string): Promise<RateOutcome> {
  const limiter = await limiterFor(rule);
  try {
    await limiter.consume(key);
    return { allowed: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    // Neither Redis nor the memory count answered: nothing to count against, so the request goes on.
    return { allowed: true };
  }
}

/**
 * The client's address as the proxy in front reports it: the last entry of X-Forwarded-For, which the
 * stack's nginx (and any proxy that appends) writes from the connection it accepted. Without a proxy,
 * `next start` passes a client's own header through, so this is only as trustworthy as what is in front;
 * the site-wide limits hold whatever it says.
 */
export function clientAddress(headers: Headers): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const last = entries.at(-1);
  if (!last) return 'unknown';
  // IPv4 clients of a dual-stack socket are reported as ::ffff:a.b.c.d.
  return last.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').slice(0, 64);
}
