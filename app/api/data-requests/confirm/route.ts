import { receiveConfirmation } from '@/lib/data-requests/receive';
import { answerTo } from '@/lib/request-body';

/** The person's confirmation of a request, with the code from the verification e-mail. */
export async function POST(request: Request) {
  const { status, answer, retryAfterSeconds } = await receiveConfirmation(request);
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
