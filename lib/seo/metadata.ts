/**
 * The metadata of a page: a unique title and description, the canonical URL, Open Graph
 * and Twitter cards with an image, and the blog feed. A registered page exports metadataFor(its path);
 * blog posts, which the CMS adds, call pageMetadata. Neither is written by hand, so none forgets a part.
 */
import type { Metadata } from 'next';
import { canonicalPath, sitePage, type SitePath, type SocialImage } from '@/lib/pages';
import { site } from '@/lib/site';

export type { SocialImage };

export const FEED_PATH = '/feed.xml';
const DEFAULT_SOCIAL_IMAGE: SocialImage = { url: '/opengraph-image', width: 1200, height: 630 };

export interface PageMetadataInput {
  /** The page's own title; the layout's template adds the institute's name. */
  title: string;
  description: string;
  /** Site-relative path of the page, e.g. /mernstack. */
  path: string;
  image?: SocialImage;
  /** Open Graph type: "article" for blog posts. */
  type?: 'website' | 'article';
  /** Use the title as is, without the template (the home page). */
  absoluteTitle?: boolean;
  publishedTime?: string;
}

export function pageMetadata(input: PageMetadataInput): Metadata {
  const fullTitle = input.absoluteTitle ? input.title : `${input.title} | ${site.name}`;
  // Without an image of its own, a page shares the site's card (app/opengraph-image.tsx); routes with a
  // card of their own (courses, blog posts) replace it through their opengraph-image file.
  const image = input.image ?? DEFAULT_SOCIAL_IMAGE;
  const images = [{ ...image, alt: image.alt ?? fullTitle }];
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    alternates: {
      canonical: input.path,
      types: { 'application/rss+xml': [{ url: FEED_PATH, title: `${site.name} Blog` }] },
    },
    openGraph: {
      type: input.type ?? 'website',
      url: input.path,
      siteName: site.name,
      locale: 'en_IN',
      title: fullTitle,
      description: input.description,
      images,
      ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: input.description,
      images,
    },
  };
}

/** The metadata of a page of lib/pages.ts, from its entry there. */
export function metadataFor(path: SitePath): Metadata {
  const page = sitePage(path);
  return pageMetadata({
    title: page.title,
    description: page.description,
    path: canonicalPath(page),
    ...(page.image ? { image: page.image } : {}),
    ...(page.absoluteTitle ? { absoluteTitle: true } : {}),
  });
}
