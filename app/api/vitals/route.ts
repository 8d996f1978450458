import { answerTo } from '@/lib/request-body';
import { receiveVitals } from '@/lib/vitals/receive';

/** The visitors' Core Web Vitals beacons (lib/vitals/receive.ts). */
export async function POST(request: Request) {
  const { status, retryAfterSeconds } = await receiveVitals(request);
  return answerTo(
    request,
    new Response(null, {
      status,
      headers: {
        'Cache-Control': 'no-store',
        ...(retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {}),
      },
    }),
  );
}
