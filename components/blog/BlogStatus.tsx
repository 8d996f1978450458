import Link from 'next/link';
import type { ReactNode } from 'react';
import { blogPostCopy } from '@/lib/content/blog';
import styles from './BlogStatus.module.css';

/** The one-line states of a post's page: loading, not found, failed. */
export function BlogStatus({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className={`container ${styles.status}`}>
      <p className={styles.message}>{message}</p>
      {children}
      <Link href="/blog" className={styles.back}>
        {blogPostCopy.backToBlog}
      </Link>
    </div>
  );
}
