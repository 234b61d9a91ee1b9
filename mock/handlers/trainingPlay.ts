import { orderIneligibility, teamMetricsTable, teamScores, unpickedOrders } from '../engine';
import type { DbTraining } from '../db/game';
import { onlyVisibleTeams } from './analysisScope';
import { grantOrderCall, liveGame, namesOf, orderRow } from './consoleShared';
import { actingGroup, gameOf, groupOf, groupsOf, ownTraining, play, trainingOf } from './gameShared';
import { type Ctx, int, num, oneOf, text } from './kit';

/**
 * The training family's calls about a game in play: scores, bankruptcy, a team's material orders,
 * supplementary orders and the network-marketing lists. Merged into trainingResolvers.
 */
function scoreRows(ctx: Ctx, training: DbTraining) {
  return onlyVisibleTeams(ctx, teamScores(gameOf(ctx, training).state));
}

/** One score column per team: { teamId, teamName, score }. */
function scoreColumn(ctx: Ctx, column: 'countScore' | 'pdcaScore' | 'platformScore') {
  return scoreRows(ctx, trainingOf(ctx)).map((row) => ({
    teamId: row.teamId,
    teamName: row.teamName,
    score: row[column],
  }));
}

export const trainingPlayResolvers = {
  getTeamScoreList(ctx: Ctx) {
    return scoreRows(ctx, trainingOf(ctx));
  },
  getPlatformConstruction: (ctx: Ctx) => scoreColumn(ctx, 'platformScore'),
  getPDCA: (ctx: Ctx) => scoreColumn(ctx, 'pdcaScore'),
  getCountScore: (ctx: Ctx) => scoreColumn(ctx, 'countScore'),
  inputScore(ctx: Ctx) {
    const training = ownTraining(ctx);
    const group = groupOf(ctx, training);
    const score = num(ctx, 'score', '评分', { min: 0, max: 100 });
    play(ctx, training, { type: 'inputScore', teamId: group.groupId, score });
    return scoreRows(ctx, training).find((r) => r.teamId === group.groupId);
  },
  clickBankruptcy(ctx: Ctx) {
    const training = ownTraining(ctx);
    const group = groupOf(ctx, training);
    const bankrupt = oneOf(ctx, 'bankrupt', '破产标记', ['0', '1'], '1') === '1';
    play(ctx, training, { type: 'markBankruptcy', teamId: group.groupId, bankrupt });
    return { groupId: group.groupId, bankrupt };
  },
  delMaterialOrder(ctx: Ctx) {
    const training = trainingOf(ctx);
    const group = actingGroup(ctx, training);
    const orderId = text(ctx, 'orderId', '原料订单编号');
    play(ctx, training, { type: 'cancelMaterialOrder', teamId: group.groupId, orderId });
    return null;
  },
  /** Gives a team (`groupId`) an order (`orderId`) left unpicked by the finished meeting of this round. */
  supplementaryOrder: (ctx: Ctx) => grantOrderCall(ctx, { requireFinished: true }),
  /** The orders left unpicked by this round's finished meeting, each with the teams eligible for it (or for `groupId` only). */
  checkSupplementaryOrder(ctx: Ctx) {
    const training = trainingOf(ctx);
    const state = liveGame(ctx, training).state;
    const only = ctx.params.groupId ? groupOf(ctx, training).groupId : undefined;
    const finished = state.menu?.round === state.currentRound && state.menu.phase === 4;
    const orders = finished ? unpickedOrders(state).filter(({ order }) => order.dueRound >= state.currentRound) : [];
    const names = namesOf(state);
    const rows = orders.map(({ order }) => ({
      ...orderRow(state, order),
      teams: state.teams
        .filter((t) => (!only || t.teamId === only) && !orderIneligibility(state.rule, t, order))
        .map((t) => ({ teamId: t.teamId, teamName: names.team(t.teamId) })),
    }));
    return { finished, orders: only ? rows.filter((r) => r.teams.length > 0) : rows };
  },
  /**
   * Network marketing (see docs/ASSUMPTIONS.md): the engine has no online channel, so this is each
   * team's marketing efficiency: advertising spent and delivered sales over the settled rounds.
   */
  getNetWorkTeam(ctx: Ctx) {
    const training = trainingOf(ctx);
    const state = gameOf(ctx, training).state;
    const groups = new Map(groupsOf(ctx, training).map((g) => [g.groupId, g.groupNum]));
    return onlyVisibleTeams(ctx, teamMetricsTable(state)).map(({ teamId, teamName, metrics }) => {
      const sales = Object.values(metrics.salesByMarket).reduce((a, b) => a + b, 0);
      return {
        teamId,
        teamName,
        groupNum: groups.get(teamId) ?? null,
        advertising: metrics.advertisingTotal,
        sales,
        ordersTaken: metrics.ordersTaken.count,
        salesPerAd: metrics.advertisingTotal > 0 ? Math.round((sales / metrics.advertisingTotal) * 100) / 100 : 0,
      };
    });
  },
  /** One team's (`groupId`, else the caller's own) advertising and sales per settled round and market. */
  getNetWorkList(ctx: Ctx) {
    const training = trainingOf(ctx);
    const group = actingGroup(ctx, training);
    const state = gameOf(ctx, training).state;
    const names = namesOf(state);
    const round = int(ctx, 'round', '回合', { required: false, min: 1, max: training.roundNumber });
    return state.history
      .filter((r) => Number.isNaN(round) || r.round === round)
      .flatMap((r) => {
        const metrics = r.teams.find((t) => t.teamId === group.groupId)?.metrics;
        if (!metrics) return [];
        return state.rule.markets
          .map((m) => ({
            round: r.round,
            year: r.year,
            quarter: r.quarter,
            market: m.code,
            marketName: names.market(m.code),
            advertising: Object.values(metrics.advertising[m.code] ?? {}).reduce((a, b) => a + b, 0),
            sales: metrics.salesByMarket[m.code] ?? 0,
          }))
          .filter((row) => row.advertising > 0 || row.sales > 0);
      });
  },
};
