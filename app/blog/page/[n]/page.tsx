import { notFound } from 'next/navigation';
import { BlogListPage } from '@/components/blog/BlogListPage';
import { EMPTY_INDEX, fetchBlogIndex, orEmptyDuringBuild } from '@/lib/blog/client';
import { POSTS_PER_PAGE } from '@/lib/blog/config';
import { listMetadata, loadListPage, prerenderedPages } from '@/lib/blog/list-pages';

/** Regenerated with the rest of the blog; pages past the first few render on their first request. */
export const revalidate = 60;

interface ListPageProps {
  params: Promise<{ n: string }>;
}

export async function generateStaticParams() {
  return prerenderedPages((await orEmptyDuringBuild(fetchBlogIndex(), EMPTY_INDEX)).total, POSTS_PER_PAGE);
}

export async function generateMetadata({ params }: ListPageProps) {
  return listMetadata(await loadListPage((await params).n));
}

export default async function BlogListPageRoute({ params }: ListPageProps) {
  const list = await loadListPage((await params).n);
  // Page 1 is /blog itself: the proxy redirects /blog/page/1 there.
  if (!list || list.posts.page === 1) notFound();
  return <BlogListPage list={list} />;
}
