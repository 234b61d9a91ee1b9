import type { GameState, Order, RoundRecord, TeamMetrics, TeamRoundRecord, TeamState } from './types';
import { loanLimits } from './finance';
import { pctRound } from './money';
import { balanceValues } from './statements';
import { stockOf } from './ledger';
import { roundToYearQuarter } from './time';
import { getTeam } from './util';

/**
 * Read-only helpers the HTTP layer serves directly. "round" arguments select one settled round;
 * when omitted, flows (sales, advertising, orders, earnings, costs) are summed over every settled
 * round and stocks (capacity, liabilities) are taken from the last settled round.
 */

export type TeamRoundRow = TeamRoundRecord & { round: number; year: number; quarter: number };

export function roundRecord(state: GameState, round: number): RoundRecord | undefined {
  return state.history.find((r) => r.round === round);
}

/** Every settled round of one team, oldest first. */
export function teamHistory(state: GameState, teamId: string): TeamRoundRow[] {
  const out: TeamRoundRow[] = [];
  const i = state.teams.findIndex((t) => t.teamId === teamId);
  for (const r of state.history) {
    const t = rowOf(r, teamId, i);
    if (t) out.push({ ...t, round: r.round, year: r.year, quarter: r.quarter });
  }
  return out;
}

/** Statements of one team for one settled round. */
export function teamStatements(state: GameState, teamId: string, round: number): TeamRoundRecord | undefined {
  return roundRecord(state, round)?.teams.find((t) => t.teamId === teamId);
}

/** A team's row in a round record: records list teams in game order, so try that index first. */
function rowOf(rec: RoundRecord, teamId: string, i: number): TeamRoundRecord | undefined {
  const t = rec.teams[i];
  return t && t.teamId === teamId ? t : rec.teams.find((x) => x.teamId === teamId);
}

function records(state: GameState, round?: number): RoundRecord[] {
  if (round === undefined) return state.history;
  const r = roundRecord(state, round);
  return r ? [r] : [];
}

export interface MarketShareRow {
  market: string;
  marketName: string;
  total: number;
  teams: {
    teamId: string;
    teamName: string;
    revenue: number;
    /** basis points, summing to exactly 10000 per market with sales */ shareBp: number;
    share: number;
  }[];
}

/** Largest-remainder rounding so the basis points of a market add up to exactly 10000. */
function basisPoints(values: number[], total: number): number[] {
  if (total <= 0) return values.map(() => 0);
  const raw = values.map((v) => (v * 10000) / total);
  const bp = raw.map((x) => Math.floor(x));
  let rest = 10000 - bp.reduce((s, x) => s + x, 0);
  const order = raw.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; rest > 0 && k < order.length; k++, rest--) bp[order[k].i] += 1;
  return bp;
}

/** Market share by delivered sales revenue. */
export function marketShare(state: GameState, round?: number): MarketShareRow[] {
  const recs = records(state, round);
  return state.rule.markets.map((m) => {
    const revenue = state.teams.map((t, i) => {
      let v = 0;
      for (const r of recs) v += rowOf(r, t.teamId, i)?.metrics.salesByMarket[m.code] ?? 0;
      return v;
    });
    const total = revenue.reduce((s, v) => s + v, 0);
    const bp = basisPoints(revenue, total);
    return {
      market: m.code,
      marketName: m.name,
      total,
      teams: state.teams.map((t, i) => ({
        teamId: t.teamId,
        teamName: t.teamName,
        revenue: revenue[i],
        shareBp: bp[i],
        share: bp[i] / 10000,
      })),
    };
  });
}

export interface MetricsRow {
  teamId: string;
  teamName: string;
  metrics: TeamMetrics;
}

function addRec(a: Record<string, number>, b: Record<string, number>): void {
  for (const k of Object.keys(b)) a[k] = (a[k] ?? 0) + b[k];
}

/** Per team: the metrics of one round, or flows summed over all rounds with the last stocks. */
export function teamMetricsTable(state: GameState, round?: number): MetricsRow[] {
  const recs = records(state, round);
  return state.teams.map((t, i) => {
    const list = recs.map((r) => rowOf(r, t.teamId, i)).filter((x): x is TeamRoundRecord => !!x);
    const m: TeamMetrics = {
      salesByMarket: {},
      salesByProduct: {},
      salesQtyByProduct: {},
      advertising: {},
      advertisingTotal: 0,
      ordersTaken: { count: 0, quantity: 0, value: 0 },
      ordersDelivered: { count: 0, quantity: 0, value: 0 },
      capacity: { lines: 0, capacity: 0, used: 0 },
      earnings: { revenue: 0, grossProfit: 0, netIncome: 0 },
      liabilities: { longLoans: 0, shortLoans: 0, payables: 0, total: 0, debtRatio: 0 },
      costProfit: {
        revenue: 0,
        directCost: 0,
        expenses: 0,
        depreciation: 0,
        financeCharge: 0,
        financeCost: 0,
        incomeTaxes: 0,
        netIncome: 0,
      },
      penalties: 0,
    };
    for (const x of list) {
      const s = x.metrics;
      addRec(m.salesByMarket, s.salesByMarket);
      addRec(m.salesByProduct, s.salesByProduct);
      addRec(m.salesQtyByProduct, s.salesQtyByProduct);
      for (const mk of Object.keys(s.advertising)) addRec((m.advertising[mk] ??= {}), s.advertising[mk]);
      m.advertisingTotal += s.advertisingTotal;
      for (const k of ['count', 'quantity', 'value'] as const) {
        m.ordersTaken[k] += s.ordersTaken[k];
        m.ordersDelivered[k] += s.ordersDelivered[k];
      }
      m.capacity.used += s.capacity.used;
      m.capacity.capacity += s.capacity.capacity;
      m.capacity.lines = s.capacity.lines;
      for (const k of ['revenue', 'grossProfit', 'netIncome'] as const) m.earnings[k] += s.earnings[k];
      for (const k of Object.keys(m.costProfit) as (keyof TeamMetrics['costProfit'])[])
        m.costProfit[k] += s.costProfit[k];
      m.liabilities = { ...s.liabilities };
      m.penalties += s.penalties;
    }
    return { teamId: t.teamId, teamName: t.teamName, metrics: m };
  });
}

export function advertisingAnalysis(state: GameState, round?: number) {
  return teamMetricsTable(state, round).map((r) => ({
    teamId: r.teamId,
    teamName: r.teamName,
    advertising: r.metrics.advertising,
    total: r.metrics.advertisingTotal,
  }));
}

export function orderAnalysis(state: GameState, round?: number) {
  return teamMetricsTable(state, round).map((r) => ({
    teamId: r.teamId,
    teamName: r.teamName,
    taken: r.metrics.ordersTaken,
    delivered: r.metrics.ordersDelivered,
    penalties: r.metrics.penalties,
  }));
}

export function salesAnalysis(state: GameState, round?: number) {
  return teamMetricsTable(state, round).map((r) => ({
    teamId: r.teamId,
    teamName: r.teamName,
    byMarket: r.metrics.salesByMarket,
    byProduct: r.metrics.salesByProduct,
    quantityByProduct: r.metrics.salesQtyByProduct,
  }));
}

export function capacityAnalysis(state: GameState, round?: number) {
  return teamMetricsTable(state, round).map((r) => ({
    teamId: r.teamId,
    teamName: r.teamName,
    ...r.metrics.capacity,
    utilisation:
      r.metrics.capacity.capacity > 0
        ? Math.round((r.metrics.capacity.used / r.metrics.capacity.capacity) * 10000) / 10000
        : 0,
  }));
}

export function earningsAnalysis(state: GameState, round?: number) {
  return teamMetricsTable(state, round).map((r) => ({ teamId: r.teamId, teamName: r.teamName, ...r.metrics.earnings }));
}

/**
 * Debts per team, with the cash and equity they stand against (stocks: the round's, or the last
 * settled round's), so one answer gives every team's cash and equity at every round.
 */
export function liabilitiesAnalysis(state: GameState, round?: number) {
  const recs = records(state, round);
  return teamMetricsTable(state, round).map((r, i) => {
    let end: TeamRoundRecord['balanceSheet'] | undefined;
    for (const rec of recs) end = rowOf(rec, r.teamId, i)?.balanceSheet ?? end;
    return {
      teamId: r.teamId,
      teamName: r.teamName,
      ...r.metrics.liabilities,
      cash: end?.cash.end ?? 0,
      ownerEquityTotal: end?.ownerEquityTotal.end ?? 0,
    };
  });
}

export function costProfitAnalysis(state: GameState, round?: number) {
  return teamMetricsTable(state, round).map((r) => ({
    teamId: r.teamId,
    teamName: r.teamName,
    ...r.metrics.costProfit,
  }));
}

// ---------------------------------------------------------------------------------------------

export interface CashForecast {
  cash: number;
  receipts: number;
  tax: number;
  interest: number;
  principal: number;
  managementFee: number;
  maintenance: number;
  materials: number;
  penalties: number;
  payments: number;
  /** cash after the coming settlement if nothing else happens; negative means bankruptcy */
  net: number;
}

/** What the coming settlement of the current round will collect and pay for this team. */
export function cashForecast(state: GameState, team: TeamState): CashForecast {
  const rule = state.rule;
  const r = state.currentRound;
  const { quarter } = roundToYearQuarter(r);
  const receipts = team.receivables.reduce((s, x) => s + (x.dueRound <= r ? x.amount : 0), 0);
  const tax = quarter === 1 ? team.taxPayable : 0;
  let interest = 0;
  for (const l of team.shortLoans) interest += pctRound(l.amount, rule.loan.shortRate);
  for (const l of team.longLoans) interest += pctRound(l.amount, rule.loan.longRate / 4);
  let principal = 0;
  for (const l of team.shortLoans) if (l.dueRound <= r) principal += l.amount;
  for (const l of team.longLoans) if (l.dueRound <= r) principal += l.amount;
  let maintenance = 0;
  for (const l of team.lines)
    if (l.status !== 'building') maintenance += rule.lineTypes.find((t) => t.code === l.type)?.maintenance ?? 0;
  const materials = team.materialOrders.reduce((s, o) => s + (o.arriveRound <= r ? o.qty * o.unitPrice : 0), 0);
  const penalties =
    quarter === 4
      ? team.orders.reduce((s, o) => s + (o.status === 'open' ? pctRound(o.totalPrice, rule.penaltyRate) : 0), 0)
      : 0;
  const payments = tax + interest + principal + rule.managementFee + maintenance + materials + penalties;
  return {
    cash: team.cash,
    receipts,
    tax,
    interest,
    principal,
    managementFee: rule.managementFee,
    maintenance,
    materials,
    penalties,
    payments,
    net: team.cash + receipts - payments,
  };
}

export type TeamView = NonNullable<ReturnType<typeof teamView>>;

/** Operational snapshot of one team for the student screens. */
export function teamView(state: GameState, teamId: string) {
  const team = getTeam(state, teamId);
  if (!team) return undefined;
  const rule = state.rule;
  const yq = roundToYearQuarter(state.currentRound);
  const dev = <T extends { code: string; name: string; devRounds: number }>(
    list: T[],
    rec: Record<string, { progress: number; done: boolean }>,
  ) =>
    list.map((e) => ({
      code: e.code,
      name: e.name,
      progress: rec[e.code]?.progress ?? 0,
      required: e.devRounds,
      done: !!rec[e.code]?.done,
    }));
  return {
    teamId: team.teamId,
    teamName: team.teamName,
    round: state.currentRound,
    year: yq.year,
    quarter: yq.quarter,
    bankrupt: team.bankrupt,
    bankruptReason: team.bankruptReason,
    balance: balanceValues(team),
    lines: team.lines.map((l) => {
      const lt = rule.lineTypes.find((t) => t.code === l.type);
      return { ...l, typeName: lt?.name ?? l.type, capacity: lt?.capacity ?? 0 };
    }),
    materials: rule.materials.map((m) => ({
      code: m.code,
      name: m.name,
      stock: stockOf(team.materialLots, m.code),
      price: state.materialPrices[m.code] ?? m.price,
    })),
    products: rule.products.map((p) => ({ code: p.code, name: p.name, stock: stockOf(team.goodsLots, p.code) })),
    materialOrders: team.materialOrders,
    longLoans: team.longLoans,
    shortLoans: team.shortLoans,
    loanLimits: loanLimits(state, team),
    receivables: team.receivables,
    openOrders: team.orders.filter((o) => o.status === 'open') as Order[],
    orders: team.orders,
    markets: dev(rule.markets, team.markets),
    productDevelopment: dev(rule.products, team.products),
    qualifications: dev(rule.qualifications, team.qualifications),
    forecast: cashForecast(state, team),
    teacherScore: team.teacherScore,
  };
}
