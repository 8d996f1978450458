import type { Metadata } from 'next';

/**
 * The benchmark's reference (npm run bench): a page with no components of its own, in the same layout
 * and build. Built only when NEXT_BENCH_REFERENCE is set (see pageExtensions in next.config.ts).
 */
export const metadata: Metadata = { title: 'Reference', robots: { index: false } };

export default function BenchReferencePage() {
  return <h1 style={{ padding: '4rem 1rem', textAlign: 'center' }}>Reference page</h1>;
}
