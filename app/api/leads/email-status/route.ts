import { receiveEmailStatus } from '@/lib/leads/receive';

/** The browser reports whether a kept lead's notification e-mail went out. */
export async function POST(request: Request) {
  return new Response(null, {
    status: await receiveEmailStatus(request),
    headers: { 'Cache-Control': 'no-store' },
  });
}
