/** The sitemap's entries: every page of lib/seo/routes.ts and every blog post. */
import type { MetadataRoute } from 'next';
import type { BlogPost } from '@/lib/blog/types';
import { isoCalendarDate } from '@/lib/calendar-date';
import { site } from '@/lib/site';
import { sitePages } from './routes';

/** Pages that repeat another page (and name it as canonical) stay out. */
const NOT_IN_SITEMAP = new Set(['/CoursesMain']);

export function buildSitemap(posts: readonly BlogPost[], builtAt: Date): MetadataRoute.Sitemap {
  const pages = sitePages
    .filter((page) => !NOT_IN_SITEMAP.has(page.path))
    .map((page) => ({
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
