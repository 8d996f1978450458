import { BlogStatus } from '@/components/blog/BlogStatus';
import { blogListCopy } from '@/lib/content/blog';

export default function BlogListNotFound() {
  return <BlogStatus message={blogListCopy.notFound} />;
}
