/**
 * What the blog's list pages show and how search engines see them: /blog and /blog/page/{n}, and each
 * category's /blog/category/{slug} and its pages. The route files only compose these.
 */
import type { Metadata } from 'next';
import { blogCategoryCopy, blogListCopy, breadcrumbCopy } from '@/lib/content/blog';
import { metadataFor, pageMetadata } from '@/lib/seo/metadata';
import type { Crumb } from '@/lib/seo/json-ld';
import { sitePage } from '@/lib/pages';
import { EMPTY_INDEX, emptyPage, fetchBlogIndex, fetchPostPage, orEmptyDuringBuild } from './client';
import { PRERENDERED_LIST_PAGES } from './config';
import { parseAddressNumber } from './addresses';
import { listPageHref } from './slug';
import type { BlogCategory, BlogIndex, PostPage } from './types';

export interface ListPage {
  index: BlogIndex;
  /** The category shown, or null for every post. */
  category: BlogCategory | null;
  posts: PostPage;
  /** This page's own address. */
  path: string;
}

/**
 * A page of the list, of one category (by slug) when given; null when there is no such page (the route
 * answers 404). The proxy turns made-up pages away before they get here; this covers a page emptied a
 * moment ago.
 */
export async function loadListPage(
  pageSegment: string | number,
  categorySlug?: string,
): Promise<ListPage | null> {
  const page = typeof pageSegment === 'number' ? pageSegment : parseAddressNumber(pageSegment);
  if (page === null) return null;
  const indexRead = orEmptyDuringBuild(fetchBlogIndex(), EMPTY_INDEX);
  let category: BlogCategory | null = null;
  let posts: PostPage;
  if (categorySlug === undefined) {
    [, posts] = await Promise.all([indexRead, orEmptyDuringBuild(fetchPostPage(page), emptyPage(page))]);
  } else {
    category = (await indexRead).categories.find((candidate) => candidate.slug === categorySlug) ?? null;
    if (!category) return null;
    posts = await orEmptyDuringBuild(fetchPostPage(page, category.name), emptyPage(page));
    if (posts.total === 0) return null;
  }
  if (page > posts.pageCount) return null;
  const base = category?.href ?? '/blog';
  return { index: await indexRead, category, posts, path: listPageHref(base, page) };
}

/** The pages `next build` writes of a list of `total` posts (the first is its own route). */
export function prerenderedPages(total: number, pageSize: number): { n: string }[] {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return Array.from({ length: Math.min(pageCount, PRERENDERED_LIST_PAGES) - 1 }, (_, i) => ({
    n: String(i + 2),
  }));
}

/** The way from below the home page to this page: Blog, its category, its page. */
export function listTrail({ category, posts, path }: ListPage): Crumb[] {
  const trail: Crumb[] = [{ name: breadcrumbCopy.blog, path: '/blog' }];
  if (category) trail.push({ name: category.name, path: category.href });
  if (posts.page > 1) trail.push({ name: `Page ${posts.page}`, path });
  return trail;
}

/** The page's h1. */
export function listTitle({ category, posts }: ListPage): string {
  if (category) {
    return posts.page > 1
      ? blogCategoryCopy.pageHeading(category.name, posts.page, posts.pageCount)
      : blogCategoryCopy.heading(category.name);
  }
  return posts.page > 1 ? blogListCopy.pageHeading(posts.page, posts.pageCount) : blogListCopy.heading;
}

/** Title, description and canonical address: each page of a list is its own page for search engines. */
export function listMetadata(list: ListPage | null): Metadata {
  if (!list) return { title: blogListCopy.notFound, robots: { index: false } };
  const { category, posts, path } = list;
  if (!category && posts.page === 1) return metadataFor('/blog');
  const blog = sitePage('/blog');
  const title = category ? blogCategoryCopy.title(category.name) : blog.title;
  const pageSuffix = posts.page > 1 ? `, page ${posts.page}` : '';
  return pageMetadata({
    title: `${title}${pageSuffix}`,
    description: category ? blogCategoryCopy.description(category.name) : `${blog.description}${pageSuffix}`,
    path,
  });
}
