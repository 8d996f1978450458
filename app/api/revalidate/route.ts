import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
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

  const paths = ['/blog', '/feed.xml', ...(event.postId ? [`/blog/${event.postId}/post`] : [])];
  const refresh = () => {
    // Expired, not merely marked stale: the next request renders afresh, data included, so nobody is
    // served the old post. Should the CMS fail during that render, lib/blog/client.ts serves its last
    // good answers.
    revalidateTag(BLOG_CACHE_TAG, { expire: 0 });
    // Render the changed pages now, so no visitor waits for it.
    return Promise.allSettled(paths.map((path) => fetch(new URL(path, site.url), { cache: 'no-store' })));
  };
  refresh();
  // A render that started before this event (a visitor's, or an earlier webhook's) can finish after it
  // and store what it read before the change. Once such renders are over, expire and render once more.
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await refresh();
  });
  return Response.json({ revalidated: true, event: event.event, postId: event.postId });
}
