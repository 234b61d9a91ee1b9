/**
 * Findings of a debrief: what a teacher would point out about a team at a round, computed from the
 * class view's figures by fixed rules (docs/GAME_RULES.md §14 explains each threshold). Pure: the
 * screen turns a finding into words with its locale.
 */
import type { BalanceSheet, IncomeStatement } from '@/services/analysis';
import { display } from '@/utils/format';
import { type DebriefGame, median, type TeamAtRound, type TrendFigure } from './debrief';

/**
 * Market shares are compared as moving averages: the mean of the last SHARE_WINDOW rounds against
 * the mean of the SHARE_WINDOW rounds before, so a single quarter's swing is not a finding, and a
 * four-round training has one round (its last) where a move can be seen.
 */
export const SHARE_WINDOW = 2;
/** Each round of the last window lies at least this far (a ratio: 0.1 is ten points) from each round of the window before. */
export const SHARE_MOVE_MIN = 0.1;
/** A share that averaged less than this before is an entry into the market, not a rise. */
export const SHARE_RISE_FROM_MIN = 0.05;
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

/** Where a finding's link leads: the chart that shows it, or the team's statements at the round. */
export type FindingTarget = TrendFigure | 'statements';

/** A finding: its kind, what it points at, the round (index into the game's rounds) and its numbers. */
export interface Finding {
  kind: FindingKind;
  figure: FindingTarget;
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

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
/** Shares are sums of ratios: a move of exactly the threshold must not be lost to a float's last digit. */
const EPSILON = 1e-9;

/**
 * The market whose averaged share moved most, once the move is sustained: each of the last
 * SHARE_WINDOW rounds is at least SHARE_MOVE_MIN above (or below) each of the SHARE_WINDOW rounds
 * before, and the finding gives the two windows' means. A market without a share in one of those
 * rounds (unknown, or nobody sold there) is not compared.
 */
function shareMove(game: DebriefGame, cells: TeamAtRound[], index: number): Finding | undefined {
  const first = index - 2 * SHARE_WINDOW + 1;
  if (first < 0) return undefined;
  const span = cells.slice(first, index + 1);
  if (span.some((c) => c.share === null)) return undefined;
  let best: { market: string; from: number; to: number; delta: number } | undefined;
  for (const m of game.markets) {
    const values = span.map((c) => (Object.hasOwn(c.shareByMarket, m.code) ? c.shareByMarket[m.code] : null));
    if (values.some((v) => v === null)) continue;
    const known = values as number[];
    const earlier = known.slice(0, SHARE_WINDOW);
    const recent = known.slice(SHARE_WINDOW);
    const [from, to] = [mean(earlier), mean(recent)];
    // Each round of one window apart from each round of the other: one quarter's spike in either is no move.
    const rose = from >= SHARE_RISE_FROM_MIN && Math.min(...recent) - Math.max(...earlier) >= SHARE_MOVE_MIN - EPSILON;
    const fell = Math.min(...earlier) - Math.max(...recent) >= SHARE_MOVE_MIN - EPSILON;
    if (!rose && !fell) continue;
    const delta = to - from;
    if (!best || Math.abs(delta) > Math.abs(best.delta)) best = { market: m.code, from, to, delta };
  }
  if (!best) return undefined;
  const market = game.markets.find((m) => m.code === best.market);
  return {
    kind: best.delta > 0 ? 'shareGain' : 'shareLoss',
    figure: 'share',
    index,
    values: {
      market: display(market?.name ?? best.market),
      from: best.from,
      to: best.to,
      points: Math.abs(best.delta),
      rounds: SHARE_WINDOW,
    },
  };
}

/** The findings of one team at one round (at most MAX_FINDINGS), in the order above. */
export function findingsAt(game: DebriefGame, teamId: string, index: number, statements?: OpenedStatements): Finding[] {
  const cells = game.cells[teamId];
  const cell = cells?.[index];
  if (!cell) return [];
  const out: Finding[] = [];

  const share = shareMove(game, cells, index);
  if (share) out.push(share);

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
      figure: 'utilisation',
      index,
      values: {
        used: cell.used / cell.capacity,
        capacity: cell.capacity,
        produced: cell.used,
        idle: cell.capacity - cell.used,
        limit: IDLE_CAPACITY_BELOW,
      },
    });

  if (cell.advertising !== null && cell.advertising > 0 && cell.ordersWon !== null) {
    if (cell.ordersWon === 0)
      out.push({ kind: 'adNoOrder', figure: 'advertising', index, values: { advertising: cell.advertising } });
    else {
      const own = cell.advertising / cell.ordersWon;
      const classMedian = median(adPerOrder(game, index));
      if (classMedian !== null && classMedian > 0 && own >= classMedian * AD_PER_ORDER_ABOVE_MEDIAN)
        out.push({
          kind: 'adPerOrder',
          figure: 'advertising',
          index,
          values: { perOrder: own, median: classMedian, times: own / classMedian },
        });
    }
  }

  const differing = statements ? differingInputs(statements) : [];
  if (differing.length)
    out.push({ kind: 'inputDiffers', figure: 'statements', index, values: { count: differing.length } });

  return out.slice(0, MAX_FINDINGS);
}
