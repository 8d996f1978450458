import { receiveLead } from '@/lib/leads/receive';

/** Every lead form submits here first: checked, then kept (lib/leads/receive.ts). */
export async function POST(request: Request) {
  const { status, answer, retryAfterSeconds } = await receiveLead(request);
  return Response.json(answer, {
    status,
    headers: {
      'Cache-Control': 'no-store',
      ...(retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {}),
    },
  });
}
