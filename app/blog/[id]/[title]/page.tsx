import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogPostArticle } from '@/components/blog/BlogPostArticle';
import { PreviewBanner } from '@/components/blog/PreviewBanner';
import { BlogStatus } from '@/components/blog/BlogStatus';
import { JsonLd } from '@/components/seo/JsonLd';
import { BlogUnavailableError, fetchBlogPost, fetchBlogPostsOrEmptyDuringBuild } from '@/lib/blog/client';
import { MAX_SUMMARY_LENGTH } from '@/lib/blog/normalize';
import { parsePostId } from '@/lib/blog/post-addresses';
import { isPreviewingDraft } from '@/lib/blog/preview';
import type { BlogPost } from '@/lib/blog/types';
import { isoCalendarDate } from '@/lib/calendar-date';
import { isBuildPhase } from '@/lib/env/server.mjs';
import { blogListCopy, blogPostCopy } from '@/lib/content/blog';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

/** Regenerated like the list; posts published after the build are rendered on their first request. */
export const revalidate = 60;
export const dynamicParams = true;

interface PostPageProps {
  params: Promise<{ id: string; title: string }>;
}

export async function generateStaticParams() {
  const posts = await fetchBlogPostsOrEmptyDuringBuild();
  return posts.map((post) => ({ id: String(post.id), title: post.slug }));
}

/**
 * The post, null when there is none, or 'failed' when the CMS failed during the build. In the CMS's preview
 * (draft mode, rendered on every request, never cached) the post's latest draft.
 */
async function loadPost(id: string, draft: boolean): Promise<BlogPost | null | 'failed'> {
  const postId = parsePostId(id);
  if (postId === null) return null;
  try {
    return await fetchBlogPost(postId, { draft });
  } catch (error) {
    // At run time the error propagates, so the last good page of this post keeps being served.
    if (error instanceof BlogUnavailableError && isBuildPhase()) return 'failed';
    throw error;
  }
}

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  // The page itself reports a failing CMS; the metadata only falls back.
  const draft = await isPreviewingDraft();
  const post = await loadPost((await params).id, draft).catch(() => 'failed' as const);
  if (post === 'failed') return { title: blogListCopy.eyebrow, robots: { index: false } };
  if (post === null) return { title: blogPostCopy.notFound, robots: { index: false } };
  if (draft) return { title: post.title, robots: { index: false } };
  return pageMetadata({
    title: post.title,
    // The summary field holds at most 200 characters; a summary cut from the body is cut the same way.
    description: post.summary.slice(0, MAX_SUMMARY_LENGTH) || post.title,
    path: post.href,
    type: 'article',
    image: { url: `${post.href}/opengraph-image`, width: 1200, height: 630, alt: post.title },
    ...(post.date ? { publishedTime: isoCalendarDate(post.date) } : {}),
  });
}

export default async function BlogPostPage({ params }: PostPageProps) {
  const draft = await isPreviewingDraft();
  const post = await loadPost((await params).id, draft);
  if (post === 'failed') return <BlogStatus message={blogPostCopy.failed} />;
  if (post === null) notFound();
  // Old links (a lower-cased or edited title) are redirected by the proxy before they get here. Should one
  // arrive all the same (the proxy's list of posts a moment old), the post is shown with its canonical URL:
  // a redirect from here could loop with the proxy's.
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: 'Blog', path: '/blog' },
            { name: post.title, path: post.href },
          ]),
          blogPostingJsonLd(post),
        ]}
      />
      {draft && <PreviewBanner exitTo={post.href} />}
      <BlogPostArticle post={post} />
    </>
  );
}
