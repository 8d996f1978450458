/** Scales for the SVG charts: round axis steps, so gridlines read 0, 250, 500… rather than 0, 240, 480… */

export interface ChartScale {
  /** The top of the axis, at least the largest value. */
  max: number;
  /** Gridline values from 0 to max, inclusive. */
  ticks: number[];
}

const NICE_STEPS = [1, 2, 2.5, 5, 10];

/** An axis from 0 to a round number at or above `largest`, with `intervals` equal round steps. */
export function niceScale(largest: number, intervals = 4): ChartScale {
  if (!(largest > 0)) return { max: 1, ticks: [0, 1] };
  const raw = largest / intervals;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = (NICE_STEPS.find((multiple) => multiple * magnitude >= raw) ?? 10) * magnitude;
  const ticks = Array.from({ length: intervals + 1 }, (_, i) => i * step);
  return { max: intervals * step, ticks };
}
