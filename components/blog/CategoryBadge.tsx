import styles from './CategoryBadge.module.css';

/** A post's category: a red badge, on cards and on the post's page. */
export function CategoryBadge({ category }: { category: string }) {
  return <span className={styles.badge}>{category}</span>;
}
