/**
 * Which blog addresses exist, decided before anything renders (proxy.ts): a real post under another slug
 * gets one permanent redirect, page 1 of a list its first address, and a made-up post number, page number
 * or category one shared 404 address, so that no made-up address costs a render or a cache entry.
 *
 * The proxy keeps, per process, a few bytes about the blog (lib/blog/types.ts BlogIndex: the post count,
 * the newest number and the categories) and the slugs of the post numbers it was asked for. It asks the
 * CMS for the index when its copy is a few seconds old, and for one post's slug when an address names a
 * number it does not know yet; an address its copy does not confirm (a post or category just published, a
 * post just renamed) is checked again against a fresh answer, at most once a second. So a flood of made-up
 * addresses costs the CMS about one small request a second, plus one per real post number asked for.
 * When the blog changes (lib/blog/change-clock.mjs), what was learned before is looked at again on its next
 * use: a renamed post's old address redirects at once, as its page is rendered afresh at once.
 */
import { POSTS_PER_PAGE } from './config';
import { pageCountOf } from './queries';
import { listPageHref, postHref } from './slug';
import type { BlogIndex } from './types';

export type BlogAddress =
  /** A real address: the page renders it (once, then from the cache). */
  | { kind: 'page' }
  /** A real post under another slug, or page 1 of a list under /page/1. */
  | { kind: 'redirect'; location: string }
  /** Nothing is there: answered by the shared 404 address of its kind (missingPath). */
  | { kind: 'missing' }
  /** The CMS has not answered since this process started: the page decides. */
  | { kind: 'undecided' };

export type BlogPath =
  | { kind: 'post'; number: number | null; slug: string | null }
  | { kind: 'list'; page: number | null }
  /** `paged`: the address names its page (/page/{n}), as the first page's never does. */
  | { kind: 'category'; slug: string | null; page: number | null; paged: boolean };

/** Where every unknown post number renders: no post has number 0, so the page answers "Blog not found.". */
export const MISSING_POST_PATH = '/blog/0/missing';
/** Where every unknown list page and category renders: page 0 of the blog, its 404. */
export const MISSING_LIST_PATH = '/blog/page/0';

/** A number as it appears in an address: a positive integer of at most nine digits, no leading zero. */
export function parseAddressNumber(segment: string | undefined): number | null {
  return segment !== undefined && /^[1-9]\d{0,8}$/.test(segment) ? Number(segment) : null;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const POST = /^\/blog\/([^/]+)\/([^/]+)$/;
const LIST_PAGE = /^\/blog\/page\/([^/]+)$/;
const CATEGORY = /^\/blog\/category\/([^/]+)(?:\/page\/([^/]+))?$/;

/** What a blog address (without a share image's suffix) names, or null when it is not one of these. */
export function parseBlogPath(pathname: string): BlogPath | null {
  let match = LIST_PAGE.exec(pathname);
  if (match) return { kind: 'list', page: parseAddressNumber(match[1]) };
  match = CATEGORY.exec(pathname);
  if (match) {
    const paged = match[2] !== undefined;
    return {
      kind: 'category',
      slug: decodeSegment(match[1]!),
      page: paged ? parseAddressNumber(match[2]) : 1,
      paged,
    };
  }
  match = POST.exec(pathname);
  if (match && match[1] !== 'category' && match[1] !== 'page') {
    return { kind: 'post', number: parseAddressNumber(match[1]), slug: decodeSegment(match[2]!) };
  }
  return null;
}

/** The shared 404 address for a made-up address of this kind. */
export function missingPath(path: BlogPath): string {
  return path.kind === 'post' ? MISSING_POST_PATH : MISSING_LIST_PATH;
}

/** Page `page` of a list of `total` posts exists: the first always, the others while they hold posts. */
function pageExists(page: number | null, total: number): boolean {
  return page !== null && page <= pageCountOf(total, POSTS_PER_PAGE);
}

/**
 * What a list or category address stands for, given the blog's index. (A post's address needs its slug too:
 * resolvePost.) Page 1 has no /page/1 address: it is the list's own.
 */
export function resolveList(path: Exclude<BlogPath, { kind: 'post' }>, index: BlogIndex): BlogAddress {
  if (path.kind === 'list') {
    if (path.page === 1) return { kind: 'redirect', location: '/blog' };
    return pageExists(path.page, index.total) ? { kind: 'page' } : { kind: 'missing' };
  }
  const category = index.categories.find((candidate) => candidate.slug === path.slug);
  if (!category || !pageExists(path.page, category.count)) return { kind: 'missing' };
  if (path.paged && path.page === 1) return { kind: 'redirect', location: listPageHref(category.href, 1) };
  return { kind: 'page' };
}

/** What a post's address stands for, given the slug of its number (null: no such post). */
export function resolvePost(path: Extract<BlogPath, { kind: 'post' }>, slug: string | null): BlogAddress {
  if (path.number === null || slug === null) return { kind: 'missing' };
  if (path.slug === slug) return { kind: 'page' };
  return { kind: 'redirect', location: postHref(path.number, slug) };
}

export interface AddressBookOptions {
  loadIndex: () => Promise<BlogIndex>;
  /** The slug of a post number, null when there is no such post. */
  loadSlug: (number: number) => Promise<string | null>;
  /** After this long the index is reloaded in the background; until then it is used as it is. */
  indexMaxAgeMs?: number;
  /** A slug known for this long is asked again on its next use. */
  slugMaxAgeMs?: number;
  /** Something not confirmed is checked again only when what is known is at least this old. */
  recheckAfterMs?: number;
  /** Post numbers whose slug is kept at most; the least recently used go first. */
  maxSlugs?: number;
  /** When the blog last changed: what was learned before that is asked again. */
  changedAt?: () => Promise<number>;
  onError?: (error: unknown) => void;
  now?: () => number;
}

interface Known<T> {
  value: T;
  at: number;
}

/** This process's knowledge of the blog's addresses, loaded as AddressBookOptions say. */
export function createAddressBook({
  loadIndex,
  loadSlug,
  indexMaxAgeMs = 5_000,
  slugMaxAgeMs = 60_000,
  recheckAfterMs = 1_000,
  maxSlugs = 10_000,
  changedAt = async () => 0,
  onError,
  now = Date.now,
}: AddressBookOptions) {
  let index: Known<BlogIndex> | null = null;
  let indexLoad: Promise<void> | null = null;
  let lastIndexStart = -Infinity;
  const slugs = new Map<number, Known<string | null>>();
  const slugLoads = new Map<number, Promise<void>>();

  /** Loads the index, unless a load is under way (then waits for it) or started less than recheckAfterMs ago. */
  function reloadIndex(): Promise<void> {
    if (indexLoad) return indexLoad;
    if (now() - lastIndexStart < recheckAfterMs) return Promise.resolve();
    lastIndexStart = now();
    indexLoad = loadIndex()
      .then(
        (value) => {
          index = { value, at: now() };
        },
        (error: unknown) => {
          // The last good index stays in use while the CMS fails, as if just loaded: a CMS failing after a
          // change is not waited for on every request.
          if (index) index = { value: index.value, at: now() };
          onError?.(error);
        },
      )
      .finally(() => {
        indexLoad = null;
      });
    return indexLoad;
  }

  /** Learned (or last tried) before the blog's last change: to be asked again. */
  const beforeChange = async (known: Known<unknown>) => known.at < (await changedAt());

  async function currentIndex(): Promise<Known<BlogIndex> | null> {
    if (!index) await reloadIndex();
    // At most one reload a second still: a CMS that fails after a change is not asked on every request.
    else if (await beforeChange(index)) await reloadIndex();
    else if (now() - index.at > indexMaxAgeMs) void reloadIndex();
    return index;
  }

  function reloadSlug(number: number): Promise<void> {
    let load = slugLoads.get(number);
    if (!load) {
      load = loadSlug(number)
        .then(
          (value) => {
            slugs.delete(number);
            if (slugs.size >= maxSlugs) slugs.delete(slugs.keys().next().value!);
            slugs.set(number, { value, at: now() });
          },
          (error: unknown) => {
            // What was known stays in use, tried again after slugMaxAgeMs rather than on every request.
            const known = slugs.get(number);
            if (known) slugs.set(number, { value: known.value, at: now() });
            onError?.(error);
          },
        )
        .finally(() => slugLoads.delete(number));
      slugLoads.set(number, load);
    }
    return load;
  }

  async function resolvePostPath(path: Extract<BlogPath, { kind: 'post' }>): Promise<BlogAddress> {
    if (path.number === null) return { kind: 'missing' };
    let slug = slugs.get(path.number);
    // A number never asked for: above the newest, it is no post (the index tells without asking the CMS).
    if (!slug) {
      let known = await currentIndex();
      // A number above the newest may be a post published a moment ago.
      if (known && path.number > known.value.newestNumber && now() - known.at >= recheckAfterMs) {
        await reloadIndex();
        known = index;
      }
      if (known && path.number > known.value.newestNumber) return { kind: 'missing' };
    }
    if (!slug || now() - slug.at > slugMaxAgeMs || (await beforeChange(slug))) {
      await reloadSlug(path.number);
      slug = slugs.get(path.number);
    }
    if (!slug) return { kind: 'undecided' };
    let address = resolvePost(path, slug.value);
    // Not the slug known: the post may have been published or renamed since.
    if (address.kind !== 'page' && now() - slug.at >= recheckAfterMs) {
      await reloadSlug(path.number);
      address = resolvePost(path, slugs.get(path.number)!.value);
    }
    return address;
  }

  return {
    async resolve(path: BlogPath): Promise<BlogAddress> {
      if (path.kind === 'post') return resolvePostPath(path);
      let known = await currentIndex();
      if (!known) return { kind: 'undecided' };
      let address = resolveList(path, known.value);
      // Not in the index known: a post or category may have been published since.
      if (address.kind === 'missing' && now() - known.at >= recheckAfterMs) {
        await reloadIndex();
        known = index!;
        address = resolveList(path, known.value);
      }
      return address;
    },
  };
}
