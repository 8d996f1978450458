import { blogListCopy } from '@/lib/content/blog';
import type { BlogPost } from '@/lib/blog/types';
import { BlogCard } from './BlogCard';
import styles from './BlogList.module.css';

export function BlogList({ posts }: { posts: BlogPost[] }) {
  if (posts.length === 0) return <p className={styles.empty}>{blogListCopy.empty}</p>;
  return (
    <ul className={styles.grid}>
      {posts.map((post) => (
        <li key={post.id}>
          <BlogCard post={post} />
        </li>
      ))}
    </ul>
  );
}
