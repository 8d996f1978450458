import { blogListCopy } from '@/lib/content/blog';
import type { BlogPost } from '@/lib/blog/types';
import { BlogCard } from './BlogCard';
import styles from './BlogList.module.css';

const FIRST_ROW = 3;

export function BlogList({ posts }: { posts: BlogPost[] }) {
  if (posts.length === 0) return <p className={styles.empty}>{blogListCopy.empty}</p>;
  return (
    <ul className={styles.grid}>
      {posts.map((post, index) => (
        <li key={post.id}>
          {/* The first row is in view on arrival: its images are the page's largest paint. */}
          <BlogCard post={post} priority={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
