import { redirect } from 'next/navigation';
import { fetchBlogPost } from '@/lib/blog/client';
import { parseAddressNumber } from '@/lib/blog/addresses';
import { admitPreview, exitPath, showPublishedSite, tooManyPreviews } from '@/lib/blog/preview';

/**
 * Leaves the preview: the site as visitors see it (inside the CMS admin's pane too), at the post's live
 * address, or on /blog when the post is not published (a draft never published, or unpublished).
 */
export async function GET(request: Request) {
  const admitted = await admitPreview(request.headers);
  if (!admitted.allowed) return tooManyPreviews(admitted);
  await showPublishedSite(request);
  redirect(await liveAddress(exitPath(new URL(request.url).searchParams.get('to'))));
}

/** A post's live address, /blog for a post visitors cannot see, and any other blog address as it is. */
async function liveAddress(path: string): Promise<string> {
  const id = parseAddressNumber(path.split('/')[2]);
  if (id === null) return path;
  const post = await fetchBlogPost(id).catch(() => null);
  return post?.href ?? '/blog';
}
