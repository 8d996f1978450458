import type { MetadataRoute } from 'next';
import { EMPTY_INDEX, fetchBlogIndex, fetchPostAddresses, orEmptyDuringBuild } from '@/lib/blog/client';
import { buildSitemap } from '@/lib/seo/sitemap';

/** Regenerated with the blog (and by its webhook), so new posts and categories are listed within a minute. */
export const revalidate = 60;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, index] = await Promise.all([
    orEmptyDuringBuild(fetchPostAddresses(), []),
    orEmptyDuringBuild(fetchBlogIndex(), EMPTY_INDEX),
  ]);
  return buildSitemap(posts, index.categories, new Date());
}
