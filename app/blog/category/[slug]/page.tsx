import { notFound } from 'next/navigation';
import { BlogListPage } from '@/components/blog/BlogListPage';
import { EMPTY_INDEX, fetchBlogIndex, orEmptyDuringBuild } from '@/lib/blog/client';
import { listMetadata, loadListPage } from '@/lib/blog/list-pages';

/** Regenerated with the rest of the blog; a category that gains its first post renders on its first request. */
export const revalidate = 60;

interface CategoryPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateStaticParams() {
  const index = await orEmptyDuringBuild(fetchBlogIndex(), EMPTY_INDEX);
  return index.categories.map((category) => ({ slug: category.slug }));
}

async function load(params: CategoryPageProps['params']) {
  return loadListPage(1, decodeURIComponent((await params).slug));
}

export async function generateMetadata({ params }: CategoryPageProps) {
  return listMetadata(await load(params));
}

export default async function CategoryPage({ params }: CategoryPageProps) {
  const list = await load(params);
  if (!list) notFound();
  return <BlogListPage list={list} />;
}
