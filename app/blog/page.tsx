import { notFound } from 'next/navigation';
import { BlogListPage } from '@/components/blog/BlogListPage';
import { loadListPage } from '@/lib/blog/list-pages';
import { metadataFor } from '@/lib/seo/metadata';

/** Regenerated at most every minute (or BLOG_REVALIDATE_SECONDS), and at once by the CMS webhook. */
export const revalidate = 60;

export const metadata = metadataFor('/blog');

export default async function BlogPage() {
  const list = await loadListPage(1);
  if (!list) notFound();
  return <BlogListPage list={list} />;
}
