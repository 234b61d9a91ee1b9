import { teamScores } from '../engine';
import type { DbTraining } from '../db/game';
import { actingGroup, gameOf, groupOf, ownTraining, play, trainingOf } from './gameShared';
import { type Ctx, num, oneOf, refuse, CODE, text } from './kit';

/**
 * The training family's calls about a game in play: scores, bankruptcy, a team's material orders,
 * supplementary orders and the network-marketing lists. Merged into trainingResolvers.
 */
function scoreRows(ctx: Ctx, training: DbTraining) {
  return teamScores(gameOf(ctx, training).state);
}

/** One score column per team: { teamId, teamName, score }. */
function scoreColumn(ctx: Ctx, column: 'countScore' | 'pdcaScore' | 'platformScore') {
  return scoreRows(ctx, trainingOf(ctx)).map((row) => ({ teamId: row.teamId, teamName: row.teamName, score: row[column] }));
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
  supplementaryOrder: (_ctx: Ctx): unknown => refuse(CODE.serverError, '补单功能尚未实现'),
  checkSupplementaryOrder: (_ctx: Ctx): unknown => refuse(CODE.serverError, '补单功能尚未实现'),
  getNetWorkTeam: (_ctx: Ctx): unknown => refuse(CODE.serverError, '网络营销功能尚未实现'),
  getNetWorkList: (_ctx: Ctx): unknown => refuse(CODE.serverError, '网络营销功能尚未实现'),
};
