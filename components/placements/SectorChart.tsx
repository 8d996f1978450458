import { placementGraphs, sectorShare, sectorSummary } from '@/lib/content/placements';
import { ChartFigure } from './ChartFigure';
import styles from './Charts.module.css';

const WIDTH = 300;
const ROW_HEIGHT = 40;
const LABEL_HEIGHT = 17;
const BAR_HEIGHT = 13;
/** Room after the longest bar for its percentage. */
const VALUE_ROOM = 36;

/** The sector graph: share of placements per sector, as labelled horizontal bars. */
export function SectorChart() {
  const largest = Math.max(...sectorShare.map((sector) => sector.percent));
  const height = sectorShare.length * ROW_HEIGHT;

  return (
    <ChartFigure
      id="sector-graph"
      heading={placementGraphs.sectors.heading}
      text={placementGraphs.sectors.text}
      summary={sectorSummary()}
      width={WIDTH}
      height={height}
      table={{
        columns: ['Sector', 'Share of placements'],
        rows: sectorShare.map((sector) => ({ label: sector.sector, value: `${sector.percent}%` })),
      }}
    >
      {sectorShare.map((sector, index) => {
        const top = index * ROW_HEIGHT;
        const barWidth = (sector.percent / largest) * (WIDTH - VALUE_ROOM);
        return (
          <g key={sector.sector}>
            <text className={styles.label} x={0} y={top + LABEL_HEIGHT - 4}>
              {sector.sector}
            </text>
            <rect
              className={styles.track}
              x={0}
              y={top + LABEL_HEIGHT}
              width={WIDTH - VALUE_ROOM}
              height={BAR_HEIGHT}
              rx={4}
            />
            <rect
              className={sector.percent === largest ? styles.barHighlight : styles.bar}
              x={0}
              y={top + LABEL_HEIGHT}
              width={barWidth}
              height={BAR_HEIGHT}
              rx={4}
            />
            <text
              className={styles.value}
              x={WIDTH - VALUE_ROOM + 6}
              y={top + LABEL_HEIGHT + BAR_HEIGHT / 2}
              dominantBaseline="middle"
            >
              {sector.percent}%
            </text>
          </g>
        );
      })}
    </ChartFigure>
  );
}
