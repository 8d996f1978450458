/**
 * POST /api/vitals: a browser's Core Web Vitals beacon, checked, then added to the day's histograms.
 *
 * In order, each step refusing and keeping nothing:
 * 1. JSON only (415);
 * 2. a size cap, before the body is read whole (413), and a body that trickles or stalls cut off (408);
 * 3. the exact shape, known route pattern, connection type, metric names and ranges (400,
 *    lib/vitals/beacon.ts): so a flood of made-up routes or names stores nothing;
 * 4. a site-wide ceiling (lib/rate-limit.ts's token bucket, shared by the stack's instances), far above the
 *    institute's traffic, which bounds what a flood of well-formed beacons costs in any stretch of time (429).
 * There is no per-client limit: classrooms and offices share one address, and nothing here is worth more
 * to one client than to another. Nothing about the sender is read or kept: no address, no cookie.
 */
import { BODY_REFUSAL_STATUS, readBody } from '@/lib/request-body';
import { takeFromCeiling, type CeilingRule } from '@/lib/rate-limit';
import { parseBeacon } from './beacon';
import { MAX_BEACON_BYTES } from './protocol';
import { vitalsStore, type VitalsStore } from './store';

/**
 * About 20 page views a second, every second: many times the institute's busiest hour; 200 at once at most.
 * A token bucket, so no window edge lets twice the rate through.
 */
export const VITALS_SITE_WIDE: CeilingRule = {
  name: 'vitals-site',
  points: 1200,
  durationSeconds: 60,
  burst: 200,
};

export interface VitalsResponse {
  status: 204 | 400 | 408 | 413 | 415 | 429 | 503;
  retryAfterSeconds?: number;
}

export interface ReceiveOptions {
  store?: VitalsStore;
  rule?: CeilingRule;
  now?: () => number;
}

export async function receiveVitals(
  request: Request,
  { store = vitalsStore(), rule = VITALS_SITE_WIDE, now = Date.now }: ReceiveOptions = {},
): Promise<VitalsResponse> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return { status: 415 };
  const read = await readBody(request, MAX_BEACON_BYTES);
  if (!read.ok) return { status: BODY_REFUSAL_STATUS[read.reason] };
  const beacon = parseBeacon(read.body.toString('utf8'));
  if (!beacon) return { status: 400 };

  const admitted = await takeFromCeiling(rule, 'site', now());
  if (!admitted.allowed) return { status: 429, retryAfterSeconds: admitted.retryAfterSeconds };

  try {
    await store.record(beacon, now());
  } catch (error) {
    // Names the store only: a beacon's content is no business of a log.
    console.error(
      `A vitals beacon could not be kept (${store.kind}): ${error instanceof Error ? error.message : String(error)}`,
    );
    return { status: 503 };
  }
  return { status: 204 };
}
