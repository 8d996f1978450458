import { rolesTrained } from '@/lib/content/recruiters';
import styles from './RolesTrained.module.css';

/** The list of roles the institute trains candidates for. */
export function RolesTrained() {
  return (
    <ul className={styles.roles}>
      {rolesTrained.map((role) => (
        <li key={role} className={styles.role}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" className={styles.tick}>
            <circle cx="10" cy="10" r="10" />
            <path d="M5.5 10.5l3 3 6-6.5" />
          </svg>
          {role}
        </li>
      ))}
    </ul>
  );
}
