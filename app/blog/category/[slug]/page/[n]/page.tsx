import { notFound } from 'next/navigation';
import { BlogListPage } from '@/components/blog/BlogListPage';
import { listMetadata, loadListPage } from '@/lib/blog/list-pages';

/** Regenerated with the rest of the blog; rendered on its first request. */
export const revalidate = 60;

interface CategoryListPageProps {
  params: Promise<{ slug: string; n: string }>;
}

/** None at build time: a category's later pages are few and rendered when first asked for. */
export function generateStaticParams() {
  return [];
}

async function load(params: CategoryListPageProps['params']) {
  const { slug, n } = await params;
  return loadListPage(n, decodeURIComponent(slug));
}

export async function generateMetadata({ params }: CategoryListPageProps) {
  return listMetadata(await load(params));
}

export default async function CategoryListPage({ params }: CategoryListPageProps) {
  const list = await load(params);
  // Page 1 is the category's own address: the proxy redirects /page/1 there.
  if (!list || list.posts.page === 1) notFound();
  return <BlogListPage list={list} />;
}
