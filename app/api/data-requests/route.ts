import { receiveDataRequest } from '@/lib/data-requests/receive';
import { answerTo } from '@/lib/request-body';

/** The rights page's request (lib/data-requests/receive.ts). */
export async function POST(request: Request) {
  const { status, answer, retryAfterSeconds } = await receiveDataRequest(request);
  return answerTo(
    request,
    Response.json(answer, {
      status,
      headers: {
        'Cache-Control': 'no-store',
        ...(retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {}),
      },
    }),
  );
}
