/** Latency samples in milliseconds and the percentiles the imaging benches print. */

export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile: the smallest sample with at least `fraction` of them at or below. */
function nearestRank(sorted: readonly number[], fraction: number): number {
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? Number.NaN;
}

export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: nearestRank(sorted, 0.5),
    p95: nearestRank(sorted, 0.95),
    p99: nearestRank(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** Milliseconds spent in `work`, with its result. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

export const ms = (value: number, width = 6): string => value.toFixed(1).padStart(width);

/** `1 000 000`: thin groups, as the issue writes its figures. */
export const grouped = (value: number): string =>
  Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

export const seconds = (milliseconds: number): string => `${(milliseconds / 1000).toFixed(1)} s`;
