import type { RuleParams } from './types';

export const ROUNDS_PER_YEAR = 4;

/**
 * Round n is year ceil(n/4) and quarter n mod 4 (0 becomes 4). Rounds below 1 do not exist in a
 * game, the screens still show them as year 0.
 */
export function roundToYearQuarter(n: number): { year: number; quarter: number } {
  const r = Math.trunc(n);
  const quarter = ((r % ROUNDS_PER_YEAR) + ROUNDS_PER_YEAR) % ROUNDS_PER_YEAR || ROUNDS_PER_YEAR;
  if (r <= 0) return { year: 0, quarter };
  return { year: Math.ceil(r / ROUNDS_PER_YEAR), quarter };
}

export function yearOf(round: number): number {
  return roundToYearQuarter(round).year;
}

export function quarterOf(round: number): number {
  return roundToYearQuarter(round).quarter;
}

/** Last round (Q4) of the year that contains `round`. */
export function yearEndRound(round: number): number {
  return yearOf(round) * ROUNDS_PER_YEAR;
}

/** Whether `round` opens with advertising and an order meeting. */
export function isAdRound(rule: RuleParams, round: number): boolean {
  return rule.advertisingPerRound || quarterOf(round) === 1;
}
