import type { Expenses, GameState, Pnl, Result, RoundStats, TeamState } from './types';
import { EXPENSE_KEYS } from './types';

export function fail<T = undefined>(msg: string): Result<T> {
  return { ok: false, msg };
}

export function ok<T = undefined>(state: GameState, data?: T): Result<T> {
  return data === undefined ? { ok: true, state } : { ok: true, state, data };
}

export function emptyExpenses(): Expenses {
  const e = {} as Expenses;
  for (const k of EXPENSE_KEYS) e[k] = 0;
  return e;
}

export function emptyPnl(): Pnl {
  return {
    revenue: 0,
    directCost: 0,
    expenses: emptyExpenses(),
    depreciation: 0,
    financeCharge: 0,
    financeCost: 0,
    incomeTaxes: 0,
  };
}

export function emptyStats(): RoundStats {
  return {
    salesByMarket: {},
    salesByProduct: {},
    salesQtyByProduct: {},
    advertising: {},
    ordersTaken: { count: 0, quantity: 0, value: 0 },
    ordersDelivered: { count: 0, quantity: 0, value: 0 },
    capacityUsed: 0,
    penalties: 0,
  };
}

export function expenseTotal(e: Expenses): number {
  let s = 0;
  for (const k of EXPENSE_KEYS) s += e[k];
  return s;
}

/** Net income of an accumulator. */
export function pnlNet(p: Pnl): number {
  return (
    p.revenue -
    p.directCost -
    expenseTotal(p.expenses) -
    p.depreciation -
    p.financeCharge -
    p.financeCost -
    p.incomeTaxes
  );
}

// Teams never move inside the array after createGame, so an index built once per game (keyed by
// the rule object, which every state of one game shares) stays valid; it is checked on each use.
const teamIndexCache = new WeakMap<object, Map<string, number>>();

export function findTeamIndex(state: GameState, teamId: string): number {
  const teams = state.teams;
  let idx = teamIndexCache.get(state.rule);
  if (!idx) {
    idx = new Map(teams.map((t, i) => [t.teamId, i]));
    teamIndexCache.set(state.rule, idx);
  }
  const i = idx.get(teamId);
  if (i !== undefined && i < teams.length && teams[i].teamId === teamId) return i;
  for (let k = 0; k < teams.length; k++) if (teams[k].teamId === teamId) return k;
  return -1;
}

const copyRows = <T extends object>(xs: T[]): T[] => xs.map((x) => ({ ...x }));

function copyRecordOfRows<T extends object>(r: Record<string, T>): Record<string, T> {
  const o: Record<string, T> = {};
  for (const k of Object.keys(r)) o[k] = { ...r[k] };
  return o;
}

function copyPnl(p: Pnl): Pnl {
  return { ...p, expenses: { ...p.expenses } };
}

/** Deep copy of one team, written out field by field (several times faster than a general deep copy). */
export function cloneTeam(t: TeamState): TeamState {
  return {
    ...draftTeam(t, ALL_PARTS),
    markets: copyRecordOfRows(t.markets),
    products: copyRecordOfRows(t.products),
    qualifications: copyRecordOfRows(t.qualifications),
    orders: copyRows(t.orders),
    opening: { ...t.opening },
    salesByYear: copyRecordOfRows(t.salesByYear),
  };
}

/** Parts of a team an action may edit; mutateTeam copies exactly these before the action runs. */
export type TeamPart = 'loans' | 'receivables' | 'materials' | 'goods' | 'lines' | 'orders' | 'pnl' | 'stats';

/**
 * Copy-on-write for team actions (the hottest path of a round). The team object is copied
 * shallowly, so primitives such as cash are private; each listed part is copied deeply enough to
 * be edited. Everything else is shared with the previous state and must not be edited in place:
 * an action that forgot a part is caught by the property tests, which compare the previous state
 * before and after every action.
 */
export function draftTeam(t: TeamState, parts: readonly TeamPart[]): TeamState {
  const c: TeamState = { ...t };
  for (const p of parts) {
    switch (p) {
      case 'loans':
        c.longLoans = copyRows(t.longLoans);
        c.shortLoans = copyRows(t.shortLoans);
        break;
      case 'receivables':
        c.receivables = copyRows(t.receivables);
        break;
      case 'materials':
        c.materialLots = copyRows(t.materialLots);
        c.materialOrders = copyRows(t.materialOrders);
        break;
      case 'goods':
        c.goodsLots = copyRows(t.goodsLots);
        break;
      case 'lines':
        c.lines = t.lines.map((l) => ({
          ...l,
          wip: l.wip ? { product: l.wip.product, lots: copyRows(l.wip.lots) } : null,
        }));
        break;
      case 'orders':
        // rows are replaced, never edited in place
        c.orders = t.orders.slice();
        break;
      case 'pnl':
        c.ytd = copyPnl(t.ytd);
        c.rq = copyPnl(t.rq);
        break;
      case 'stats':
        c.stats = {
          ...t.stats,
          salesByMarket: { ...t.stats.salesByMarket },
          salesByProduct: { ...t.stats.salesByProduct },
          salesQtyByProduct: { ...t.stats.salesQtyByProduct },
          ordersTaken: { ...t.stats.ordersTaken },
          ordersDelivered: { ...t.stats.ordersDelivered },
        };
        break;
    }
  }
  return c;
}

const ALL_PARTS: readonly TeamPart[] = [
  'loans',
  'receivables',
  'materials',
  'goods',
  'lines',
  'orders',
  'pnl',
  'stats',
];

export function getTeam(state: GameState, teamId: string): TeamState | undefined {
  const i = findTeamIndex(state, teamId);
  return i < 0 ? undefined : state.teams[i];
}

/** New id from the game's counter; the counter lives in state so replays give the same ids. */
export function nextId(state: GameState, prefix: string): string {
  state.seq += 1;
  return `${prefix}${state.seq}`;
}

export interface TeamDraftOptions {
  allowBankrupt?: boolean;
}

/**
 * Clone-then-mutate for one team: `fn` edits a private draft of the team with the listed parts
 * copied (and may bump the shallow-copied game shell's counter); if it returns a message the draft is dropped and the
 * action is refused, so a refused action can never change anything.
 */
export function mutateTeam<T = undefined>(
  state: GameState,
  teamId: string,
  parts: readonly TeamPart[],
  fn: (team: TeamState, next: GameState) => string | undefined | { data: T },
  opts: TeamDraftOptions = {},
): Result<T> {
  if (state.status !== 'running') return fail('训练已结束，不能再操作');
  const idx = findTeamIndex(state, teamId);
  if (idx < 0) return fail('队伍不存在');
  if (state.teams[idx].bankrupt && !opts.allowBankrupt) return fail('企业已破产，不能继续经营');
  const team = draftTeam(state.teams[idx], parts);
  const next: GameState = { ...state, teams: state.teams.slice() };
  const res = fn(team, next);
  if (typeof res === 'string') return fail(res);
  next.teams[idx] = team;
  return ok(next, res ? res.data : undefined);
}

/** Adds `amount` to a numeric entry of a record. */
export function addTo(rec: Record<string, number>, key: string, amount: number): void {
  rec[key] = (rec[key] ?? 0) + amount;
}
