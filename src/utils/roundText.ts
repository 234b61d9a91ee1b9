import { roundToYearQuarter } from './quarter';

/** A translation function: the app's useT() or the locale module's t(). */
type Translate = (id: string, values?: Record<string, string | number>) => string;

/**
 * The one way the app writes a round: "第 2 年第 1 季度（第 5 回合）", or "（第 5 / 8 回合）" when
 * the training's length is known. Rounds of 0 or below are before the game starts.
 */
export function roundText(t: Translate, round: number, total?: number): string {
  if (!Number.isFinite(round) || round <= 0) return t('round.before');
  const { year, quarter } = roundToYearQuarter(round);
  return total && total > 0
    ? t('round.fullOf', { year, quarter, round, total })
    : t('round.full', { year, quarter, round });
}

/** The same round where space is short (a chart's axis, a table's column): "第 2 年第 1 季度". */
export function quarterText(t: Translate, round: number): string {
  if (!Number.isFinite(round) || round <= 0) return t('round.before');
  return t('round.quarter', roundToYearQuarter(round));
}

/** A training's length: "共 8 回合"; "共 - 回合" when the answer gave none. */
export function roundCountText(t: Translate, count: number | undefined | null): string {
  return t('round.count', { count: count == null || !Number.isFinite(count) ? '-' : count });
}

/**
 * A year and quarter the backend gave as such (a case's timeline, which has no round), written as
 * quarterText writes a round; '-' for a part it did not give.
 */
export function yearQuarterText(t: Translate, year: number | undefined | null, quarter: number | undefined | null) {
  const part = (n: number | undefined | null) => (n == null || !Number.isFinite(n) ? '-' : n);
  return t('round.quarter', { year: part(year), quarter: part(quarter) });
}
