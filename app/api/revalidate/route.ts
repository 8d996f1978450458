import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { BLOG_CACHE_TAG, BLOG_FETCH_TIMEOUT_MS } from '@/lib/blog/config';
import { readWebhook } from '@/lib/blog/revalidation';
import { environment } from '@/lib/env/server.mjs';

/**
 * When the blog is expired again after an event: longer than a CMS request may take, so a render that was
 * under way when the event came (a visitor's) and stored what it read before the change is done by then.
 * One replay only: Next applies every revalidation made in after() callbacks once all of them have ended,
 * so earlier replays in the same request would take effect no sooner than this one.
 */
const SETTLE_MS = BLOG_FETCH_TIMEOUT_MS + 1000;

/**
 * Expired, not merely marked stale: the next request for a blog page renders afresh, data included, so
 * nobody is served the old post. In the production stack the shared cache handler applies this to every
 * instance at once.
 */
function expireBlog() {
  revalidateTag(BLOG_CACHE_TAG, { expire: 0 });
}

/** The CMS's webhook: a blog post was created, changed or deleted, so the blog pages are regenerated. */
export async function POST(request: Request) {
  const outcome = await readWebhook(request, environment().revalidateSecret);
  if (outcome.kind === 'refused') return Response.json({ error: outcome.error }, { status: outcome.status });
  if (outcome.kind === 'ignored') {
    return Response.json({ revalidated: false, reason: 'not a blog event' }, { status: 202 });
  }
  expireBlog();
  // A render that started before this event (a visitor's) can finish after it and store what it read
  // before the change: once such renders are over, the blog is expired again.
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    expireBlog();
  });
  return Response.json({ revalidated: true, event: outcome.event.event, postId: outcome.event.postId });
}
