import { receivePurge } from '@/lib/leads/purge';
import { answerTo } from '@/lib/request-body';

/** The CMS's erasure deletes a person's leads waiting in the site's outbox here (lib/leads/purge.ts). */
export async function POST(request: Request) {
  const { status, body } = await receivePurge(request);
  return answerTo(request, Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } }));
}
