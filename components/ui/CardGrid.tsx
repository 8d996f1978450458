import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

export interface CardItem {
  title: string;
  text: ReactNode;
  /** Small label above the title, e.g. a step number. */
  label?: string;
}

interface CardGridProps {
  items: readonly CardItem[];
  columns?: 2 | 3 | 4;
  /** 3 under a section's own h2; 2 where the cards are the first headings under the page's h1. */
  headingLevel?: 2 | 3;
}

/** A responsive grid of titled cards: reasons, values, services, steps, cases. */
export function CardGrid({ items, columns = 3, headingLevel = 3 }: CardGridProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid} data-columns={columns}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          {item.label && <span className={styles.label}>{item.label}</span>}
          <Heading className={styles.title}>{item.title}</Heading>
          <div className={styles.text}>{item.text}</div>
        </li>
      ))}
    </ul>
  );
}
