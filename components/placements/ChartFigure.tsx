import type { ReactNode } from 'react';
import styles from './Charts.module.css';

interface ChartFigureProps {
  /** Prefix of the ids inside; unique on the page. */
  id: string;
  heading: string;
  text: string;
  /** The chart in one sentence, shown under it and describing the SVG. */
  summary: string;
  /** The SVG's drawing area, in its own units. */
  width: number;
  height: number;
  /** The data as a table, for screen readers (the drawing shows the same numbers). */
  table: { columns: [string, string]; rows: { label: string; value: string }[] };
  children: ReactNode;
}

/** A chart card: heading, the SVG drawing with its one-sentence summary, and the data as a table. */
export function ChartFigure({
  id,
  heading,
  text,
  summary,
  width,
  height,
  table,
  children,
}: ChartFigureProps) {
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-heading`}>
      <figcaption>
        <h3 id={`${id}-heading`} className={styles.heading}>
          {heading}
        </h3>
        <p className={styles.text}>{text}</p>
      </figcaption>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
      >
        <title id={`${id}-title`}>{heading}</title>
        {children}
      </svg>
      <p id={`${id}-summary`} className={styles.summary}>
        {summary}
      </p>
      {/* Hidden by a wrapper: a table keeps the width of its text whatever width it is given, and would
          widen a narrow page. */}
      <div className="visually-hidden">
        <table>
          <caption>{heading}</caption>
          <thead>
            <tr>
              <th scope="col">{table.columns[0]}</th>
              <th scope="col">{table.columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
