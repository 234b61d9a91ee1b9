import { message } from 'antd';
import {
  capacityAnalysis,
  costProfitAnalysis,
  earningsAnalysis,
  liabilitiesAnalysis,
  marketShare,
  teamMetricsTable,
  teamStatements,
} from '../../../mock/engine';
import { createModelStore } from '../../../tests/utils/dva';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import analysis, { initialAnalysisState } from '../analysis';

const backend = useMockBackend();
const db = () => backend.store.db;
const paths = () => backend.requests.slice(1).map((r) => `${r.method} ${r.url.pathname}${r.url.search}`);
const running = () => db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
const stateOf = () => db().games.find((g) => g.trainingId === running().id)!.state;

describe('analysis model', () => {
  it('starts with every field of spec point 3 empty', () => {
    const store = createModelStore([analysis]);
    const state = store.getState().analysis;
    expect(Object.keys(state)).toEqual(
      expect.arrayContaining([
        'marketShare',
        'costProfit',
        'teamList',
        'advertising',
        'order',
        'capacity',
        'earnings',
        'liabilities',
        'marketList',
        'roundList',
        'productList',
        'orderTeamList',
        'orderDetailList',
        'financialSelectList',
        'tableList',
        'menuDetailList',
        'companyMessageList',
        'NetWorkTeamList',
        'retailOrderList',
      ]),
    );
    expect(state.tableList).toEqual({ 1: null, 2: null, 3: null, 4: null });
    expect(state.earnings).toEqual({ round: null, rows: [], trend: [] });
  });

  it('holds the engine’s figures for the seeded game after each analysis call', async () => {
    await loginAs('teacher');
    const store = createModelStore([analysis]);
    const trainId = running().id;
    await store.dispatch({ type: 'analysis/fetchMarketShare', payload: { trainId, round: 2 } });
    await store.dispatch({ type: 'analysis/fetchCostProfit', payload: { trainId } });
    await store.dispatch({ type: 'analysis/fetchCapacity', payload: { trainId, round: 4 } });
    await store.dispatch({ type: 'analysis/fetchEarnings', payload: { trainId } });
    await store.dispatch({ type: 'analysis/fetchLiabilities', payload: { trainId, round: 3 } });
    expect(paths()).toEqual([
      `GET /sworld/intelligentAnalysis/getMarketShare?trainId=${trainId}&round=2`,
      `GET /sworld/intelligentAnalysis/getCostProfit?trainId=${trainId}`,
      `GET /sworld/intelligentAnalysis/getCapacity?trainId=${trainId}&round=4`,
      `GET /sworld/intelligentAnalysis/getEarnings?trainId=${trainId}`,
      `GET /sworld/intelligentAnalysis/getLiabilities?trainId=${trainId}&round=3`,
    ]);
    const s = store.getState().analysis;
    const game = stateOf();
    expect(s.marketShare).toEqual(marketShare(game, 2));
    expect(s.costProfit.rows).toEqual(costProfitAnalysis(game));
    expect(s.capacity.rows).toEqual(capacityAnalysis(game, 4));
    expect(s.earnings.rows).toEqual(earningsAnalysis(game));
    expect(s.earnings.trend.map((t: any) => t.rows)).toEqual([1, 2, 3, 4].map((r) => earningsAnalysis(game, r)));
    expect(s.liabilities.rows).toEqual(liabilitiesAnalysis(game, 3));
    // The seeded game's first team: every number of its earnings is the engine's.
    const first = earningsAnalysis(game)[0];
    expect(s.earnings.rows[0]).toEqual({
      teamId: first.teamId,
      teamName: '第1组',
      revenue: first.revenue,
      grossProfit: first.grossProfit,
      netIncome: first.netIncome,
    });
  });

  it('loads the selector lists, and the tables by code into tableList', async () => {
    await loginAs('teacher');
    const store = createModelStore([analysis]);
    const trainId = running().id;
    await store.dispatch({ type: 'analysis/fetchTeamList', payload: { trainId } });
    await store.dispatch({ type: 'analysis/fetchMarketList', payload: { trainId } });
    await store.dispatch({ type: 'analysis/fetchProductList', payload: { trainId } });
    await store.dispatch({ type: 'analysis/fetchRoundList', payload: { trainId } });
    await store.dispatch({ type: 'analysis/fetchFinancialSelect', payload: { trainId } });
    const s1 = store.getState().analysis;
    expect(s1.teamList.map((t: any) => t.teamName)).toEqual(['第1组', '第2组', '第3组', '第4组']);
    expect(s1.marketList.map((m: any) => m.code)).toEqual(['LOCAL', 'REGION', 'DOMESTIC', 'ASIA', 'INTL']);
    expect(s1.productList.map((m: any) => m.code)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(s1.roundList).toEqual([1, 2, 3, 4].map((round) => ({ round, year: 1, quarter: round })));
    expect(s1.financialSelectList).toHaveLength(4);
    const teamId = s1.teamList[1].teamId;
    for (const code of [1, 2, 3, 4])
      await store.dispatch({ type: 'analysis/fetchTable', payload: { trainId, teamId, round: 4, code } });
    expect(paths().slice(-4)).toEqual(
      [1, 2, 3, 4].map(
        (code) =>
          `GET /sworld/intelligentAnalysis/getDataByCode?trainId=${trainId}&teamId=${teamId}&round=4&code=${code}`,
      ),
    );
    const record = teamStatements(stateOf(), teamId, 4)!;
    const { tableList } = store.getState().analysis;
    expect(tableList[1]).toEqual(record.balanceSheet);
    expect(tableList[2]).toEqual(record.cashLimits);
    expect(tableList[3]).toEqual(record.incomeStatement);
    expect(tableList[4].advertise).toEqual({ end: record.expenses.advertise });
    expect(tableList[3].netIncome.end).toBe(tableList[1].yearProfits.end);
  });

  it('saves a student’s inputs into tableList and keeps them on reload; a refused save keeps the table', async () => {
    await loginAs('student');
    const store = createModelStore([analysis]);
    const trainId = running().id;
    await store.dispatch({ type: 'analysis/fetchFinancialSelect', payload: { trainId } });
    const [own] = store.getState().analysis.financialSelectList;
    expect(own.own).toBe(true);
    await store.dispatch({ type: 'analysis/fetchTable', payload: { trainId, teamId: own.teamId, round: 4, code: 3 } });
    const before = store.getState().analysis.tableList[3];
    const saved = await store.dispatch({
      type: 'analysis/saveInput',
      payload: {
        trainId,
        teamId: own.teamId,
        round: 4,
        code: 3,
        values: { netRevenues: before.netRevenues.end, netIncome: 1 },
      },
    });
    expect(backend.requests[backend.requests.length - 1].method).toBe('POST');
    expect(saved.data.netIncome).toEqual({ end: before.netIncome.end, input: 1 });
    expect(store.getState().analysis.tableList[3].netRevenues).toEqual({
      end: before.netRevenues.end,
      input: before.netRevenues.end,
    });
    const error = jest.spyOn(message, 'error');
    expect(
      await store.dispatch({
        type: 'analysis/saveInput',
        payload: { trainId, teamId: own.teamId, round: 4, code: 3, values: { netIncome: 'x' } },
      }),
    ).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ content: '“净利润”必须是整数（万元）' }));
    expect(store.getState().analysis.tableList[3].netIncome.input).toBe(1);
    const fresh = createModelStore([analysis]);
    await fresh.dispatch({ type: 'analysis/fetchTable', payload: { trainId, round: 4, code: 3 } });
    expect(fresh.getState().analysis.tableList[3].netIncome.input).toBe(1);
  });

  it('fills the order, meeting, company, network, retail and credit lists, and resets for another training', async () => {
    await loginAs('teacher');
    const store = createModelStore([analysis]);
    const trainId = running().id;
    const page = await store.dispatch({ type: 'analysis/fetchOrderDetail', payload: { trainId, current: 1, size: 5 } });
    const retail = await store.dispatch({
      type: 'analysis/fetchRetailOrders',
      payload: { trainId, current: 1, size: 5 },
    });
    await store.dispatch({ type: 'analysis/fetchOrderTeamList', payload: { trainId } });
    const meeting = await store.dispatch({ type: 'analysis/fetchMenuDetail', payload: { trainId } });
    await store.dispatch({ type: 'analysis/fetchCompanyMessage', payload: { trainId } });
    await store.dispatch({ type: 'analysis/fetchNetWorkTeam', payload: { trainId } });
    expect(paths().slice(-1)).toEqual([`GET /sworld/training/getNetWorkTeam?trainId=${trainId}`]);
    await store.dispatch({ type: 'analysis/fetchAllInOne', payload: { trainId } });
    await store.dispatch({ type: 'analysis/fetchCreditDetail', payload: { trainId } });
    await store.dispatch({ type: 'analysis/fetchCfoTeam', payload: { trainId } });
    await store.dispatch({ type: 'analysis/fetchTimeList', payload: { trainId } });
    await store.dispatch({
      type: 'analysis/fetchBalanceHistory',
      payload: { trainId, teamId: stateOf().teams[0].teamId },
    });
    await store.dispatch({ type: 'analysis/fetchOpen', payload: { trainId } });
    const s = store.getState().analysis;
    const orders = stateOf().teams.flatMap((t) => t.orders);
    expect(page.total).toBe(orders.length);
    expect(s.orderDetailList).toEqual(page.records);
    expect(s.retailOrderList).toEqual(retail.records);
    expect(s.orderTeamList.reduce((n: number, t: any) => n + t.orderCount, 0)).toBe(orders.length);
    expect(s.menuDetailList).toEqual(meeting.rows);
    expect(s.companyMessageList).toHaveLength(4);
    const table = teamMetricsTable(stateOf());
    expect(s.NetWorkTeamList.map((r: any) => [r.teamId, r.advertising, r.sales])).toEqual(
      table.map((r) => [
        r.teamId,
        r.metrics.advertisingTotal,
        Object.values(r.metrics.salesByMarket).reduce((a, b) => a + b, 0),
      ]),
    );
    expect(s.allInOne.map((r: any) => r.revenue)).toEqual(earningsAnalysis(stateOf()).map((r) => r.revenue));
    expect(s.creditDetail.summary).toHaveLength(4);
    expect(s.cfoTeamList.map((r: any) => r.round)).toEqual([4, 4, 4, 4]);
    expect(s.timeList).toHaveLength(8);
    expect(s.balanceHistory.map((r: any) => r.round)).toEqual([1, 2, 3, 4]);
    expect(s.analysisOpen).toBe(0);
    expect((await store.dispatch({ type: 'analysis/fetchCompanyOptions', payload: { trainId } })).teams).toHaveLength(
      4,
    );
    expect((await store.dispatch({ type: 'analysis/fetchCreditOptions', payload: { trainId } })).kinds).toHaveLength(2);
    await store.dispatch({ type: 'analysis/reset' });
    expect(store.getState().analysis).toEqual(initialAnalysisState());
  });
});
