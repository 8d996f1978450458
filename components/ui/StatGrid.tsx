import styles from './StatGrid.module.css';

export interface Stat {
  value: string;
  label: string;
}

interface StatGridProps {
  stats: readonly Stat[];
  tone?: 'light' | 'dark';
  /** Two columns at every width, for a compact block such as a hero's side. */
  columns?: 2;
}

/** Big figures with their labels (the institute's headline claims), wherever they appear. */
export function StatGrid({ stats, tone = 'light', columns }: StatGridProps) {
  return (
    <dl className={`${styles.grid} ${styles[tone]}`} data-columns={columns}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
