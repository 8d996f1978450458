import { revalidateTag } from 'next/cache';
import { BLOG_CACHE_TAG, BLOG_FETCH_TIMEOUT_MS } from '@/lib/blog/config';
import { site } from '@/lib/site';
import {
  REVALIDATE_MAX_BODY_BYTES,
  isAuthorized,
  readBlogEvent,
  readBodyWithin,
} from '@/lib/blog/revalidation';

/** Longer than a CMS request may take (lib/blog/config.ts BLOG_FETCH_TIMEOUT_MS), so renders under way are done. */
const SETTLE_MS = BLOG_FETCH_TIMEOUT_MS + 1000;
const RENDER_DELAY_MS = 300;

function isSettlePass(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { settle?: unknown }).settle === true;
}

/** The CMS's webhook: a blog post was created, changed or deleted, so the blog pages are regenerated. */
export async function POST(request: Request) {
  if (!isAuthorized(request.headers.get('authorization'), process.env.REVALIDATE_SECRET)) {
    return Response.json({ error: 'unauthorized' }, { status: 401 });
  }
  const text = await readBodyWithin(request, REVALIDATE_MAX_BODY_BYTES).catch(() => null);
  if (text === null) return Response.json({ error: 'body too large or unreadable' }, { status: 413 });

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return Response.json({ error: 'body is not JSON' }, { status: 400 });
  }
  const event = readBlogEvent(body);
  if (!event) return Response.json({ revalidated: false, reason: 'not a blog event' }, { status: 202 });

  // Expired, not merely marked stale: the next request renders afresh, data included, so nobody is
  // served the old post. (Marked stale, pages would re-render from the stale data cache.) Should the CMS
  // fail during that render, lib/blog/client.ts serves its last good answers; the warm-up below makes
  // sure it has them.
  revalidateTag(BLOG_CACHE_TAG, { expire: 0 });

  const paths = [
    '/blog',
    '/feed.xml',
    '/sitemap.xml',
    ...(event.postId ? [`/blog/${event.postId}/post`] : []),
  ];
  // Next applies the tag when this response is complete (after() callbacks included), so the pages are
  // requested a moment later, on a timer: those requests start the re-rendering, and the next visitor
  // already gets the new post.
  setTimeout(() => {
    void Promise.allSettled(paths.map((path) => fetch(new URL(path, site.url), { cache: 'no-store' })));
  }, RENDER_DELAY_MS);
  // A render that started before this event (a visitor's, or an earlier webhook's) can finish after it
  // and store what it read before the change. Once such renders are over, the event is replayed once.
  if (!isSettlePass(body)) {
    setTimeout(() => {
      void fetch(new URL('/api/revalidate', site.url), {
        method: 'POST',
        headers: { Authorization: request.headers.get('authorization')!, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...(body as object), settle: true }),
      }).catch(() => {});
    }, SETTLE_MS);
  }
  return Response.json({ revalidated: true, event: event.event, postId: event.postId });
}
