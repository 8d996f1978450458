'use client';

import { BlogStatus } from '@/components/blog/BlogStatus';
import { blogPostCopy } from '@/lib/content/blog';

/** The CMS failed and this post has no earlier copy to serve. */
export default function BlogPostError() {
  return <BlogStatus message={blogPostCopy.failed} />;
}
