import { redirect } from 'next/navigation';
import { fetchBlogPost } from '@/lib/blog/client';
import { parseAddressNumber } from '@/lib/blog/addresses';
import {
  admitPreview,
  isPreviewSecret,
  showPublishedSite,
  startDraftPreview,
  tooManyPreviews,
} from '@/lib/blog/preview';
import { environment } from '@/lib/env/server.mjs';

/**
 * The CMS's Preview button: /api/preview?secret=…&post={number}[&status=published]. The draft: turns on
 * Next's draft mode (pages then render on every request, from the CMS's drafts) and sends the browser to
 * the post's address. The published version (the preview pane's Published tab): the post as visitors see
 * it, still inside the CMS admin's pane.
 */
export async function GET(request: Request) {
  const admitted = await admitPreview(request.headers);
  if (!admitted.allowed) return tooManyPreviews(admitted);
  const params = new URL(request.url).searchParams;
  const secret = environment().previewSecret;
  if (!(await isPreviewSecret(params.get('secret'), secret))) {
    return Response.json({ error: 'unauthorized' }, { status: 401 });
  }
  const id = parseAddressNumber(params.get('post') ?? undefined);
  if (id === null) return Response.json({ error: 'no post number' }, { status: 400 });

  if (params.get('status') === 'published') {
    await showPublishedSite(request, { secretShown: true });
    const post = await fetchBlogPost(id).catch(() => null);
    redirect(post?.href ?? '/blog');
  }

  const post = await fetchBlogPost(id, { draft: true });
  if (!post) return Response.json({ error: 'no such post' }, { status: 404 });
  await startDraftPreview(secret!);
  redirect(post.href);
}
