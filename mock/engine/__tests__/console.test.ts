import {
  adjustCash,
  advertise,
  applyConsoleAction,
  autoCancel,
  balanceValues,
  cancelTeamOrder,
  createGame,
  endMenu,
  generateOrders,
  grantOrder,
  lostTurns,
  menuView,
  pickOrder,
  renameTeam,
  setOrderRule,
  startMenu,
  unpickedOrders,
} from '../index';
import type { GameState } from '../types';
import { balanceProblems, deepFreeze, miniRule, openRule, teamsOf, unwrap } from './helpers';

const T0 = 1_700_000_000_000;

/** Three teams with LOCAL × P1 ads (T1 30, T2 20, T3 10), picking started. */
function picking(): GameState {
  let s = createGame({ rule: openRule(), seed: 7, teams: teamsOf(3), roundNumber: 4 });
  s = unwrap(advertise(s, 'T1', [{ market: 'LOCAL', product: 'P1', amount: 10 }], { now: T0 }));
  s = unwrap(advertise(s, 'T2', [{ market: 'LOCAL', product: 'P1', amount: 20 }], { now: T0 }));
  return unwrap(startMenu(s, { now: T0 }));
}

describe('orders left by the meeting', () => {
  it('lists nothing before picking, and the unpicked orders of finished selections after', () => {
    const s = picking();
    expect(unpickedOrders(createGame({ rule: openRule(), seed: 7, teams: teamsOf(1) }))).toEqual([]);
    // while picking: only the orders nobody advertised for (never offered) are left
    expect(unpickedOrders(s).every((l) => l.sessionIndex === -1)).toBe(true);
    const ended = unwrap(endMenu(s, { now: T0 }));
    const left = unpickedOrders(ended);
    // nothing was picked: every order is left, offered (in a finished selection) or never offered
    expect(left.length).toBe(ended.menu!.orders.length);
    const offered = left.filter((l) => l.sessionIndex >= 0);
    expect(offered.length).toBe(ended.menu!.sessions.reduce((n, x) => n + x.orderIdx.length, 0));
    expect(offered.every((l) => ended.menu!.sessions[l.sessionIndex].done)).toBe(true);
    const never = left.find((l) => l.sessionIndex < 0)!;
    const granted = unwrap(grantOrder(ended, 'T1', never.order.id, { now: T0 }));
    expect(unpickedOrders(granted).some((l) => l.order.id === never.order.id)).toBe(false);
    expect(grantOrder(granted, 'T2', never.order.id, { now: T0 })).toEqual({ ok: false, msg: '订单已被选走' });
  });

  it('grants an unpicked order once, to an eligible team, after the meeting when asked', () => {
    const s = picking();
    const order = s.menu!.sessions[0].remaining.map((i) => s.menu!.orders[i])[0];
    expect(grantOrder(s, 'T3', order.id, { now: T0, requireFinished: true })).toEqual({
      ok: false,
      msg: '订货会结束后才能补单',
    });
    expect(grantOrder(s, 'T3', order.id, { now: T0 })).toEqual({
      ok: false,
      msg: '该市场产品的选单尚未结束，不能补单',
    });
    const ended = deepFreeze(unwrap(endMenu(s, { now: T0 })));
    const before = JSON.stringify(ended);
    expect(grantOrder(ended, 'T9', order.id, { now: T0 })).toEqual({ ok: false, msg: '队伍不存在' });
    expect(grantOrder(ended, 'T3', 'nope', { now: T0 })).toEqual({ ok: false, msg: '订单不存在' });
    const r = grantOrder(ended, 'T3', order.id, { now: T0 + 5, requireFinished: true });
    expect(r.ok).toBe(true);
    const next = unwrap(r);
    expect(JSON.stringify(ended)).toBe(before);
    expect(next.teams[2].orders.map((o) => [o.id, o.status])).toEqual([[order.id, 'open']]);
    expect(next.teams[2].stats.ordersTaken.count).toBe(1);
    expect(menuView(next, T0)!.picks.T3.map((o) => o.id)).toEqual([order.id]);
    expect(next.menu!.version).toBe(ended.menu!.version + 1);
    expect(grantOrder(next, 'T1', order.id, { now: T0 })).toEqual({ ok: false, msg: '订单已被选走' });
  });

  it('repairs only a pick lost by time-out in that market × product', () => {
    let s = picking();
    const first = s.menu!.sessions[0];
    expect(first.queue).toEqual(['T2', 'T1']);
    // T2 lets its turn run out; T1 picks; then the selection is ended.
    s = unwrap(autoCancel(s, T0 + 61_000));
    expect(lostTurns(s)).toEqual([{ teamId: 'T2', market: 'LOCAL', product: 'P1', lost: 1 }]);
    const orderIds = s.menu!.sessions[0].remaining.map((i) => s.menu!.orders[i].id);
    s = unwrap(pickOrder(s, 'T1', orderIds[0], { now: T0 + 62_000 }));
    s = unwrap(endMenu(s, { now: T0 + 63_000 }));
    expect(grantOrder(s, 'T1', orderIds[1], { now: T0, requireLostTurn: true })).toEqual({
      ok: false,
      msg: '该组在此市场产品的选单中没有超时损失的选单机会',
    });
    const repaired = unwrap(grantOrder(s, 'T2', orderIds[1], { now: T0, requireLostTurn: true }));
    expect(repaired.teams[1].orders.map((o) => o.id)).toEqual([orderIds[1]]);
  });
});

describe("the teacher's corrections", () => {
  it("cancels a team's open order without a penalty, and refuses the others", () => {
    let s = picking();
    const id = s.menu!.sessions[0].remaining.map((i) => s.menu!.orders[i].id)[0];
    s = unwrap(pickOrder(s, 'T2', id, { now: T0 }));
    expect(cancelTeamOrder(s, 'T1', id)).toEqual({ ok: false, msg: '该组没有这个订单' });
    const cancelled = unwrap(cancelTeamOrder(s, 'T2', id));
    expect(cancelled.teams[1].orders[0]).toMatchObject({ id, status: 'cancelled', penalty: 0 });
    expect(cancelTeamOrder(cancelled, 'T2', id)).toEqual({ ok: false, msg: '订单已作废' });
  });

  it('edits an order rule for meetings generated later, with checked numbers', () => {
    const s = deepFreeze(createGame({ rule: miniRule(), seed: 5, teams: teamsOf(1) }));
    expect(generateOrders(s, 1).map((o) => o.unitPrice)).toEqual([10]);
    const edited = unwrap(setOrderRule(s, 'LOCAL', 'P1', { priceMin: 12, priceMax: 12 }));
    expect(generateOrders(edited, 1).map((o) => o.unitPrice)).toEqual([12]);
    expect(s.rule.orderGen[0].priceMin).toBe(10);
    expect(setOrderRule(s, 'LOCAL', 'P1', { priceMin: 20 })).toEqual({
      ok: false,
      msg: '单价下限必须不小于 1 且不大于上限',
    });
    expect(setOrderRule(s, 'LOCAL', 'P9', {})).toEqual({ ok: false, msg: '没有 LOCAL 市场 P9 的订单规则' });
    expect(setOrderRule(s, 'LOCAL', 'P1', { qtyMin: 1.5 })).toEqual({ ok: false, msg: '订单规则的数值必须是非负整数' });
  });

  it('adjusts cash as other gains or losses so the books still balance', () => {
    const s = createGame({ rule: miniRule(), seed: 5, teams: teamsOf(1) });
    const up = unwrap(adjustCash(s, 'T1', 15));
    expect(up.teams[0].cash).toBe(s.teams[0].cash + 15);
    expect(up.teams[0].ytd.financeCost).toBe(-15);
    expect(balanceProblems(balanceValues(up.teams[0]))).toEqual([]);
    const down = unwrap(adjustCash(up, 'T1', -5));
    expect(down.teams[0].ytd.financeCost).toBe(-10);
    expect(adjustCash(s, 'T1', -1000)).toEqual({
      ok: false,
      msg: `调整后现金不能为负：现有现金 ${s.teams[0].cash} 万元`,
    });
    expect(adjustCash(s, 'T1', 0)).toEqual({ ok: false, msg: '调整金额必须是非零整数' });
  });

  it('renames a company, unique in the game', () => {
    const s = createGame({ rule: miniRule(), seed: 5, teams: teamsOf(2) });
    expect(unwrap(renameTeam(s, 'T1', ' 星光制造 ')).teams[0].teamName).toBe('星光制造');
    expect(renameTeam(s, 'T1', '第2组')).toEqual({ ok: false, msg: '公司名称“第2组”已被其他组使用' });
    expect(renameTeam(s, 'T1', '')).toEqual({ ok: false, msg: '公司名称不能为空且不能超过 30 个字符' });
  });

  it('applies console and core actions alike, so both join one log', () => {
    const s = createGame({ rule: miniRule(), seed: 5, teams: teamsOf(1) });
    const a = applyConsoleAction(s, { type: 'adjustCash', teamId: 'T1', delta: 3 });
    const b = applyConsoleAction(a.ok ? a.state : s, { type: 'injectCapital', teamId: 'T1', amount: 10 });
    expect(b.ok && b.state.teams[0].cash).toBe(s.teams[0].cash + 13);
  });
});
