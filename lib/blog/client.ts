/**
 * The one client of the blog backend (design.md §6). With BLOG_API_URL unset the built-in sample posts
 * are the content, through the same normalizing code.
 *
 * A CMS that is down, slow, failing or garbled never reaches a page:
 * - the last good answers are kept in memory and served again, so a regeneration re-renders the last
 *   good content instead of failing;
 * - with no good answer in memory yet (a fresh server), BlogUnavailableError is thrown: a regeneration
 *   that throws leaves the last good page of the ISR cache in place.
 * Faults are logged once, when they start or change, not on every request.
 */
import samplePosts from './sample-posts.json';
import {
  BLOG_CACHE_TAG,
  BLOG_FETCH_TIMEOUT_MS,
  BLOG_MAX_PAGES,
  BLOG_PAGE_SIZE,
  blogApiOrigin,
  blogRevalidateSeconds,
} from './config';
import { normalizePostList, sortPostsNewestFirst, type BlogListPage } from './normalize';
import type { BlogPost } from './types';

export class BlogUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BlogUnavailableError';
  }
}

let lastLoggedFault: string | null = null;

/** The last good answers of this server process. */
const lastGood = { list: null as BlogPost[] | null, posts: new Map<number, BlogPost | null>() };

function reportFault(message: string) {
  if (message === lastLoggedFault) return;
  lastLoggedFault = message;
  console.error('Error fetching blogs:', message);
}

function reportRecovery() {
  if (lastLoggedFault === null) return;
  lastLoggedFault = null;
  console.info('Blog backend answering again.');
}

/**
 * Rejects when the promise has not settled in time. Next's caching fetch does not reliably honour an
 * AbortSignal, so the wait itself is bounded; a late answer is ignored.
 */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`TimeoutError: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function fetchListPage(origin: string, query: string): Promise<BlogListPage> {
  const url = `${origin}/api/blogs?${query}`;
  let body: unknown;
  try {
    body = await withTimeout(
      (async () => {
        const response = await fetch(url, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(BLOG_FETCH_TIMEOUT_MS),
          next: { revalidate: blogRevalidateSeconds(), tags: [BLOG_CACHE_TAG] },
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return JSON.parse(await response.text()) as unknown;
      })(),
      BLOG_FETCH_TIMEOUT_MS,
    );
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    reportFault(`${origin}/api/blogs: ${reason}`);
    throw new BlogUnavailableError(reason, { cause: error });
  }
  try {
    return normalizePostList(body, origin);
  } catch (error) {
    reportFault(`${origin}/api/blogs: unexpected answer (${(error as Error).message})`);
    throw new BlogUnavailableError('unexpected answer', { cause: error });
  }
}

function pageQuery(page: number): string {
  return `populate=*&pagination[page]=${page}&pagination[pageSize]=${BLOG_PAGE_SIZE}`;
}

/** Every post, newest first: all pages of the backend's list. */
export async function fetchBlogPosts(): Promise<BlogPost[]> {
  const origin = blogApiOrigin();
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
    if (lastGood.list) return lastGood.list;
    throw error;
  }
  reportRecovery();
  const byId = new Map<number, BlogPost>();
  for (const post of pages.flatMap((page) => page.posts)) byId.set(post.id, post);
  lastGood.list = sortPostsNewestFirst([...byId.values()]);
  return lastGood.list;
}

/** One post by its numeric id, or null when the backend has no such post. */
export async function fetchBlogPost(id: number): Promise<BlogPost | null> {
  const origin = blogApiOrigin();
  if (!origin) return normalizePostList(samplePosts, null).posts.find((post) => post.id === id) ?? null;

  let page: BlogListPage;
  try {
    page = await fetchListPage(origin, `filters[id][$eq]=${id}&populate=*`);
  } catch (error) {
    if (lastGood.posts.has(id)) return lastGood.posts.get(id)!;
    const fromList = lastGood.list?.find((post) => post.id === id);
    if (fromList) return fromList;
    throw error;
  }
  reportRecovery();
  const post = page.posts.find((candidate) => candidate.id === id) ?? null;
  lastGood.posts.set(id, post);
  return post;
}

/**
 * During `next build` a missing CMS must not fail the build: the blog is built empty and regenerated once
 * the CMS answers. At run time the error propagates, so the last good page stays.
 */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

export async function fetchBlogPostsOrEmptyDuringBuild(): Promise<BlogPost[]> {
  try {
    return await fetchBlogPosts();
  } catch (error) {
    if (error instanceof BlogUnavailableError && isBuildPhase()) return [];
    throw error;
  }
}
