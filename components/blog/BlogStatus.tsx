import Link from 'next/link';
import type { ReactNode } from 'react';
import { blogPostCopy } from '@/lib/content/blog';
import styles from './BlogStatus.module.css';

/** The one-line states of a post's page: not found, failed. */
export function BlogStatus({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className={`container ${styles.status}`}>
      <h1 className={styles.message}>{message}</h1>
      {children}
      <Link href="/blog" className={styles.back}>
        {blogPostCopy.backToBlog}
      </Link>
    </div>
  );
}
