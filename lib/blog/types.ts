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

/** A post as the pages use it, whatever shape the CMS sent. */
export interface BlogPost {
  /**
   * The post's number in its address: the CMS's `postNumber` when it has one (kept for life, while drafts
   * give each published version a new id), otherwise its id.
   */
  id: number;
  title: string;
  /** Kebab-case of the title: the second segment of the post's URL. */
  slug: string;
  /** /blog/{id}/{slug} */
  href: string;
  category: string;
  date: CalendarDate | null;
  /** When the CMS last changed the post (ISO timestamp), for the sitemap and structured data. */
  updatedAt: string | null;
  /** Sanitized HTML of the description; empty when the post has none. */
  html: string;
  /**
   * For cards, feeds and meta descriptions: the CMS's summary, or else the description as plain text
   * without its headings.
   */
  summary: string;
  /** Every image of the post; empty when it has none. */
  images: BlogImage[];
  /** The first image, or the placeholder. */
  cover: BlogImage;
}
