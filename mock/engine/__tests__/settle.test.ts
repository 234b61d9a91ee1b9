import {
  applyQualification,
  buildLine,
  changeRound,
  convertLine,
  createGame,
  deliverOrder,
  developMarket,
  discountReceivables,
  endMenu,
  getPresetRule,
  loanLimits,
  orderMaterial,
  advertise,
  pickOrder,
  repayLoan,
  sellLine,
  settleRound,
  startMenu,
  startProduction,
  takeLoan,
  teamStatements,
} from '../index';
import type { GameState } from '../types';
import { deepFreeze, miniRule, recordProblems, teamsOf, unwrap } from './helpers';

const NOW = 1_700_000_000_000;

function mini(roundNumber = 8): GameState {
  return unwrap(endMenu(createGame({ rule: miniRule(), seed: 5, teams: teamsOf(1), roundNumber }), { now: NOW }));
}

function standard(): GameState {
  return unwrap(
    endMenu(createGame({ rule: getPresetRule('STANDARD')!, seed: 3, teams: teamsOf(2), roundNumber: 8 }), { now: NOW }),
  );
}

describe('settlement and rounds', () => {
  it('a round is settled once and rounds only go forward', () => {
    const s1 = unwrap(settleRound(mini(), { round: 1 }));
    expect(s1.currentRound).toBe(2);
    expect(s1.settledRound).toBe(1);
    expect(settleRound(s1, { round: 1 })).toEqual({ ok: false, msg: '第 1 回合已结算' });
    expect(settleRound(s1, { round: 3 })).toEqual({ ok: false, msg: '只能结算当前回合（第 2 回合）' });
    expect(changeRound(s1, 2, NOW)).toEqual({ ok: false, msg: '回合只能向后切换' });
    expect(changeRound(s1, 1, NOW)).toEqual({ ok: false, msg: '回合只能向后切换' });
    expect(changeRound(s1, 9, NOW)).toEqual({ ok: false, msg: '超出训练总回合数（8）' });
  });

  it('changeRound settles every round in between and closes skipped meetings', () => {
    const s = unwrap(changeRound(mini(), 7, NOW));
    expect(s.currentRound).toBe(7);
    expect(s.history.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(s.pastMenus.map((m) => [m.round, m.phase])).toEqual([
      [1, 4],
      [5, 4],
    ]);
    for (const r of s.history) for (const t of r.teams) expect(recordProblems(t)).toEqual([]);
  });

  it('after the last round the game is finished and refuses changes', () => {
    let s = mini(2);
    s = unwrap(settleRound(s));
    s = unwrap(settleRound(s));
    expect(s.status).toBe('finished');
    expect(s.currentRound).toBe(2);
    expect(settleRound(s)).toEqual({ ok: false, msg: '训练已结束' });
    expect(orderMaterial(s, 'T1', 'R1', 1)).toEqual({ ok: false, msg: '训练已结束，不能再操作' });
  });
});

describe('loans', () => {
  it('limits follow equity; amounts are multiples of the loan unit', () => {
    const s = deepFreeze(mini());
    expect(loanLimits(s, s.teams[0])).toEqual({
      long: { limit: 200, used: 0, available: 200 },
      short: { limit: 100, used: 0, available: 100 },
    });
    expect(takeLoan(s, 'T1', 'short', 110)).toEqual({ ok: false, msg: '超出短期贷款额度：可贷 100 万元' });
    expect(takeLoan(s, 'T1', 'short', 15)).toEqual({ ok: false, msg: '贷款金额必须是 10 万元的正整数倍' });
    expect(takeLoan(s, 'T1', 'medium' as never, 10)).toEqual({ ok: false, msg: '贷款类型错误' });
  });

  it('a short loan pays 5 % a round and is repaid when due', () => {
    let s = mini();
    s = unwrap(takeLoan(s, 'T1', 'short', 20));
    expect(s.teams[0].shortLoans[0]).toMatchObject({ amount: 20, takenRound: 1, dueRound: 2 });
    s = unwrap(settleRound(s));
    expect(teamStatements(s, 'T1', 1)!.balanceSheet.shortTermLiabiltes.end).toBe(20);
    s = unwrap(settleRound(s));
    const r = teamStatements(s, 'T1', 2)!;
    expect(r.balanceSheet.shortTermLiabiltes.end).toBe(0);
    expect(r.incomeStatement.financeCharge.end).toBe(2);
    // 100 + 20 − 1 interest − 1 fee − 1 interest − 20 − 1 fee
    expect(r.balanceSheet.cash.end).toBe(96);
  });

  it('an early repayment needs the cash and saves the interest', () => {
    let s = mini();
    s = unwrap(takeLoan(s, 'T1', 'long', 50));
    const id = s.teams[0].longLoans[0].id;
    expect(repayLoan(s, 'T1', 'long', 'x')).toEqual({ ok: false, msg: '贷款不存在' });
    s = unwrap(repayLoan(s, 'T1', 'long', id));
    s = unwrap(settleRound(s));
    expect(teamStatements(s, 'T1', 1)!.incomeStatement.financeCharge.end).toBe(0);
  });
});

describe('lines, development and receivables', () => {
  it('a line under construction is construction in progress, then real estate, with no upkeep before', () => {
    let s = standard();
    s = unwrap(buildLine(s, 'T1', 'AUTO', 'P1'));
    const line = s.teams[0].lines[1];
    expect(line).toMatchObject({ type: 'AUTO', status: 'building', readyRound: 3, bookValue: 150 });
    s = unwrap(settleRound(s));
    let r = teamStatements(s, 'T1', 1)!;
    expect(r.balanceSheet.constructProject.end).toBe(150);
    expect(r.expenses.productLineMaintenance).toBe(2); // the initial manual line only
    expect(startProduction(s, 'T1', line.id, 1)).toEqual({ ok: false, msg: '生产线尚在建设中' });
    s = unwrap(settleRound(s));
    r = teamStatements(s, 'T1', 2)!;
    expect(r.balanceSheet.constructProject.end).toBe(0);
    expect(r.balanceSheet.realEstate.end).toBe(200);
    expect(s.teams[0].lines[1].status).toBe('ready');
  });

  it('lines are limited, converted and sold at their residual value', () => {
    let s = standard();
    for (let i = 0; i < 7; i++) s = unwrap(buildLine(s, 'T1', 'MANUAL', 'P1'));
    expect(buildLine(s, 'T1', 'MANUAL', 'P1')).toEqual({ ok: false, msg: '生产线已达上限 8 条' });
    const id = s.teams[0].lines[0].id;
    s = unwrap(convertLine(s, 'T1', id, 'P2'));
    expect(s.teams[0].lines[0].product).toBe('P2');
    const sold = sellLine(s, 'T1', id);
    expect(sold.ok && sold.data).toEqual({ proceeds: 10, loss: 40 });
    s = unwrap(sold);
    expect(s.teams[0].ytd.financeCost).toBe(40);
  });

  it('development takes one paid step per round and is usable after the last step is settled', () => {
    let s = standard();
    s = unwrap(developMarket(s, 'T1', 'DOMESTIC'));
    expect(developMarket(s, 'T1', 'DOMESTIC')).toEqual({ ok: false, msg: '国内本季已投资，每季只能投资一次' });
    s = unwrap(settleRound(s));
    s = unwrap(developMarket(s, 'T1', 'DOMESTIC'));
    expect(s.teams[0].markets.DOMESTIC).toEqual({ progress: 2, done: false, lastRound: 2 });
    s = unwrap(settleRound(s));
    expect(s.teams[0].markets.DOMESTIC.done).toBe(true);
    expect(developMarket(s, 'T1', 'DOMESTIC')).toEqual({ ok: false, msg: '国内已完成开拓' });
    expect(applyQualification(s, 'T1', 'ISO1')).toEqual({ ok: false, msg: '资质“ISO1”不存在' });
    expect(teamStatements(s, 'T1', 2)!.expenses.marketDevelop).toBe(20);
  });

  it('receivables can be discounted for a fee rounded up', () => {
    let s = createGame({ rule: miniRule(), seed: 5, teams: teamsOf(1), roundNumber: 8 });
    s = unwrap(advertise(s, 'T1', [{ market: 'LOCAL', product: 'P1', amount: 1 }], { now: NOW }));
    s = unwrap(startMenu(s, { now: NOW }));
    s = unwrap(pickOrder(s, 'T1', 'O1-LOCAL-P1-1', { now: NOW }));
    s = unwrap(buildLine(s, 'T1', 'MANUAL', 'P1'));
    s = unwrap(orderMaterial(s, 'T1', 'R1', 2));
    s = unwrap(settleRound(s));
    s = unwrap(startProduction(s, 'T1', s.teams[0].lines[0].id, 2));
    s = unwrap(settleRound(s));
    s = unwrap(deliverOrder(s, 'T1', 'O1-LOCAL-P1-1'));
    expect(s.teams[0].receivables).toEqual([
      { id: expect.any(String), orderId: 'O1-LOCAL-P1-1', amount: 20, dueRound: 3 },
    ]);
    expect(discountReceivables(s, 'T1', 30)).toEqual({ ok: false, msg: '应收款不足：可贴现 20 万元' });
    const cash = s.teams[0].cash;
    const r = discountReceivables(s, 'T1', 15);
    expect(r.ok && r.data).toEqual({ fee: 2 });
    s = unwrap(r);
    expect(s.teams[0].cash).toBe(cash + 13);
    expect(s.teams[0].receivables[0].amount).toBe(5);
    s = unwrap(settleRound(s));
    expect(recordProblems(teamStatements(s, 'T1', 3)!)).toEqual([]);
    expect(teamStatements(s, 'T1', 3)!.incomeStatement.financeCost.end).toBe(2);
  });
});
