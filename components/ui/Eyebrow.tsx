import styles from './Eyebrow.module.css';

interface EyebrowProps {
  children: string;
  /** onLight: accent orange; onDark: light orange for dark bands; pill: boxed, for page heroes. */
  tone?: 'onLight' | 'onDark' | 'pill';
}

/** The small upper-case label above a heading, the same everywhere. */
export function Eyebrow({ children, tone = 'onLight' }: EyebrowProps) {
  return <p className={`${styles.eyebrow} ${styles[tone]}`}>{children}</p>;
}
