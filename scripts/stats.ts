/** What the benchmark scripts compute of their timings. */

/** The value at `p` % of the values in order (the upper of the two middle ones for p 50 and an even count). */
export function percentile(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (xs: number[]) => percentile(xs, 50);
