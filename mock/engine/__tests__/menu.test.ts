import {
  STALE_MSG,
  advertise,
  autoCancel,
  closeAdvertising,
  createGame,
  endMenu,
  getPresetRule,
  menuView,
  passPick,
  pickOrder,
  reMenu,
  restoreMenu,
  settleRound,
  startMenu,
  suspendMenu,
} from '../index';
import type { GameState } from '../types';
import { deepFreeze, openRule, teamsOf, unwrap } from './helpers';

const T0 = 1_700_000_000_000;

/** Five teams; LOCAL × P1 ads arranged so that every tie-break is needed. */
function advertised(): GameState {
  let s = createGame({ rule: openRule(), seed: 11, teams: teamsOf(5), roundNumber: 4 });
  // T4 sold 50 in LOCAL "last year" (year 0): the third tie-break
  s.teams[3].salesByYear = { '0': { LOCAL: 50 } };
  const ad = (teamId: string, at: number, items: { market: string; product: string; amount: number }[]) => {
    s = unwrap(advertise(s, teamId, items, { now: T0 + at }));
  };
  ad('T1', 1, [{ market: 'LOCAL', product: 'P1', amount: 30 }]);
  ad('T3', 2, [
    { market: 'LOCAL', product: 'P1', amount: 20 },
    { market: 'LOCAL', product: 'P2', amount: 10 },
  ]);
  ad('T4', 3, [{ market: 'LOCAL', product: 'P1', amount: 20 }]);
  ad('T5', 4, [{ market: 'LOCAL', product: 'P1', amount: 20 }]);
  ad('T2', 5, [
    { market: 'LOCAL', product: 'P1', amount: 20 },
    { market: 'REGION', product: 'P2', amount: 10 },
  ]);
  return s;
}

function started(): GameState {
  return unwrap(startMenu(advertised(), { now: T0 + 10_000 }));
}

const view = (s: GameState, now = T0 + 10_000) => menuView(s, now)!;

describe('advertising (phase 1)', () => {
  it('is paid at once and a new submission replaces the old one', () => {
    let s = createGame({ rule: openRule(), seed: 1, teams: teamsOf(1) });
    const cash = s.teams[0].cash;
    s = unwrap(advertise(s, 'T1', [{ market: 'LOCAL', product: 'P1', amount: 30 }], { now: T0 }));
    expect(s.teams[0].cash).toBe(cash - 30);
    s = unwrap(advertise(s, 'T1', [{ market: 'LOCAL', product: 'P1', amount: 10 }], { now: T0 + 5 }));
    expect(s.teams[0].cash).toBe(cash - 10);
    expect(s.teams[0].ytd.expenses.advertise).toBe(10);
    expect(view(s).teamData).toEqual([
      {
        teamId: 'T1',
        teamName: '第1组',
        items: [{ market: 'LOCAL', product: 'P1', amount: 10 }],
        total: 10,
        submittedAt: T0 + 5,
      },
    ]);
  });

  it('is refused for a market not developed, an unknown product or more than the cash', () => {
    const s = deepFreeze(createGame({ rule: getPresetRule('STANDARD')!, seed: 1, teams: teamsOf(1) }));
    expect(advertise(s, 'T1', [{ market: 'ASIA', product: 'P1', amount: 10 }], { now: T0 })).toEqual({
      ok: false,
      msg: '尚未完成亚洲市场开拓，不能在该市场投放广告',
    });
    expect(advertise(s, 'T1', [{ market: 'LOCAL', product: 'P2', amount: 10 }], { now: T0 })).toEqual({
      ok: false,
      msg: '尚未完成P2产品的研发，不能为其投放广告',
    });
    expect(advertise(s, 'T1', [{ market: 'LOCAL', product: 'PX', amount: 10 }], { now: T0 })).toEqual({
      ok: false,
      msg: '产品“PX”不存在',
    });
    expect(advertise(s, 'T1', [{ market: 'LOCAL', product: 'P1', amount: 9999 }], { now: T0 })).toEqual({
      ok: false,
      msg: '现金不足：广告需再支付 9999 万元，现有现金 490 万元',
    });
    expect(advertise(s, 'T1', [{ market: 'LOCAL', product: 'P1', amount: -1 }], { now: T0 })).toEqual({
      ok: false,
      msg: '广告金额必须是非负整数',
    });
  });

  it('closes with the advertising phase', () => {
    const s = unwrap(closeAdvertising(advertised(), { now: T0 + 9000 }));
    expect(view(s).phase).toBe(2);
    expect(s.menu!.orders.length).toBeGreaterThan(0);
    expect(advertise(s, 'T1', [], { now: T0 })).toEqual({ ok: false, msg: '广告投放已截止' });
  });
});

describe('ranking and turns', () => {
  it('ranks by ad, then market total, then last year sales, then submission time', () => {
    const v = view(started());
    expect(v.phase).toBe(3);
    expect(v.currentMarket).toBe('LOCAL');
    expect(v.currentProduct).toBe('P1');
    const q = v.sessions[0].queue;
    expect(q.map((x) => x.teamId)).toEqual(['T1', 'T3', 'T4', 'T5', 'T2']);
    // minAd 10 gives one pick, every further 10 another
    expect(q.map((x) => x.rights)).toEqual([3, 2, 2, 2, 2]);
    expect(v.currentTeamId).toBe('T1');
  });

  it('exposes counts, remaining orders and countdown from state', () => {
    const s = started();
    const v = view(s);
    expect(v.allRounds).toBe(s.menu!.sessions.length);
    expect(v.allOrder).toBe(s.menu!.sessions.reduce((n, x) => n + x.orderIdx.length, 0));
    expect(v.surplusOrder).toBe(v.allOrder);
    expect(v.surplusRounds).toBe(v.allRounds);
    expect(v.currentOrders.every((o) => o.market === 'LOCAL' && o.product === 'P1')).toBe(true);
    expect(v.remainingSeconds).toBe(60);
    expect(view(s, T0 + 10_000 + 15_500).remainingSeconds).toBe(45);
    expect(view(s, T0 + 10_000 + 61_000).remainingSeconds).toBe(0);
    expect(view(s, T0 + 10_000 + 15_500).menuTimers).toEqual({ P1: 45, P2: 0, P3: 0, P4: 0 });
  });

  it('a pick takes the order and passes the turn; out-of-turn, stale and unknown picks are refused', () => {
    const s = deepFreeze(started());
    const v = view(s);
    const [o1, o2] = v.currentOrders;
    expect(pickOrder(s, 'T2', o1.id, { now: T0 + 11_000 })).toEqual({ ok: false, msg: '还没有轮到本组选单' });
    expect(pickOrder(s, 'T1', 'nope', { now: T0 + 11_000 })).toEqual({ ok: false, msg: '订单不存在或已被选走' });
    expect(pickOrder(s, 'T1', o1.id, { now: T0 + 11_000, version: v.version - 1 })).toEqual({
      ok: false,
      msg: STALE_MSG,
    });
    const r = pickOrder(s, 'T1', o1.id, { now: T0 + 11_000, version: v.version });
    expect(r.ok).toBe(true);
    const s2 = unwrap(r);
    const v2 = view(s2, T0 + 11_000);
    expect(v2.version).toBe(v.version + 1);
    expect(v2.picks).toEqual({ T1: [o1] });
    expect(v2.currentTeamId).toBe('T3');
    expect(v2.remainingSeconds).toBe(60);
    expect(v2.surplusOrder).toBe(v.surplusOrder - 1);
    expect(s2.teams[0].orders).toEqual([{ ...o1, status: 'open', pickedRound: 1, deliveredRound: null, penalty: 0 }]);
    // the same pick sent again (with the now stale version) is applied once
    const again = pickOrder(s2, 'T1', o1.id, { now: T0 + 12_000, version: v.version });
    expect(again).toEqual({ ok: true, state: s2, data: { order: o1, duplicate: true } });
    // an order already taken by another team
    expect(pickOrder(s2, 'T3', o1.id, { now: T0 + 12_000 })).toEqual({ ok: false, msg: '订单不存在或已被选走' });
    expect(pickOrder(s2, 'T3', o2.id, { now: T0 + 12_000 }).ok).toBe(true);
  });

  it('a team whose time runs out is skipped; the next turn starts at the deadline', () => {
    const s = deepFreeze(started());
    const deadline = T0 + 10_000 + 60_000;
    const o = view(s).currentOrders[0];
    expect(pickOrder(s, 'T1', o.id, { now: deadline })).toEqual({ ok: false, msg: '本次选单已超时' });
    expect(autoCancel(s, deadline - 1)).toEqual({ ok: true, state: s, data: { cancelled: 0 } });
    const r = autoCancel(s, deadline + 1000);
    expect(r.ok && r.data).toEqual({ cancelled: 1 });
    const s2 = unwrap(r);
    const v = view(s2, deadline + 1000);
    expect(v.currentTeamId).toBe('T3');
    expect(v.startTime).toBe(deadline);
    expect(v.remainingSeconds).toBe(59);
    // T1 lost one of its three picks, not the others
    expect(v.sessions[0].queue[0]).toMatchObject({ teamId: 'T1', picked: 0, picksLeft: 2, passed: false });
    // called late, it skips every expired turn in a row
    const late = autoCancel(s, deadline + 60_000 * 2 + 5);
    expect(late.ok && late.data).toEqual({ cancelled: 3 });
    expect(view(unwrap(late), deadline + 60_000 * 2 + 5).currentTeamId).toBe('T5');
  });

  it('a pass gives up the rest of the team’s picks in this market × product', () => {
    let s = started();
    s = unwrap(passPick(s, 'T1', { now: T0 + 10_500 }));
    expect(view(s).sessions[0].queue[0]).toMatchObject({ teamId: 'T1', passed: true, picksLeft: 0 });
    expect(view(s).currentTeamId).toBe('T3');
    expect(passPick(s, 'T1', { now: T0 + 10_600 })).toEqual({ ok: false, msg: '还没有轮到本组选单' });
  });

  it('turns go round in rank order while teams have picks left', () => {
    let s = started();
    const order: string[] = [];
    let now = T0 + 10_000;
    while (view(s, now).currentProduct === 'P1' && view(s, now).currentMarket === 'LOCAL') {
      const v = view(s, now);
      order.push(v.currentTeamId!);
      now += 1000;
      s = unwrap(pickOrder(s, v.currentTeamId!, v.currentOrders[0].id, { now }));
    }
    // 15 orders, 3 + 2 + 2 + 2 + 2 = 11 picks: two full rounds in rank order, then T1's third pick
    expect(s.menu!.sessions[0].orderIdx).toHaveLength(15);
    expect(order).toEqual(['T1', 'T3', 'T4', 'T5', 'T2', 'T1', 'T3', 'T4', 'T5', 'T2', 'T1']);
    expect(s.menu!.sessions[0].remaining).toHaveLength(4);
    expect(Object.fromEntries(Object.entries(view(s, now).picks).map(([k, v]) => [k, v.length]))).toEqual({
      T1: 3,
      T2: 2,
      T3: 2,
      T4: 2,
      T5: 2,
    });
  });

  it('qualification, market and product are checked on a pick', () => {
    let s = started();
    // run LOCAL sessions out by passing until REGION × P2 (only T2 advertised there)
    let now = T0 + 10_000;
    while (view(s, now).currentMarket === 'LOCAL') {
      now += 100;
      s = unwrap(passPick(s, view(s, now).currentTeamId!, { now }));
    }
    const v = view(s, now);
    expect(v.phase).toBe(3);
    expect([v.currentMarket, v.currentProduct, v.currentTeamId]).toEqual(['REGION', 'P2', 'T2']);
    const needsIso = v.currentOrders.find((o) => o.requiredQualification !== null)!;
    expect(pickOrder(s, 'T2', needsIso.id, { now })).toEqual({
      ok: false,
      msg: `该订单要求 ${needsIso.requiredQualification} 资质，本组尚未取得`,
    });
    const plain = v.currentOrders.find((o) => o.requiredQualification === null)!;
    expect(pickOrder(s, 'T2', plain.id, { now }).ok).toBe(true);
  });
});

describe('teacher controls', () => {
  it('suspend freezes the countdown and restore resumes it with the time left', () => {
    let s = started();
    s = unwrap(suspendMenu(s, { now: T0 + 30_000 }));
    const v = view(s, T0 + 500_000);
    expect(v.suspended).toBe(true);
    expect(v.remainingSeconds).toBe(40);
    expect(pickOrder(s, 'T1', v.currentOrders[0].id, { now: T0 + 31_000 })).toEqual({
      ok: false,
      msg: '选单已暂停，请等待恢复',
    });
    expect(suspendMenu(s, { now: T0 + 31_000 })).toEqual({ ok: false, msg: '选单已处于暂停状态' });
    expect(autoCancel(s, T0 + 900_000)).toEqual({ ok: true, state: s, data: { cancelled: 0 } });
    s = unwrap(restoreMenu(s, { now: T0 + 500_000 }));
    expect(view(s, T0 + 500_000).remainingSeconds).toBe(40);
    expect(view(s, T0 + 500_000).currentTeamId).toBe('T1');
    expect(restoreMenu(s, { now: T0 })).toEqual({ ok: false, msg: '选单未暂停' });
  });

  it('re-menu restarts the current selection and keeps the picks already made', () => {
    let s = started();
    const o1 = view(s).currentOrders[0];
    s = unwrap(pickOrder(s, 'T1', o1.id, { now: T0 + 11_000 }));
    s = unwrap(passPick(s, 'T3', { now: T0 + 12_000 }));
    s = unwrap(reMenu(s, { now: T0 + 20_000 }));
    const v = view(s, T0 + 20_000);
    expect(v.picks).toEqual({ T1: [o1] });
    expect(s.teams[0].orders.map((o) => o.id)).toEqual([o1.id]);
    expect(v.currentTeamId).toBe('T1');
    expect(v.startTime).toBe(T0 + 20_000);
    expect(v.sessions[0].queue.slice(0, 2)).toEqual([
      expect.objectContaining({ teamId: 'T1', picked: 1, picksLeft: 2, passed: false }),
      expect.objectContaining({ teamId: 'T3', picked: 0, picksLeft: 2, passed: false }),
    ]);
    expect(v.currentOrders.map((o) => o.id)).not.toContain(o1.id);
  });

  it('re-menu before the start is refused; after the end it reopens selections with orders left', () => {
    const before = advertised();
    expect(reMenu(before, { now: T0 })).toEqual({ ok: false, msg: '选单尚未开始，无需重新选单' });
    let s = started();
    const o1 = view(s).currentOrders[0];
    s = unwrap(pickOrder(s, 'T1', o1.id, { now: T0 + 11_000 }));
    s = unwrap(endMenu(s, { now: T0 + 12_000 }));
    expect(view(s).phase).toBe(4);
    expect(view(s).picks).toEqual({ T1: [o1] });
    s = unwrap(reMenu(s, { now: T0 + 13_000 }));
    const v = view(s, T0 + 13_000);
    expect(v.phase).toBe(3);
    expect(v.currentTeamId).toBe('T1');
    expect(v.picks).toEqual({ T1: [o1] });
  });

  it('settlement waits for the meeting to finish', () => {
    const s = started();
    expect(settleRound(s)).toEqual({ ok: false, msg: '本回合订货会尚未结束，不能结算' });
    const done = unwrap(endMenu(s, { now: T0 + 20_000 }));
    expect(settleRound(done).ok).toBe(true);
  });

  it('a stale version is refused for teacher actions too, and state is untouched', () => {
    const s = deepFreeze(started());
    const v = view(s);
    const json = JSON.stringify(s);
    for (const r of [
      suspendMenu(s, { now: T0, version: v.version + 3 }),
      reMenu(s, { now: T0, version: 0 }),
      endMenu(s, { now: T0, version: 0 }),
      passPick(s, 'T1', { now: T0 + 10_001, version: 0 }),
    ]) {
      expect(r).toEqual({ ok: false, msg: STALE_MSG });
    }
    expect(JSON.stringify(s)).toBe(json);
  });
});
