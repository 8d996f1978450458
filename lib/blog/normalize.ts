/**
 * Reads Strapi 5 REST answers into BlogPost records. The CMS is not trusted:
 * - a field that is missing or empty gets the visitor-facing fallback (No title available, No category, …);
 * - an answer that is garbled (not a Strapi list, an entry without a numeric id, a field of the wrong
 *   type) is a BlogResponseError, so the last good page keeps being served rather than garbage.
 */
import { blogPostCopy } from '@/lib/content/blog';
import { parseIsoCalendarDate } from '@/lib/calendar-date';
import { cleanLine, postAddressNumber, postTitle } from './fields';
import { renderDescription } from './render';
import { postHref, slugify } from './slug';
import type { BlogImage, BlogPost } from './types';

export const PLACEHOLDER_IMAGE: BlogImage = {
  url: '/blog.jpg',
  alt: '',
  external: false,
  width: 1200,
  height: 630,
};

const MAX_CATEGORY_LENGTH = 60;
/** The CMS's summary field holds at most this; a longer one from another CMS is cut. */
export const MAX_SUMMARY_LENGTH = 200;

export class BlogResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlogResponseError';
  }
}

export interface BlogListPage {
  posts: BlogPost[];
  /** Pages the backend says it has (at least 1). */
  pageCount: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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

function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
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

/** One entry of a Strapi answer. Throws BlogResponseError when it is garbled. */
export function normalizePost(raw: unknown, origin: string | null): BlogPost {
  if (!isRecord(raw)) throw new BlogResponseError('a post is not an object');
  const id = postAddressNumber(raw) ?? positiveInteger(raw.id);
  if (id === null) throw new BlogResponseError(`a post has no numeric id (${JSON.stringify(raw.id)})`);
  for (const field of ['title', 'summary', 'category', 'date', 'description'])
    expectType(raw, field, 'string');
  expectType(raw, 'images', 'array');
  expectType(raw, 'pictures', 'array');

  const title = postTitle(raw.title);
  const slug = slugify(title);
  const description = typeof raw.description === 'string' ? raw.description : '';
  const { html, text } = renderDescription(description, origin);
  const images = normalizeImages(raw, origin);

  return {
    id,
    title,
    slug,
    href: postHref(id, slug),
    category: cleanLine(raw.category, MAX_CATEGORY_LENGTH) || blogPostCopy.noCategory,
    date: parseIsoCalendarDate(raw.date),
    updatedAt: isoTimestamp(raw.updatedAt),
    html,
    summary: cleanLine(raw.summary, MAX_SUMMARY_LENGTH) || text,
    images,
    cover: images[0] ?? PLACEHOLDER_IMAGE,
  };
}

/** One page of GET /api/blogs. Throws BlogResponseError when the body is not a Strapi list. */
export function normalizePostList(body: unknown, origin: string | null): BlogListPage {
  if (!isRecord(body) || !Array.isArray(body.data)) {
    throw new BlogResponseError('expected an object with a data array');
  }
  const posts = body.data.map((raw) => normalizePost(raw, origin));
  const pagination = isRecord(body.meta) && isRecord(body.meta.pagination) ? body.meta.pagination : {};
  const pageCount = pagination.pageCount ?? 1;
  // An empty collection reports 0 pages.
  if (typeof pageCount !== 'number' || !Number.isSafeInteger(pageCount) || pageCount < 0) {
    throw new BlogResponseError('meta.pagination.pageCount is not a page count');
  }
  return { posts, pageCount: Math.max(1, pageCount) };
}

/** Newest first; posts without a date last; ties by the newer id. */
export function sortPostsNewestFirst(posts: BlogPost[]): BlogPost[] {
  const key = (post: BlogPost) =>
    post.date ? post.date.year * 10_000 + post.date.month * 100 + post.date.day : 0;
  return [...posts].sort((a, b) => key(b) - key(a) || b.id - a.id);
}
