import { blogPreviewCopy } from '@/lib/content/blog';
import styles from './PreviewBanner.module.css';

/** Over a post shown in the CMS's preview: says so, and leads back to the site as visitors see it. */
export function PreviewBanner({ exitTo }: { exitTo: string }) {
  return (
    <div className={styles.banner} data-testid="preview-banner">
      <div className={`container ${styles.inner}`}>
        <strong className={styles.label}>{blogPreviewCopy.label}</strong>
        <span>{blogPreviewCopy.text}</span>
        {/* A plain link: leaving draft mode is a route handler, not a page to prefetch. */}
        <a href={`/api/preview/exit?to=${encodeURIComponent(exitTo)}`} className={styles.exit}>
          {blogPreviewCopy.exit}
        </a>
      </div>
    </div>
  );
}
