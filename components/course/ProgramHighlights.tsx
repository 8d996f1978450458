import { programHighlights, type ProgramHighlight } from '@/lib/courses/highlights';
import { Section } from '@/components/ui/Section';
import styles from './ProgramHighlights.module.css';

const ICONS: Record<ProgramHighlight['icon'], string> = {
  trainer: 'M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm-7 17c0-3.9 3.1-6 7-6s7 2.1 7 6',
  lab: 'M3 5h18v11H3zM8 20h8M12 16v4',
  projects: 'M4 6h6l2 2h8v10H4zM9 13l2 2 4-4',
  server: 'M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01',
  interview: 'M4 5h12v9H8l-4 4zM18 9h2v9l-3-3h-6',
  placement: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
};

export function ProgramHighlights() {
  return (
    <Section id="program-highlights" tone="alt" eyebrow="Why this programme" title="Program Highlights">
      <ul className={styles.grid}>
        {programHighlights.map((highlight) => (
          <li key={highlight.title} className={styles.card}>
            <span className={styles.icon} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="26" height="26">
                <path
                  d={ICONS[highlight.icon]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            <h3 className={styles.title}>{highlight.title}</h3>
            <p className={styles.text}>{highlight.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
