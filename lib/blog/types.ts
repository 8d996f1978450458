import type { CalendarDate } from '@/lib/calendar-date';

export interface BlogImage {
  /** Absolute for CMS images, site-relative for the sample posts and the /blog.jpg placeholder. */
  url: string;
  alt: string;
  /** On a host other than the CMS's: next/image cannot optimize it, so the browser loads it as is. */
  external: boolean;
  width: number | null;
  height: number | null;
}

/** What a card, the feed and a link to a post show of it: everything but the text. */
export interface PostCard {
  /**
   * The number in the post's address, given once for life: the CMS's `postNumber` (with drafts, each
   * publish gives the published version a new id), or the id in a Strapi without that field.
   */
  number: number;
  title: string;
  /** Kebab-case of the title: the second segment of the post's address. */
  slug: string;
  /** /blog/{number}/{slug} */
  href: string;
  /** The category as the CMS spells it, or "No category". */
  category: string;
  /** /blog/category/{slug}, or null for a post without a category. */
  categoryHref: string | null;
  date: CalendarDate | null;
  /** When the CMS last changed the post (ISO timestamp), for the sitemap and structured data. */
  updatedAt: string | null;
  /** The CMS's summary, or else the start of the post's text without its headings. */
  summary: string;
  /** The first image, or the placeholder. */
  cover: BlogImage;
}

/** A post as its own page shows it. */
export interface BlogPost extends PostCard {
  /** The text as the CMS sent it (Markdown that may hold HTML): rendered only where it is shown. */
  description: string;
  /** Every image of the post; empty when it has none. */
  images: BlogImage[];
}

/** One page of posts, newest first. */
export interface PostPage {
  posts: PostCard[];
  /** 1-based. */
  page: number;
  /** At least 1, so an empty blog still has its first page. */
  pageCount: number;
  total: number;
}

export interface BlogCategory {
  /** As the CMS spells it. */
  name: string;
  slug: string;
  /** /blog/category/{slug} */
  href: string;
  /** Published posts in it. */
  count: number;
}

/** What the blog holds, in a few bytes: enough to tell a real list or category address from a made-up one. */
export interface BlogIndex {
  total: number;
  /** The highest post number published; no address above it is a post. */
  newestNumber: number;
  /** Every category that has posts, by name. */
  categories: BlogCategory[];
}

/** The posts before and after one, by date. */
export interface PostNeighbours {
  /** The next newer post. */
  newer: PostCard | null;
  /** The next older post. */
  older: PostCard | null;
}
