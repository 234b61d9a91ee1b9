import { balanceValues, loanLimits, type GameState } from '../engine';
import type { DbTraining } from '../db/game';
import { onlyVisibleTeams } from './analysisScope';
import { liveGame, playConsole, requireRunning } from './consoleShared';
import { gameOf, groupOf, groupsOf, ownTraining, trainingOf } from './gameShared';
import { CODE, type Ctx, type FamilyResolvers, int, refuse, text } from './kit';

/**
 * The general manager's team tools: materials and products of the game, the team list, capital
 * injections, the teacher's data corrections and the teams in good standing ("goodwill").
 */

/** productList: the materials plus the products of the game's rule (spec point 3). */
function productList(state: GameState) {
  const rule = state.rule;
  return [
    ...rule.materials.map((m) => ({
      code: m.code,
      name: m.name,
      type: 'material' as const,
      price: state.materialPrices[m.code] ?? m.price,
      leadRounds: m.leadRounds,
    })),
    ...rule.products.map((p) => ({
      code: p.code,
      name: p.name,
      type: 'product' as const,
      processCost: p.processCost,
      bom: p.bom,
      devRounds: p.devRounds,
    })),
  ];
}

/** teamList: every group's team with its cash, equity, bankruptcy and loans. */
export function teamList(ctx: Ctx, training: DbTraining) {
  const state = liveGame(ctx, training).state;
  return groupsOf(ctx, training).map((g) => {
    const team = state.teams.find((t) => t.teamId === g.groupId)!;
    const balance = balanceValues(team);
    const limits = loanLimits(state, team);
    return {
      teamId: team.teamId,
      groupId: g.groupId,
      groupNum: g.groupNum,
      groupName: g.groupName,
      teamName: team.teamName,
      cash: team.cash,
      equity: balance.ownerEquityTotal,
      assetsTotal: balance.assetsTotal,
      shareholderCapital: team.shareholderCapital,
      otherPayable: team.otherPayable,
      longLoans: limits.long.used,
      shortLoans: limits.short.used,
      bankrupt: team.bankrupt,
      bankruptReason: team.bankruptReason,
      openOrders: team.orders.filter((o) => o.status === 'open').length,
      materialOrders: team.materialOrders.map((o) => ({ ...o })),
      teacherScore: team.teacherScore,
    };
  });
}

/** Capital injection (amount in 万元) into one team: engine injectCapital. */
function inject(ctx: Ctx) {
  const training = ownTraining(ctx);
  requireRunning(training);
  const group = groupOf(ctx, training);
  const amount = int(ctx, 'amount', '注资金额', { min: 1, max: 100000 });
  playConsole(ctx, training, { type: 'injectCapital', teamId: group.groupId, amount });
  return teamList(ctx, training).find((t) => t.teamId === group.groupId);
}

export const gmResolvers: FamilyResolvers<'gm'> = {
  findProductAndMaterial(ctx) {
    return productList(gameOf(ctx, trainingOf(ctx)).state);
  },
  findTeamList(ctx) {
    return onlyVisibleTeams(ctx, teamList(ctx, trainingOf(ctx)));
  },
  /** Corrects a team's cash by `cashDelta` 万元 (booked as other gains or losses); `reason` is required. */
  updateData(ctx) {
    const training = ownTraining(ctx);
    requireRunning(training);
    const group = groupOf(ctx, training);
    const delta = int(ctx, 'cashDelta', '现金调整金额', { min: -100000, max: 100000 });
    if (delta === 0) refuse(CODE.badInput, '现金调整金额不能为 0');
    text(ctx, 'reason', '调整原因', { max: 200 });
    playConsole(ctx, training, { type: 'adjustCash', teamId: group.groupId, delta });
    return teamList(ctx, training).find((t) => t.teamId === group.groupId);
  },
  capitalInjection: inject,
  /** Teams in good standing: in business, nothing unpaid, no penalty and no late delivery so far. */
  getGoodwillTeam(ctx) {
    const training = trainingOf(ctx);
    const state = gameOf(ctx, training).state;
    return onlyVisibleTeams(ctx, teamList(ctx, training))
      .filter((t) => !t.bankrupt && t.otherPayable === 0)
      .filter((t) =>
        state.teams
          .find((x) => x.teamId === t.teamId)!
          .orders.every((o) => o.penalty === 0 && o.status !== 'cancelled'),
      )
      .map((t) => ({ teamId: t.teamId, groupNum: t.groupNum, teamName: t.teamName, equity: t.equity, cash: t.cash }));
  },
  /** Company data: the company name (`teamName`) shown in statements and rankings. */
  updateCompanyData(ctx) {
    const training = ownTraining(ctx);
    requireRunning(training);
    const group = groupOf(ctx, training);
    const teamName = text(ctx, 'teamName', '公司名称', { max: 30 });
    playConsole(ctx, training, { type: 'renameTeam', teamId: group.groupId, teamName });
    return teamList(ctx, training).find((t) => t.teamId === group.groupId);
  },
  /**
   * The same injection (`amount` 万元) into several companies at once (`groupIds`, repeated keys
   * or comma-separated); every group is checked before any is paid. Answers the whole team list.
   */
  companyInject(ctx) {
    const training = ownTraining(ctx);
    requireRunning(training);
    const ids = [...new Set((ctx.lists.groupIds ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()))].filter(
      Boolean,
    );
    if (!ids.length) refuse(CODE.badInput, '请选择要注资的公司');
    const groups = ids.map((id) => groupOf(ctx, training, id));
    const amount = int(ctx, 'amount', '注资金额', { min: 1, max: 100000 });
    for (const group of groups) playConsole(ctx, training, { type: 'injectCapital', teamId: group.groupId, amount });
    return teamList(ctx, training);
  },
};
