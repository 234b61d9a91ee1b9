/**
 * Findings of a debrief: what a teacher would point out about a team at a round, computed from the
 * class view's figures by fixed rules (docs/GAME_RULES.md §14 explains each threshold). Pure: the
 * screen turns a finding into words with its locale.
 */
import type { BalanceSheet, IncomeStatement } from '@/services/analysis';
import { display } from '@/utils/format';
import { type DebriefGame, median, type TrendFigure } from './debrief';

/** A team's share of a market moved by at least this much (a ratio: 0.1 is ten points) since the round before. */
export const SHARE_MOVE_MIN = 0.1;
/** Cash at the round's end below this share of equity leaves little room for the next round's spending. */
export const LOW_CASH_SHARE_OF_EQUITY = 0.1;
/** Production lines that made less than this share of what they could: idle capacity. */
export const IDLE_CAPACITY_BELOW = 0.5;
/** Advertising spent per order won at least this many times the class median. */
export const AD_PER_ORDER_ABOVE_MEDIAN = 1.5;
/** The most findings shown for one team at one round. */
export const MAX_FINDINGS = 5;

export type FindingKind =
  | 'shareGain'
  | 'shareLoss'
  | 'lowCash'
  | 'idleCapacity'
  | 'adPerOrder'
  | 'adNoOrder'
  | 'inputDiffers';

/** A finding: its kind, the chart it points at, the round (index into the game's rounds) and its numbers. */
export interface Finding {
  kind: FindingKind;
  figure: TrendFigure;
  index: number;
  values: Record<string, number | string>;
}

/** A team's statements at a round as the screen fetched them (both optional: fetched on demand). */
export interface OpenedStatements {
  balance?: BalanceSheet | null;
  income?: IncomeStatement | null;
}

/** Advertising per order won of every team at a round that won at least one order. */
function adPerOrder(game: DebriefGame, index: number): number[] {
  return game.teams.flatMap((team) => {
    const cell = game.cells[team.teamId]?.[index];
    if (!cell || cell.advertising === null || !cell.ordersWon) return [];
    return [cell.advertising / cell.ordersWon];
  });
}

/** The keys of the statements where the students entered a value that is not the computed one. */
export function differingInputs(statements: OpenedStatements): string[] {
  const keys: string[] = [];
  for (const table of [statements.balance, statements.income]) {
    for (const [key, value] of Object.entries(table ?? {})) {
      if (typeof value.input === 'number' && value.input !== value.end) keys.push(key);
    }
  }
  return keys;
}

/** The findings of one team at one round (at most MAX_FINDINGS), in the order above. */
export function findingsAt(game: DebriefGame, teamId: string, index: number, statements?: OpenedStatements): Finding[] {
  const cells = game.cells[teamId];
  const cell = cells?.[index];
  if (!cell) return [];
  const out: Finding[] = [];

  const before = index > 0 ? cells[index - 1] : undefined;
  if (before && cell.share !== null && before.share !== null) {
    let best: { market: string; from: number; to: number; delta: number } | undefined;
    for (const m of game.markets) {
      // A market absent from a round had no sales in it; one whose share was not sent is not compared.
      const from = Object.hasOwn(before.shareByMarket, m.code) ? before.shareByMarket[m.code] : 0;
      const to = Object.hasOwn(cell.shareByMarket, m.code) ? cell.shareByMarket[m.code] : 0;
      if (from === null || to === null) continue;
      const delta = to - from;
      if (Math.abs(delta) >= SHARE_MOVE_MIN && (!best || Math.abs(delta) > Math.abs(best.delta)))
        best = { market: m.code, from, to, delta };
    }
    if (best) {
      const market = game.markets.find((m) => m.code === best.market);
      out.push({
        kind: best.delta > 0 ? 'shareGain' : 'shareLoss',
        figure: 'share',
        index,
        values: { market: display(market?.name ?? best.market), from: best.from, to: best.to },
      });
    }
  }

  if (
    cell.cash !== null &&
    cell.equity !== null &&
    cell.equity > 0 &&
    cell.cash < cell.equity * LOW_CASH_SHARE_OF_EQUITY
  )
    out.push({
      kind: 'lowCash',
      figure: 'cash',
      index,
      values: { cash: cell.cash, equity: cell.equity, limit: LOW_CASH_SHARE_OF_EQUITY },
    });

  if (
    cell.capacity !== null &&
    cell.used !== null &&
    cell.capacity > 0 &&
    cell.used / cell.capacity < IDLE_CAPACITY_BELOW
  )
    out.push({
      kind: 'idleCapacity',
      figure: 'revenue',
      index,
      values: { used: cell.used / cell.capacity, idle: cell.capacity - cell.used, limit: IDLE_CAPACITY_BELOW },
    });

  if (cell.advertising !== null && cell.advertising > 0 && cell.ordersWon !== null) {
    if (cell.ordersWon === 0)
      out.push({ kind: 'adNoOrder', figure: 'share', index, values: { advertising: cell.advertising } });
    else {
      const own = cell.advertising / cell.ordersWon;
      const classMedian = median(adPerOrder(game, index));
      if (classMedian !== null && classMedian > 0 && own >= classMedian * AD_PER_ORDER_ABOVE_MEDIAN)
        out.push({
          kind: 'adPerOrder',
          figure: 'share',
          index,
          values: { perOrder: own, median: classMedian, times: own / classMedian },
        });
    }
  }

  const differing = statements ? differingInputs(statements) : [];
  if (differing.length)
    out.push({ kind: 'inputDiffers', figure: 'equity', index, values: { count: differing.length } });

  return out.slice(0, MAX_FINDINGS);
}
