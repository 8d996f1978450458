import Link from 'next/link';
import { pageLinks } from '@/lib/blog/pagination';
import { paginationCopy } from '@/lib/content/blog';
import styles from './Pagination.module.css';

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page of this list. */
  pageHref: (page: number) => string;
}

/** Numbered links to a list's pages, with Previous and Next: plain links, so they work without script. */
export function Pagination({ page, pageCount, pageHref }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={paginationCopy.label} className={styles.pagination}>
      <ul className={styles.pages}>
        {page > 1 && (
          <li>
            <Link href={pageHref(page - 1)} rel="prev" className={styles.step}>
              {paginationCopy.previous}
            </Link>
          </li>
        )}
        {pageLinks(page, pageCount).map((link, index) =>
          link === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link}>
              {link === page ? (
                <span aria-current="page" className={styles.current}>
                  <span className="visually-hidden">{paginationCopy.page(link)}</span>
                  <span aria-hidden="true">{link}</span>
                </span>
              ) : (
                <Link href={pageHref(link)} className={styles.number}>
                  <span className="visually-hidden">{paginationCopy.page(link)}</span>
                  <span aria-hidden="true">{link}</span>
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link href={pageHref(page + 1)} rel="next" className={styles.step}>
              {paginationCopy.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
