import type { ReactNode } from 'react';
import { ImageWithFallback } from '@/components/ui/ImageWithFallback';
import { blogPostCopy } from '@/lib/content/blog';
import { PLACEHOLDER_IMAGE } from '@/lib/blog/normalize';
import { renderDescription } from '@/lib/blog/render';
import { postTrail } from '@/lib/blog/post-page';
import type { BlogPost } from '@/lib/blog/types';
import { Breadcrumbs } from './Breadcrumbs';
import { CategoryBadge } from './CategoryBadge';
import { PostDate } from './PostDate';
import styles from './BlogPostArticle.module.css';

interface BlogPostArticleProps {
  post: BlogPost;
  /** The CMS the post came from, for its images inside the text; null for the sample posts. */
  cmsOrigin: string | null;
  /** What follows the text: the links to the posts around it. */
  children?: ReactNode;
}

/** A post's page at /blog/{number}/{slug}: title, date, category, images and the sanitized description. */
export function BlogPostArticle({ post, cmsOrigin, children }: BlogPostArticleProps) {
  // Rendered here, and only here: no list, feed or sitemap renders a post's text.
  const html = renderDescription(post.description, cmsOrigin);
  // A post image without alt text is described by the post's title; the placeholder is decorative.
  const described = post.images.map((image) => ({ ...image, alt: image.alt || post.title }));
  const [cover, ...moreImages] = described.length > 0 ? described : [PLACEHOLDER_IMAGE];
  return (
    <article className={`container ${styles.article}`}>
      <header className={styles.header}>
        <Breadcrumbs trail={postTrail(post)} />
        <CategoryBadge category={post.category} href={post.categoryHref} />
        <h1 className={styles.title}>{post.title}</h1>
        <PostDate date={post.date} className={styles.date} />
      </header>

      <figure className={styles.cover}>
        <ImageWithFallback
          src={cover!.url}
          unoptimized={cover!.external}
          fallbackSrc={PLACEHOLDER_IMAGE.url}
          alt={cover!.alt}
          fill
          priority
          sizes="(min-width: 52rem) 48rem, 100vw"
          className={styles.image}
        />
      </figure>

      {html ? (
        // Sanitized on the server by lib/blog/render.ts.
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className={styles.prose}>{blogPostCopy.noContent}</p>
      )}

      {moreImages.length > 0 && (
        <ul className={styles.gallery}>
          {moreImages.map((image) => (
            <li key={image.url} className={styles.galleryItem}>
              <ImageWithFallback
                src={image.url}
                unoptimized={image.external}
                fallbackSrc={PLACEHOLDER_IMAGE.url}
                alt={image.alt}
                fill
                sizes="(min-width: 52rem) 24rem, 50vw"
                className={styles.image}
              />
            </li>
          ))}
        </ul>
      )}
      {children}
    </article>
  );
}
