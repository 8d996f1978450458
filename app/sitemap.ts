import type { MetadataRoute } from 'next';
import { fetchBlogPostsOrEmptyDuringBuild } from '@/lib/blog/client';
import { buildSitemap } from '@/lib/seo/sitemap';

/** Regenerated with the blog (and by its webhook), so new posts are listed within a minute. */
export const revalidate = 60;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap(await fetchBlogPostsOrEmptyDuringBuild(), new Date());
}
