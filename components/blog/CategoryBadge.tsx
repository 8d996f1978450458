import Link from 'next/link';
import styles from './CategoryBadge.module.css';

/** A post's category: a red badge, on cards and on the post's page, linking to the category's posts. */
export function CategoryBadge({ category, href }: { category: string; href: string | null }) {
  if (!href) return <span className={styles.badge}>{category}</span>;
  return (
    <Link href={href} className={`${styles.badge} ${styles.link}`}>
      {category}
    </Link>
  );
}
