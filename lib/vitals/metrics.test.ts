/** @jest-environment node */
import {
  METRICS,
  bucketIndex,
  dayOf,
  lastDays,
  metricNamed,
  percentile75,
  rating,
  type MetricDefinition,
} from './metrics.mjs';

const named = (name: string) => metricNamed(name) as MetricDefinition;

/** The exact nearest-rank 75th percentile of a list. */
function exactP75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

function histogramOf(definition: MetricDefinition, values: number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const value of values) {
    const index = bucketIndex(definition, value);
    counts.set(index, (counts.get(index) ?? 0) + 1);
  }
  return counts;
}

/** A deterministic stream of numbers in [0, 1). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('the histograms’ buckets', () => {
  it('put every threshold on a bucket edge, with edges rising from 0 to below the largest accepted value', () => {
    for (const definition of METRICS) {
      expect(definition.edges[0]).toBe(0);
      for (let i = 1; i < definition.edges.length; i++) {
        expect(definition.edges[i]!).toBeGreaterThan(definition.edges[i - 1]!);
      }
      expect(definition.edges.at(-1)!).toBeLessThan(definition.max);
      for (const threshold of [definition.good, definition.poor]) {
        if (threshold !== null) expect(definition.edges).toContain(threshold);
      }
    }
    expect(named('LCP')).toMatchObject({ good: 2500, poor: 4000 });
    expect(named('INP')).toMatchObject({ good: 200, poor: 500 });
    expect(named('CLS')).toMatchObject({ good: 0.1, poor: 0.25 });
    expect(named('FCP')).toMatchObject({ good: 1800, poor: 3000 });
    expect(named('TTFB')).toMatchObject({ good: 800, poor: 1800 });
  });

  it('places a value in the bucket whose lower edge it reaches, edges included', () => {
    const lcp = named('LCP');
    expect(bucketIndex(lcp, 0)).toBe(0);
    expect(bucketIndex(lcp, 0.5)).toBe(0);
    expect(lcp.edges[bucketIndex(lcp, 99.9)]).toBe(50);
    expect(lcp.edges[bucketIndex(lcp, 100)]).toBe(100);
    expect(lcp.edges[bucketIndex(lcp, 2499)]).toBe(2400);
    expect(lcp.edges[bucketIndex(lcp, 2500)]).toBe(2500);
    expect(bucketIndex(lcp, lcp.max)).toBe(lcp.edges.length - 1);
    const cls = named('CLS');
    expect(cls.edges[bucketIndex(cls, 0.1)]).toBe(0.1);
    expect(cls.edges[bucketIndex(cls, 0.0999)]).toBe(0.075);
  });
});

describe('p75 read from a histogram', () => {
  it('is within one bucket of the exact p75 of the values it counted', () => {
    const next = random(7);
    for (const [name, scale] of [
      ['LCP', 4000],
      ['INP', 400],
      ['CLS', 0.3],
      ['TTFB', 1500],
    ] as const) {
      const definition = named(name);
      const values = Array.from({ length: 1000 }, () => scale * next() ** 2);
      const read = percentile75(definition, histogramOf(definition, values))!;
      const exact = exactP75(values);
      const index = bucketIndex(definition, exact);
      const width = (definition.edges[index + 1] ?? definition.max) - definition.edges[index]!;
      expect(read.count).toBe(1000);
      expect(Math.abs(read.p75 - exact)).toBeLessThanOrEqual(width);
    }
  });

  it('counts ranks, not buckets: three fast views and one slow one give a fast p75', () => {
    const lcp = named('LCP');
    expect(percentile75(lcp, histogramOf(lcp, [1000, 1010, 1020, 9000]))!.p75).toBeLessThanOrEqual(1100);
    expect(percentile75(lcp, histogramOf(lcp, [1000, 9000, 9100, 9200]))!.p75).toBeGreaterThanOrEqual(9000);
  });

  it('reads stored counts (bucket index as text), ignores buckets that do not exist, and is null when empty', () => {
    const inp = named('INP');
    // Four values in [75, 100): the third of them, a quarter of the bucket from its top.
    expect(inp.edges[6]).toBe(75);
    expect(percentile75(inp, { '6': 4 })).toEqual({ p75: 93.75, count: 4 });
    expect(percentile75(inp, { '999': 5, '-1': 5, x: 5 })).toBeNull();
    expect(percentile75(inp, {})).toBeNull();
  });

  it('reads a figure of 0 as (next to) 0, not as the top of a wide bucket', () => {
    const cls = named('CLS');
    expect(percentile75(cls, histogramOf(cls, [0, 0, 0, 0]))!.p75).toBeLessThanOrEqual(0.0001);
    const delay = named('LCP.resourceLoadDelay');
    expect(percentile75(delay, histogramOf(delay, [0, 0, 0, 300]))!.p75).toBeLessThanOrEqual(1);
  });

  it('rates a p75 against the thresholds, good at the threshold itself; parts have none', () => {
    expect(rating(named('LCP'), 2500)).toBe('good');
    expect(rating(named('LCP'), 2501)).toBe('needs improvement');
    expect(rating(named('LCP'), 4001)).toBe('poor');
    expect(rating(named('CLS'), 0.1)).toBe('good');
    expect(rating(named('LCP.elementRenderDelay'), 5000)).toBeNull();
  });
});

describe('days', () => {
  it('are India’s (UTC+05:30): a day starts at 18:30 UTC the evening before', () => {
    expect(dayOf(Date.parse('2026-11-26T18:29:59Z'))).toBe('2026-11-26');
    expect(dayOf(Date.parse('2026-11-26T18:30:00Z'))).toBe('2026-11-27');
    expect(lastDays(Date.parse('2026-03-02T06:00:00Z'), 3)).toEqual([
      '2026-03-02',
      '2026-03-01',
      '2026-02-28',
    ]);
  });
});
