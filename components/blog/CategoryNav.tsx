import Link from 'next/link';
import { blogListCopy } from '@/lib/content/blog';
import type { BlogCategory } from '@/lib/blog/types';
import styles from './CategoryNav.module.css';

interface CategoryNavProps {
  categories: BlogCategory[];
  /** The slug of the category shown, null for all articles, undefined for neither. */
  current: string | null | undefined;
}

/** The blog's topics, each with its number of articles; the one shown is marked as the current page. */
export function CategoryNav({ categories, current }: CategoryNavProps) {
  if (categories.length === 0) return null;
  return (
    <nav aria-labelledby="blog-categories" className={styles.nav}>
      <h2 id="blog-categories" className={styles.heading}>
        {blogListCopy.categoriesHeading}
      </h2>
      <ul className={styles.list}>
        <li>
          <Link href="/blog" className={styles.chip} aria-current={current === null ? 'page' : undefined}>
            {blogListCopy.allCategories}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              href={category.href}
              className={styles.chip}
              aria-current={current === category.slug ? 'page' : undefined}
            >
              {category.name} <span className={styles.count}>({category.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
