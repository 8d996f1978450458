/**
 * Where the blog comes from and how fresh it is kept. Read at call time, so the same build
 * runs against any CMS the environment names.
 */

/** Tag on every CMS request; POST /api/revalidate expires it. */
export const BLOG_CACHE_TAG = 'blog';

/** Strapi's default page size; the list walks every page. */
export const BLOG_PAGE_SIZE = 25;

/** A CMS slower than this counts as down: the last good page is served instead. */
export const BLOG_FETCH_TIMEOUT_MS = 5000;

/** Guards against a CMS that reports an absurd page count. */
export const BLOG_MAX_PAGES = 40;

export const DEFAULT_REVALIDATE_SECONDS = 60;

/** The origin of the Strapi backend, or null when none is configured (the sample posts are used). */
export function blogApiOrigin(env: Partial<Record<string, string>> = process.env): string | null {
  const value = env.BLOG_API_URL?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function blogRevalidateSeconds(env: Partial<Record<string, string>> = process.env): number {
  const seconds = Number(env.BLOG_REVALIDATE_SECONDS);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : DEFAULT_REVALIDATE_SECONDS;
}

/**
 * The API token the preview reads drafts with (Strapi answers `status=draft` only to a token); empty when
 * none is configured, and then the preview cannot show drafts.
 */
export function blogPreviewToken(env: Partial<Record<string, string>> = process.env): string {
  return env.BLOG_PREVIEW_TOKEN?.trim() ?? '';
}
