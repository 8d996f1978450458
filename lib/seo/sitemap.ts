/**
 * The sitemap's entries: every page of lib/pages.ts that is its own canonical page, every blog post and
 * every category of the blog. (A list's later pages are left out: each post is listed itself.)
 */
import type { MetadataRoute } from 'next';
import type { BlogCategory, PostCard } from '@/lib/blog/types';
import { isoCalendarDate } from '@/lib/calendar-date';
import { site } from '@/lib/site';
import { inSitemap, sitePages } from '@/lib/pages';

export function buildSitemap(
  posts: readonly PostCard[],
  categories: readonly BlogCategory[],
  builtAt: Date,
): MetadataRoute.Sitemap {
  const pages = sitePages.filter(inSitemap).map((page) => ({
    url: new URL(page.path, site.url).href,
    lastModified: builtAt,
    priority: page.priority,
  }));
  const topics = categories.map((category) => ({
    url: new URL(category.href, site.url).href,
    lastModified: builtAt,
    priority: 0.5,
  }));
  const articles = posts.map((post) => ({
    url: new URL(post.href, site.url).href,
    lastModified: post.updatedAt ?? (post.date ? isoCalendarDate(post.date) : builtAt),
    priority: 0.6,
  }));
  return [...pages, ...topics, ...articles];
}
