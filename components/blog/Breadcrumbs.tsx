import Link from 'next/link';
import { breadcrumbCopy } from '@/lib/content/blog';
import type { Crumb } from '@/lib/seo/json-ld';
import styles from './Breadcrumbs.module.css';

/** The way from the home page to this one; the last crumb is this page. Its JSON-LD twin: breadcrumbJsonLd. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const crumbs = [{ name: breadcrumbCopy.home, path: '/' }, ...trail];
  return (
    <nav aria-label={breadcrumbCopy.label} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className={styles.crumb}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link href={crumb.path}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
