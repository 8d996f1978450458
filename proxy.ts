import { NextResponse, type NextRequest } from 'next/server';
import {
  MISSING_LIST_PATH,
  MISSING_POST_PATH,
  createAddressBook,
  missingPath,
  parseBlogPath,
} from '@/lib/blog/addresses';
import { blogChangeClock, type BlogChangeClock } from '@/lib/blog/change-clock.mjs';
import { fetchBlogIndex, fetchPostSlug } from '@/lib/blog/client';
import { PREVIEW_COOKIE, hasPreviewCookie } from '@/lib/blog/preview';
import { SEARCH_PATH, admitSearch } from '@/lib/blog/search';
import { blogSearchCopy } from '@/lib/content/blog';
import { environment } from '@/lib/env/server.mjs';
import { contentSecurityPolicy, securityHeaderInput } from '@/lib/security-headers.mjs';

/**
 * Runs before routing, for these addresses only (see `config.matcher`):
 *
 * - the blog's own: each post, page of the list and category is checked against what the CMS holds
 *   before anything renders (lib/blog/addresses.ts), so a made-up address costs no render and no cache
 *   entry. A real post under another slug, or a list's /page/1, gets one permanent redirect; anything
 *   made up is rewritten to one shared 404 address of its kind. In the CMS's preview (lib/blog/preview.ts)
 *   a draft's address goes through to the page, which reads the draft.
 * - the blog's search, rendered for each request: limited per client and site-wide, and given a
 *   Content-Security-Policy whose nonce Next puts on that page's inline scripts (prerendered pages carry
 *   hashes instead: deploy/cache-handler.mjs).
 * - /coursesmain: the MERN page lives at /CoursesMain (exact case); next.config redirects match without
 *   regard to case, so they cannot tell the two spellings apart.
 */
let blogChanges: BlogChangeClock | undefined;
const addressBook = createAddressBook({
  // The CMS client logs its faults; the book keeps what it knew meanwhile.
  loadIndex: () => fetchBlogIndex({ remember: false }),
  loadSlug: (number) => fetchPostSlug(number),
  // Made on first use: importing the proxy never reads the environment.
  changedAt: () => (blogChanges ??= blogChangeClock(environment().redisUrl)).changedAt(),
});

const SHARE_IMAGE = '/opengraph-image';

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/coursesmain') return redirect(request, '/CoursesMain');
  if (pathname === SEARCH_PATH) return search(request);

  const image = pathname.endsWith(SHARE_IMAGE) ? SHARE_IMAGE : '';
  const base = pathname.slice(0, pathname.length - image.length);
  const path = parseBlogPath(base);
  if (!path || base === MISSING_POST_PATH || base === MISSING_LIST_PATH) return NextResponse.next();
  // Only a post has a share image of its own.
  if (image && path.kind !== 'post') return NextResponse.next();

  const address = await addressBook.resolve(path);
  // The CMS's preview: a draft (or a renamed draft) is not among the published posts, and the page reads it.
  if (
    path.kind === 'post' &&
    (address.kind === 'redirect' || address.kind === 'missing') &&
    (await hasPreviewCookie(request.cookies.get(PREVIEW_COOKIE)?.value, environment().previewSecret))
  ) {
    return NextResponse.next();
  }
  switch (address.kind) {
    case 'redirect':
      return redirect(request, address.location + image);
    case 'missing':
      return NextResponse.rewrite(new URL(missingPath(path) + image, request.url));
    default:
      return NextResponse.next();
  }
}

/** The search results page: refused politely past the limits, otherwise rendered under a nonce policy. */
async function search(request: NextRequest) {
  const admitted = await admitSearch(request.headers);
  if (!admitted.allowed) {
    return new NextResponse(tooManySearchesPage(), {
      status: 429,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Retry-After': String(admitted.retryAfterSeconds),
        'Content-Security-Policy': contentSecurityPolicy(securityHeaderInput(environment())),
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
      },
    });
  }
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy(securityHeaderInput(environment()), [], { nonce });
  const headers = new Headers(request.headers);
  // Next reads the nonce from the request's policy and puts it on the page's scripts.
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('X-Robots-Tag', 'noindex');
  return response;
}

/** A page with no script and no style of its own: it must not cost what a search costs. */
function tooManySearchesPage(): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${blogSearchCopy.title}</title></head><body><main><h1>${blogSearchCopy.title}</h1><p>${blogSearchCopy.tooMany}</p><p><a href="/blog">${blogSearchCopy.backToBlog}</a></p></main></body></html>`;
}

/** A permanent redirect with the query kept and exactly one Location header. */
function redirect(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.redirect(url, 308);
}

export const config = { matcher: ['/coursesmain', '/blog/:path+'] };
