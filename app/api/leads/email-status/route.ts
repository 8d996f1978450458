import { receiveEmailStatus } from '@/lib/leads/receive';
import { answerTo } from '@/lib/request-body';

/** The browser reports whether a kept lead's notification e-mail went out. */
export async function POST(request: Request) {
  const status = await receiveEmailStatus(request);
  return answerTo(request, new Response(null, { status, headers: { 'Cache-Control': 'no-store' } }));
}
