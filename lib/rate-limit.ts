/**
 * Per-client and site-wide limits for the paths that cost the server or the institute something (a lead
 * kept, an e-mail status, a search of the CMS, a preview). Counted in Redis when REDIS_URL is set, so every
 * instance of the stack shares one count; in this process's memory otherwise. A Redis that fails mid-way
 * hands over to a memory count, so a limit never turns into an error page.
 *
 * Per client: rate-limiter-flexible's fixed windows (a client is refused long before a window edge matters).
 * Site-wide: a token bucket (GCRA), because a fixed window lets twice its points through across an edge
 * (one client rotating X-Forwarded-For stored 119 leads in 5 s with a 60-a-minute window). The library
 * offers only fixed windows (its execEvenly delays answers instead of refusing them, BurstyRateLimiter
 * adds a second fixed window), so the bucket is the small script below.
 */
import { isIP } from 'node:net';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { environment } from '@/lib/env/server.mjs';
import { sharedRedis } from '@/lib/redis';
import { sameSecret } from '@/lib/shared/same-secret.mjs';

export interface RateRule {
  /** Names the count: rules with different names never share one. */
  name: string;
  /** How many times a key may pass … */
  points: number;
  /** … in this many seconds (a fixed window that starts with the key's first use). */
  durationSeconds: number;
}

/**
 * A site-wide ceiling: `points` every `durationSeconds` on average, refilled evenly, with at most `burst`
 * at once. In any stretch of L seconds at most burst + points × L / durationSeconds pass, wherever it starts.
 */
export interface CeilingRule extends RateRule {
  burst: number;
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

const memoryBuckets = new Map<string, number>();

/**
 * One step of the bucket for a key whose theoretical arrival time is `tat` (ms): the new time when the
 * request passes, or how long to wait. The same arithmetic as the Redis script.
 */
function bucketStep(tat: number, now: number, rule: CeilingRule): { tat: number } | { waitMs: number } {
  const interval = (rule.durationSeconds * 1000) / rule.points;
  const next = Math.max(tat, now) + interval;
  const allowedAt = next - rule.burst * interval;
  return now < allowedAt ? { waitMs: allowedAt - now } : { tat: next };
}

const BUCKET_SCRIPT = `
local now = tonumber(ARGV[1])
local interval = tonumber(ARGV[2])
local burst = tonumber(ARGV[3])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local nextTat = tat + interval
local allowedAt = nextTat - burst * interval
if now < allowedAt then return math.ceil(allowedAt - now) end
redis.call('SET', KEYS[1], tostring(nextTat), 'PX', math.ceil(nextTat - now) + 1000)
return 0`;

function takeFromMemory(key: string, rule: CeilingRule, now: number): number {
  const step = bucketStep(memoryBuckets.get(key) ?? 0, now, rule);
  if ('waitMs' in step) return step.waitMs;
  memoryBuckets.set(key, step.tat);
  // Keys of a past burst are dropped once their bucket is full again.
  if (memoryBuckets.size > 10_000) {
    for (const [old, tat] of memoryBuckets) if (tat < now) memoryBuckets.delete(old);
  }
  return 0;
}

/**
 * Takes one pass from a site-wide ceiling (`key` names what is counted: 'site' or a part of it). `now` is
 * the clock, injected by tests.
 */
export async function takeFromCeiling(
  rule: CeilingRule,
  key = 'site',
  now = Date.now(),
): Promise<RateOutcome> {
  const bucket = `${KEY_PREFIX}${rule.name}:bucket:${key}`;
  const interval = (rule.durationSeconds * 1000) / rule.points;
  let waitMs: number;
  const redis = await sharedRedis();
  try {
    if (!redis) throw new Error('no Redis');
    waitMs = Number(
      await redis.eval(BUCKET_SCRIPT, {
        keys: [bucket],
        arguments: [String(now), String(interval), String(rule.burst)],
      }),
    );
  } catch {
    waitMs = takeFromMemory(bucket, rule, now);
  }
  return waitMs > 0
    ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
    : { allowed: true };
}

/** Takes one use from the client's allowance, then from the site's; refused once either is used up. */
export async function admitClient(
  perClient: RateRule,
  siteWide: CeilingRule,
  headers: Headers,
): Promise<RateOutcome> {
  const outcome = await takeToken(perClient, clientAddress(headers));
  if (!outcome.allowed) return outcome;
  return takeFromCeiling(siteWide);
}

/** The header the front (the stack's nginx) sets on every request it passes on, holding FRONT_SECRET. */
export const FRONT_HEADER = 'x-front-secret';

/**
 * The client's address as the proxy in front reports it: the last entry of X-Forwarded-For, which the
 * stack's nginx (and any proxy that appends) writes from the connection it accepted. With FRONT_SECRET set
 * (the stack sets it), only a request that carries it in FRONT_HEADER came through the front: any other
 * caller (one on the machine that reached an instance's port with a made-up X-Forwarded-For) is one client,
 * 'direct', whatever it claims. Without it, `next start` passes a client's own header through, so this is
 * only as trustworthy as what is in front; the site-wide limits hold whatever it says.
 */
export function clientAddress(
  headers: Headers,
  frontSecret: string | null = environment().frontSecret ?? null,
): string {
  if (frontSecret !== null && !sameSecret(headers.get(FRONT_HEADER) ?? '', frontSecret)) return 'direct';
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const last = entries.at(-1);
  return last ? clientKey(last) : 'unknown';
}

/** Four decimal parts of 0 to 255 (leading zeros allowed: 010 is ten, as proxies write it), or null. */
function ipv4(text: string): string | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255))
    return null;
  return parts.map(Number).join('.');
}

/** An IPv6 address as its eight 16-bit groups, or null. */
function ipv6Groups(text: string): number[] | null {
  let address = text.toLowerCase().replace(/%.*$/, '');
  const tail = /(?:^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (tail) {
    const four = ipv4(tail[1]!);
    if (!four) return null;
    const [a, b, c, d] = four.split('.').map(Number) as [number, number, number, number];
    address = `${address.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  if (isIP(address) !== 6) return null;
  const [head, rest] = address.includes('::') ? address.split('::') : [address, null];
  const groups = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const first = groups(head);
  const last = rest === null ? [] : groups(rest);
  const missing = 8 - first.length - last.length;
  return [...first, ...Array<number>(rest === null ? 0 : missing).fill(0), ...last];
}

/**
 * One key per client, however its address is written: an IPv4 address in its plain form (also when it
 * comes IPv4-mapped, bracketed, zero-padded or with a port), an IPv6 address as its /64 (one subscriber's
 * network: a client rotating through its own addresses stays one client). Anything else shares one key.
 */
export function clientKey(reported: string): string {
  let text = reported.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const four = ipv4(text);
  if (four) return four;
  const groups = ipv6Groups(text);
  if (!groups) return 'unparsable';
  // ::ffff:a.b.c.d, an IPv4 client of a dual-stack socket.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
