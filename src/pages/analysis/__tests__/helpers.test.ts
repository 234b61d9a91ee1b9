import type { TableData } from '@/services/analysis';
import analysisModel from '@/stores/analysis';
import { modelCalls } from '@/utils/model';
import { createModelStore } from '../../../../tests/utils/dva';
import { teamStatements } from '../../../../mock/engine';
import { loginAs, useMockBackend } from '../../../../tests/utils/mockServer';
import { sameValue } from '@/components/charts/sameValue';
import { barOption, pieOption, SAMPLE_AFTER, shareOption, TEAMS_DRAWN, trendOption, ZOOM_AFTER } from '../charts';
import { wonPerTeam } from '../IntelligentAnalysis/panels/MenuDetailPanel';
import { shareTable } from '../IntelligentAnalysis/panels/MarketSharePanel';
import { checkInputs, statementRows } from '../labels';

const backend = useMockBackend();
const db = () => backend.store.db;
/** The analysis calls as the screens make them: the model's effects, which send the same requests and resolve the answers. */
const analysis = () => modelCalls(analysisModel, createModelStore([analysisModel]).dispatch);
const running = () => db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;

describe('statement rows and the input check', () => {
  it('lists every key of each table in the spec order, with beginning, end and input', () => {
    const state = db().games.find((g) => g.trainingId === running().id)!.state;
    const record = teamStatements(state, state.teams[0].teamId, 4)!;
    const balance = statementRows(1, { ...record.balanceSheet, cash: { ...record.balanceSheet.cash, input: 5 } });
    expect(balance.map((r) => r.key)).toEqual(Object.keys(record.balanceSheet));
    expect(balance[0]).toEqual({ key: 'cash', ...record.balanceSheet.cash, input: 5 });
    expect(statementRows(2, record.cashLimits).map((r) => [r.key, r.end])).toEqual(
      record.cashLimits.map((r) => [r.posCode, r.cashLimit]),
    );
    expect(statementRows(3, record.incomeStatement).find((r) => r.key === 'netIncome')!.end).toBe(
      record.balanceSheet.yearProfits.end,
    );
    expect(statementRows(3, null)).toEqual([]);
  });

  it('counts only entered items and names those that differ from the computed value', () => {
    expect(
      checkInputs([
        { key: 'a', end: 1 },
        { key: 'b', end: 2 },
      ]),
    ).toEqual({ total: 2, filled: 0, mismatched: [] });
    expect(
      checkInputs([
        { key: 'a', end: 1, input: 1 },
        { key: 'b', end: 2, input: 3 },
        { key: 'c', end: -4, input: -4 },
        { key: 'd', end: 0 },
      ]),
    ).toEqual({
      total: 4,
      filled: 3,
      mismatched: ['b'],
    });
  });

  it('checks what a student saved through the mock against the engine’s figures', async () => {
    await loginAs('student');
    const id = running().id;
    const calls = analysis();
    const teams = await calls.fetchFinancialSelect({ trainId: id });
    const own = String(teams![0].teamId);
    const state = db().games.find((g) => g.trainingId === id)!.state;
    const income = teamStatements(state, own, 3)!.incomeStatement;
    const saved = await calls.saveInput({
      trainId: id,
      teamId: own,
      round: 3,
      code: 3,
      values: {
        netRevenues: income.netRevenues.end,
        directCost: income.directCost.end + 1,
        netIncome: income.netIncome.end - 2,
      },
    });
    // The effects answer any table; code 3 is the income statement.
    const check = checkInputs(statementRows(3, (saved as { data?: TableData[3] } | undefined)?.data));
    expect(check).toEqual({ total: 12, filled: 3, mismatched: ['directCost', 'netIncome'] });
    // Reloaded, the same check holds.
    const reloaded = await calls.fetchTable({ trainId: id, round: 3, code: 3 });
    expect(checkInputs(statementRows(3, reloaded as TableData[3] | null | undefined))).toEqual(check);
  });
});

describe('chart options', () => {
  const others = (count: number) => `其他 ${count} 组`;
  it('stacks market shares to 100 % per market', () => {
    const option = shareOption(
      [{ name: '本地', shares: [0.2902, 0.2524, 0.1609, 0.2965] }],
      ['第1组', '第2组', '第3组', '第4组'],
      others,
    ) as any;
    expect(option.series.map((s: any) => s.name)).toEqual(['第1组', '第2组', '第3组', '第4组']);
    expect(option.series.every((s: any) => s.stack === 'share')).toBe(true);
    expect(option.series.reduce((sum: number, s: any) => sum + s.data[0], 0)).toBeCloseTo(1, 10);
    expect(option.yAxis.max).toBe(1);
  });

  it('draws the largest teams of many one by one and the rest as one segment, still adding up to 100 %', () => {
    // 50 teams in two markets: team i weighs i + 1 in 本地 and 1 in 区域, but the first team has
    // all of 区域; each market's shares add up to 1.
    const teams = Array.from({ length: 50 }, (_, i) => `第${i + 1}组`);
    const local = teams.map((_, i) => (i + 1) / ((50 * 51) / 2));
    const region = teams.map((_, i) => (i === 0 ? 1 : 0));
    const option = shareOption(
      [
        { name: '本地', shares: local },
        { name: '区域', shares: region },
      ],
      teams,
      others,
    ) as any;
    expect(option.series.map((s: any) => s.name)).toEqual(['第1组', ...teams.slice(-(TEAMS_DRAWN - 1)), '其他 39 组']);
    expect(option.series.at(-1).itemStyle.color).toBeTruthy();
    for (const m of [0, 1])
      expect(option.series.reduce((sum: number, s: any) => sum + s.data[m], 0)).toBeCloseTo(1, 10);
    const pie = pieOption(
      '本地',
      teams.map((name, i) => ({ name, value: (i + 1) * 10 })),
      others,
    ) as any;
    const slices = pie.series[0].data;
    expect(slices).toHaveLength(TEAMS_DRAWN + 1);
    expect(slices.slice(0, TEAMS_DRAWN).map((s: any) => s.name)).toEqual(teams.slice(-TEAMS_DRAWN));
    expect(slices.at(-1)).toMatchObject({ name: '其他 39 组', value: ((39 * 40) / 2) * 10 });
    expect(slices.reduce((sum: number, s: any) => sum + s.value, 0)).toBe(((50 * 51) / 2) * 10);
    // Up to ZOOM_AFTER teams every team is its own slice.
    expect(
      pieOption(
        '本地',
        teams.slice(0, ZOOM_AFTER).map((name) => ({ name, value: 1 })),
        others,
      ).series,
    ).toMatchObject([{ data: expect.arrayContaining([{ name: '第12组', value: 1 }]) }]);
  });

  it('samples trends of more than 1,000 points and adds a zoom bar beyond 12 categories', () => {
    const rounds = Array.from({ length: 16 }, (_, i) => `R${i + 1}`);
    const teams = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `T${i}`, data: rounds.map(() => i) }));
    const small = trendOption(rounds, teams(4), 'money') as any;
    expect(small.series[0].sampling).toBeUndefined();
    const big = trendOption(rounds, teams(70), 'money') as any;
    expect(70 * 16).toBeGreaterThan(SAMPLE_AFTER);
    expect(big.series[0].sampling).toBe('lttb');
    expect(big.dataZoom).toHaveLength(2);
    const bars = barOption(
      Array.from({ length: ZOOM_AFTER + 1 }, (_, i) => `T${i}`),
      [{ name: 'x', data: [] }],
    ) as any;
    expect(bars.dataZoom[0]).toMatchObject({ type: 'slider', startValue: 0, endValue: ZOOM_AFTER - 1 });
    expect((barOption(['a'], [{ name: 'x', data: [1] }]) as any).dataZoom).toBeUndefined();
  });

  it('draws and changes every chart without animation, and starts a many-team trend with the first 12 lines', () => {
    const rounds = Array.from({ length: 16 }, (_, i) => `R${i + 1}`);
    const teams = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `T${i}`, data: rounds.map(() => i) }));
    expect(trendOption(rounds, teams(4), 'money')).toMatchObject({ animation: false });
    const big = trendOption(rounds, teams(50), 'money') as any;
    expect(big.animation).toBe(false);
    expect(Object.values(big.legend.selected).filter(Boolean)).toHaveLength(ZOOM_AFTER);
    expect(big.legend.selected.T0).toBe(true);
    expect(big.legend.selected.T49).toBe(false);
    expect((trendOption(rounds, teams(4), 'money') as any).legend.selected).toBeUndefined();
    const slices = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `T${i}`, value: i + 1 }));
    expect(pieOption('华东', slices(8), others)).toMatchObject({ animation: false });
    expect(barOption(['a'], [{ name: 'x', data: [1] }])).toMatchObject({ animation: false });
    expect(shareOption([{ name: '本地', shares: [1] }], ['第1组'], others)).toMatchObject({ animation: false });
  });

  it('builds equal options from equal rows, so a chart is not drawn again when its screen renders again', () => {
    const shares = () => [{ name: '本地', shares: [0.25, 0.75] }];
    expect(
      sameValue(shareOption(shares(), ['第1组', '第2组'], others), shareOption(shares(), ['第1组', '第2组'], others)),
    ).toBe(true);
    expect(
      sameValue(
        shareOption(shares(), ['第1组', '第2组'], others),
        shareOption([{ name: '本地', shares: [0.3, 0.7] }], ['第1组', '第2组'], others),
      ),
    ).toBe(false);
    const slices = () => [
      { name: '第1组', value: 5 },
      { name: '第2组', value: 7 },
    ];
    expect(sameValue(pieOption('本地', slices(), others), pieOption('本地', slices(), others))).toBe(true);
    const series = () => [
      { name: '收入', data: [1, 2] },
      { name: '毛利率', data: [0.1, 0.2], kind: 'ratio' as const },
    ];
    expect(sameValue(barOption(['第1组', '第2组'], series()), barOption(['第1组', '第2组'], series()))).toBe(true);
    expect(sameValue(trendOption(['R1', 'R2'], series(), 'ratio'), trendOption(['R1', 'R2'], series(), 'ratio'))).toBe(
      true,
    );
  });

  it('puts ratios on a second axis as a line, money as bars', () => {
    const option = barOption(
      ['a', 'b'],
      [
        { name: 'used', data: [1, 2], kind: 'count' },
        { name: 'rate', data: [0.5, 0.25], kind: 'ratio' },
      ],
    ) as any;
    expect(option.series.map((s: any) => [s.type, s.yAxisIndex])).toEqual([
      ['bar', 0],
      ['line', 1],
    ]);
    expect(option.yAxis[1].axisLabel.formatter(0.25)).toBe('25%');
    expect(option.yAxis[0].axisLabel.formatter(12345)).toBe('12,345');
  });
});

describe('panel tables', () => {
  it('turns market share answers into one row per team with each market’s sales and share', async () => {
    await loginAs('teacher');
    const answer = await analysis().fetchMarketShare({ trainId: running().id });
    const rows = shareTable(answer!.markets!);
    expect(rows.map((r) => r.teamName)).toEqual(['第1组', '第2组', '第3组', '第4组']);
    const local = answer!.markets!.find((m) => m.market === 'LOCAL')!;
    expect(rows.map((r) => r.cells.LOCAL.revenue)).toEqual(local.teams!.map((x) => x.revenue));
    expect(rows.reduce((s, r) => s + r.cells.LOCAL.share!, 0)).toBeCloseTo(1, 10);
  });

  it('sums the orders each team won in a meeting', async () => {
    await loginAs('teacher');
    const detail = await analysis().fetchMenuDetail({ trainId: running().id });
    const won = wonPerTeam(detail!.rows!);
    expect(won.reduce((s, w) => s + w.value!, 0)).toBe(detail!.rows!.reduce((s, r) => s + r.value!, 0));
    expect(new Set(won.map((w) => w.teamName)).size).toBe(won.length);
  });
});
