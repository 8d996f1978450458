import { ImpactChart } from './ImpactChart';
import { SectorChart } from './SectorChart';
import styles from './Charts.module.css';

/** The placement page's two charts, side by side from 60rem up. */
export function PlacementCharts() {
  return (
    <div className={styles.figures}>
      <ImpactChart />
      <SectorChart />
    </div>
  );
}
