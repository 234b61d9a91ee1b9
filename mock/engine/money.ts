/**
 * Integer money helpers. All amounts are whole 万元; every place where a rate is applied rounds
 * through one of these functions, so the rounding points are the documented ones.
 */

/** amount × pct %, rounded half up. Rates are taken to two decimals to avoid float noise. */
export function pctRound(amount: number, pct: number): number {
  return Math.round((amount * Math.round(pct * 100)) / 10000);
}

/** amount × pct %, rounded up (fees). */
export function pctCeil(amount: number, pct: number): number {
  return Math.ceil((amount * Math.round(pct * 100)) / 10000);
}

/** amount × multiple, rounded down (limits). */
export function mulFloor(amount: number, multiple: number): number {
  return Math.floor((amount * Math.round(multiple * 100)) / 100);
}

export function isMoney(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0;
}

export function isPositiveInt(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n > 0;
}

export function sum(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return s;
}
