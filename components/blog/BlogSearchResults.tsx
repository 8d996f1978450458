import { BlogUnavailableError, fetchBlogIndex, searchPosts, searchTerms } from '@/lib/blog/client';
import { parseAddressNumber } from '@/lib/blog/addresses';
import { SEARCH_PATH } from '@/lib/blog/search';
import { blogSearchCopy, breadcrumbCopy } from '@/lib/content/blog';
import type { BlogIndex, PostPage } from '@/lib/blog/types';
import { BlogListView } from './BlogListView';
import styles from './BlogSearchResults.module.css';

/** The results of a search of the blog: the CMS asked for the words in the titles, summaries and texts. */
export async function BlogSearchResults({ query, page: pageSegment }: { query: string; page: string }) {
  const terms = searchTerms(query);
  const page = parseAddressNumber(pageSegment) ?? 1;
  const [index, results] = await Promise.all([
    fetchBlogIndex().catch((): BlogIndex | null => null),
    terms
      ? searchPosts(terms, page).catch((error: unknown) => {
          if (error instanceof BlogUnavailableError) return 'failed' as const;
          throw error;
        })
      : null,
  ]);
  const found: PostPage | null = results === 'failed' ? null : results;
  const message =
    results === 'failed' ? blogSearchCopy.failed : found ? blogSearchCopy.results(found.total) : null;
  return (
    <BlogListView
      eyebrow={breadcrumbCopy.blog}
      title={terms ? blogSearchCopy.heading(terms) : blogSearchCopy.emptyHeading}
      intro={blogSearchCopy.prompt}
      trail={[
        { name: breadcrumbCopy.blog, path: '/blog' },
        { name: blogSearchCopy.title, path: SEARCH_PATH },
      ]}
      listHeading={blogSearchCopy.resultsHeading}
      status={
        message && (
          <p role="status" className={styles.status}>
            {message}
          </p>
        )
      }
      posts={found?.posts ?? []}
      empty={found ? blogSearchCopy.noResults : blogSearchCopy.prompt}
      pagination={
        found
          ? {
              page: found.page,
              pageCount: found.pageCount,
              pageHref: (page) =>
                `${SEARCH_PATH}?q=${encodeURIComponent(terms)}${page > 1 ? `&page=${page}` : ''}`,
            }
          : undefined
      }
      categories={index?.categories ?? []}
      searchTerms={terms}
    />
  );
}
