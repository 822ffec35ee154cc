/** The median of `values` (milliseconds), rounded to 0.1. */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** The nearest-rank percentile `p` (0-100) of `values`, rounded to 0.1. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return Math.round(sorted[rank - 1]! * 10) / 10;
}
