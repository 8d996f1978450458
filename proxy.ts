import { NextResponse, type NextRequest } from 'next/server';
import { reportBlogFault } from '@/lib/blog/fault-log';
import { PREVIEW_COOKIE, hasPreviewCookie } from '@/lib/blog/preview';
import { environment } from '@/lib/env/server.mjs';
import {
  MISSING_POST_PATH,
  createPostSlugCache,
  loadPostSlugs,
  resolvePostAddress,
} from '@/lib/blog/post-addresses';

/**
 * Runs before routing, for two kinds of address only (see `config.matcher`):
 *
 * - /blog/{id}/{slug} and its share image: answered from the list of posts before anything renders, so a made-up address costs
 *   no render and no cache entry. A real post under another slug gets one permanent redirect; an unknown id
 *   is rewritten to one fixed address that renders the blog's 404 once, for all of them. In the CMS's
 *   preview (lib/blog/preview.ts) a draft's address goes through to the page, which reads the draft.
 * - /coursesmain: the MERN page lives at /CoursesMain (exact case); next.config redirects match without
 *   regard to case, so they cannot tell the two spellings apart.
 */
const postSlugs = createPostSlugCache({
  load: () => loadPostSlugs(environment().blogApiOrigin),
  maxAgeMs: 3_000,
  minReloadIntervalMs: 1_000,
  onError: (error) => reportBlogFault('post list', error instanceof Error ? error.message : String(error)),
});

/** A post's page, or its share image. */
const POST_ADDRESS = /^\/blog\/([^/]+)\/([^/]+)(\/opengraph-image)?$/;

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/coursesmain') return redirect(request, '/CoursesMain');

  const match = POST_ADDRESS.exec(pathname);
  if (!match || match[1] === '0') return NextResponse.next();
  const [, idSegment = '', slugSegment = '', image = ''] = match;
  let address = resolvePostAddress(await postSlugs.current(), idSegment, slugSegment);
  // The list may be a few seconds old: a post published or renamed since then is looked up again.
  if (address.kind === 'redirect' || address.kind === 'missing') {
    address = resolvePostAddress(await postSlugs.reloaded(), idSegment, slugSegment);
  }
  // The CMS's preview: a draft (or a renamed draft) is not in the public list, and the page reads it.
  if (
    (address.kind === 'redirect' || address.kind === 'missing') &&
    (await hasPreviewCookie(request.cookies.get(PREVIEW_COOKIE)?.value, environment().previewSecret))
  ) {
    return NextResponse.next();
  }
  switch (address.kind) {
    case 'redirect':
      return redirect(request, address.location + image);
    case 'missing':
      return NextResponse.rewrite(new URL(MISSING_POST_PATH + image, request.url));
    default:
      return NextResponse.next();
  }
}

/** A permanent redirect with the query kept and exactly one Location header. */
function redirect(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.redirect(url, 308);
}

export const config = { matcher: ['/coursesmain', '/blog/:id/:slug', '/blog/:id/:slug/opengraph-image'] };
