import { niceScale } from '@/lib/charts';
import { formatCount, impactByYear, impactSummary, placementGraphs } from '@/lib/content/placements';
import { ChartFigure } from './ChartFigure';
import styles from './Charts.module.css';

const WIDTH = 300;
const HEIGHT = 220;
const PLOT = { left: 38, right: 2, top: 22, bottom: 24 };
const PLOT_WIDTH = WIDTH - PLOT.left - PLOT.right;
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;

/** The impact graph: learners placed per year, as columns with their numbers on top. */
export function ImpactChart() {
  const scale = niceScale(Math.max(...impactByYear.map((year) => year.placed)));
  const band = PLOT_WIDTH / impactByYear.length;
  const barWidth = band * 0.62;
  const yOf = (value: number) => PLOT.top + PLOT_HEIGHT - (value / scale.max) * PLOT_HEIGHT;
  const latest = impactByYear[impactByYear.length - 1]?.year;

  return (
    <ChartFigure
      id="impact-graph"
      heading={placementGraphs.impact.heading}
      text={placementGraphs.impact.text}
      summary={impactSummary()}
      width={WIDTH}
      height={HEIGHT}
      table={{
        columns: ['Year', 'Learners placed'],
        rows: impactByYear.map((year) => ({ label: String(year.year), value: formatCount(year.placed) })),
      }}
    >
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <line
            className={styles.grid}
            x1={PLOT.left}
            x2={WIDTH - PLOT.right}
            y1={yOf(tick)}
            y2={yOf(tick)}
          />
          <text
            className={styles.axis}
            x={PLOT.left - 6}
            y={yOf(tick)}
            textAnchor="end"
            dominantBaseline="middle"
          >
            {formatCount(tick)}
          </text>
        </g>
      ))}
      {impactByYear.map((year, index) => {
        const x = PLOT.left + index * band + (band - barWidth) / 2;
        const top = yOf(year.placed);
        return (
          <g key={year.year}>
            <rect
              className={year.year === latest ? styles.barHighlight : styles.bar}
              x={x}
              y={top}
              width={barWidth}
              height={PLOT.top + PLOT_HEIGHT - top}
              rx={3}
            />
            <text className={styles.value} x={x + barWidth / 2} y={top - 5} textAnchor="middle">
              {formatCount(year.placed)}
            </text>
            <text className={styles.axis} x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle">
              {year.year}
            </text>
          </g>
        );
      })}
    </ChartFigure>
  );
}
