/**
 * The class view of a debrief: every team at every settled round, put together from answers that
 * each cover many teams or many rounds (pure, so it is tested without a server). A part whose call
 * did not answer leaves its figures null and is named in `missing`.
 */
import type {
  AdvertisingRow,
  Analysis,
  CapacityRow,
  CostProfitRow,
  LiabilitiesRow,
  MarketShareAnswer,
  MenuDetailAnswer,
  MenuDetailRow,
  RoundOption,
  TeamOption,
  TeamRow,
} from '@/services/analysis';
import type { Answer, Row } from '@/services/contract';
import { idText, sameId, total } from '@/utils/format';

/** What one group of calls brings; named in the screen's notice when its calls did not answer. */
export const DEBRIEF_PARTS = [
  'balance',
  'costProfit',
  'share',
  'advertising',
  'meeting',
  'capacity',
  'events',
] as const;
export type DebriefPart = (typeof DEBRIEF_PARTS)[number];

/** What a team won in one selection (market × product) of a meeting: how many orders, units, at what average price. */
export interface DebriefOrder {
  key: string;
  count: number;
  market?: string;
  marketName?: string;
  product?: string;
  productName?: string;
  quantity?: number;
  /** undefined when the quantity or the value was not sent */
  unitPrice?: number;
  totalPrice?: number;
}

/**
 * A special event started (specialEvent.find's events): every field is the project's assumption.
 * One without its round cannot be placed; one without its team (or with null) concerns every team.
 */
export type DebriefEvent = Row<NonNullable<Answer<'specialEvent.find'>>['events']>;

/** One team at one settled round; null where the part's call did not answer. */
export interface TeamAtRound {
  cash: number | null;
  equity: number | null;
  revenue: number | null;
  netIncome: number | null;
  /** the team's part of the round's sales in every market together, a ratio */
  share: number | null;
  /**
   * market code → the team's share of that market's sales in the round, a ratio; null when the
   * market's row of the team came without it (a market absent from the round, or without sales in
   * it, has no entry)
   */
  shareByMarket: Record<string, number | null>;
  advertising: number | null;
  /** the best (lowest) place in the queues of the round's order meeting; null without a queue */
  rank: number | null;
  /** orders won in the round's meeting; null when the round's meeting was not answered */
  ordersWon: number | null;
  orders: DebriefOrder[];
  capacity: number | null;
  used: number | null;
  events: DebriefEvent[];
}

/** A settled round the class view can place: one that came with its number. */
export type DebriefRound = RoundOption & { round: number };
/** A team the class view can place: one that came with its id (as text). */
export type DebriefTeam = TeamOption & { teamId: string };

export interface DebriefGame {
  rounds: DebriefRound[];
  teams: DebriefTeam[];
  markets: { code: string; name?: string }[];
  /** teamId → one entry per round of `rounds`, in that order */
  cells: Record<string, TeamAtRound[]>;
  /** teamId → its debts, cash, equity and cost/profit split at the last settled round (its printed page) */
  final: Record<string, { liabilities?: LiabilitiesRow; costProfit?: CostProfitRow }>;
  /**
   * The rounds whose order meeting answered with its queues: its advertising ranking was made
   * public. Absent where the game was not put together from answers (nothing is known).
   */
  ranked?: number[];
  missing: DebriefPart[];
}

/** The answers a class view is built from; undefined where a call did not answer. */
export interface DebriefAnswers {
  rounds: RoundOption[];
  teams: TeamOption[];
  /** every team's debts, cash and equity at every settled round */
  liabilities?: Analysis<LiabilitiesRow>;
  costProfit?: Analysis<CostProfitRow>;
  advertising?: Analysis<AdvertisingRow>;
  capacity?: Analysis<CapacityRow>;
  /** round → that round's market shares (undefined: not answered for that round) */
  shares?: Record<number, MarketShareAnswer | undefined>;
  /** round → that round's order meeting (a round without one is absent; undefined: not answered) */
  meetings?: Record<number, MenuDetailAnswer | undefined>;
  events?: DebriefEvent[];
}

const emptyCell = (): TeamAtRound => ({
  cash: null,
  equity: null,
  revenue: null,
  netIncome: null,
  share: null,
  shareByMarket: {},
  advertising: null,
  rank: null,
  ordersWon: null,
  orders: [],
  capacity: null,
  used: null,
  events: [],
});

/** The rows of an analysis for one round, by team; a row without its team cannot be placed and is left out. */
function trendRows<R extends TeamRow>(analysis: Analysis<R> | undefined, round: number): Map<string, R> {
  const rows = analysis?.trend?.find((r) => r.round === round)?.rows ?? [];
  return new Map(
    rows.flatMap((r) => {
      const teamId = idText(r.teamId);
      return teamId === undefined ? [] : [[teamId, r] as const];
    }),
  );
}

/** The rounds and teams that came with their number and id; the others cannot be placed. */
const placedRounds = (rounds: RoundOption[]): DebriefRound[] =>
  rounds.flatMap((r) => (typeof r.round === 'number' ? [{ ...r, round: r.round }] : []));
const placedTeams = (teams: TeamOption[]): DebriefTeam[] =>
  teams.flatMap((team) => {
    const teamId = idText(team.teamId);
    return teamId === undefined ? [] : [{ ...team, teamId }];
  });

/** An analysis the class view can use: answered, with its rows per round (a backend may send only the summed rows). */
const hasTrend = (analysis: Analysis<TeamRow> | undefined) => !!analysis && Array.isArray(analysis.trend);

export function buildDebrief(answers: DebriefAnswers): DebriefGame {
  const rounds = placedRounds(answers.rounds);
  const teams = placedTeams(answers.teams);
  const missing = new Set<DebriefPart>();
  const cells: Record<string, TeamAtRound[]> = Object.fromEntries(
    teams.map((team) => [team.teamId, rounds.map(emptyCell)]),
  );
  const markets = new Map<string, string | undefined>();
  const ranked: number[] = [];

  if (!hasTrend(answers.liabilities)) missing.add('balance');
  if (!hasTrend(answers.costProfit)) missing.add('costProfit');
  if (!hasTrend(answers.advertising)) missing.add('advertising');
  if (!hasTrend(answers.capacity)) missing.add('capacity');
  if (!answers.events) missing.add('events');
  if (!answers.shares) missing.add('share');
  if (!answers.meetings) missing.add('meeting');

  rounds.forEach((r, i) => {
    const debts = trendRows(answers.liabilities, r.round);
    const cost = trendRows(answers.costProfit, r.round);
    const ads = trendRows(answers.advertising, r.round);
    const capacity = trendRows(answers.capacity, r.round);
    const share = answers.shares?.[r.round];
    if (answers.shares && !share) missing.add('share');
    const roundMarkets = share?.markets ?? [];
    // The round's sales: unknown when a market came without its total (a share of it would be made up).
    const roundSales = share ? total(roundMarkets, (m) => m.total) : undefined;
    if (share && roundSales === undefined) missing.add('share');
    // A team's sales over the markets; null once a row of the team came without its revenue.
    const sales = new Map<string, number | null>();
    const byMarket = new Map<string, Record<string, number | null>>();
    for (const m of roundMarkets) {
      if (m.market !== undefined) markets.set(m.market, m.marketName);
      for (const t of m.teams ?? []) {
        const teamId = idText(t.teamId);
        if (teamId === undefined) continue;
        const before = sales.has(teamId) ? sales.get(teamId) : 0;
        sales.set(
          teamId,
          before === null || before === undefined || t.revenue === undefined ? null : before + t.revenue,
        );
        if (t.revenue === undefined || t.share === undefined) missing.add('share');
        if (m.market === undefined) continue;
        const own = byMarket.get(teamId) ?? {};
        own[m.market] = t.share ?? null;
        byMarket.set(teamId, own);
      }
    }
    // A round named without its answer, or answered without its rows, had a meeting whose picks are
    // unknown; a round not named had none.
    const meeting = answers.meetings?.[r.round];
    const meetingUnknown =
      !!answers.meetings && Object.hasOwn(answers.meetings, r.round) && !Array.isArray(meeting?.rows);
    if (meetingUnknown) missing.add('meeting');
    if (Array.isArray(meeting?.rows)) ranked.push(r.round);
    // The meeting's queues by team, read once for the round rather than once per team.
    const queues = new Map<string, MenuDetailRow[]>();
    for (const row of meeting?.rows ?? []) {
      const teamId = idText(row.teamId);
      if (teamId === undefined) continue;
      const list = queues.get(teamId);
      if (list) list.push(row);
      else queues.set(teamId, [row]);
    }
    for (const team of teams) {
      const cell = cells[team.teamId][i];
      const d = debts.get(team.teamId);
      // Fields the spec does not name: a row without them leaves the figures unknown, and says so.
      if (typeof d?.cash === 'number') cell.cash = d.cash;
      if (typeof d?.ownerEquityTotal === 'number') cell.equity = d.ownerEquityTotal;
      if (hasTrend(answers.liabilities) && (cell.cash === null || cell.equity === null)) missing.add('balance');
      const c = cost.get(team.teamId);
      if (c) {
        cell.revenue = c.revenue ?? null;
        cell.netIncome = c.netIncome ?? null;
        if (cell.revenue === null || cell.netIncome === null) missing.add('costProfit');
      }
      const a = ads.get(team.teamId);
      if (a) {
        cell.advertising = a.total ?? null;
        if (cell.advertising === null) missing.add('advertising');
      }
      // Advertising rows are sparse: a team without a row spent nothing that round.
      else if (hasTrend(answers.advertising)) cell.advertising = 0;
      const k = capacity.get(team.teamId);
      if (k) {
        cell.capacity = k.capacity ?? null;
        cell.used = k.used ?? null;
        if (cell.capacity === null || cell.used === null) missing.add('capacity');
      }
      if (share) {
        // A team absent from the round's markets sold nothing in them.
        const own = sales.has(team.teamId) ? sales.get(team.teamId) : 0;
        if (own === null || own === undefined || roundSales === undefined) cell.share = null;
        else cell.share = roundSales > 0 ? own / roundSales : 0;
        const shares = byMarket.get(team.teamId) ?? {};
        for (const m of roundMarkets) {
          // A market nobody sold in that round has no share to compare: it is left out, not nought.
          if (m.market === undefined || m.total === 0) continue;
          // Absent from a market's rows: no sales there; present without its share: unknown.
          cell.shareByMarket[m.market] = Object.hasOwn(shares, m.market) ? shares[m.market] : 0;
        }
      }
      const rows = queues.get(team.teamId) ?? [];
      // The best place is unknown when a queue came without its place.
      const ranks = rows.map((row) => row.rank);
      const known = ranks.filter((rank): rank is number => rank !== undefined);
      if (known.length < ranks.length) missing.add('meeting');
      cell.rank = known.length && known.length === ranks.length ? Math.min(...known) : null;
      if (answers.meetings && !meetingUnknown) {
        cell.orders = rows.flatMap((row, n) => {
          if (!row.orderIds?.length) return [];
          const unitPrice =
            row.quantity === undefined || row.value === undefined
              ? undefined
              : row.quantity
                ? Math.round(row.value / row.quantity)
                : 0;
          return [
            {
              // The key only tells the list's items apart: the queue's place in the team's rows will do without one.
              key: row.key ?? `#${n}`,
              count: row.orderIds.length,
              market: row.market,
              marketName: row.marketName,
              product: row.product,
              productName: row.productName,
              quantity: row.quantity,
              unitPrice,
              totalPrice: row.value,
            },
          ];
        });
        // Orders won: unknown when a queue came without the orders it won.
        const won = total(rows, (row) => row.orderIds?.length);
        cell.ordersWon = won ?? null;
        if (won === undefined) missing.add('meeting');
        for (const o of cell.orders)
          if (o.market !== undefined && !markets.has(o.market)) markets.set(o.market, o.marketName);
      }
      cell.events = (answers.events ?? []).filter(
        (e) => e.round === r.round && (idText(e.teamId) === undefined || sameId(e.teamId, team.teamId)),
      );
    }
  });

  const last = rounds[rounds.length - 1]?.round;
  const lastCost = last === undefined ? new Map<string, CostProfitRow>() : trendRows(answers.costProfit, last);
  const lastDebts = last === undefined ? new Map<string, LiabilitiesRow>() : trendRows(answers.liabilities, last);
  const final = Object.fromEntries(
    teams.map((team) => [
      team.teamId,
      { liabilities: lastDebts.get(team.teamId), costProfit: lastCost.get(team.teamId) },
    ]),
  );

  return {
    rounds,
    teams,
    final,
    markets: [...markets].map(([code, name]) => ({ code, name })),
    cells,
    ranked,
    missing: DEBRIEF_PARTS.filter((p) => missing.has(p)),
  };
}

/** The figures a chart of the debrief draws, one value per round. */
export const TREND_FIGURES = ['equity', 'cash', 'revenue', 'share', 'utilisation', 'advertising'] as const;
export type TrendFigure = (typeof TREND_FIGURES)[number];

/** Figures that are ratios (shown as percentages); the others are money. */
export const RATIO_FIGURES: ReadonlySet<TrendFigure> = new Set(['share', 'utilisation']);

/** A chart's value of a team at a round: utilisation is the capacity used, the others are the cell's own. */
export function trendValue(cell: TeamAtRound | undefined, figure: TrendFigure): number | null {
  if (!cell) return null;
  if (figure !== 'utilisation') return cell[figure];
  return cell.capacity !== null && cell.used !== null && cell.capacity > 0 ? cell.used / cell.capacity : null;
}

/** The median of the values given (null when none). */
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A figure of every team at a round, without the nulls. */
export function classValues(game: DebriefGame, index: number, figure: TrendFigure): number[] {
  return game.teams
    .map((t) => trendValue(game.cells[t.teamId]?.[index], figure))
    .filter((v): v is number => typeof v === 'number');
}

/** The class median of a figure at every round. */
export function classMedian(game: DebriefGame, figure: TrendFigure): (number | null)[] {
  return game.rounds.map((_, i) => median(classValues(game, i, figure)));
}

/** Where a team stands among the class by equity at a round: 1 for the highest; null without equity. */
export function equityPlace(game: DebriefGame, teamId: string, index: number): number | null {
  const own = game.cells[teamId]?.[index]?.equity;
  if (typeof own !== 'number') return null;
  return classValues(game, index, 'equity').filter((v) => v > own).length + 1;
}

/**
 * The rounds where the team's place by equity changed most (largest moves first, at most `count`),
 * for its printed page: the round and the places before and after.
 */
export function turningRounds(game: DebriefGame, teamId: string, count = 3) {
  const moves: { index: number; from: number; to: number }[] = [];
  for (let i = 1; i < game.rounds.length; i += 1) {
    const from = equityPlace(game, teamId, i - 1);
    const to = equityPlace(game, teamId, i);
    if (from !== null && to !== null && from !== to) moves.push({ index: i, from, to });
  }
  return moves
    .sort((a, b) => Math.abs(b.to - b.from) - Math.abs(a.to - a.from) || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index);
}
