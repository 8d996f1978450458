import type { ReactNode } from 'react';
import { Eyebrow } from './Eyebrow';
import styles from './Section.module.css';

export type SectionTone = 'plain' | 'alt' | 'brand' | 'dark';

interface SectionProps {
  id?: string;
  tone?: SectionTone;
  /** Small label above the title. */
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  /** Centre the heading block (default) or align it to the start. */
  align?: 'center' | 'start';
  children?: ReactNode;
  className?: string;
  /**
   * Lay the section out only when it nears the screen (default). Off for SVG charts: while skipped,
   * their text has no background that contrast checkers can see, and they report it.
   */
  deferLayout?: boolean;
}

/** A page band with the shared width, spacing and heading style. */
export function Section({
  id,
  tone = 'plain',
  eyebrow,
  title,
  intro,
  align = 'center',
  children,
  className,
  deferLayout = true,
}: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[styles.section, styles[tone], deferLayout && styles.deferred, className]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="container">
        {(eyebrow || title || intro) && (
          <header className={[styles.head, align === 'center' && styles.center].filter(Boolean).join(' ')}>
            {eyebrow && <Eyebrow tone={tone === 'dark' ? 'onDark' : 'onLight'}>{eyebrow}</Eyebrow>}
            {title && (
              <h2 id={headingId} className={styles.title}>
                {title}
              </h2>
            )}
            {intro && <div className={styles.intro}>{intro}</div>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
