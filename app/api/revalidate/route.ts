import { revalidateTag } from 'next/cache';
import { BATCHES_CACHE_TAG, BLOG_CACHE_TAG } from '@/lib/blog/config';
import { readWebhook } from '@/lib/blog/revalidation';
import { environment } from '@/lib/env/server.mjs';
import { answerTo } from '@/lib/request-body';

/**
 * The CMS's webhook: a blog post was created, changed, published, unpublished or deleted, so every blog
 * page is expired, not merely marked stale: the next request for one renders afresh, data included, so
 * nobody is served the old post. A render that read the CMS before the change and finishes after it is
 * not served either (deploy/cache-handler.mjs). In the production stack the shared cache handler applies
 * this to every instance at once. It calls no address of the site's own. A batch saved or deleted expires
 * the pages and PDFs that show the batch calendar (tagged `batches`) the same way.
 */
export async function POST(request: Request) {
  const outcome = await readWebhook(request, environment().revalidateSecret);
  if (outcome.kind === 'refused') {
    return answerTo(request, Response.json({ error: outcome.error }, { status: outcome.status }));
  }
  if (outcome.kind === 'ignored') {
    return Response.json({ revalidated: false, reason: 'not a blog or batch event' }, { status: 202 });
  }
  if (outcome.kind === 'batches') {
    revalidateTag(BATCHES_CACHE_TAG, { expire: 0 });
    return Response.json({ revalidated: true, event: outcome.event, batches: true });
  }
  revalidateTag(BLOG_CACHE_TAG, { expire: 0 });
  return Response.json({ revalidated: true, event: outcome.event.event, postId: outcome.event.postId });
}
