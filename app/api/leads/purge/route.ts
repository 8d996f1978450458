import { receivePurge } from '@/lib/leads/purge';

/** The CMS's erasure deletes a person's leads waiting in the site's outbox here (lib/leads/purge.ts). */
export async function POST(request: Request) {
  const { status, body } = await receivePurge(request);
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
