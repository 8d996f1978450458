import { hiringPartners } from '@/lib/media/logos';
import { PausableRegion } from '@/components/motion/PausableRegion';
import { LogoRow } from './LogoRow';
import styles from './LogoRow.module.css';

const ROW_SIZE = 7;

/** The hiring-partner carousel: three rows of seven logos, alternating direction. */
export function PartnerCarousel() {
  const rows = [0, 1, 2].map((row) => hiringPartners.slice(row * ROW_SIZE, (row + 1) * ROW_SIZE));
  return (
    <PausableRegion what="hiring partner logos">
      <div className={styles.rows}>
        {rows.map((logos, row) => (
          <LogoRow key={row} logos={logos} direction={row % 2 === 0 ? 'left' : 'right'} />
        ))}
      </div>
    </PausableRegion>
  );
}
