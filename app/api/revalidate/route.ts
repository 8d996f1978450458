import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { BLOG_CACHE_TAG } from '@/lib/blog/config';
import { site } from '@/lib/site';
import {
  REVALIDATE_MAX_BODY_BYTES,
  isAuthorized,
  readBlogEvent,
  readBodyWithin,
} from '@/lib/blog/revalidation';

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

  // Marked stale, not expired: if the CMS fails during the regeneration, the last good pages stay.
  revalidateTag(BLOG_CACHE_TAG, 'max');
  // Request the changed pages once, so they regenerate now rather than on the next visitor's request.
  const paths = ['/blog', '/feed.xml', ...(event.postId ? [`/blog/${event.postId}/post`] : [])];
  after(() => Promise.allSettled(paths.map((path) => fetch(new URL(path, site.url), { cache: 'no-store' }))));
  return Response.json({ revalidated: true, event: event.event, postId: event.postId });
}
