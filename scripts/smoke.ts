/**
 * BENCH_SMOKE=1: a bench script builds and serves what it measures, starts its browser, shows each
 * of its pages once, then stops before it times anything. tests/e2e/benchSmoke.e2e.ts runs every
 * bench script so, so that a benchmark that no longer runs fails `npm test`.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** The line the smoke test waits for: the script got as far as its first measurement. */
export function smokeReady(script: string) {
  console.log(`[smoke] ${script}: ready`);
}
