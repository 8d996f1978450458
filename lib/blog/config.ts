/**
 * How the blog is read from the CMS. Which CMS, and how long a page stays fresh, are configuration
 * (lib/env/server.mjs), read at run time, so the same build runs against any CMS the environment names.
 */

/** Tag on every CMS request; POST /api/revalidate expires it. */
export const BLOG_CACHE_TAG = 'blog';

/** Strapi's default page size; the list walks every page. */
export const BLOG_PAGE_SIZE = 25;

/** A CMS slower than this counts as down: the last good page is served instead. */
export const BLOG_FETCH_TIMEOUT_MS = 5000;

/** Guards against a CMS that reports an absurd page count. */
export const BLOG_MAX_PAGES = 40;
