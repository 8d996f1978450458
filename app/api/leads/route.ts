import { receiveLead } from '@/lib/leads/receive';
import { answerTo } from '@/lib/request-body';

/** Every lead form submits here first: checked, then kept (lib/leads/receive.ts). */
export async function POST(request: Request) {
  const { status, answer, retryAfterSeconds } = await receiveLead(request);
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
