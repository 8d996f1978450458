import { fetchBlogPostsOrEmptyDuringBuild } from '@/lib/blog/client';
import { buildRssFeed } from '@/lib/blog/feed';
import { blogListCopy } from '@/lib/content/blog';
import { site } from '@/lib/site';

/** Regenerated with the blog pages. */
export const revalidate = 60;

export async function GET() {
  const posts = await fetchBlogPostsOrEmptyDuringBuild();
  const feed = buildRssFeed(
    { title: `${site.name} Blog`, description: blogListCopy.intro, siteUrl: site.url },
    posts,
  );
  return new Response(feed, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
