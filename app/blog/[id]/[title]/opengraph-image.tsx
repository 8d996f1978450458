import { SOCIAL_CARD_SIZE, socialCard } from '@/components/seo/socialCard';
import { fetchBlogPost } from '@/lib/blog/client';
import { parsePostId } from '@/lib/blog/post-addresses';
import { blogListCopy } from '@/lib/content/blog';

export const size = SOCIAL_CARD_SIZE;
export const contentType = 'image/png';
export const alt = 'Blog post';

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const postId = parsePostId((await params).id);
  // A share image is never worth an error: without the post, the blog's own card.
  const post = postId !== null ? await fetchBlogPost(postId).catch(() => null) : null;
  return socialCard({
    eyebrow: post ? `Blog · ${post.category}` : blogListCopy.eyebrow,
    title: post?.title ?? blogListCopy.heading,
  });
}
