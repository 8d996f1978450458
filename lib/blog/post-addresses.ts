/**
 * Which posts exist and under which slug, so that a request for /blog/{id}/{slug} is answered before
 * anything renders: a real post under another slug gets one permanent redirect, an unknown id the blog's
 * 404, and only a real post's own address reaches the page and its ISR entry. Left to the page, Next
 * renders and keeps a cache entry for every address a crawler or scraper makes up.
 *
 * The list is a few bytes a post (id and slug), loaded from the CMS's list with only the titles, kept per
 * process, and reloaded when it is old or when an address does not match it (at most once a second, so a
 * flood of made-up ids costs the CMS one small request a second).
 */
import samplePosts from './sample-posts.json';
import { BLOG_FETCH_TIMEOUT_MS, BLOG_MAX_PAGES } from './config';
import { postAddressNumber, postTitle } from './fields';
import { postHref, slugify } from './slug';

export type PostSlugs = ReadonlyMap<number, string>;

export type PostAddress =
  /** The canonical address of a post: the page renders it (once, then from the ISR cache). */
  | { kind: 'post' }
  /** A real post under another slug (an old or lower-cased title). */
  | { kind: 'redirect'; location: string }
  /** No post has this id. */
  | { kind: 'missing' }
  /** The list of posts is not known (the CMS has not answered since this process started): the page decides. */
  | { kind: 'undecided' };

/** Where every unknown post id is rendered: no post has id 0, so the page answers 404 "Blog not found.". */
export const MISSING_POST_PATH = '/blog/0/missing';

/** A post id as it appears in an address: a positive integer of at most ten digits, no leading zero. */
export function parsePostId(segment: string): number | null {
  return /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** What an address /blog/{idSegment}/{slugSegment} (segments as they appear in the URL) stands for. */
export function resolvePostAddress(
  slugs: PostSlugs | null,
  idSegment: string,
  slugSegment: string,
): PostAddress {
  const id = parsePostId(idSegment);
  if (id === null) return { kind: 'missing' };
  if (!slugs) return { kind: 'undecided' };
  const slug = slugs.get(id);
  if (slug === undefined) return { kind: 'missing' };
  if (decodeSegment(slugSegment) === slug) return { kind: 'post' };
  return { kind: 'redirect', location: postHref(id, slug) };
}

/** Address numbers (see BlogPost.id) and slugs of one page of a Strapi list answer. Throws when the answer is not a Strapi list. */
export function readPostSlugs(body: unknown): { slugs: Map<number, string>; pageCount: number } {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new Error('expected an object with a data array');
  const slugs = new Map<number, string>();
  for (const entry of data) {
    const id = postAddressNumber(entry);
    if (id === null) {
      throw new Error(`a post has no numeric id (${JSON.stringify((entry as { id?: unknown } | null)?.id)})`);
    }
    slugs.set(id, slugify(postTitle((entry as { title?: unknown }).title)));
  }
  const pageCount = (body as { meta?: { pagination?: { pageCount?: unknown } } }).meta?.pagination?.pageCount;
  return {
    slugs,
    pageCount: typeof pageCount === 'number' && Number.isSafeInteger(pageCount) ? Math.max(1, pageCount) : 1,
  };
}

/** Strapi's largest page by default: one request for the first hundred posts. */
const INDEX_PAGE_SIZE = 100;

/**
 * The fields the list asks for: the title, and the post's number when the CMS has one. A Strapi with only
 * the spec's fields answers 400 to a query naming `postNumber`; it is then asked without it.
 */
const FIELDS_WITH_NUMBER = 'fields[0]=title&fields[1]=postNumber';
const FIELDS_WITHOUT_NUMBER = 'fields[0]=title';

/** Every post's address number and slug: from the CMS at `origin`, or the built-in sample posts when there is none. */
export async function loadPostSlugs(origin: string | null): Promise<Map<number, string>> {
  if (!origin) return readPostSlugs(samplePosts).slugs;
  const slugs = new Map<number, string>();
  let fields = FIELDS_WITH_NUMBER;
  for (let page = 1, pageCount = 1; page <= Math.min(pageCount, BLOG_MAX_PAGES); page += 1) {
    const query = `${fields}&sort[0]=id:asc&pagination[page]=${page}&pagination[pageSize]=${INDEX_PAGE_SIZE}`;
    const response = await fetch(`${origin}/api/blogs?${query}`, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(BLOG_FETCH_TIMEOUT_MS),
    });
    if (response.status === 400 && fields === FIELDS_WITH_NUMBER) {
      fields = FIELDS_WITHOUT_NUMBER;
      page -= 1;
      continue;
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const result = readPostSlugs(await response.json());
    for (const [id, slug] of result.slugs) slugs.set(id, slug);
    pageCount = result.pageCount;
  }
  return slugs;
}

export interface PostSlugCacheOptions {
  load: () => Promise<Map<number, string>>;
  /** After this long the list is reloaded in the background; until then it is used as it is. */
  maxAgeMs: number;
  /** Reloads start at most this often, however many addresses ask. */
  minReloadIntervalMs: number;
  onError?: (error: unknown) => void;
  now?: () => number;
}

/** The last good list of posts of this process, reloaded as PostSlugCacheOptions say. */
export function createPostSlugCache({
  load,
  maxAgeMs,
  minReloadIntervalMs,
  onError,
  now = Date.now,
}: PostSlugCacheOptions) {
  let slugs: PostSlugs | null = null;
  let loadedAt = -Infinity;
  let lastStart = -Infinity;
  let reloading: Promise<void> | null = null;

  function reload(): Promise<void> {
    if (reloading) return reloading;
    if (now() - lastStart < minReloadIntervalMs) return Promise.resolve();
    lastStart = now();
    reloading = load()
      .then(
        (loaded) => {
          slugs = loaded;
          loadedAt = now();
        },
        // The last good list stays in use while the CMS fails.
        (error: unknown) => onError?.(error),
      )
      .finally(() => {
        reloading = null;
      });
    return reloading;
  }

  return {
    /** The list as known: loaded first when none is known yet, reloaded in the background when old. */
    async current(): Promise<PostSlugs | null> {
      if (!slugs) await reload();
      else if (now() - loadedAt > maxAgeMs) void reload();
      return slugs;
    },
    /** The list reloaded now, unless a reload started moments ago: for an address the list does not confirm. */
    async reloaded(): Promise<PostSlugs | null> {
      await reload();
      return slugs;
    },
  };
}
