import { metadataFor } from '@/lib/seo/metadata';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { BlogList } from '@/components/blog/BlogList';
import { PageHero } from '@/components/layout/PageHero';
import { fetchBlogPostsOrEmptyDuringBuild } from '@/lib/blog/client';
import { blogListCopy } from '@/lib/content/blog';
import styles from './page.module.css';

/** Regenerated at most every minute (lowered by BLOG_REVALIDATE_SECONDS), and at once by the CMS webhook. */
export const revalidate = 60;

export const metadata = metadataFor('/blog');

export default async function BlogPage() {
  const posts = await fetchBlogPostsOrEmptyDuringBuild();
  return (
    <>
      <PageJsonLd path="/blog" />
      <PageHero
        eyebrow={blogListCopy.eyebrow}
        title={blogListCopy.heading}
        text={<p>{blogListCopy.intro}</p>}
        actions={
          <a href="/feed.xml" className={styles.feed} type="application/rss+xml">
            {blogListCopy.feedLink}
          </a>
        }
      />
      <section className={`container ${styles.list}`} aria-labelledby="blog-list-heading">
        <h2 id="blog-list-heading" className={styles.heading}>
          {blogListCopy.listHeading}
        </h2>
        <BlogList posts={posts} />
      </section>
    </>
  );
}
