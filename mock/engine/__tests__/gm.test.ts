import {
  advertise,
  balanceValues,
  buildLine,
  createGame,
  endMenu,
  generateOrders,
  getPresetRule,
  injectCapital,
  inputScore,
  markBankruptcy,
  orderMaterial,
  settleRound,
  startSpecialEvent,
  teamScores,
} from '../index';
import type { GameState } from '../types';
import { balanceProblems, deepFreeze, miniRule, teamsOf, unwrap } from './helpers';

const NOW = 1_700_000_000_000;

function mini(teams = 1): GameState {
  return createGame({ rule: miniRule(), seed: 5, teams: teamsOf(teams), roundNumber: 8 });
}

describe('special events', () => {
  it('a market shock changes demand and price of meetings generated afterwards, cumulatively', () => {
    const s = mini();
    // one team, 2 units per year at price 10 → always one order of 2 at 10
    expect(generateOrders(s, 1).map((o) => [o.quantity, o.unitPrice])).toEqual([[2, 10]]);
    const shocked = unwrap(
      startSpecialEvent(s, { type: 'marketShock', market: 'LOCAL', demandPct: 50, pricePct: 150 }, NOW),
    );
    expect(shocked.marketModifiers).toEqual({ LOCAL: { demandPct: 50, pricePct: 150 } });
    expect(generateOrders(shocked, 1).map((o) => [o.quantity, o.unitPrice, o.totalPrice])).toEqual([[1, 15, 15]]);
    const twice = unwrap(
      startSpecialEvent(shocked, { type: 'marketShock', market: 'LOCAL', demandPct: 50, pricePct: 100 }, NOW),
    );
    expect(twice.marketModifiers.LOCAL).toEqual({ demandPct: 25, pricePct: 150 });
    expect(twice.events.map((e) => [e.type, e.name, e.round])).toEqual([
      ['marketShock', '本地市场波动', 1],
      ['marketShock', '本地市场波动', 1],
    ]);
  });

  it('a cost change prices new material orders; stock keeps its cost', () => {
    let s = mini();
    s = unwrap(orderMaterial(s, 'T1', 'R1', 2));
    s = unwrap(startSpecialEvent(s, { type: 'costChange', material: 'R1', newPrice: 5 }, NOW));
    s = unwrap(orderMaterial(s, 'T1', 'R1', 1));
    expect(s.teams[0].materialOrders.map((o) => [o.qty, o.unitPrice])).toEqual([
      [2, 3],
      [1, 5],
    ]);
    s = unwrap(endMenu(s, { now: NOW }));
    s = unwrap(settleRound(s));
    expect(s.teams[0].materialLots).toEqual([
      { code: 'R1', qty: 2, unitCost: 3 },
      { code: 'R1', qty: 1, unitCost: 5 },
    ]);
    // 100 − 1 fee − 6 − 5
    expect(s.teams[0].cash).toBe(88);
  });

  it('a grant pays every team in business (or one team) and is booked as other income', () => {
    let s = mini(3);
    s = unwrap(markBankruptcy(s, 'T3'));
    s = unwrap(startSpecialEvent(s, { type: 'grant', amount: 20 }, NOW));
    expect(s.teams.map((t) => t.cash)).toEqual([120, 120, 100]);
    expect(s.teams[0].ytd.financeCost).toBe(-20);
    expect(balanceValues(s.teams[0]).yearProfits).toBe(20);
    s = unwrap(startSpecialEvent(s, { type: 'grant', amount: 5, teamId: 'T2' }, NOW));
    expect(s.teams.map((t) => t.cash)).toEqual([120, 125, 100]);
    for (const t of s.teams) expect(balanceProblems(balanceValues(t))).toEqual([]);
  });

  it('bad events are refused with a message and change nothing', () => {
    const s = deepFreeze(mini());
    expect(startSpecialEvent(s, { type: 'marketShock', market: 'MARS', demandPct: 50 }, NOW)).toEqual({
      ok: false,
      msg: '市场“MARS”不存在',
    });
    expect(startSpecialEvent(s, { type: 'marketShock', market: 'LOCAL', demandPct: 0 }, NOW)).toEqual({
      ok: false,
      msg: '需求和价格变动比例必须是 1 到 1000 之间的整数（百分比）',
    });
    expect(startSpecialEvent(s, { type: 'costChange', material: 'R1', newPrice: -1 }, NOW)).toEqual({
      ok: false,
      msg: '原料新价格必须是正整数',
    });
    expect(startSpecialEvent(s, { type: 'grant', amount: 10, teamId: 'T9' }, NOW)).toEqual({
      ok: false,
      msg: '队伍不存在',
    });
    expect(startSpecialEvent(s, { type: 'flood' as never }, NOW)).toEqual({ ok: false, msg: '未知的特殊事件类型' });
  });
});

describe('capital injection, bankruptcy and scores', () => {
  it('an injection raises capital and cash', () => {
    const s = unwrap(injectCapital(mini(), 'T1', 50));
    expect(s.teams[0]).toMatchObject({ cash: 150, shareholderCapital: 150 });
    expect(balanceProblems(balanceValues(s.teams[0]))).toEqual([]);
    expect(injectCapital(s, 'T1', 0)).toEqual({ ok: false, msg: '注资金额必须是正整数' });
  });

  it('an injection pays the unpaid bills of an automatically bankrupt team and revives it', () => {
    let s = mini();
    s = unwrap(endMenu(s, { now: NOW }));
    s = unwrap(orderMaterial(s, 'T1', 'R1', 40));
    s = unwrap(settleRound(s));
    expect(s.teams[0]).toMatchObject({ bankrupt: true, otherPayable: 21, cash: 0 });
    s = unwrap(injectCapital(s, 'T1', 30));
    expect(s.teams[0]).toMatchObject({ bankrupt: false, otherPayable: 0, cash: 9, shareholderCapital: 130 });
    expect(balanceProblems(balanceValues(s.teams[0]))).toEqual([]);
    expect(buildLine(s, 'T1', 'MANUAL', 'P1').ok).toBe(false); // 20 > 9 in cash
  });

  it('the teacher can mark a team bankrupt (and back); a bankrupt team cannot act', () => {
    let s = mini(2);
    s = unwrap(markBankruptcy(s, 'T2'));
    expect(markBankruptcy(s, 'T2')).toEqual({ ok: false, msg: '该队伍已是破产状态' });
    expect(advertise(s, 'T2', [], { now: NOW })).toEqual({ ok: false, msg: '企业已破产，不能投放广告' });
    expect(orderMaterial(s, 'T2', 'R1', 1)).toEqual({ ok: false, msg: '企业已破产，不能继续经营' });
    // an injection does not undo the teacher's decision
    s = unwrap(injectCapital(s, 'T2', 10));
    expect(s.teams[1].bankrupt).toBe(true);
    s = unwrap(markBankruptcy(s, 'T2', false));
    expect(orderMaterial(s, 'T2', 'R1', 1).ok).toBe(true);
  });

  it('the teacher score is stored and shown with the computed scores', () => {
    let s = mini(2);
    s = unwrap(inputScore(s, 'T1', 88.25));
    expect(inputScore(s, 'T1', 101)).toEqual({ ok: false, msg: '评分必须是 0 到 100 之间的数字' });
    expect(inputScore(s, 'T9', 50)).toEqual({ ok: false, msg: '队伍不存在' });
    const rows = teamScores(s);
    expect(rows.map((r) => r.teacherScore)).toEqual([88.3, null]);
    expect(rows[0]).toMatchObject({ equity: 100, potential: 0, countScore: 100, pdcaScore: 0 });
    // 30 × 1/1 markets + 30 × 1/1 products + 0 qualifications + 0 lines
    expect(rows[0].platformScore).toBe(60);
  });

  it('count score grows with the development potential', () => {
    let s = createGame({ rule: getPresetRule('STANDARD')!, seed: 1, teams: teamsOf(1) });
    const before = teamScores(s)[0];
    expect(before).toMatchObject({ equity: 600, potential: 0, countScore: 600 });
    s = unwrap(buildLine(s, 'T1', 'SEMI', 'P1'));
    s = unwrap(endMenu(s, { now: NOW }));
    s = unwrap(settleRound(s));
    const after = teamScores(s)[0];
    // the semi-automatic line (3 points) is built after one round
    expect(after.potential).toBe(3);
    expect(after.countScore).toBe(Math.round((after.equity * 103) / 100));
  });
});
