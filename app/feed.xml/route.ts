import { fetchFeedPosts, orEmptyDuringBuild } from '@/lib/blog/client';
import { buildRssFeed } from '@/lib/blog/feed';
import { blogListCopy } from '@/lib/content/blog';
import { site } from '@/lib/site';

/** Regenerated with the blog pages. */
export const revalidate = 60;

/** The newest posts (lib/blog/config.ts FEED_SIZE), each with its summary. */
export async function GET() {
  const posts = await orEmptyDuringBuild(fetchFeedPosts(), []);
  const feed = buildRssFeed(
    { title: `${site.name} Blog`, description: blogListCopy.intro, siteUrl: site.url },
    posts,
  );
  return new Response(feed, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
