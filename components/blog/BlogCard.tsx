import Link from 'next/link';
import { ImageWithFallback } from '@/components/ui/ImageWithFallback';
import { cardClassName } from '@/components/ui/card';
import { blogListCopy } from '@/lib/content/blog';
import { PLACEHOLDER_IMAGE } from '@/lib/blog/normalize';
import type { PostCard } from '@/lib/blog/types';
import { excerpt } from '@/lib/text';
import { CategoryBadge } from './CategoryBadge';
import { PostDate } from './PostDate';
import styles from './BlogCard.module.css';

/** A marketer's summary (at most 200 characters) shows whole; a summary taken from the body is cut there too. */
const SUMMARY_LENGTH = 200;

/** A post in the /blog list: image, red category badge, title, date, description, Read More. */
export function BlogCard({ post, priority = false }: { post: PostCard; priority?: boolean }) {
  return (
    <article className={cardClassName(styles.card)} data-testid="blog-card">
      <div className={styles.media}>
        <ImageWithFallback
          src={post.cover.url}
          unoptimized={post.cover.external}
          fallbackSrc={PLACEHOLDER_IMAGE.url}
          // The title beside it names the post: without alt text of its own, the image is decorative.
          alt={post.cover.alt}
          fill
          priority={priority}
          sizes="(min-width: 75rem) 23rem, (min-width: 40rem) 50vw, 100vw"
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <CategoryBadge category={post.category} href={post.categoryHref} />
        <h3 className={styles.title}>
          <Link href={post.href}>{post.title}</Link>
        </h3>
        <PostDate date={post.date} className={styles.date} />
        <p className={styles.summary}>{excerpt(post.summary, SUMMARY_LENGTH)}</p>
        <Link href={post.href} className={styles.readMore}>
          {blogListCopy.readMore}
          <span className="visually-hidden">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
