import styles from './StatGrid.module.css';

export interface Stat {
  value: string;
  label: string;
}

/** Big figures with their labels: the claims of spec §1, wherever they appear. */
export function StatGrid({ stats, tone = 'light' }: { stats: readonly Stat[]; tone?: 'light' | 'dark' }) {
  return (
    <dl className={`${styles.grid} ${styles[tone]}`}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
