import { ROUNDS_PER_YEAR } from '@/constants';

/**
 * Round n is year ceil(n/4) and quarter n mod 4, with 0 shown as 4 (spec point 4).
 * Rounds of 0 or below are before the game: year 0.
 */
export function roundToYearQuarter(round: number): { year: number; quarter: number } {
  if (!Number.isFinite(round) || round <= 0) return { year: 0, quarter: 0 };
  const quarter = round % ROUNDS_PER_YEAR;
  return { year: Math.ceil(round / ROUNDS_PER_YEAR), quarter: quarter === 0 ? ROUNDS_PER_YEAR : quarter };
}

/** The group-info report's year: -1 asks for the year of the current round (spec point 4). */
export function reportYear(year: number, round: number): number {
  return year === -1 ? Math.ceil(round / ROUNDS_PER_YEAR) : year;
}
