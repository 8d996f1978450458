import type { Metadata } from 'next';
import { BlogSearchResults } from '@/components/blog/BlogSearchResults';
import { SEARCH_PATH } from '@/lib/blog/search';
import { blogSearchCopy } from '@/lib/content/blog';

/**
 * Rendered for each request (it reads the query), so no cache keeps a page per query; limited per client
 * and given its script nonce by the proxy; never indexed.
 */
export const metadata: Metadata = {
  title: blogSearchCopy.title,
  robots: { index: false, follow: true },
  alternates: { canonical: SEARCH_PATH },
};

interface SearchPageProps {
  searchParams: Promise<{ q?: string | string[]; page?: string | string[] }>;
}

export default async function BlogSearchPage({ searchParams }: SearchPageProps) {
  const { q, page } = await searchParams;
  return (
    <BlogSearchResults query={typeof q === 'string' ? q : ''} page={typeof page === 'string' ? page : '1'} />
  );
}
