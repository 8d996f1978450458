/**
 * The one client of the CMS's public content (Strapi 5's REST API): every read of the blog goes through here,
 * the list pages, a post and its neighbours, search, the feed, the sitemap, the proxy's address check and the
 * preview, and so does the batch calendar the home and course pages show. Each read asks only for what its view shows (lib/blog/queries.ts). With BLOG_API_URL unset the
 * built-in sample posts are the content, through the same records.
 *
 * A CMS that is down, slow, failing or garbled never reaches a page:
 * - the last good answer of each view is kept (lib/blog/last-good.ts) and used again, so a page rendered
 *   afresh while the CMS fails shows what it showed before;
 * - with none kept, BlogUnavailableError is thrown: a regeneration that throws leaves the page the cache
 *   holds in place, and during `next build` the blog is built empty (orEmptyDuringBuild) and fills in
 *   once the CMS answers.
 * A fault is logged when it starts, then at most every few minutes, not on every request.
 */
import samplePostsFile from './sample-posts.json';
import { TimeoutError, withTimeout } from '@/lib/async';
import { environment, isBuildPhase } from '@/lib/env/server.mjs';
import { calendarFrom, calendarStart, type EnteredBatch } from '@/lib/batches';
import {
  BATCHES_CACHE_TAG,
  BLOG_CACHE_TAG,
  BLOG_FETCH_TIMEOUT_MS,
  FEED_SIZE,
  MAX_SEARCH_LENGTH,
  POSTS_PER_PAGE,
  RELATED_POSTS,
} from './config';
import { reportBlogFault } from './fault-log';
import { lastGoodStore, type LastGoodStore } from './last-good';
import {
  BlogResponseError,
  normalizeCard,
  normalizePost,
  readBatches,
  readStrapiList,
  sortNewestFirst,
} from './normalize';
import {
  addressQuery,
  addressesQuery,
  batchesQuery,
  cardsQuery,
  categoriesQuery,
  neighbourQuery,
  pageCountOf,
  postQuery,
  walkPages,
  type CardsQuery,
  type CmsKind,
} from './queries';
import { categoryHref, slugify } from './slug';
import { dateAtInstitute, isoCalendarDate } from '@/lib/calendar-date';
import type { BlogCategory, BlogIndex, BlogPost, PostCard, PostNeighbours, PostPage } from './types';

export class BlogUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BlogUnavailableError';
  }
}

class CmsHttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'CmsHttpError';
  }
}

// ---------------------------------------------------------------------------------------------------------
// Talking to the CMS

interface GetOptions {
  /** Read drafts with the preview token: never cached, never remembered. */
  draft?: boolean;
  /** The cache tag the webhook expires: the blog's, unless the read is of something else. */
  tag?: string;
  /** Statuses that are an answer here, not a fault (the bundled CMS's index is absent elsewhere: 404). */
  expectedStatuses?: number[];
}

/** GET {origin}/api/{path}: the parsed JSON, or BlogUnavailableError (logged) when the CMS fails. */
async function getJson(
  origin: string,
  path: string,
  { draft = false, tag = BLOG_CACHE_TAG, expectedStatuses = [] }: GetOptions = {},
) {
  const url = `${origin}/api/${path}`;
  try {
    return await withTimeout(
      (async () => {
        // Pages are tagged (`blog`, `batches`), so the webhook's revalidateTag reaches them; no revalidate here, so Next
        // keeps no copy of the answer besides the page itself. No AbortSignal: it would stop Next from
        // sharing one answer between a page and its metadata.
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
            : { headers: { Accept: 'application/json' }, next: { tags: [tag] } },
        );
        if (!response.ok) throw new CmsHttpError(response.status);
        return JSON.parse(await response.text()) as unknown;
      })(),
      BLOG_FETCH_TIMEOUT_MS,
    );
  } catch (error) {
    if (error instanceof CmsHttpError && expectedStatuses.includes(error.status)) throw error;
    const kind =
      error instanceof TimeoutError
        ? 'no answer in time'
        : error instanceof CmsHttpError
          ? `HTTP ${error.status}`
          : error instanceof SyntaxError
            ? 'answer is not JSON'
            : 'unreachable';
    reportBlogFault(kind, `${url}: ${error instanceof Error ? error.message : String(error)}`);
    throw new BlogUnavailableError(kind, { cause: error });
  }
}

/** Reads an answer into records; a garbled answer is a fault like any other. */
function parsed<T>(origin: string, path: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof BlogResponseError)) throw error;
    reportBlogFault('garbled answer', `${origin}/api/${path}: ${error.message}`);
    throw new BlogUnavailableError('garbled answer', { cause: error });
  }
}

const kinds = new Map<string, CmsKind>();

/** The bundled CMS answers GET /api/blog-index; any other Strapi says 404. Learned once per CMS. */
async function cmsKind(origin: string): Promise<CmsKind> {
  const known = kinds.get(origin);
  if (known) return known;
  let kind: CmsKind;
  try {
    await getJson(origin, 'blog-index', { expectedStatuses: [404] });
    kind = 'bundled';
  } catch (error) {
    if (!(error instanceof CmsHttpError)) throw error;
    kind = 'plain';
  }
  kinds.set(origin, kind);
  return kind;
}

async function getList(origin: string, path: string, options?: GetOptions) {
  const body = await getJson(origin, path, options);
  return parsed(origin, path, () => readStrapiList(body));
}

/** Pages of a walk asked for at once: a long walk queues behind a few requests, not a hundred. */
const WALK_CONCURRENCY = 6;

/** Pages 2… of a walk whose first page reported `pageCount` pages, a few at a time. */
async function restOfWalk<T>(pageCount: number, load: (page: number) => Promise<T>): Promise<T[]> {
  const last = walkPages(pageCount);
  const pages: T[] = [];
  for (let from = 2; from <= last; from += WALK_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(WALK_CONCURRENCY, last - from + 1) }, (_, i) => from + i);
    pages.push(...(await Promise.all(batch.map(load))));
  }
  return pages;
}

async function getCards(origin: string, kind: CmsKind, query: CardsQuery): Promise<PostPage> {
  const path = `blogs?${cardsQuery(kind, query)}`;
  const list = await getList(origin, path);
  const posts = parsed(origin, path, () => list.data.map((entry) => normalizeCard(entry, origin)));
  return {
    posts,
    page: query.page,
    pageCount: pageCountOf(list.total, query.pageSize ?? POSTS_PER_PAGE),
    total: list.total,
  };
}

function categoriesOf(counts: Map<string, { name: string; count: number }>): BlogCategory[] {
  return [...counts.entries()]
    .map(([slug, { name, count }]) => ({ name, slug, href: categoryHref(slug), count }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Adds a category's posts under its slug, so two spellings of one name ("Data science") are one category. */
function addCategory(counts: Map<string, { name: string; count: number }>, raw: unknown, count: number) {
  if (typeof raw !== 'string' || !raw.trim() || count <= 0) return;
  const name = raw.trim();
  const slug = slugify(name);
  const known = counts.get(slug);
  counts.set(slug, { name: known?.name ?? name, count: (known?.count ?? 0) + count });
}

async function getIndex(origin: string, kind: CmsKind): Promise<BlogIndex> {
  const counts = new Map<string, { name: string; count: number }>();
  if (kind === 'bundled') {
    const body = await getJson(origin, 'blog-index');
    return parsed(origin, 'blog-index', () => {
      const data = (body as { data?: unknown } | null)?.data as
        { total?: unknown; newestNumber?: unknown; categories?: unknown } | undefined;
      if (
        !data ||
        !Number.isSafeInteger(data.total) ||
        !Number.isSafeInteger(data.newestNumber) ||
        !Array.isArray(data.categories)
      ) {
        throw new BlogResponseError('blog-index: expected total, newestNumber and categories');
      }
      for (const entry of data.categories as { name?: unknown; count?: unknown }[]) {
        addCategory(counts, entry?.name, Number.isSafeInteger(entry?.count) ? (entry.count as number) : 0);
      }
      return {
        total: data.total as number,
        newestNumber: data.newestNumber as number,
        categories: categoriesOf(counts),
      };
    });
  }
  // Another Strapi has no index: every post's category, a hundred at a time, newest id first.
  const first = await getList(origin, `blogs?${categoriesQuery(1)}`);
  const rest = await restOfWalk(first.pageCount, (page) => getList(origin, `blogs?${categoriesQuery(page)}`));
  for (const entry of [first, ...rest].flatMap((list) => list.data)) {
    addCategory(counts, (entry as { category?: unknown } | null)?.category, 1);
  }
  const newest = (first.data[0] as { id?: unknown } | undefined)?.id;
  return {
    total: first.total,
    newestNumber: Number.isSafeInteger(newest) ? (newest as number) : 0,
    categories: categoriesOf(counts),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The built-in sample posts (no CMS configured): the same records, filtered and paged here.

let samples: BlogPost[] | undefined;
function samplePosts(): BlogPost[] {
  samples ??= sortNewestFirst(
    readStrapiList(samplePostsFile).data.map((entry) => normalizePost(entry, null)),
  );
  return samples;
}

/** A sample post as a list shows it: its card, without the text and the other images. */
function card(post: BlogPost): PostCard {
  const { number, title, slug, href, category, categoryHref, date, updatedAt, summary, cover } = post;
  return { number, title, slug, href, category, categoryHref, date, updatedAt, summary, cover };
}

function samplePage(query: CardsQuery): PostPage {
  const search = query.search?.toLowerCase();
  const matching = samplePosts().filter(
    (post) =>
      (query.category === undefined || post.category.toLowerCase() === query.category.toLowerCase()) &&
      post.number !== query.excludeNumber &&
      (search === undefined ||
        [post.title, post.summary, post.description].some((text) => text.toLowerCase().includes(search))),
  );
  const pageSize = query.pageSize ?? POSTS_PER_PAGE;
  return {
    posts: matching.slice((query.page - 1) * pageSize, query.page * pageSize).map(card),
    page: query.page,
    pageCount: pageCountOf(matching.length, pageSize),
    total: matching.length,
  };
}

function sampleIndex(): BlogIndex {
  const counts = new Map<string, { name: string; count: number }>();
  for (const post of samplePosts()) if (post.categoryHref) addCategory(counts, post.category, 1);
  return {
    total: samplePosts().length,
    newestNumber: Math.max(0, ...samplePosts().map((post) => post.number)),
    categories: categoriesOf(counts),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The reads

let lastGoodAnswers: LastGoodStore | undefined;
/** Made on first use, not on import: importing the blog client never reads the environment. */
function lastGood(): LastGoodStore {
  lastGoodAnswers ??= lastGoodStore(environment().redisUrl);
  return lastGoodAnswers;
}

/**
 * A view's read from the CMS. With `remember` (views of content that exists), a good answer is kept and a
 * failed read falls back to the last one kept.
 */
async function readOrRecall<T>(view: string, load: () => Promise<T>, remember: boolean): Promise<T> {
  try {
    const value = await load();
    if (remember) await lastGood().remember(view, value);
    return value;
  } catch (error) {
    if (remember && error instanceof BlogUnavailableError) {
      const remembered = await lastGood().recall<T>(view);
      if (remembered) return remembered;
    }
    throw error;
  }
}

/** One view of the blog: from the CMS (remembered as above), or the sample posts without one. */
async function read<T>(
  view: string,
  fromCms: (origin: string, kind: CmsKind) => Promise<T>,
  fromSamples: () => T,
  { remember = true } = {},
): Promise<T> {
  const origin = environment().blogApiOrigin;
  if (!origin) return fromSamples();
  return readOrRecall(view, async () => fromCms(origin, await cmsKind(origin)), remember);
}

/**
 * The batches the institute entered in the CMS, from BATCH_HISTORY_DAYS before `now` on, nearest first; []
 * without a CMS, or with a Strapi that keeps no batches (404) or does not show them (403): the pages then
 * fall back to the rules. A CMS that fails gives the last good calendar, as the blog's reads do.
 */
export async function fetchBatchCalendar(now = new Date()): Promise<EnteredBatch[]> {
  const today = dateAtInstitute(now);
  const origin = environment().blogApiOrigin;
  if (!origin) return [];
  // Not through read(): it would ask which CMS this is with a read tagged `blog`, and every post published
  // would then regenerate the home and course pages too.
  const calendar = await readOrRecall(
    'batches',
    async () => {
      const path = `batches?${batchesQuery(calendarStart(today))}`;
      let body: unknown;
      try {
        body = await getJson(origin, path, { tag: BATCHES_CACHE_TAG, expectedStatuses: [403, 404] });
      } catch (error) {
        if (error instanceof CmsHttpError) return [];
        throw error;
      }
      return parsed(origin, path, () => readBatches(body));
    },
    true,
  );
  // A remembered calendar may be older than today's window.
  return calendarFrom(calendar, today);
}

/** How many posts, the newest number and the categories with posts. */
export function fetchBlogIndex({ remember = true } = {}): Promise<BlogIndex> {
  return read('index', getIndex, sampleIndex, { remember });
}

/** A page of posts, newest first; of one category (by name) when given. */
export function fetchPostPage(page: number, category?: string): Promise<PostPage> {
  const query = { page, ...(category === undefined ? {} : { category }) };
  return read(
    `cards:${category ?? ''}:${page}`,
    (origin, kind) => getCards(origin, kind, query),
    () => samplePage(query),
  );
}

/** The newest posts, for the feed. */
export async function fetchFeedPosts(): Promise<PostCard[]> {
  const query = { page: 1, pageSize: FEED_SIZE };
  return (
    await read(
      'feed',
      (origin, kind) => getCards(origin, kind, query),
      () => samplePage(query),
    )
  ).posts;
}

/** The words of a search as the CMS is asked them: trimmed, one line, at most MAX_SEARCH_LENGTH characters. */
export function searchTerms(query: string | null | undefined): string {
  return Array.from((query ?? '').replace(/\s+/g, ' ').trim())
    .slice(0, MAX_SEARCH_LENGTH)
    .join('')
    .trim();
}

/** Posts whose title, summary or text hold the words (already cleaned by searchTerms). Never remembered. */
export function searchPosts(terms: string, page: number): Promise<PostPage> {
  const query = { page, search: terms };
  return read(
    'search',
    (origin, kind) => getCards(origin, kind, query),
    () => samplePage(query),
    { remember: false },
  );
}

/**
 * One post by the number in its address, or null when there is none. With `draft`, its latest draft, for
 * the preview: read with the preview token, never cached and never remembered.
 */
export function fetchBlogPost(number: number, { draft = false } = {}): Promise<BlogPost | null> {
  return read(
    `post:${number}`,
    async (origin, kind) => {
      const path = `blogs?${postQuery(kind, number)}${draft ? '&status=draft' : ''}`;
      const list = await getList(origin, path, { draft });
      return parsed(origin, path, () => {
        const post = list.data.length > 0 ? normalizePost(list.data[0], origin) : null;
        return post?.number === number ? post : null;
      });
    },
    () => samplePosts().find((post) => post.number === number) ?? null,
    { remember: !draft },
  );
}

/** The posts next to one, by date: none for a post without a date. */
export function fetchPostNeighbours(post: PostCard): Promise<PostNeighbours> {
  if (!post.date) return Promise.resolve({ newer: null, older: null });
  const at = { number: post.number, isoDate: isoCalendarDate(post.date) };
  return read(
    `neighbours:${post.number}`,
    async (origin, kind) => {
      const [newer, older] = await Promise.all(
        (['newer', 'older'] as const).map(async (direction) => {
          const path = `blogs?${neighbourQuery(kind, at, direction)}`;
          const list = await getList(origin, path);
          return parsed(origin, path, () => (list.data[0] ? normalizeCard(list.data[0], origin) : null));
        }),
      );
      return { newer: newer ?? null, older: older ?? null };
    },
    () => {
      const posts = samplePosts();
      const index = posts.findIndex((candidate) => candidate.number === post.number);
      const neighbour = (at: number) => (index >= 0 && posts[at] ? card(posts[at]) : null);
      return { newer: neighbour(index - 1), older: neighbour(index + 1) };
    },
  );
}

/** Up to RELATED_POSTS newest posts of the same category, the post itself left out. */
export async function fetchRelatedPosts(post: PostCard): Promise<PostCard[]> {
  if (!post.categoryHref) return [];
  const query = { page: 1, pageSize: RELATED_POSTS, category: post.category, excludeNumber: post.number };
  return (
    await read(
      `related:${post.number}`,
      (origin, kind) => getCards(origin, kind, query),
      () => samplePage(query),
    )
  ).posts;
}

/**
 * The slug of the post with this number, or null when there is none: the proxy's check of an address it
 * does not know yet. The proxy keeps what it learns; while the CMS fails, the post's own last good answer
 * (when its page was shown) still tells its slug.
 */
export async function fetchPostSlug(number: number): Promise<string | null> {
  try {
    return await read(
      'address',
      async (origin, kind) => {
        const path = `blogs?${addressQuery(kind, number)}`;
        const list = await getList(origin, path);
        return parsed(origin, path, () => {
          const post = list.data.length > 0 ? normalizeCard(list.data[0], origin) : null;
          return post?.number === number ? post.slug : null;
        });
      },
      () => samplePosts().find((post) => post.number === number)?.slug ?? null,
      { remember: false },
    );
  } catch (error) {
    if (!(error instanceof BlogUnavailableError)) throw error;
    const remembered = await lastGood().recall<BlogPost | null>(`post:${number}`);
    if (remembered) return remembered.slug;
    throw error;
  }
}

/** Every post's address and dates, for the sitemap: a hundred posts a request. */
export function fetchPostAddresses(): Promise<PostCard[]> {
  return read(
    'addresses',
    async (origin, kind) => {
      const first = await getList(origin, `blogs?${addressesQuery(kind, 1)}`);
      const rest = await restOfWalk(first.pageCount, (page) =>
        getList(origin, `blogs?${addressesQuery(kind, page)}`),
      );
      return parsed(origin, 'blogs (addresses)', () =>
        [first, ...rest].flatMap((list) => list.data).map((entry) => normalizeCard(entry, origin)),
      );
    },
    () => samplePosts().map(card),
  );
}

/**
 * During `next build` a missing CMS must not fail the build: the blog is built with `empty` and regenerated
 * once the CMS answers. At run time the error propagates, so the page the cache holds stays.
 */
export async function orEmptyDuringBuild<T>(reading: Promise<T>, empty: T): Promise<T> {
  try {
    return await reading;
  } catch (error) {
    if (error instanceof BlogUnavailableError && isBuildPhase()) return empty;
    throw error;
  }
}

export const EMPTY_INDEX: BlogIndex = { total: 0, newestNumber: 0, categories: [] };
export const emptyPage = (page: number): PostPage => ({ posts: [], page, pageCount: 1, total: 0 });
