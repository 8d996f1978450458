import type { ReactNode } from 'react';
import { PageHero } from '@/components/layout/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { FEED_PATH } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/json-ld';
import { blogListCopy } from '@/lib/content/blog';
import type { BlogCategory, PostCard } from '@/lib/blog/types';
import { BlogList } from './BlogList';
import { Breadcrumbs } from './Breadcrumbs';
import { CategoryNav } from './CategoryNav';
import { Pagination, type PaginationProps } from './Pagination';
import { SearchForm } from './SearchForm';
import styles from './BlogListView.module.css';

interface BlogListViewProps {
  eyebrow: string;
  /** The page's h1. */
  title: string;
  intro: ReactNode;
  /** From below the home page to this page; its last crumb is this page. */
  trail: Crumb[];
  /** Shows the breadcrumbs on the page (the blog's first page is one step from home and shows none). */
  showTrail?: boolean;
  listHeading: string;
  posts: PostCard[];
  /** What the list says when it has no posts. */
  empty?: string;
  /** A message above the list (the search's count of results). */
  status?: ReactNode;
  pagination?: PaginationProps;
  categories: BlogCategory[];
  /** The slug of the category shown, null for the list of all articles, absent for neither (the search). */
  currentCategory?: string | null;
  searchTerms?: string;
}

/** A page of the blog's lists: /blog and its pages, a category's pages, the search results. */
export function BlogListView({
  eyebrow,
  title,
  intro,
  trail,
  showTrail = true,
  listHeading,
  posts,
  empty,
  status,
  pagination,
  categories,
  currentCategory,
  searchTerms,
}: BlogListViewProps) {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail)} />
      {showTrail && (
        <div className={`container ${styles.trail}`}>
          <Breadcrumbs trail={trail} />
        </div>
      )}
      <PageHero
        eyebrow={eyebrow}
        title={title}
        text={<p>{intro}</p>}
        actions={
          <>
            <SearchForm terms={searchTerms} />
            <a href={FEED_PATH} className={styles.feed} type="application/rss+xml">
              {blogListCopy.feedLink}
            </a>
          </>
        }
      />
      <section className={`container ${styles.list}`} aria-labelledby="blog-list-heading">
        <CategoryNav categories={categories} current={currentCategory} />
        <h2 id="blog-list-heading" className={styles.heading}>
          {listHeading}
        </h2>
        {status}
        <BlogList posts={posts} empty={empty} />
        {pagination && <Pagination {...pagination} />}
      </section>
    </>
  );
}
