import type { GameState, Result, SpecialEvent, SpecialEventType } from './types';
import { bookPnl } from './ledger';
import { ownerEquity } from './statements';
import { cloneTeam, fail, findTeamIndex, nextId, ok } from './util';

/** What the teacher fills in to start a special event. */
export interface SpecialEventInput {
  type: SpecialEventType;
  name?: string;
  /** marketShock: market code, demand and price factors in percent (80 = −20 %) */
  market?: string;
  demandPct?: number;
  pricePct?: number;
  /** costChange: material code and its new price */
  material?: string;
  newPrice?: number;
  /** grant: amount to one team, or to every team still in business when teamId is null/absent */
  teamId?: string | null;
  amount?: number;
}

const posInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

/**
 * Starts a special event now.
 * - marketShock multiplies demand and prices of every order meeting whose orders are generated
 *   from now on (cumulative with earlier shocks);
 * - costChange sets a material's price for orders placed from now on (stock keeps its cost);
 * - grant pays cash, booked as other income (it lowers financeCost).
 */
export function startSpecialEvent(
  state: GameState,
  input: SpecialEventInput,
  now: number,
): Result<{ eventId: string }> {
  if (state.status !== 'running') return fail('训练已结束');
  if (!input || typeof input !== 'object') return fail('事件数据格式错误');
  const next: GameState = { ...state };
  const ev: SpecialEvent = { id: '', round: state.currentRound, at: now, type: input.type, name: input.name ?? '' };
  if (input.type === 'marketShock') {
    const m = state.rule.markets.find((x) => x.code === input.market);
    if (!m) return fail(`市场“${String(input.market)}”不存在`);
    const d = input.demandPct ?? 100;
    const p = input.pricePct ?? 100;
    if (!posInt(d) || !posInt(p) || d > 1000 || p > 1000)
      return fail('需求和价格变动比例必须是 1 到 1000 之间的整数（百分比）');
    const cur = state.marketModifiers[m.code] ?? { demandPct: 100, pricePct: 100 };
    next.marketModifiers = {
      ...state.marketModifiers,
      [m.code]: {
        demandPct: Math.max(1, Math.round((cur.demandPct * d) / 100)),
        pricePct: Math.max(1, Math.round((cur.pricePct * p) / 100)),
      },
    };
    Object.assign(ev, { market: m.code, demandPct: d, pricePct: p, name: ev.name || `${m.name}市场波动` });
  } else if (input.type === 'costChange') {
    const m = state.rule.materials.find((x) => x.code === input.material);
    if (!m) return fail(`原料“${String(input.material)}”不存在`);
    if (!posInt(input.newPrice)) return fail('原料新价格必须是正整数');
    next.materialPrices = { ...state.materialPrices, [m.code]: input.newPrice };
    Object.assign(ev, { material: m.code, newPrice: input.newPrice, name: ev.name || `${m.name}价格变动` });
  } else if (input.type === 'grant') {
    if (!posInt(input.amount)) return fail('补贴金额必须是正整数');
    const amount = input.amount;
    const target = input.teamId ?? null;
    if (target !== null && findTeamIndex(state, target) < 0) return fail('队伍不存在');
    next.teams = state.teams.map((t) => {
      if (target === null ? t.bankrupt : t.teamId !== target) return t;
      const c = cloneTeam(t);
      c.cash += amount;
      bookPnl(c, 'financeCost', -amount);
      return c;
    });
    Object.assign(ev, { teamId: target, amount, name: ev.name || '政府补贴' });
  } else {
    return fail('未知的特殊事件类型');
  }
  ev.id = nextId(next, 'E');
  next.events = state.events.concat([ev]);
  return ok(next, { eventId: ev.id });
}

/**
 * Capital injection: cash and shareholders' capital rise by `amount`. The money first settles
 * unpaid bills (otherPayable); a team that went bankrupt automatically is back in business when
 * nothing stays unpaid and its equity is not negative.
 */
export function injectCapital(state: GameState, teamId: string, amount: number): Result {
  if (state.status !== 'running') return fail('训练已结束');
  if (!posInt(amount)) return fail('注资金额必须是正整数');
  const i = findTeamIndex(state, teamId);
  if (i < 0) return fail('队伍不存在');
  const t = cloneTeam(state.teams[i]);
  t.cash += amount;
  t.shareholderCapital += amount;
  const pay = Math.min(t.cash, t.otherPayable);
  t.cash -= pay;
  t.otherPayable -= pay;
  if (t.bankrupt && t.bankruptReason !== 'teacher' && t.otherPayable === 0 && ownerEquity(t) >= 0) {
    t.bankrupt = false;
    t.bankruptReason = null;
    t.bankruptRound = null;
  }
  t.equityBase = Math.max(t.equityBase, Math.max(0, ownerEquity(t)));
  const teams = state.teams.slice();
  teams[i] = t;
  return ok({ ...state, teams });
}

/** Teacher marks a team bankrupt (or back in business with bankrupt = false). */
export function markBankruptcy(state: GameState, teamId: string, bankrupt = true): Result {
  if (state.status !== 'running') return fail('训练已结束');
  const i = findTeamIndex(state, teamId);
  if (i < 0) return fail('队伍不存在');
  const cur = state.teams[i];
  if (cur.bankrupt === bankrupt) return fail(bankrupt ? '该队伍已是破产状态' : '该队伍未破产');
  const t = {
    ...cur,
    bankrupt,
    bankruptReason: bankrupt ? 'teacher' : null,
    bankruptRound: bankrupt ? state.currentRound : null,
  };
  const teams = state.teams.slice();
  teams[i] = t;
  return ok({ ...state, teams });
}

/** Teacher's score for a team, 0..100 (one decimal kept). Allowed after the game has finished. */
export function inputScore(state: GameState, teamId: string, score: number): Result {
  if (typeof score !== 'number' || !Number.isFinite(score) || score < 0 || score > 100)
    return fail('评分必须是 0 到 100 之间的数字');
  const i = findTeamIndex(state, teamId);
  if (i < 0) return fail('队伍不存在');
  const teams = state.teams.slice();
  teams[i] = { ...state.teams[i], teacherScore: Math.round(score * 10) / 10 };
  return ok({ ...state, teams });
}
