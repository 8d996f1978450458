import { staffingCaseLabels, staffingCases } from '@/lib/content/services';
import { CardGrid } from '@/components/ui/CardGrid';
import styles from './StaffingCases.module.css';

/** The three featured staffing cases: client, challenge and outcome. */
export function StaffingCases() {
  return (
    <CardGrid
      items={staffingCases.map((staffingCase, index) => ({
        label: String(index + 1).padStart(2, '0'),
        title: staffingCase.title,
        text: (
          <>
            <p className={styles.client}>
              <span>{staffingCaseLabels.client}: </span>
              <strong>{staffingCase.client}</strong>
            </p>
            <p>{staffingCase.summary}</p>
            <p className={styles.outcome}>
              <strong>{staffingCaseLabels.outcome}: </strong>
              {staffingCase.outcome}
            </p>
          </>
        ),
      }))}
    />
  );
}
