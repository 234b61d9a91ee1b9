import * as analysisService from '@/services/analysis';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import {
  BALANCE_KEYS,
  EXPENSE_KEYS,
  INCOME_KEYS,
  advertisingAnalysis,
  capacityAnalysis,
  costProfitAnalysis,
  earningsAnalysis,
  liabilitiesAnalysis,
  loanLimits,
  marketShare,
  orderAnalysis,
  teamScores,
  teamStatements,
} from '../../engine';

const backend = useMockBackend();
const db = () => backend.store.db;
const last = () => backend.requests[backend.requests.length - 1];
const sent = () => `${last().method} ${last().url.pathname}${last().url.search}`;
const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (e: Error) => e.message,
  );

/** The seeded running training (4 settled rounds, round 5 in play) and its engine state. */
const running = () => db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
const finished = () => db().trainings.find((t) => t.trainName === '2025秋季沙盘实训')!;
const stateOf = (trainingId: string) => db().games.find((g) => g.trainingId === trainingId)!.state;
const teamIds = (trainingId: string) => stateOf(trainingId).teams.map((t) => t.teamId);
/** The group of the seeded student `student` in the running training. */
const studentGroup = () => {
  const student = db().users.find((u) => u.userCode === 'student')!;
  return db().groupPosts.find((p) => p.trainingId === running().id && p.studentId === student.id)!.groupId;
};

describe('intelligent analysis: every figure from the engine', () => {
  it('answers market share per market in basis points adding up to 100 %, for one round and for all', async () => {
    await loginAs('teacher');
    const id = running().id;
    const one = await analysisService.getMarketShare({ trainId: id, round: 1 });
    expect(sent()).toBe(`GET /sworld/intelligentAnalysis/getMarketShare?trainId=${id}&round=1`);
    const state = stateOf(id);
    expect(one!.round).toBe(1);
    expect(one!.markets).toEqual(marketShare(state, 1));
    const local = one!.markets!.find((m) => m.market === 'LOCAL')!;
    // The engine's figures for round 1 of the seeded game (seed 101, bots).
    expect(local.total).toBe(state.history[0].teams.reduce((s, t) => s + (t.metrics.salesByMarket.LOCAL ?? 0), 0));
    expect(local.total).toBeGreaterThan(0);
    const all = await analysisService.getMarketShare({ trainId: id });
    expect(sent()).toBe(`GET /sworld/intelligentAnalysis/getMarketShare?trainId=${id}`);
    // All rounds: no round named (null on the wire, absent as the app reads it).
    expect(all!.round).toBeUndefined();
    expect(all!.markets).toEqual(marketShare(state));
    for (const market of [...one!.markets!, ...all!.markets!]) {
      const sum = market.teams!.reduce((s, t) => s + t.shareBp!, 0);
      expect({ market: market.market, sum }).toEqual({ market: market.market, sum: market.total! > 0 ? 10000 : 0 });
      expect(market.teams!.reduce((s, t) => s + t.revenue!, 0)).toBe(market.total);
    }
  });

  it('answers cost/profit, advertising, orders, capacity, earnings and liabilities for a round, all rounds and per round', async () => {
    await loginAs('teacher');
    const id = running().id;
    const state = stateOf(id);
    const cases: [keyof typeof analysisService, string, (round?: number) => unknown[]][] = [
      ['getCostProfit', 'getCostProfit', (r) => costProfitAnalysis(state, r)],
      ['capacity', 'getCapacity', (r) => capacityAnalysis(state, r)],
      ['earnings', 'getEarnings', (r) => earningsAnalysis(state, r)],
      ['liabilities', 'getLiabilities', (r) => liabilitiesAnalysis(state, r)],
    ];
    for (const [fn, path, expected] of cases) {
      const call = analysisService[fn] as (p: object) => Promise<any>;
      const round3 = await call({ trainId: id, round: 3 });
      expect(sent()).toBe(`GET /sworld/intelligentAnalysis/${path}?trainId=${id}&round=3`);
      expect(round3.round).toBe(3);
      expect(round3.rows).toEqual(expected(3));
      const all = await call({ trainId: id });
      expect(all.rows).toEqual(expected());
      expect(all.trend.map((t: any) => [t.round, t.year, t.quarter])).toEqual([
        [1, 1, 1],
        [2, 1, 2],
        [3, 1, 3],
        [4, 1, 4],
      ]);
      expect(all.trend[1].rows).toEqual(expected(2));
    }
    const orders = await analysisService.order({ trainId: id, round: 1 });
    expect(sent()).toBe(`GET /sworld/intelligentAnalysis/getOrder?trainId=${id}&round=1`);
    const engine = orderAnalysis(state, 1);
    expect(orders!.rows!.map((r) => r.teamId)).toEqual(engine.map((r) => r.teamId));
    orders!.rows!.forEach((row, i) => {
      const { taken, delivered, penalties } = engine[i];
      expect([row.takenCount, row.takenQuantity, row.takenValue]).toEqual([taken.count, taken.quantity, taken.value]);
      expect([row.deliveredCount, row.deliveredQuantity, row.deliveredValue, row.penalties]).toEqual([
        delivered.count,
        delivered.quantity,
        delivered.value,
        penalties,
      ]);
    });
    expect(orders!.rows!.reduce((s, r) => s + r.takenCount!, 0)).toBeGreaterThan(0);
  });

  it('answers advertising by market and product, narrowed to one market', async () => {
    await loginAs('teacher');
    const id = running().id;
    const expected = advertisingAnalysis(stateOf(id));
    const all = await analysisService.advertising({ trainId: id });
    expect(all!.rows!.map((r) => [r.teamId, r.total])).toEqual(expected.map((r) => [r.teamId, r.total]));
    for (const row of all!.rows!) {
      const source = expected.find((r) => r.teamId === row.teamId)!.advertising;
      for (const [market, products] of Object.entries(source)) {
        expect((row.byMarket as Record<string, number>)[market]).toBe(
          Object.values(products).reduce((s, v) => s + v, 0),
        );
      }
    }
    const local = await analysisService.advertising({ trainId: id, market: 'LOCAL' });
    expect(sent()).toBe(`GET /sworld/intelligentAnalysis/getAdvertising?trainId=${id}&market=LOCAL`);
    expect(local!.rows!.map((r) => r.total)).toEqual(
      expected.map((r) => Object.values(r.advertising.LOCAL ?? {}).reduce((s, v) => s + v, 0)),
    );
    expect(await fail(analysisService.advertising({ trainId: id, market: 'MARS' }, { handleError: true }))).toBe(
      '市场的取值不正确',
    );
  });

  it('refuses an unsettled round and an unknown training, and answers empty lists before the training starts', async () => {
    await loginAs('teacher');
    const id = running().id;
    expect(await fail(analysisService.earnings({ trainId: id, round: 5 }, { handleError: true }))).toBe(
      '第 5 回合尚未结算（已结算到第 4 回合）',
    );
    expect(await fail(analysisService.earnings({ trainId: '999999' }, { handleError: true }))).toBe('实训不存在');
    expect(
      await fail(analysisService.earnings({ trainId: id, round: 'x' as unknown as number }, { handleError: true })),
    ).toBe('回合必须是整数');
    const notStarted = db().trainings.find((t) => t.state === 0)!;
    expect(await analysisService.earnings({ trainId: notStarted.id })).toEqual({ rows: [], trend: [] });
    expect(await analysisService.getMarketShare({ trainId: notStarted.id })).toEqual({ markets: [] });
    expect(await analysisService.dataByCode({ trainId: notStarted.id, code: 1 })).toBeNull();
    expect(await analysisService.getQuarter({ trainId: notStarted.id })).toEqual([]);
  });

  it('answers the selector options: markets, products, settled quarters, every round with its state, teams', async () => {
    await loginAs('teacher');
    const id = running().id;
    const state = stateOf(id);
    expect(await analysisService.getMarket({ trainId: id })).toEqual(
      state.rule.markets.map((m) => ({ code: m.code, name: m.name })),
    );
    expect(sent()).toBe(`GET /sworld/intelligentAnalysis/getMarket?trainId=${id}`);
    expect(await analysisService.getProduct({ trainId: id })).toEqual(
      state.rule.products.map((p) => ({ code: p.code, name: p.name })),
    );
    expect(await analysisService.getQuarter({ trainId: id })).toEqual(
      [1, 2, 3, 4].map((round) => ({ round, year: 1, quarter: round })),
    );
    const times = await analysisService.timeList({ trainId: id });
    expect(sent()).toBe(`GET /sworld/intelligentAnalysis/getTimeList?trainId=${id}`);
    expect(times!.map((t) => [t.round, t.year, t.quarter, t.settled, t.current])).toEqual([
      [1, 1, 1, true, false],
      [2, 1, 2, true, false],
      [3, 1, 3, true, false],
      [4, 1, 4, true, false],
      [5, 2, 1, false, true],
      [6, 2, 2, false, false],
      [7, 2, 3, false, false],
      [8, 2, 4, false, false],
    ]);
    const teams = await analysisService.getTeamList({ trainId: id });
    expect(teams!.map((t) => [t.teamId, t.groupNum, t.teamName, t.own])).toEqual(
      teamIds(id).map((teamId, i) => [teamId, i + 1, `第${i + 1}组`, false]),
    );
    expect(await analysisService.financeTeamSelect({ trainId: id })).toEqual(teams);
  });
});

describe('statement tables by code', () => {
  it('answers the four tables of a team and round with every key, equal to the engine statements', async () => {
    await loginAs('teacher');
    const id = running().id;
    const team = teamIds(id)[2];
    const record = teamStatements(stateOf(id), team, 3)!;
    const balance = await analysisService.dataByCode({ trainId: id, teamId: team, round: 3, code: 1 });
    expect(sent()).toBe(`GET /sworld/intelligentAnalysis/getDataByCode?trainId=${id}&teamId=${team}&round=3&code=1`);
    expect(Object.keys(balance!)).toEqual([...BALANCE_KEYS]);
    expect(balance).toEqual(record.balanceSheet);
    const limits = await analysisService.dataByCode({ trainId: id, teamId: team, round: 3, code: 2 });
    expect(limits).toEqual(record.cashLimits);
    expect(limits!.map((r) => r.posCode)).toEqual(['CEO', 'CFO', 'CMO', 'COO', 'CPO']);
    const income = await analysisService.dataByCode({ trainId: id, teamId: team, round: 3, code: 3 });
    expect(Object.keys(income!)).toEqual([...INCOME_KEYS]);
    expect(income).toEqual(record.incomeStatement);
    const expenses = await analysisService.dataByCode({ trainId: id, teamId: team, round: 3, code: 4 });
    expect(Object.keys(expenses!)).toEqual([...EXPENSE_KEYS]);
    expect(Object.fromEntries(Object.entries(expenses!).map(([k, v]) => [k, v.end]))).toEqual(record.expenses);
    // Without a round: the last settled one.
    expect(await analysisService.dataByCode({ trainId: id, teamId: team, code: 1 })).toEqual(
      teamStatements(stateOf(id), team, 4)!.balanceSheet,
    );
    expect(
      await fail(analysisService.dataByCode({ trainId: id, teamId: team, code: 5 as 1 }, { handleError: true })),
    ).toBe('报表代码必须在 1 到 4 之间');
  });

  it('balances every balance sheet, and the net income equals the year profit, for every team and round of both played trainings', async () => {
    await loginAs('teacher');
    for (const training of [running(), finished()]) {
      for (const team of teamIds(training.id)) {
        for (const round of [1, 2, 3, 4]) {
          const balance = (await analysisService.dataByCode({ trainId: training.id, teamId: team, round, code: 1 }))!;
          const income = (await analysisService.dataByCode({ trainId: training.id, teamId: team, round, code: 3 }))!;
          const where = `${training.trainName} ${team} round ${round}`;
          expect([where, balance.assetsTotal.end]).toEqual([where, balance.liabilitiesEquityTotal.end]);
          expect([where, balance.assetsTotal.beginning]).toEqual([where, balance.liabilitiesEquityTotal.beginning]);
          expect([where, balance.assetsTotal.end]).toEqual([
            where,
            balance.liquidAssetsTotal.end + balance.fixedAssestsTotal.end,
          ]);
          expect([where, income.netIncome.end]).toEqual([where, balance.yearProfits.end]);
        }
      }
    }
  });

  it('lets a student read only their own team, and the balance history of it', async () => {
    await loginAs('student');
    const id = running().id;
    const own = studentGroup();
    const other = teamIds(id).find((t) => t !== own)!;
    expect(await analysisService.dataByCode({ trainId: id, code: 3 })).toEqual(
      teamStatements(stateOf(id), own, 4)!.incomeStatement,
    );
    expect(await fail(analysisService.dataByCode({ trainId: id, teamId: other, code: 1 }, { handleError: true }))).toBe(
      '只能查看本组的数据',
    );
    const history = await analysisService.getDataBanlance({ trainId: id });
    expect(sent()).toBe(`GET /sworld/intelligentAnalysis/getDataBanlance?trainId=${id}`);
    expect(history!.map((h) => [h.round, h.cash, h.assetsTotal])).toEqual(
      [1, 2, 3, 4].map((round) => {
        const b = teamStatements(stateOf(id), own, round)!.balanceSheet;
        return [round, b.cash.end, b.assetsTotal.end];
      }),
    );
  });
});

describe('statement inputs (editResult-view)', () => {
  it('saves what a student typed, answers the table with input beside the computed value, and clears with null', async () => {
    await loginAs('student');
    const id = running().id;
    const own = studentGroup();
    const computed = teamStatements(stateOf(id), own, 2)!.balanceSheet;
    const saved = (
      await analysisService.saveDataInput({
        trainId: id,
        teamId: own,
        round: 2,
        code: 1,
        values: { cash: computed.cash.end, receivable: computed.receivable.end + 5 },
      })
    )?.data;
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/sworld/intelligentAnalysis/saveDataInput');
    expect(Object.fromEntries(new URLSearchParams(last().body))).toEqual({
      trainId: id,
      teamId: own,
      round: '2',
      code: '1',
      values: JSON.stringify({ cash: computed.cash.end, receivable: computed.receivable.end + 5 }),
    });
    expect(saved!.cash).toEqual({ ...computed.cash, input: computed.cash.end });
    expect(saved!.receivable).toEqual({ ...computed.receivable, input: computed.receivable.end + 5 });
    expect(saved!.material).toEqual(computed.material);
    // Reloaded: the inputs are there; other rounds and tables are untouched.
    const reloaded = await analysisService.dataByCode({ trainId: id, round: 2, code: 1 });
    expect(reloaded!.receivable.input).toBe(computed.receivable.end + 5);
    expect((await analysisService.dataByCode({ trainId: id, round: 3, code: 1 }))!.receivable.input).toBeUndefined();
    const cleared = (
      await analysisService.saveDataInput({
        trainId: id,
        teamId: own,
        round: 2,
        code: 1,
        values: { receivable: null },
      })
    )?.data;
    expect(cleared!.receivable.input).toBeUndefined();
    expect(cleared!.cash.input).toBe(computed.cash.end);
    expect(db().statementInputs).toEqual([
      { trainingId: id, groupId: own, round: 2, code: 1, key: 'cash', value: computed.cash.end },
    ]);
    const income = (
      await analysisService.saveDataInput({
        trainId: id,
        teamId: own,
        round: 2,
        code: 3,
        values: { netIncome: -12 },
      })
    )?.data;
    expect(income!.netIncome).toEqual({
      end: teamStatements(stateOf(id), own, 2)!.incomeStatement.netIncome.end,
      input: -12,
    });
    const limits = (
      await analysisService.saveDataInput({
        trainId: id,
        teamId: own,
        round: 2,
        code: 2,
        values: { CFO: 7 },
      })
    )?.data;
    expect(limits!.find((r) => r.posCode === 'CFO')!.input).toBe(7);
  });

  it('refuses bad input naming the item, other teams, unsettled rounds and teachers, writing nothing', async () => {
    await loginAs('student');
    const id = running().id;
    const own = studentGroup();
    const other = teamIds(id).find((t) => t !== own)!;
    const save = (values: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      fail(
        analysisService.saveDataInput(
          { trainId: id, teamId: own, round: 2, code: 1, values: values as never, ...extra },
          { handleError: true },
        ),
      );
    expect(await save({ cash: 10, cashx: 3 })).toBe('资产负债表中没有“cashx”这一项');
    expect(await save({ cash: 10, receivable: 1.5 })).toBe('“应收款”必须是整数（万元）');
    expect(await save({ cash: 'abc' })).toBe('“现金”必须是整数（万元）');
    expect(await save({ cash: 10 }, { round: 5 })).toBe('第 5 回合尚未结算，不能填写报表');
    expect(await save({ cash: 10 }, { teamId: other })).toBe('只能填写本组的报表');
    expect(await save({ netIncome: 10 }, { code: 4 })).toBe('费用明细表中没有“netIncome”这一项');
    expect(db().statementInputs).toEqual([]);
    await loginAs('teacher');
    expect(await save({ cash: 10 })).toBe('报表填写值只能由本组学生录入');
    expect(db().statementInputs).toEqual([]);
  });
});

describe('who sees which team', () => {
  it('shows a student their own team, every team once the teacher opens the analysis; market share stays public', async () => {
    await loginAs('student');
    const id = running().id;
    const own = studentGroup();
    expect((await analysisService.earnings({ trainId: id }))!.rows!.map((r) => r.teamId)).toEqual([own]);
    expect((await analysisService.financeTeamSelect({ trainId: id }))!.map((t) => [t.teamId, t.own])).toEqual([
      [own, true],
    ]);
    expect((await analysisService.getMarketShare({ trainId: id }))!.markets![0].teams).toHaveLength(4);
    expect(await analysisService.openAll({ trainId: id })).toEqual({ open: 0 });
    expect(await fail(analysisService.openAll({ trainId: id, open: 1 }, { handleError: true }))).toBe(
      '无权限：仅教师可以开放分析',
    );
    await loginAs('teacher');
    expect(await analysisService.openAll({ trainId: id, open: 1 })).toEqual({ open: 1 });
    expect(sent()).toBe(`GET /sworld/intelligentAnalysis/openAll?trainId=${id}&open=1`);
    await loginAs('student');
    expect((await analysisService.earnings({ trainId: id }))!.rows!.map((r) => r.teamId)).toEqual(teamIds(id));
    expect(await analysisService.openAll({ trainId: id })).toEqual({ open: 1 });
  });

  it('refuses a training the caller is not part of', async () => {
    await loginAs('teacher2');
    expect(await fail(analysisService.getMarketShare({ trainId: running().id }, { handleError: true }))).toBe(
      '无权限：不是本实训的教师或学生',
    );
  });
});

describe('orders, meetings, companies and credit', () => {
  it('pages the order book with filters, counts orders per team, and lists delivered sales per round', async () => {
    await loginAs('teacher');
    const id = running().id;
    const state = stateOf(id);
    const allOrders = state.teams.flatMap((t) => t.orders);
    const page1 = await analysisService.getOrderDetail({ trainId: id, current: 1, size: 3 });
    expect(sent()).toBe(`GET /sworld/intelligentAnalysis/getOrderDetail?trainId=${id}&current=1&size=3`);
    expect(page1!.total).toBe(allOrders.length);
    expect(page1!.records).toHaveLength(Math.min(3, allOrders.length));
    const team = state.teams[0];
    const mine = await analysisService.getOrderDetail({ trainId: id, teamId: team.teamId, size: 100 });
    expect(mine!.records!.map((o) => [o.orderId, o.quantity, o.totalPrice, o.status])).toEqual(
      team.orders.map((o) => [o.id, o.quantity, o.totalPrice, o.status]),
    );
    const delivered = await analysisService.getOrderDetail({ trainId: id, status: 'delivered', size: 100 });
    expect(delivered!.total).toBe(allOrders.filter((o) => o.status === 'delivered').length);
    const counts = await analysisService.getOrderTeam({ trainId: id });
    expect(counts!.map((c) => [c.teamId, c.orderCount, c.deliveredCount])).toEqual(
      state.teams.map((t) => [t.teamId, t.orders.length, t.orders.filter((o) => o.status === 'delivered').length]),
    );
    const retail = await analysisService.retailOrderList({ trainId: id, size: 2 });
    expect(sent()).toBe(`GET /sworld/intelligentAnalysis/getRetailOrderList?trainId=${id}&size=2`);
    expect(retail!.total).toBe(allOrders.filter((o) => o.status === 'delivered').length);
    // Delivered sales per round are the revenue the engine booked in that round.
    for (const r of retail!.byRound!) {
      const revenue = state.history
        .find((h) => h.round === r.round)!
        .teams.reduce((s, t) => s + t.metrics.earnings.revenue, 0);
      expect([r.round, r.value]).toEqual([r.round, revenue]);
    }
    expect(retail!.byRound!.reduce((s, r) => s + r.value!, 0)).toBe(
      earningsAnalysis(state).reduce((s, r) => s + r.revenue, 0),
    );
  });

  it('details the order meeting: every queued team per selection with its ad, picks and their value', async () => {
    await loginAs('teacher');
    const id = running().id;
    const state = stateOf(id);
    const detail = await analysisService.getMenuDetail({ trainId: id });
    expect(sent()).toBe(`GET /sworld/intelligentAnalysis/getMenuDetail?trainId=${id}`);
    expect(detail!.meetingRounds).toEqual([{ round: 1, year: 1, quarter: 1 }]);
    expect(detail!.round).toBe(1);
    const meeting = state.pastMenus[0];
    expect(detail!.rows).toHaveLength(meeting.sessions.reduce((s, x) => s + x.queue.length, 0));
    const picked = meeting.sessions.flatMap((s) => s.picks);
    expect(detail!.rows!.flatMap((r) => r.orderIds).sort()).toEqual(picked.map((p) => p.orderId).sort());
    const value = picked.reduce((s, p) => s + meeting.orders.find((o) => o.id === p.orderId)!.totalPrice, 0);
    expect(detail!.rows!.reduce((s, r) => s + r.value!, 0)).toBe(value);
    expect(await fail(analysisService.getMenuDetail({ trainId: id, round: 2 }, { handleError: true }))).toBe(
      '第 2 回合没有订货会记录',
    );
  });

  it('describes each company with the engine scores, its loans against its limits and its CFO figures', async () => {
    await loginAs('teacher');
    const id = running().id;
    const state = stateOf(id);
    const companies = await analysisService.companyMessage({ trainId: id });
    expect(sent()).toBe(`GET /sworld/intelligentAnalysis/getCompanyMessage?trainId=${id}`);
    const scores = teamScores(state);
    expect(companies!.map((c) => [c.teamId, c.cash, c.equity, c.countScore, c.pdcaScore])).toEqual(
      state.teams.map((t, i) => [t.teamId, t.cash, scores[i].equity, scores[i].countScore, scores[i].pdcaScore]),
    );
    expect(companies![0].markets).toContain('本地');
    expect((await analysisService.companyMessageOptions({ trainId: id }))!.teams).toHaveLength(4);
    const credit = await analysisService.creditDetail({ trainId: id });
    expect(credit!.loans!.map((l) => [l.teamId, l.kind, l.amount])).toEqual(
      state.teams.flatMap((t) => [
        ...t.longLoans.map((l) => [t.teamId, 'long', l.amount]),
        ...t.shortLoans.map((l) => [t.teamId, 'short', l.amount]),
      ]),
    );
    expect(credit!.summary!.map((s) => [s.longUsed, s.longLimit])).toEqual(
      state.teams.map((t) => [loanLimits(state, t).long.used, loanLimits(state, t).long.limit]),
    );
    expect(
      (await analysisService.creditDetail({ trainId: id, kind: 'short' }))!.loans!.every((l) => l.kind === 'short'),
    ).toBe(true);
    expect((await analysisService.creditDetailOptions({ trainId: id }))!.kinds!.map((k) => k.value)).toEqual([
      'long',
      'short',
    ]);
    const cfo = await analysisService.getCfoTeam({ trainId: id, round: 4 });
    expect(cfo!.map((c) => [c.cash, c.cfoCashLimit])).toEqual(
      state.history[3].teams.map((t) => [
        t.balanceSheet.cash.end,
        t.cashLimits.find((l) => l.posCode === 'CFO')!.cashLimit,
      ]),
    );
  });

  it('answers the all-in-one overview with every team’s market network', async () => {
    await loginAs('teacher');
    const id = running().id;
    const state = stateOf(id);
    const rows = await analysisService.allInOne({ trainId: id });
    expect(sent()).toBe(`GET /sworld/intelligentAnalysis/getAllAnalysis?trainId=${id}`);
    const earnings = earningsAnalysis(state);
    expect(rows!.map((r) => [r.teamId, r.revenue, r.netIncome])).toEqual(
      earnings.map((e) => [e.teamId, e.revenue, e.netIncome]),
    );
    expect(rows![0].markets!.map((m) => m.market)).toEqual(state.rule.markets.map((m) => m.code));
    const share = marketShare(state).find((m) => m.market === 'LOCAL')!;
    expect(rows!.map((r) => r.markets![0].shareBp)).toEqual(share.teams.map((t) => t.shareBp));
    expect(rows!.map((r) => r.markets![0].sales)).toEqual(share.teams.map((t) => t.revenue));
    expect(rows!.every((r) => r.markets![0].developed)).toBe(true);
  });
});
