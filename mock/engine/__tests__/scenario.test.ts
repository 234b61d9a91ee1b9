import {
  advertise,
  buildLine,
  createGame,
  deliverOrder,
  endMenu,
  orderMaterial,
  pickOrder,
  settleRound,
  startMenu,
  startProduction,
  startSpecialEvent,
  takeLoan,
  teamStatements,
} from '../index';
import type { GameState } from '../types';
import { column, miniRule, recordProblems, unwrap } from './helpers';

/**
 * One team, one loan, one production cycle, one delivery: every number below is computed by hand
 * in docs/GAME_RULES.md §11. Seed 5 gives the single order of the meeting a Q4 deadline.
 */
const NOW = 1_700_000_000_000;

function yearOne(): GameState {
  let s = createGame({ rule: miniRule(), seed: 5, teams: [{ teamId: 'T1', teamName: '第1组' }], roundNumber: 8 });
  // round 1: advertise 1, pick the order, borrow 50 long-term, build a line, order 2 × R1
  s = unwrap(advertise(s, 'T1', [{ market: 'LOCAL', product: 'P1', amount: 1 }], { now: NOW }));
  s = unwrap(startMenu(s, { now: NOW + 1000 }));
  expect(s.menu?.orders).toEqual([
    expect.objectContaining({
      id: 'O1-LOCAL-P1-1',
      quantity: 2,
      unitPrice: 10,
      totalPrice: 20,
      dueRound: 4,
      deliveryQuarter: 4,
      receivableTerm: 1,
      requiredQualification: null,
    }),
  ]);
  s = unwrap(pickOrder(s, 'T1', 'O1-LOCAL-P1-1', { now: NOW + 2000 }));
  expect(s.menu?.phase).toBe(4);
  s = unwrap(takeLoan(s, 'T1', 'long', 50));
  s = unwrap(buildLine(s, 'T1', 'MANUAL', 'P1'));
  s = unwrap(orderMaterial(s, 'T1', 'R1', 2));
  expect(s.teams[0].cash).toBe(129);
  s = unwrap(settleRound(s, { round: 1 }));
  // round 2: produce 2 units (2 × R1 at 3 + 2 × processing 2)
  s = unwrap(startProduction(s, 'T1', s.teams[0].lines[0].id, 2));
  expect(s.teams[0].cash).toBe(116);
  s = unwrap(settleRound(s, { round: 2 }));
  // round 3: deliver; the receivable (term 1) is collected in this round's settlement
  s = unwrap(deliverOrder(s, 'T1', 'O1-LOCAL-P1-1'));
  s = unwrap(settleRound(s, { round: 3 }));
  // round 4: year end
  return unwrap(settleRound(s, { round: 4 }));
}

describe('hand-computed single-team year', () => {
  const s = yearOne();
  const rec = (round: number) => teamStatements(s, 'T1', round)!;

  it('round 1: loan, line and material on the balance sheet', () => {
    const r = rec(1);
    expect(column(r, 'beginning')).toMatchObject({
      cash: 100,
      assetsTotal: 100,
      shareholderCapital: 100,
      ownerEquityTotal: 100,
      liabilitiesEquityTotal: 100,
    });
    expect(column(r, 'end')).toEqual({
      cash: 120,
      makingProduct: 0,
      receivable: 0,
      finishedProduct: 0,
      material: 6,
      liquidAssetsTotal: 126,
      realEstate: 20,
      constructProject: 0,
      fixedAssestsTotal: 20,
      assetsTotal: 146,
      longTermLiabilites: 50,
      shortTermLiabiltes: 0,
      otherPayable: 0,
      tax: 0,
      liabilitiesTotal: 50,
      shareholderCapital: 100,
      retainProfits: 0,
      yearProfits: -4,
      ownerEquityTotal: 96,
      liabilitiesEquityTotal: 146,
    });
    expect(r.expenses).toMatchObject({ advertise: 1, administrative: 1, productLineMaintenance: 1, marketDevelop: 0 });
    expect(r.incomeStatement.financeCharge.end).toBe(1);
    expect(r.incomeStatement.netIncome.end).toBe(-4);
    expect(r.cashLimits).toEqual([
      { posCode: 'CEO', cashLimit: 120 },
      { posCode: 'CFO', cashLimit: 120 },
      { posCode: 'CMO', cashLimit: 36 },
      { posCode: 'COO', cashLimit: 60 },
      { posCode: 'CPO', cashLimit: 48 },
    ]);
  });

  it('round 2: production moves from material and cash to finished goods', () => {
    const e = column(rec(2), 'end');
    expect(e).toMatchObject({
      cash: 113,
      makingProduct: 0,
      finishedProduct: 10,
      material: 0,
      realEstate: 20,
      assetsTotal: 143,
      longTermLiabilites: 50,
      yearProfits: -7,
      ownerEquityTotal: 93,
    });
    expect(rec(2).metrics.capacity).toEqual({ lines: 1, capacity: 2, used: 2 });
  });

  it('round 3: delivery books revenue and cost; the receivable is collected', () => {
    const r = rec(3);
    expect(column(r, 'end')).toMatchObject({
      cash: 130,
      receivable: 0,
      finishedProduct: 0,
      assetsTotal: 150,
      liabilitiesTotal: 50,
      yearProfits: 0,
      ownerEquityTotal: 100,
    });
    expect(r.incomeStatement).toMatchObject({
      netRevenues: { end: 20 },
      directCost: { end: 10 },
      grossProfit: { end: 10 },
      administrativeExpense: { end: 7 },
      ebitda: { end: 3 },
      deprecition: { end: 0 },
      financeCharge: { end: 3 },
      profitBeforeTax: { end: 0 },
      netIncome: { end: 0 },
    });
    expect(r.metrics.salesByMarket).toEqual({ LOCAL: 20 });
    expect(r.metrics.ordersDelivered).toEqual({ count: 1, quantity: 2, value: 20 });
  });

  it('round 4 (year end): loan repaid, depreciation, a loss and no tax', () => {
    const r = rec(4);
    expect(column(r, 'end')).toMatchObject({
      cash: 77,
      realEstate: 16,
      assetsTotal: 93,
      longTermLiabilites: 0,
      liabilitiesTotal: 0,
      tax: 0,
      yearProfits: -7,
      ownerEquityTotal: 93,
    });
    expect(r.incomeStatement).toMatchObject({
      netRevenues: { end: 20 },
      directCost: { end: 10 },
      administrativeExpense: { end: 9 },
      ebitda: { end: 1 },
      deprecition: { end: 4 },
      profitBeforeInterest: { end: -3 },
      financeCharge: { end: 4 },
      financeCost: { end: 0 },
      profitBeforeTax: { end: -7 },
      incomeTaxes: { end: 0 },
      netIncome: { end: -7 },
    });
    expect(s.teams[0].lossCarry).toBe(7);
  });

  it('every record balances and netIncome flows into yearProfits', () => {
    for (const round of [1, 2, 3, 4]) expect(recordProblems(rec(round))).toEqual([]);
  });

  it('year two: the year-one loss is carried in retained profit and offset before tax', () => {
    let y2 = s;
    expect(y2.currentRound).toBe(5);
    expect(y2.teams[0].retainProfits).toBe(-7);
    y2 = unwrap(endMenu(y2, { now: NOW }));
    y2 = unwrap(startSpecialEvent(y2, { type: 'grant', amount: 30, teamId: 'T1' }, NOW));
    for (const round of [5, 6, 7, 8]) y2 = unwrap(settleRound(y2, { round }));
    const r = teamStatements(y2, 'T1', 8)!;
    // profit before tax 30 − 4 admin − 4 maintenance − 4 depreciation = 18; taxable 18 − 7 = 11; tax 25 % → 3
    expect(r.incomeStatement.profitBeforeTax.end).toBe(18);
    expect(r.incomeStatement.financeCost.end).toBe(-30);
    expect(r.incomeStatement.incomeTaxes.end).toBe(3);
    expect(r.incomeStatement.netIncome.end).toBe(15);
    expect(column(r, 'end')).toMatchObject({
      cash: 99,
      realEstate: 12,
      assetsTotal: 111,
      tax: 3,
      retainProfits: -7,
      yearProfits: 15,
      ownerEquityTotal: 108,
      liabilitiesEquityTotal: 111,
    });
    expect(column(r, 'beginning')).toMatchObject({ retainProfits: -7, yearProfits: 15 - r.metrics.earnings.netIncome });
    expect(y2.status).toBe('finished');
    expect(recordProblems(r)).toEqual([]);
  });
});

describe('penalties and bankruptcy', () => {
  function withOrder(seed = 5): GameState {
    let s = createGame({ rule: miniRule(), seed, teams: [{ teamId: 'T1', teamName: '第1组' }], roundNumber: 4 });
    s = unwrap(advertise(s, 'T1', [{ market: 'LOCAL', product: 'P1', amount: 1 }], { now: NOW }));
    s = unwrap(startMenu(s, { now: NOW }));
    return unwrap(pickOrder(s, 'T1', 'O1-LOCAL-P1-1', { now: NOW }));
  }

  it('an order not delivered by year end costs 20 % of its value and is cancelled', () => {
    let s = withOrder();
    for (const round of [1, 2, 3, 4]) s = unwrap(settleRound(s, { round }));
    const r = teamStatements(s, 'T1', 4)!;
    expect(s.teams[0].orders[0]).toMatchObject({ status: 'cancelled', penalty: 4 });
    expect(r.incomeStatement.financeCost.end).toBe(4);
    expect(r.metrics.penalties).toBe(4);
    // 100 − 1 ad − 4 × 1 fee − 4 penalty
    expect(r.balanceSheet.cash.end).toBe(91);
    expect(recordProblems(r)).toEqual([]);
  });

  it('a delivery without stock, or after the due round, is refused and changes nothing', () => {
    // seed 2: the order is due in round 1
    let s = withOrder(2);
    expect(s.teams[0].orders[0].dueRound).toBe(1);
    const before = JSON.stringify(s);
    expect(deliverOrder(s, 'T1', 'O1-LOCAL-P1-1')).toEqual({ ok: false, msg: '产品库存不足：需要 2 个，库存 0 个' });
    expect(JSON.stringify(s)).toBe(before);
    s = unwrap(settleRound(s, { round: 1 }));
    expect(deliverOrder(s, 'T1', 'O1-LOCAL-P1-1')).toEqual({ ok: false, msg: '订单已超过交货期，年末将按违约处理' });
  });

  it('unpaid bills at settlement become otherPayable and the team goes bankrupt; cash stays at 0', () => {
    let s = createGame({ rule: miniRule(), seed: 5, teams: [{ teamId: 'T1', teamName: '第1组' }], roundNumber: 4 });
    s = unwrap(endMenu(s, { now: NOW }));
    // 40 units of R1 at 3 = 120 arrive in this settlement, with 100 in cash
    s = unwrap(orderMaterial(s, 'T1', 'R1', 40));
    s = unwrap(settleRound(s, { round: 1 }));
    const r = teamStatements(s, 'T1', 1)!;
    expect(column(r, 'end')).toMatchObject({
      cash: 0,
      material: 120,
      otherPayable: 21,
      liabilitiesTotal: 21,
      yearProfits: -1,
      ownerEquityTotal: 99,
      assetsTotal: 120,
    });
    expect(r.bankrupt).toBe(true);
    expect(s.teams[0].bankruptReason).toBe('cash');
    expect(recordProblems(r)).toEqual([]);
    expect(buildLine(s, 'T1', 'MANUAL', 'P1')).toEqual({ ok: false, msg: '企业已破产，不能继续经营' });
  });
});
