import { receiveConfirmation } from '@/lib/data-requests/receive';

/** The person's confirmation of a request, with the code from the verification e-mail. */
export async function POST(request: Request) {
  const { status, answer, retryAfterSeconds } = await receiveConfirmation(request);
  return Response.json(answer, {
    status,
    headers: {
      'Cache-Control': 'no-store',
      ...(retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {}),
    },
  });
}
