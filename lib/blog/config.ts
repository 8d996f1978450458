/**
 * How the blog is read from the CMS. Which CMS, and how long a page stays fresh, are configuration
 * (lib/env/server.mjs), read at run time, so the same build runs against any CMS the environment names.
 */

/** Tag on every CMS request a page makes; POST /api/revalidate expires it. */
export const BLOG_CACHE_TAG = 'blog';

/**
 * Tag on every read of the batch calendar (the CMS's `batches`): POST /api/revalidate expires it when a batch
 * is saved or deleted, so the home and course pages and the syllabus PDFs show it within seconds.
 */
export const BATCHES_CACHE_TAG = 'batches';

/** The batches read at most: the nearest ones, from BATCH_HISTORY_DAYS back (lib/shared/batches.mjs). */
export const BATCHES_READ = 100;

/** Posts on a list page (/blog, /blog/page/{n}, a category's pages). */
export const POSTS_PER_PAGE = 12;

/** Posts in the feed, newest first. */
export const FEED_SIZE = 20;

/** Related posts under a post: of its category, newest first. */
export const RELATED_POSTS = 3;

/** A CMS slower than this counts as down: the last good answer is used instead. */
export const BLOG_FETCH_TIMEOUT_MS = 5000;

/** Strapi's largest page (its default maxLimit): walks of every post (the sitemap) go a hundred at a time. */
export const WALK_PAGE_SIZE = 100;

/** Guards a walk against a CMS that reports an absurd page count: 100 pages of 100 posts. */
export const MAX_WALK_PAGES = 100;

/** The longest search query kept; the rest is dropped. */
export const MAX_SEARCH_LENGTH = 100;

/** List pages and posts written by `next build`; later ones render on their first request. */
export const PRERENDERED_LIST_PAGES = 3;
export const PRERENDERED_POSTS = POSTS_PER_PAGE;
