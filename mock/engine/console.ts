import type { GameState, MenuState, Order, OrderGenRule, Result, TeamOrder } from './types';
import { applyAction, type GameAction } from './actions';
import { bookPnl } from './ledger';
import { currentMenu, draftMenu, draftSession, orderIndex } from './menuCore';
import { orderIneligibility } from './orders';
import { fail, findTeamIndex, mutateTeam, ok } from './util';

/**
 * The teacher's console actions the core engine has no function for (docs/GAME_RULES.md §10 lists
 * the core ones): giving a team an order left unpicked by the meeting (supplementary order, or a
 * repair for a turn lost by time-out), cancelling a team's order without penalty, editing the
 * order rules of later meetings, adjusting a team's cash (booked as other gains or losses, so the
 * books stay balanced) and renaming a team's company. Same contract as every engine action: a
 * refusal leaves the state untouched.
 */

/** An order of the current meeting nobody picked, in a selection that is over. */
export interface UnpickedOrder {
  order: Order;
  sessionIndex: number;
}

function sessionDoneWithOrders(menu: MenuState): number[] {
  const out: number[] = [];
  menu.sessions.forEach((s, i) => {
    if (s.done && s.remaining.length > 0) out.push(i);
  });
  return out;
}

/** Whether some team holds the order (picked, granted, delivered or cancelled). */
function held(state: GameState, orderId: string): boolean {
  return state.teams.some((t) => t.orders.some((o) => o.id === orderId));
}

/**
 * Orders of the current round's meeting left unpicked (none before phase 3): those left in
 * finished selections, and those of a market × product nobody advertised for (never offered,
 * sessionIndex −1) that no team holds.
 */
export function unpickedOrders(state: GameState): UnpickedOrder[] {
  const menu = currentMenu(state);
  if (!menu || menu.phase < 3) return [];
  const offered = new Set(menu.sessions.flatMap((s) => s.orderIdx));
  const left = sessionDoneWithOrders(menu).flatMap((si) =>
    menu.sessions[si].remaining.map((i) => ({ order: menu.orders[i], sessionIndex: si })),
  );
  const never = menu.orders.flatMap((order, i) =>
    offered.has(i) || held(state, order.id) ? [] : [{ order, sessionIndex: -1 }],
  );
  return left.concat(never);
}

/** Turns each team lost by time-out in the current meeting, per market × product. */
export function lostTurns(state: GameState): { teamId: string; market: string; product: string; lost: number }[] {
  const menu = currentMenu(state);
  if (!menu || menu.phase < 3) return [];
  const out: { teamId: string; market: string; product: string; lost: number }[] = [];
  for (const s of menu.sessions) {
    s.queue.forEach((teamId, i) => {
      const lost = s.used[i] - s.picked[i];
      if (lost > 0) out.push({ teamId, market: s.market, product: s.product, lost });
    });
  }
  return out;
}

export interface GrantOptions {
  now: number;
  /** supplementary orders: only once the whole meeting is over */
  requireFinished?: boolean;
  /** repairs: only to a team that lost a turn by time-out in that market × product */
  requireLostTurn?: boolean;
}

/** Gives a team an order left unpicked in a finished selection of the current meeting. */
export function grantOrder(
  state: GameState,
  teamId: string,
  orderId: string,
  opts: GrantOptions,
): Result<{ order: Order }> {
  if (state.status !== 'running') return fail('训练已结束');
  const menu0 = currentMenu(state);
  if (!menu0 || menu0.phase < 3) return fail('本回合订货会尚未选单，没有可补的订单');
  if (opts.requireFinished && menu0.phase !== 4) return fail('订货会结束后才能补单');
  const ti = findTeamIndex(state, teamId);
  if (ti < 0) return fail('队伍不存在');
  const oi = orderIndex(menu0, orderId);
  if (oi < 0) return fail('订单不存在');
  const order = menu0.orders[oi];
  // An order of a selection must be left in it once it is over; one never offered must be free.
  const si = menu0.sessions.findIndex((s) => s.orderIdx.includes(oi));
  const session = si < 0 ? null : menu0.sessions[si];
  if (session ? !session.remaining.includes(oi) : held(state, orderId)) return fail('订单已被选走');
  if (session && !session.done) return fail('该市场产品的选单尚未结束，不能补单');
  if (
    opts.requireLostTurn &&
    !lostTurns(state).some((l) => l.teamId === teamId && l.market === session?.market && l.product === session?.product)
  ) {
    return fail('该组在此市场产品的选单中没有超时损失的选单机会');
  }
  const old = state.teams[ti];
  const why = orderIneligibility(state.rule, old, order);
  if (why) return fail(why);
  if (order.dueRound < state.currentRound) return fail('订单交货期已过，不能补单');

  const menu = draftMenu(menu0);
  if (session) {
    const s = draftSession(menu, si);
    s.remaining = s.remaining.filter((i) => i !== oi);
    s.picks = session.picks.concat([{ teamId, orderId, market: order.market, product: order.product, at: opts.now }]);
  }
  menu.version = menu0.version + 1;
  const taken = old.stats.ordersTaken;
  const teamOrder: TeamOrder = {
    ...order,
    status: 'open',
    pickedRound: state.currentRound,
    deliveredRound: null,
    penalty: 0,
  };
  const next: GameState = { ...state, teams: state.teams.slice(), menu };
  next.teams[ti] = {
    ...old,
    orders: old.orders.concat([teamOrder]),
    stats: {
      ...old.stats,
      ordersTaken: {
        count: taken.count + 1,
        quantity: taken.quantity + order.quantity,
        value: taken.value + order.totalPrice,
      },
    },
  };
  return ok(next, { order });
}

/** The teacher withdraws a team's open order: it is cancelled without a penalty. */
export function cancelTeamOrder(state: GameState, teamId: string, orderId: string): Result {
  return mutateTeam(
    state,
    teamId,
    ['orders'],
    (team) => {
      const i = team.orders.findIndex((o) => o.id === orderId);
      if (i < 0) return '该组没有这个订单';
      if (team.orders[i].status !== 'open')
        return team.orders[i].status === 'delivered' ? '订单已交货，不能作废' : '订单已作废';
      team.orders[i] = { ...team.orders[i], status: 'cancelled', penalty: 0 };
      return undefined;
    },
    { allowBankrupt: true },
  );
}

export type OrderRulePatch = Partial<Omit<OrderGenRule, 'market' | 'product'>>;

const RULE_FIELDS: (keyof OrderRulePatch)[] = [
  'fromYear',
  'demandPerTeam',
  'priceMin',
  'priceMax',
  'qtyMin',
  'qtyMax',
  'termMin',
  'termMax',
  'qualPct',
];

/** Edits the order rule of one market × product; meetings whose orders are generated later use it. */
export function setOrderRule(
  state: GameState,
  market: string,
  product: string,
  patch: OrderRulePatch,
): Result<{ rule: OrderGenRule }> {
  if (state.status !== 'running') return fail('训练已结束');
  const gi = state.rule.orderGen.findIndex((g) => g.market === market && g.product === product);
  if (gi < 0) return fail(`没有 ${market} 市场 ${product} 的订单规则`);
  const merged: OrderGenRule = { ...state.rule.orderGen[gi] };
  for (const key of RULE_FIELDS) {
    const v = patch[key];
    if (v === undefined) continue;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return fail('订单规则的数值必须是非负整数');
    merged[key] = v;
  }
  if (merged.fromYear < 1) return fail('开始年份必须不小于 1');
  if (merged.priceMin < 1 || merged.priceMin > merged.priceMax) return fail('单价下限必须不小于 1 且不大于上限');
  if (merged.qtyMin < 1 || merged.qtyMin > merged.qtyMax) return fail('每单数量下限必须不小于 1 且不大于上限');
  if (merged.termMin > merged.termMax) return fail('账期下限不能大于上限');
  if (merged.qualPct > 100) return fail('要求资质的概率必须在 0 到 100 之间');
  const orderGen = state.rule.orderGen.slice();
  orderGen[gi] = merged;
  return ok({ ...state, rule: { ...state.rule, orderGen } }, { rule: merged });
}

/**
 * The teacher corrects a team's cash by `delta` 万元; the correction is booked as other gains
 * (delta > 0) or losses (delta < 0) in financeCost, so assets still equal liabilities + equity.
 */
export function adjustCash(state: GameState, teamId: string, delta: number): Result {
  if (!Number.isInteger(delta) || delta === 0) return fail('调整金额必须是非零整数');
  return mutateTeam(
    state,
    teamId,
    ['pnl'],
    (team) => {
      if (team.cash + delta < 0) return `调整后现金不能为负：现有现金 ${team.cash} 万元`;
      team.cash += delta;
      bookPnl(team, 'financeCost', -delta);
      return undefined;
    },
    { allowBankrupt: true },
  );
}

/** Renames a team's company (its teamName in statements and rankings). */
export function renameTeam(state: GameState, teamId: string, teamName: string): Result {
  const name = teamName.trim();
  if (!name || name.length > 30) return fail('公司名称不能为空且不能超过 30 个字符');
  const i = findTeamIndex(state, teamId);
  if (i < 0) return fail('队伍不存在');
  if (state.teams.some((t, k) => k !== i && t.teamName === name)) return fail(`公司名称“${name}”已被其他组使用`);
  const teams = state.teams.slice();
  teams[i] = { ...state.teams[i], teamName: name };
  return ok({ ...state, teams });
}

/** The console's actions as data, so they join the game's action log like the core ones. */
export type ConsoleAction =
  | {
      type: 'grantOrder';
      teamId: string;
      orderId: string;
      now: number;
      requireFinished?: boolean;
      requireLostTurn?: boolean;
    }
  | { type: 'cancelTeamOrder'; teamId: string; orderId: string }
  | { type: 'setOrderRule'; market: string; product: string; patch: OrderRulePatch }
  | { type: 'adjustCash'; teamId: string; delta: number }
  | { type: 'renameTeam'; teamId: string; teamName: string };

export function applyConsoleAction(state: GameState, a: ConsoleAction | GameAction): Result<unknown> {
  switch (a.type) {
    case 'grantOrder':
      return grantOrder(state, a.teamId, a.orderId, a);
    case 'cancelTeamOrder':
      return cancelTeamOrder(state, a.teamId, a.orderId);
    case 'setOrderRule':
      return setOrderRule(state, a.market, a.product, a.patch);
    case 'adjustCash':
      return adjustCash(state, a.teamId, a.delta);
    case 'renameTeam':
      return renameTeam(state, a.teamId, a.teamName);
    default:
      return applyAction(state, a);
  }
}
