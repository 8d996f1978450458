import styles from './SkipLink.module.css';

/** The first link of every page: hidden until focused, it jumps over the header to the content. */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skip}>
      Skip to content
    </a>
  );
}
