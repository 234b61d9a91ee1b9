import { postCashLimits, teamView, type TeamAction } from '../engine';
import { liveGame, playConsole, requireRunning } from './consoleShared';
import { actingGroup, asActor, postName, seatOf, trainingOf } from './gameShared';
import { type Ctx, type FamilyResolvers, int, oneOf, text } from './kit';

/**
 * A team's own operations (added endpoints): its state as the engine sees it, and its decisions for
 * the current round mapped onto the engine's team actions (docs/GAME_RULES.md §3). A student acts
 * for their own group only, whatever their post, within the post's cash limit; a teacher names the group.
 */

export const TEAM_OPERATIONS = [
  'developMarket',
  'developProduct',
  'applyQualification',
  'buildLine',
  'convertLine',
  'sellLine',
  'startProduction',
  'orderMaterial',
  'cancelMaterialOrder',
  'takeLoan',
  'repayLoan',
  'deliverOrder',
  'discountReceivables',
] as const;
type Operation = (typeof TEAM_OPERATIONS)[number];

const KINDS = ['long', 'short'] as const;

/** The engine action of an operation, from the call's fields (each validated, named in Chinese). */
function actionOf(ctx: Ctx, type: Operation, teamId: string): TeamAction {
  switch (type) {
    case 'developMarket':
      return { type, teamId, market: text(ctx, 'market', '市场') };
    case 'developProduct':
      return { type, teamId, product: text(ctx, 'product', '产品') };
    case 'applyQualification':
      return { type, teamId, qualification: text(ctx, 'qualification', '资质') };
    case 'buildLine':
      return { type, teamId, lineType: text(ctx, 'lineType', '生产线类型'), product: text(ctx, 'product', '产品') };
    case 'convertLine':
      return { type, teamId, lineId: text(ctx, 'lineId', '生产线'), product: text(ctx, 'product', '产品') };
    case 'sellLine':
      return { type, teamId, lineId: text(ctx, 'lineId', '生产线') };
    case 'startProduction':
      return {
        type,
        teamId,
        lineId: text(ctx, 'lineId', '生产线'),
        quantity: int(ctx, 'quantity', '生产数量', { min: 1, max: 9999 }),
      };
    case 'orderMaterial':
      return {
        type,
        teamId,
        material: text(ctx, 'material', '原料'),
        quantity: int(ctx, 'quantity', '采购数量', { min: 1, max: 9999 }),
      };
    case 'cancelMaterialOrder':
      return { type, teamId, orderId: text(ctx, 'orderId', '原料订单') };
    case 'takeLoan':
      return {
        type,
        teamId,
        kind: oneOf(ctx, 'kind', '贷款类型', KINDS),
        amount: int(ctx, 'amount', '贷款金额', { min: 1, max: 1000000 }),
      };
    case 'repayLoan':
      return { type, teamId, kind: oneOf(ctx, 'kind', '贷款类型', KINDS), loanId: text(ctx, 'loanId', '贷款') };
    case 'deliverOrder':
      return { type, teamId, orderId: text(ctx, 'orderId', '订单') };
    case 'discountReceivables':
      return { type, teamId, amount: int(ctx, 'amount', '贴现金额', { min: 1, max: 1000000 }) };
  }
}

/** The team's state with its seat, this round's cash-limit list (limit, spent, remaining per post) and the rule's options for the decision forms. */
function stateOf(ctx: Ctx) {
  const training = trainingOf(ctx);
  const group = actingGroup(ctx, training);
  const state = liveGame(ctx, training).state;
  const view = teamView(state, group.groupId)!;
  const seat = seatOf(ctx, training);
  const rule = state.rule;
  return {
    ...view,
    groupId: group.groupId,
    groupNum: group.groupNum,
    groupName: group.groupName,
    postId: seat?.postId ?? null,
    postName: seat ? postName(seat.postId) : null,
    trainState: training.state,
    cashLimits: postCashLimits(state, group.groupId),
    options: {
      lineTypes: rule.lineTypes.map((l) => ({
        code: l.code,
        name: l.name,
        price: l.price,
        buildRounds: l.buildRounds,
        capacity: l.capacity,
      })),
      loanUnit: rule.loan.loanUnit,
      maxLines: rule.maxLines,
    },
  };
}

export const teamResolvers: FamilyResolvers<'team'> = {
  state: stateOf,
  /** One decision (`type` + its fields); answers the team's new state. */
  operate(ctx) {
    const training = trainingOf(ctx);
    const group = actingGroup(ctx, training);
    requireRunning(training);
    const type = oneOf(ctx, 'type', '操作类型', TEAM_OPERATIONS);
    // A student's action spends their post's cash limit; the teacher acting for a group has none.
    playConsole(ctx, training, asActor(ctx, training, actionOf(ctx, type, group.groupId)));
    return stateOf(ctx);
  },
};
