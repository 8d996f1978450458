/**
 * The one client of the blog backend (Strapi 5's REST API). With BLOG_API_URL unset the built-in sample posts
 * are the content, through the same normalizing code.
 *
 * A CMS that is down, slow, failing or garbled never reaches a page:
 * - the last good answers are kept (lib/blog/last-good.ts: in memory, or in Redis in the production stack)
 *   and served again, so a regeneration re-renders the last good content instead of failing;
 * - with no good answer in memory yet (a fresh server), BlogUnavailableError is thrown: a background
 *   regeneration that throws leaves the last good page of the ISR cache in place.
 * A fault is logged when it starts, then at most every few minutes, not on every request.
 */
import samplePosts from './sample-posts.json';
import { reportBlogFault } from './fault-log';
import { lastGoodStore, type LastGoodStore } from './last-good';
import { environment, isBuildPhase } from '@/lib/env/server.mjs';
import { BLOG_CACHE_TAG, BLOG_FETCH_TIMEOUT_MS, BLOG_MAX_PAGES, BLOG_PAGE_SIZE } from './config';
import { normalizePostList, sortPostsNewestFirst, type BlogListPage } from './normalize';
import type { BlogPost } from './types';

export class BlogUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BlogUnavailableError';
  }
}

let lastGoodAnswers: LastGoodStore | undefined;
/** Made on first use, not on import: importing the blog client never reads the environment. */
function lastGood(): LastGoodStore {
  lastGoodAnswers ??= lastGoodStore(environment().redisUrl);
  return lastGoodAnswers;
}

class BlogTimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer in ${ms} ms`);
    this.name = 'BlogTimeoutError';
  }
}

class BlogHttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'BlogHttpError';
  }
}

/**
 * Rejects when the promise has not settled in time. Next's caching fetch does not reliably honour an
 * AbortSignal, so the wait itself is bounded; a late answer is ignored.
 */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BlogTimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface ListPageOptions {
  /** A draft read for the preview: with the preview token, never cached, never remembered. */
  draft?: boolean;
  /** An HTTP 400 is an expected answer here (a query naming a field the CMS may not have): not a fault. */
  rejectionExpected?: boolean;
}

async function fetchListPage(
  origin: string,
  query: string,
  { draft = false, rejectionExpected = false }: ListPageOptions = {},
): Promise<BlogListPage> {
  const url = `${origin}/api/blogs?${query}${draft ? '&status=draft' : ''}`;
  let body: unknown;
  try {
    body = await withTimeout(
      (async () => {
        // No AbortSignal: it would stop Next from sharing one answer between the page and its metadata.
        const response = await fetch(
          url,
          draft
            ? {
                headers: {
                  Accept: 'application/json',
                  Authorization: `Bearer ${environment().blogPreviewToken ?? ''}`,
                },
                cache: 'no-store',
              }
            : {
                headers: { Accept: 'application/json' },
                next: { revalidate: environment().blogRevalidateSeconds, tags: [BLOG_CACHE_TAG] },
              },
        );
        if (!response.ok) throw new BlogHttpError(response.status);
        return JSON.parse(await response.text()) as unknown;
      })(),
      BLOG_FETCH_TIMEOUT_MS,
    );
  } catch (error) {
    if (rejectionExpected && error instanceof BlogHttpError && error.status === 400) throw error;
    const kind =
      error instanceof BlogTimeoutError
        ? 'no answer in time'
        : error instanceof BlogHttpError
          ? `HTTP ${error.status}`
          : error instanceof SyntaxError
            ? 'answer is not JSON'
            : 'unreachable';
    reportBlogFault(kind, `${origin}/api/blogs: ${error instanceof Error ? error.message : String(error)}`);
    throw new BlogUnavailableError(kind, { cause: error });
  }
  try {
    return normalizePostList(body, origin);
  } catch (error) {
    reportBlogFault('garbled answer', `${origin}/api/blogs: ${(error as Error).message}`);
    throw new BlogUnavailableError('garbled answer', { cause: error });
  }
}

/**
 * Whether the CMS numbers its posts (`postNumber`, see BlogPost.id): learned from its answer to the first
 * query that names the field. A Strapi with only the spec's fields refuses such a query with 400.
 */
let cmsNumbersPosts: boolean | null = null;

/** The entries whose address number is `id`: by postNumber when the CMS has it, by id otherwise. */
async function fetchPostPage(origin: string, id: number, draft: boolean): Promise<BlogListPage> {
  if (cmsNumbersPosts !== false) {
    try {
      const page = await fetchListPage(origin, `filters[postNumber][$eq]=${id}&populate=*`, {
        draft,
        rejectionExpected: true,
      });
      cmsNumbersPosts = true;
      return page;
    } catch (error) {
      if (!(error instanceof BlogHttpError)) throw error;
      cmsNumbersPosts = false;
    }
  }
  return fetchListPage(origin, `filters[id][$eq]=${id}&populate=*`, { draft });
}

function pageQuery(page: number): string {
  return `populate=*&pagination[page]=${page}&pagination[pageSize]=${BLOG_PAGE_SIZE}`;
}

/** Every post, newest first: all pages of the backend's list. */
export async function fetchBlogPosts(): Promise<BlogPost[]> {
  const origin = environment().blogApiOrigin;
  if (!origin) return sortPostsNewestFirst(normalizePostList(samplePosts, null).posts);

  let pages: BlogListPage[];
  try {
    const first = await fetchListPage(origin, pageQuery(1));
    const pageCount = Math.min(first.pageCount, BLOG_MAX_PAGES);
    const rest = await Promise.all(
      Array.from({ length: pageCount - 1 }, (_, index) => fetchListPage(origin, pageQuery(index + 2))),
    );
    pages = [first, ...rest];
  } catch (error) {
    const remembered = await lastGood().list();
    if (remembered) return remembered;
    throw error;
  }
  const byId = new Map<number, BlogPost>();
  for (const post of pages.flatMap((page) => page.posts)) byId.set(post.id, post);
  const posts = sortPostsNewestFirst([...byId.values()]);
  await lastGood().rememberList(posts);
  return posts;
}

/**
 * One post by the number in its address, or null when the backend has no such post. With `draft`, the
 * post's latest draft, for the preview: read with the preview token, never cached and never remembered.
 */
export async function fetchBlogPost(id: number, { draft = false } = {}): Promise<BlogPost | null> {
  const origin = environment().blogApiOrigin;
  if (!origin) return normalizePostList(samplePosts, null).posts.find((post) => post.id === id) ?? null;
  if (draft) {
    const page = await fetchPostPage(origin, id, true);
    return page.posts.find((candidate) => candidate.id === id) ?? null;
  }

  let page: BlogListPage;
  try {
    page = await fetchPostPage(origin, id, false);
  } catch (error) {
    const remembered = await lastGood().post(id);
    if (remembered) return remembered;
    throw error;
  }
  const post = page.posts.find((candidate) => candidate.id === id) ?? null;
  if (post) await lastGood().rememberPost(post);
  return post;
}

/**
 * During `next build` a missing CMS must not fail the build: the blog is built empty and regenerated once
 * the CMS answers. At run time the error propagates, so the last good page stays.
 */
export async function fetchBlogPostsOrEmptyDuringBuild(): Promise<BlogPost[]> {
  try {
    return await fetchBlogPosts();
  } catch (error) {
    if (error instanceof BlogUnavailableError && isBuildPhase()) return [];
    throw error;
  }
}
