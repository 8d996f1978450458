/**
 * Reads Strapi 5 REST answers into the blog's records. The CMS is not trusted:
 * - a field that is missing or empty gets the visitor-facing fallback (No title available, No category, …);
 * - an answer that is garbled (not a Strapi list, an entry without a numeric id, a field of the wrong
 *   type) is a BlogResponseError, so the last good answer keeps being used rather than garbage.
 * Nothing here renders a post's Markdown to HTML: only its page does (lib/blog/render.ts).
 */
import { blogPostCopy } from '@/lib/content/blog';
import { isoCalendarDate, parseIsoCalendarDate } from '@/lib/calendar-date';
import type { EnteredBatch } from '@/lib/batches';
import { COURSES } from '@/lib/shared/courses.mjs';
import { positiveInteger } from '@/lib/numbers';
import { cleanLine, postAddressNumber, postTitle } from './fields';
import { markdownText } from './markdown-text';
import { categoryHref, postHref, slugify } from './slug';
import type { BlogImage, BlogPost, PostCard } from './types';

export const PLACEHOLDER_IMAGE: BlogImage = {
  url: '/blog.jpg',
  alt: '',
  external: false,
  width: 1200,
  height: 630,
};

export const MAX_CATEGORY_LENGTH = 60;
/** The CMS's summary field holds at most this; a longer one from another CMS is cut. */
export const MAX_SUMMARY_LENGTH = 200;
/** The longest text a card or a description takes from a post's body. */
const MAX_TEXT_SUMMARY_LENGTH = 400;

export class BlogResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlogResponseError';
  }
}

export interface StrapiList {
  data: unknown[];
  page: number;
  /** Pages the CMS reports, at least 1. */
  pageCount: number;
  total: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A count from Strapi's meta.pagination: missing is `fallback`; anything but a whole number is garbled. */
function count(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new BlogResponseError(`meta.pagination.${name} is not a count`);
  }
  return value;
}

/** A Strapi list answer (`{data: [...], meta: {pagination}}`). Throws BlogResponseError when it is not one. */
export function readStrapiList(body: unknown): StrapiList {
  if (!isRecord(body) || !Array.isArray(body.data)) {
    throw new BlogResponseError('expected an object with a data array');
  }
  const pagination = isRecord(body.meta) && isRecord(body.meta.pagination) ? body.meta.pagination : {};
  return {
    data: body.data,
    page: Math.max(1, count(pagination.page, 'page', 1)),
    // An empty collection reports 0 pages.
    pageCount: Math.max(1, count(pagination.pageCount, 'pageCount', 1)),
    total: count(pagination.total, 'total', body.data.length),
  };
}

/** Missing is fine (the fallback shows); present with another type means the answer is garbled. */
function expectType(raw: Record<string, unknown>, field: string, type: 'string' | 'array'): void {
  const value = raw[field];
  if (value === undefined || value === null) return;
  const ok = type === 'array' ? Array.isArray(value) : typeof value === type;
  if (!ok)
    throw new BlogResponseError(
      `post ${String(raw.id)}: ${field} is not a${type === 'array' ? 'n' : ''} ${type}`,
    );
}

function isoTimestamp(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Relative URLs (/uploads/…) are the CMS's own; absolute http(s) URLs are kept; anything else is dropped. */
function resolveImageUrl(value: unknown, origin: string | null): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const url = value.trim();
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return origin ? `${origin}${url}` : url;
  return null;
}

/** One media file of Strapi; `alt` from the picture that holds it, else the file's own alternative text. */
function normalizeImage(file: unknown, alt: unknown, origin: string | null): BlogImage | null {
  if (!isRecord(file)) return null;
  const url = resolveImageUrl(file.url, origin);
  if (!url) return null;
  return {
    url,
    alt: cleanLine(alt, 300) || cleanLine(file.alternativeText, 300),
    external: origin !== null && !url.startsWith(`${origin}/`),
    width: positiveInteger(file.width),
    height: positiveInteger(file.height),
  };
}

/**
 * A post's images: the bundled CMS's `pictures` (each an image with the alt text the marketer typed next
 * to it), or a media field `images` as in any Strapi with the spec's fields.
 */
function normalizeImages(raw: Record<string, unknown>, origin: string | null): BlogImage[] {
  const pictures = Array.isArray(raw.pictures) ? raw.pictures : [];
  const fromPictures = pictures.map((picture) =>
    isRecord(picture) ? normalizeImage(picture.image, picture.alt, origin) : null,
  );
  const fromImages = (Array.isArray(raw.images) ? raw.images : []).map((file) =>
    normalizeImage(file, null, origin),
  );
  return [...fromPictures, ...fromImages].filter((image): image is BlogImage => image !== null);
}

function checkedEntry(raw: unknown): { raw: Record<string, unknown>; number: number } {
  if (!isRecord(raw)) throw new BlogResponseError('a post is not an object');
  const number = postAddressNumber(raw);
  if (number === null) throw new BlogResponseError(`a post has no numeric id (${JSON.stringify(raw.id)})`);
  for (const field of ['title', 'summary', 'excerpt', 'category', 'date', 'description'])
    expectType(raw, field, 'string');
  expectType(raw, 'images', 'array');
  expectType(raw, 'pictures', 'array');
  return { raw, number };
}

/** A post's card from one entry of a Strapi answer. Throws BlogResponseError when it is garbled. */
export function normalizeCard(entry: unknown, origin: string | null): PostCard {
  const { raw, number } = checkedEntry(entry);
  const title = postTitle(raw.title);
  const slug = slugify(title);
  const category = cleanLine(raw.category, MAX_CATEGORY_LENGTH);
  const images = normalizeImages(raw, origin);
  // The bundled CMS keeps the start of the text as `excerpt`; another Strapi sends the text itself.
  const summary =
    cleanLine(raw.summary, MAX_SUMMARY_LENGTH) ||
    cleanLine(raw.excerpt, MAX_TEXT_SUMMARY_LENGTH) ||
    cleanLine(
      markdownText(typeof raw.description === 'string' ? raw.description : ''),
      MAX_TEXT_SUMMARY_LENGTH,
    );
  return {
    number,
    title,
    slug,
    href: postHref(number, slug),
    category: category || blogPostCopy.noCategory,
    categoryHref: category ? categoryHref(slugify(category)) : null,
    date: parseIsoCalendarDate(raw.date),
    updatedAt: isoTimestamp(raw.updatedAt),
    summary,
    cover: images[0] ?? PLACEHOLDER_IMAGE,
  };
}

/** A whole post from one entry of a Strapi answer. Throws BlogResponseError when it is garbled. */
export function normalizePost(entry: unknown, origin: string | null): BlogPost {
  const card = normalizeCard(entry, origin);
  const raw = entry as Record<string, unknown>;
  return {
    ...card,
    description: typeof raw.description === 'string' ? raw.description : '',
    images: normalizeImages(raw, origin),
  };
}

/** Newest first; posts without a date last; ties by the higher number. */
export function sortNewestFirst<T extends PostCard>(posts: readonly T[]): T[] {
  const key = (post: PostCard) =>
    post.date ? post.date.year * 10_000 + post.date.month * 100 + post.date.day : 0;
  return [...posts].sort((a, b) => key(b) - key(a) || b.number - a.number);
}

/**
 * The batches of a CMS answer (GET /api/batches): each a course of the Course Interest options and an ISO
 * day. An entry that is neither is left out (a course the site does not know has no page to show it on).
 */
export function readBatches(body: unknown): EnteredBatch[] {
  return readStrapiList(body).data.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const { course, startsOn } = entry;
    if (typeof course !== 'string' || !COURSE_INTERESTS.has(course)) return [];
    const day = parseIsoCalendarDate(startsOn);
    return day ? [{ course, startsOn: isoCalendarDate(day) }] : [];
  });
}

const COURSE_INTERESTS: ReadonlySet<string> = new Set(COURSES.map((course) => course.interest));
