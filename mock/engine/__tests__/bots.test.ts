import {
  advertisingAnalysis,
  capacityAnalysis,
  costProfitAnalysis,
  earningsAnalysis,
  liabilitiesAnalysis,
  marketShare,
  orderAnalysis,
  playBotRound,
  playScriptedGame,
  presetRules,
  salesAnalysis,
  teamHistory,
  teamMetricsTable,
  teamScores,
  teamView,
} from '../index';
import type { RuleParams } from '../types';
import { recordProblems, teamsOf } from './helpers';

const play = (rule: RuleParams, seed = 7, rounds = 8, teams = 6) =>
  playScriptedGame({ rule, seed, teams: teamsOf(teams), rounds, now: 1_700_000_000_000 });

describe('scripted bot games', () => {
  const games = presetRules.map((rule) => ({ rule, state: play(rule) }));

  it('are deterministic: same input, same state', () => {
    const again = play(presetRules[0]);
    expect(JSON.stringify(again)).toBe(JSON.stringify(games[0].state));
    expect(JSON.stringify(play(presetRules[0], 8))).not.toBe(JSON.stringify(games[0].state));
  });

  it('balance every team in every round under every preset', () => {
    for (const { state } of games) {
      expect(state.history).toHaveLength(8);
      for (const rec of state.history) for (const t of rec.teams) expect(recordProblems(t)).toEqual([]);
    }
  });

  it('actually trade: orders are taken and delivered, and lines produce', () => {
    for (const { state } of games) {
      const rows = teamMetricsTable(state);
      const taken = rows.reduce((n, r) => n + r.metrics.ordersTaken.count, 0);
      const delivered = rows.reduce((n, r) => n + r.metrics.ordersDelivered.count, 0);
      expect(taken).toBeGreaterThan(20);
      expect(delivered).toBeGreaterThan(taken / 2);
      expect(rows.every((r) => r.metrics.capacity.used > 0)).toBe(true);
    }
  });

  it('the presets play differently', () => {
    const equity = games.map(({ state }) =>
      state.history[7].teams.map((t) => t.balanceSheet.ownerEquityTotal.end).join(','),
    );
    expect(new Set(equity).size).toBe(3);
    const meetings = games.map(({ state }) => state.pastMenus.length);
    expect(meetings).toEqual([2, 8, 2]);
  });

  it('survive a JSON round trip (localStorage / file) and play on identically', () => {
    const half = playScriptedGame({ rule: presetRules[1], seed: 4, teams: teamsOf(4), rounds: 3, roundNumber: 6 });
    const copy = JSON.parse(JSON.stringify(half));
    // toEqual and a check for undefined, not toStrictEqual: the engine copies with structuredClone,
    // whose objects belong to Node's realm, not to the test's (jest-fixed-jsdom), and so differ in type.
    expect(copy).toEqual(half);
    expect(JSON.stringify(half, (_key, value) => (value === undefined ? '<undefined>' : value))).not.toContain(
      '<undefined>',
    );
    let a = half;
    let b = copy;
    for (let i = 3; i < 6; i++) {
      a = playBotRound(a, 1_700_000_000_000 + i * 3_600_000);
      b = playBotRound(b, 1_700_000_000_000 + i * 3_600_000);
    }
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(a.status).toBe('finished');
  });

  it('can leave a longer game running after the played rounds (pre-played training)', () => {
    const s = playScriptedGame({ rule: presetRules[0], seed: 1, teams: teamsOf(4), rounds: 4, roundNumber: 8 });
    expect(s.status).toBe('running');
    expect(s.currentRound).toBe(5);
    expect(s.menu?.phase).toBe(1);
    expect(s.history).toHaveLength(4);
  });
});

describe('analysis queries', () => {
  const state = play(presetRules[1], 3, 8, 5);

  it('market shares add up to exactly 100 % in every market with sales', () => {
    for (const round of [undefined, 2, 5, 8]) {
      const rows = marketShare(state, round);
      expect(rows.map((r) => r.market)).toEqual(state.rule.markets.map((m) => m.code));
      for (const m of rows) {
        const bp = m.teams.reduce((n, t) => n + t.shareBp, 0);
        expect(bp).toBe(m.total > 0 ? 10000 : 0);
        expect(m.teams.reduce((n, t) => n + t.revenue, 0)).toBe(m.total);
      }
    }
    const all = marketShare(state);
    expect(all.some((m) => m.total > 0)).toBe(true);
  });

  it('sales by market over all rounds equal the delivered order values', () => {
    const share = marketShare(state);
    for (const t of state.teams) {
      const delivered = t.orders.filter((o) => o.status === 'delivered');
      for (const m of share) {
        const fromOrders = delivered.filter((o) => o.market === m.market).reduce((n, o) => n + o.totalPrice, 0);
        expect(m.teams.find((x) => x.teamId === t.teamId)!.revenue).toBe(fromOrders);
      }
    }
  });

  it('team history has every settled round with the three statements', () => {
    const h = teamHistory(state, 'T2');
    expect(h.map((r) => [r.round, r.year, r.quarter])).toEqual([
      [1, 1, 1],
      [2, 1, 2],
      [3, 1, 3],
      [4, 1, 4],
      [5, 2, 1],
      [6, 2, 2],
      [7, 2, 3],
      [8, 2, 4],
    ]);
    for (const r of h) {
      expect(Object.keys(r.balanceSheet)).toHaveLength(20);
      expect(Object.keys(r.incomeStatement)).toHaveLength(12);
      expect(Object.keys(r.expenses)).toHaveLength(16);
      expect(r.cashLimits.map((c) => c.posCode)).toEqual(['CEO', 'CFO', 'CMO', 'COO', 'CPO']);
    }
    // income statements are year to date: Q1 starts again
    expect(h[4].incomeStatement.netRevenues.end).toBe(h[4].metrics.earnings.revenue);
    expect(h[7].incomeStatement.netRevenues.end).toBe(h.slice(4).reduce((n, r) => n + r.metrics.earnings.revenue, 0));
  });

  it('analysis tables have one row per team and consistent numbers', () => {
    const n = state.teams.length;
    for (const f of [
      advertisingAnalysis,
      orderAnalysis,
      salesAnalysis,
      capacityAnalysis,
      earningsAnalysis,
      liabilitiesAnalysis,
      costProfitAnalysis,
    ]) {
      expect(f(state)).toHaveLength(n);
      expect(f(state, 3)).toHaveLength(n);
    }
    for (const c of capacityAnalysis(state)) expect(c.utilisation).toBeLessThanOrEqual(1);
    const earnings = earningsAnalysis(state);
    const cost = costProfitAnalysis(state);
    for (let i = 0; i < n; i++) {
      const c = cost[i];
      expect(c.netIncome).toBe(earnings[i].netIncome);
      expect(
        c.revenue - c.directCost - c.expenses - c.depreciation - c.financeCharge - c.financeCost - c.incomeTaxes,
      ).toBe(c.netIncome);
    }
    const last = liabilitiesAnalysis(state, 8);
    for (let i = 0; i < n; i++) expect(last[i].total).toBe(state.history[7].teams[i].balanceSheet.liabilitiesTotal.end);
  });

  it('scores and the team view are available for every team', () => {
    const scores = teamScores(state);
    expect(scores).toHaveLength(state.teams.length);
    for (const s of scores) {
      expect(s.countScore).toBe(s.bankrupt ? 0 : Math.max(0, Math.round((s.equity * (100 + s.potential)) / 100)));
      expect(s.pdcaScore).toBeGreaterThanOrEqual(0);
      expect(s.pdcaScore).toBeLessThanOrEqual(100);
      expect(s.platformScore).toBeLessThanOrEqual(100);
    }
    const v = teamView(state, 'T1')!;
    expect(v.balance.assetsTotal).toBe(v.balance.liabilitiesEquityTotal);
    expect(v.markets.map((m) => m.code)).toEqual(['LOCAL', 'REGION', 'DOMESTIC', 'ASIA', 'INTL']);
    expect(teamView(state, 'nope')).toBeUndefined();
  });
});
