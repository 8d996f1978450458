import type { ReactNode } from 'react';
import { Eyebrow } from '@/components/ui/Eyebrow';
import styles from './PageHero.module.css';

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  text?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** Content beside the text on wide screens (an image, a form). */
  aside?: ReactNode;
}

/** The heading band at the top of every inner page; its h1 is the page's title. */
export function PageHero({ eyebrow, title, text, actions, aside }: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.inner}`} data-has-aside={Boolean(aside)}>
        <div className={styles.copy}>
          {eyebrow && <Eyebrow tone="pill">{eyebrow}</Eyebrow>}
          <h1 className={styles.title}>{title}</h1>
          {text && <div className={styles.text}>{text}</div>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </div>
  );
}
