import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogPostArticle } from '@/components/blog/BlogPostArticle';
import { BlogStatus } from '@/components/blog/BlogStatus';
import { PostNavigation } from '@/components/blog/PostNavigation';
import { PreviewBanner } from '@/components/blog/PreviewBanner';
import { JsonLd } from '@/components/seo/JsonLd';
import { parseAddressNumber } from '@/lib/blog/addresses';
import {
  BlogUnavailableError,
  emptyPage,
  fetchBlogPost,
  fetchPostNeighbours,
  fetchPostPage,
  fetchRelatedPosts,
  orEmptyDuringBuild,
} from '@/lib/blog/client';
import { postMetadata, postTrail } from '@/lib/blog/post-page';
import { isPreviewingDraft } from '@/lib/blog/preview';
import type { BlogPost } from '@/lib/blog/types';
import { blogPostCopy } from '@/lib/content/blog';
import { environment, isBuildPhase } from '@/lib/env/server.mjs';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld';

/** Regenerated like the lists; posts past the newest page are rendered on their first request. */
export const revalidate = 60;
export const dynamicParams = true;

interface PostPageProps {
  params: Promise<{ id: string; title: string }>;
}

/** The newest posts only: build time stays the same however many posts the blog holds. */
export async function generateStaticParams() {
  const { posts } = await orEmptyDuringBuild(fetchPostPage(1), emptyPage(1));
  return posts.map((post) => ({ id: String(post.number), title: post.slug }));
}

/**
 * The post, null when there is none, or 'failed' when the CMS failed during the build. In the CMS's preview
 * (draft mode, rendered on every request, never cached) the post's latest draft.
 */
async function loadPost(id: string, draft: boolean): Promise<BlogPost | null | 'failed'> {
  const number = parseAddressNumber(id);
  if (number === null) return null;
  try {
    return await fetchBlogPost(number, { draft });
  } catch (error) {
    // At run time the error propagates, so the page the cache holds keeps being served.
    if (error instanceof BlogUnavailableError && isBuildPhase()) return 'failed';
    throw error;
  }
}

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  // The page itself reports a failing CMS; the metadata only falls back.
  const draft = await isPreviewingDraft();
  const post = await loadPost((await params).id, draft).catch(() => 'failed' as const);
  return postMetadata(post, { draft });
}

export default async function BlogPostPage({ params }: PostPageProps) {
  const draft = await isPreviewingDraft();
  const post = await loadPost((await params).id, draft);
  if (post === 'failed') return <BlogStatus message={blogPostCopy.failed} />;
  if (post === null) notFound();
  // The links around it are a nicety: a CMS failing for them leaves the post whole, without them.
  const [neighbours, related] = await Promise.all([
    fetchPostNeighbours(post).catch(() => ({ newer: null, older: null })),
    fetchRelatedPosts(post).catch(() => []),
  ]);
  // Old links (a lower-cased or edited title) are redirected by the proxy before they get here. Should one
  // arrive all the same (the proxy's knowledge a moment old), the post is shown with its canonical URL: a
  // redirect from here could loop with the proxy's.
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(postTrail(post)), blogPostingJsonLd(post)]} />
      {draft && <PreviewBanner exitTo={post.href} />}
      <BlogPostArticle post={post} cmsOrigin={environment().blogApiOrigin}>
        <PostNavigation post={post} neighbours={neighbours} related={related} />
      </BlogPostArticle>
    </>
  );
}
