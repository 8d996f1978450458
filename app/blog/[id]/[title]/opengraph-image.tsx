import { SOCIAL_CARD_SIZE, socialCard } from '@/components/seo/socialCard';
import { parseAddressNumber } from '@/lib/blog/addresses';
import { fetchBlogPost } from '@/lib/blog/client';
import { blogListCopy } from '@/lib/content/blog';

export const size = SOCIAL_CARD_SIZE;
export const contentType = 'image/png';
export const alt = 'Blog post';

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const number = parseAddressNumber((await params).id);
  // A share image is never worth an error: without the post, the blog's own card.
  const post = number !== null ? await fetchBlogPost(number).catch(() => null) : null;
  return socialCard({
    eyebrow: post ? `Blog · ${post.category}` : blogListCopy.eyebrow,
    title: post?.title ?? blogListCopy.heading,
  });
}
