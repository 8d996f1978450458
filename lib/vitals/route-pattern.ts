/**
 * The route pattern a page's address belongs to, as the browser reports it with its vitals: the address of
 * a fixed page is its own pattern (`/aboutus`), a blog address the pattern of its route
 * (`/blog/[id]/[title]`), so no post, page number or category ever leaves the browser, only its kind.
 * The server keeps figures for known patterns only (lib/vitals/routes.ts).
 *
 * Kept apart from the page registry (lib/pages.ts, which carries every course's record): this runs in the
 * browser, in the small module loaded when the page is idle.
 */
import { parseBlogPath } from '@/lib/blog/addresses';

export const BLOG_POST_PATTERN = '/blog/[id]/[title]';
export const BLOG_LIST_PAGE_PATTERN = '/blog/page/[n]';
export const BLOG_CATEGORY_PATTERN = '/blog/category/[slug]';
export const BLOG_CATEGORY_PAGE_PATTERN = '/blog/category/[slug]/page/[n]';

/** Every pattern a blog address maps to (the blog's own fixed pages, /blog and its search, map to themselves). */
export const BLOG_PATTERNS = [
  BLOG_POST_PATTERN,
  BLOG_LIST_PAGE_PATTERN,
  BLOG_CATEGORY_PATTERN,
  BLOG_CATEGORY_PAGE_PATTERN,
] as const;

/** The longest pattern a beacon may name. */
export const MAX_ROUTE_LENGTH = 64;

/**
 * The pattern of a page's path (location.pathname, without query or fragment); null for a path no pattern
 * could stand for (too long, or not a path).
 */
export function routePattern(pathname: string): string | null {
  if (!pathname.startsWith('/') || pathname.length > 2048) return null;
  // A trailing slash names the same page (Next redirects it away).
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const blog = parseBlogPath(path);
  if (blog) {
    switch (blog.kind) {
      case 'post':
        return BLOG_POST_PATTERN;
      case 'list':
        return BLOG_LIST_PAGE_PATTERN;
      default:
        return blog.paged ? BLOG_CATEGORY_PAGE_PATTERN : BLOG_CATEGORY_PATTERN;
    }
  }
  return path.length <= MAX_ROUTE_LENGTH ? path : null;
}
