import styles from './PlainPage.module.css';

/** A page that is one word and nothing else, centred on the first screen. */
export function PlainHeading({ children }: { children: string }) {
  return <h1 className={styles.plain}>{children}</h1>;
}
