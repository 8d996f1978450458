/** The sitemap's entries: every page of lib/pages.ts that is its own canonical page, and every blog post. */
import type { MetadataRoute } from 'next';
import type { BlogPost } from '@/lib/blog/types';
import { isoCalendarDate } from '@/lib/calendar-date';
import { site } from '@/lib/site';
import { inSitemap, sitePages } from '@/lib/pages';

export function buildSitemap(posts: readonly BlogPost[], builtAt: Date): MetadataRoute.Sitemap {
  const pages = sitePages.filter(inSitemap).map((page) => ({
    url: new URL(page.path, site.url).href,
    lastModified: builtAt,
    priority: page.priority,
  }));
  const articles = posts.map((post) => ({
    url: new URL(post.href, site.url).href,
    lastModified: post.updatedAt ?? (post.date ? isoCalendarDate(post.date) : builtAt),
    priority: 0.6,
  }));
  return [...pages, ...articles];
}
