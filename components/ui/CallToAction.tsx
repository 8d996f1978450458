import type { ReactNode } from 'react';
import { Section, type SectionTone } from './Section';
import styles from './CallToAction.module.css';

interface CallToActionProps {
  id: string;
  title: string;
  text: string;
  /** The buttons or links. */
  children: ReactNode;
  tone?: SectionTone;
}

/** The closing band of a page: a heading, one line, and what to do next. */
export function CallToAction({ id, title, text, children, tone = 'brand' }: CallToActionProps) {
  return (
    <Section id={id} tone={tone} title={title} intro={<p>{text}</p>} className={styles.band}>
      <div className={styles.actions}>{children}</div>
    </Section>
  );
}
