/** The blog as an RSS 2.0 feed: the newest posts, each with its summary, from the same cards as /blog. */
import { isoCalendarDate } from '@/lib/calendar-date';
import { indiaDayStart } from '@/lib/shared/india-time.mjs';
import type { PostCard } from './types';

function escapeXml(text: string): string {
  return (
    text
      // Control characters are not allowed in XML 1.0 at all.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** RFC 822 date of a calendar day, at midnight in India (the institute's time zone). */
function rssDate(post: PostCard): string | null {
  if (!post.date) return null;
  return indiaDayStart(isoCalendarDate(post.date))?.toUTCString() ?? null;
}

export interface FeedChannel {
  title: string;
  description: string;
  /** The site's origin, e.g. https://www.example.com */
  siteUrl: string;
}

export function buildRssFeed(channel: FeedChannel, posts: PostCard[]): string {
  const items = posts.map((post) => {
    const link = new URL(post.href, channel.siteUrl).href;
    const date = rssDate(post);
    return [
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<category>${escapeXml(post.category)}</category>`,
      date ? `<pubDate>${date}</pubDate>` : '',
      `<description>${escapeXml(post.summary.slice(0, 400))}</description>`,
      '</item>',
    ].join('');
  });
  const blogUrl = new URL('/blog', channel.siteUrl).href;
  const feedUrl = new URL('/feed.xml', channel.siteUrl).href;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(blogUrl)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    '<language>en-in</language>',
    `<atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}
