/**
 * The project list: what a training plays with — its materials (with the current price), its
 * products (with their bill of materials) and its teams. Read from the running game's rule, or
 * from the training's rule before the game starts.
 */
import type { RuleParams } from '../engine';
import type { DbTraining } from '../db/game';
import { groupsOf, trainingOf } from './gameShared';
import { CODE, type Ctx, type FamilyResolvers, refuse } from './kit';

/** The rule a training plays: the game's copy once started, else its rule record's params. */
export function ruleOfTraining(ctx: Ctx, training: DbTraining): RuleParams {
  const game = ctx.db.games.find((g) => g.trainingId === training.id);
  if (game) return game.state.rule;
  const rule = ctx.db.rules.find((r) => r.id === training.ruleId);
  if (!rule) refuse(CODE.notFound, '实训的规则不存在');
  return rule.params;
}

export const projectResolvers: FamilyResolvers<'project'> = {
  list(ctx) {
    const training = trainingOf(ctx);
    const rule = ruleOfTraining(ctx, training);
    const game = ctx.db.games.find((g) => g.trainingId === training.id);
    const materialList = rule.materials.map((m) => ({
      code: m.code,
      name: m.name,
      price: game?.state.materialPrices[m.code] ?? m.price,
      leadRounds: m.leadRounds,
    }));
    const productList = rule.products.map((p) => ({
      code: p.code,
      name: p.name,
      processCost: p.processCost,
      devRounds: p.devRounds,
      bom: Object.entries(p.bom)
        .filter(([, qty]) => qty > 0)
        .map(([code, qty]) => ({ code, name: rule.materials.find((m) => m.code === code)?.name ?? code, qty })),
    }));
    const teams = groupsOf(ctx, training).map((g) => ({
      teamId: g.groupId,
      groupId: g.groupId,
      groupNum: g.groupNum,
      groupName: g.groupName,
      bankrupt: game?.state.teams.find((t) => t.teamId === g.groupId)?.bankrupt ?? false,
    }));
    return { materialList, productList, teams };
  },
};
