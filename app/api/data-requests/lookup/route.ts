import { receiveLookup } from '@/lib/data-requests/receive';
import { answerTo } from '@/lib/request-body';

/** What the request behind a confirmation code is, before the person confirms it (read-only). */
export async function POST(request: Request) {
  const { status, answer, retryAfterSeconds } = await receiveLookup(request);
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
