import styles from './card.module.css';

/** Class names for a card that links somewhere (a course, a post): its surface, and the lift on hover. */
export function cardClassName(className?: string) {
  return [styles.card, className].filter(Boolean).join(' ');
}
