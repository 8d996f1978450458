import Link from 'next/link';
import { postNavigationCopy } from '@/lib/content/blog';
import type { PostCard, PostNeighbours } from '@/lib/blog/types';
import { BlogList } from './BlogList';
import styles from './PostNavigation.module.css';

interface PostNavigationProps {
  post: PostCard;
  neighbours: PostNeighbours;
  related: PostCard[];
}

/** Under a post: the posts just newer and older than it, and a few more of its category. */
export function PostNavigation({ post, neighbours, related }: PostNavigationProps) {
  const { newer, older } = neighbours;
  return (
    <>
      {(newer || older) && (
        <nav aria-label={postNavigationCopy.label} className={styles.neighbours}>
          {older && (
            <Link href={older.href} rel="prev" className={styles.neighbour} data-direction="older">
              <span className={styles.direction}>{postNavigationCopy.older}</span>
              <span className={styles.title}>{older.title}</span>
            </Link>
          )}
          {newer && (
            <Link href={newer.href} rel="next" className={styles.neighbour} data-direction="newer">
              <span className={styles.direction}>{postNavigationCopy.newer}</span>
              <span className={styles.title}>{newer.title}</span>
            </Link>
          )}
        </nav>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related-posts" className={styles.related}>
          <h2 id="related-posts" className={styles.relatedHeading}>
            {postNavigationCopy.relatedHeading(post.category)}
          </h2>
          <BlogList posts={related} priorityCards={0} />
        </section>
      )}
    </>
  );
}
