/** What a post's page shows besides the post, and how search engines see it. */
import type { Metadata } from 'next';
import { blogListCopy, blogPostCopy, breadcrumbCopy } from '@/lib/content/blog';
import { isoCalendarDate } from '@/lib/calendar-date';
import { pageMetadata } from '@/lib/seo/metadata';
import type { Crumb } from '@/lib/seo/json-ld';
import { MAX_SUMMARY_LENGTH } from './normalize';
import type { PostCard } from './types';

/** Blog, the post's category, the post. */
export function postTrail(post: PostCard): Crumb[] {
  return [
    { name: breadcrumbCopy.blog, path: '/blog' },
    ...(post.categoryHref ? [{ name: post.category, path: post.categoryHref }] : []),
    { name: post.title, path: post.href },
  ];
}

/** `post` is the post, null when there is none, or 'failed' when the CMS failed during the build. */
export function postMetadata(post: PostCard | null | 'failed', { draft = false } = {}): Metadata {
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
