import { blogListCopy } from '@/lib/content/blog';
import type { PostCard } from '@/lib/blog/types';
import { BlogCard } from './BlogCard';
import styles from './BlogList.module.css';

interface BlogListProps {
  posts: PostCard[];
  empty?: string;
  /** Cards whose images load first: the first row of a list at the top of a page, none further down. */
  priorityCards?: number;
}

/** A grid of post cards; one line when there are none. */
export function BlogList({ posts, empty = blogListCopy.empty, priorityCards = 3 }: BlogListProps) {
  if (posts.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.grid}>
      {posts.map((post, index) => (
        <li key={post.number}>
          {/* The first row is in view on arrival: its images are the page's largest paint. */}
          <BlogCard post={post} priority={index < priorityCards} />
        </li>
      ))}
    </ul>
  );
}
