import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

export interface CardItem {
  title: string;
  text: ReactNode;
  /** Small label above the title, e.g. a step number. */
  label?: string;
}

/** A responsive grid of titled cards: reasons, values, services, steps, cases. */
export function CardGrid({ items, columns = 3 }: { items: readonly CardItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={styles.grid} data-columns={columns}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          {item.label && <span className={styles.label}>{item.label}</span>}
          <h3 className={styles.title}>{item.title}</h3>
          <div className={styles.text}>{item.text}</div>
        </li>
      ))}
    </ul>
  );
}
