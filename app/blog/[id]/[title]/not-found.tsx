import { BlogStatus } from '@/components/blog/BlogStatus';
import { blogPostCopy } from '@/lib/content/blog';

export default function BlogPostNotFound() {
  return <BlogStatus message={blogPostCopy.notFound} />;
}
