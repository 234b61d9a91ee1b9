import { lostTurns, type MenuState, type OrderRulePatch, yearOf } from '../engine';
import type { DbTraining } from '../db/game';
import { grantOrderCall, liveGame, namesOf, orderRow, playConsole, requireRunning } from './consoleShared';
import { gameOf, groupOf, ownTraining, trainingOf } from './gameShared';
import { CODE, type Ctx, type FamilyResolvers, int, oneOf, page, paging, refuse, text } from './kit';

/**
 * The general manager's orders: the order rules of a round's meeting (editable before its orders
 * are generated), the meeting's orders with who took them, withdrawing a team's order, and
 * repairing a pick a team lost by time-out.
 */

const RULE_FIELDS: { key: keyof OrderRulePatch; label: string; max: number }[] = [
  { key: 'fromYear', label: '开始年份', max: 100 },
  { key: 'demandPerTeam', label: '每组每年需求量', max: 10000 },
  { key: 'priceMin', label: '单价下限', max: 100000 },
  { key: 'priceMax', label: '单价上限', max: 100000 },
  { key: 'qtyMin', label: '每单数量下限', max: 10000 },
  { key: 'qtyMax', label: '每单数量上限', max: 10000 },
  { key: 'termMin', label: '账期下限', max: 8 },
  { key: 'termMax', label: '账期上限', max: 8 },
  { key: 'qualPct', label: '要求资质的概率', max: 100 },
];

/** The meeting of a round: the current one, or a past one. */
function menuOfRound(ctx: Ctx, training: DbTraining, round: number): MenuState | undefined {
  const state = liveGame(ctx, training).state;
  return state.menu?.round === round ? state.menu : state.pastMenus.find((m) => m.round === round);
}

function roundParam(ctx: Ctx, training: DbTraining): number {
  return int(ctx, 'round', '回合', {
    required: false,
    min: 1,
    max: training.roundNumber,
    fallback: training.currRound,
  });
}

export const gmOrderResolvers: FamilyResolvers<'gmOrder'> = {
  /** The order rules that apply to the meeting of `round`, with the market shocks in force. */
  getOrderRuleByRound(ctx) {
    const training = trainingOf(ctx);
    const round = roundParam(ctx, training);
    const state = gameOf(ctx, training).state;
    const names = namesOf(state);
    const year = yearOf(round);
    return state.rule.orderGen.map((g) => {
      const shock = state.marketModifiers[g.market] ?? { demandPct: 100, pricePct: 100 };
      return {
        ...g,
        marketName: names.market(g.market),
        productName: names.product(g.product),
        open: g.fromYear <= year,
        demandPct: shock.demandPct,
        pricePct: shock.pricePct,
      };
    });
  },
  /** The orders of a round's meeting (paged), each with its status and the team that took it. */
  getGmOrder(ctx) {
    const training = trainingOf(ctx);
    const round = roundParam(ctx, training);
    const menu = menuOfRound(ctx, training, round);
    const state = gameOf(ctx, training).state;
    const names = namesOf(state);
    const market = (ctx.params.market ?? '').trim();
    const product = (ctx.params.product ?? '').trim();
    const rows = (menu?.sessions ?? []).flatMap((s) => {
      const takenBy = new Map(s.picks.map((p) => [p.orderId, p.teamId]));
      return s.orderIdx.map((i) => {
        const order = menu!.orders[i];
        const teamId = takenBy.get(order.id) ?? null;
        const teamOrder = teamId
          ? state.teams.find((t) => t.teamId === teamId)?.orders.find((o) => o.id === order.id)
          : undefined;
        return {
          ...orderRow(state, order),
          teamId,
          teamName: names.team(teamId),
          state: teamOrder ? teamOrder.status : s.done ? 'unpicked' : 'open',
        };
      });
    });
    const filtered = rows.filter((r) => (!market || r.market === market) && (!product || r.product === product));
    return page(filtered, paging(ctx));
  },
  /** Edits the order rule of one market × product; later meetings generate their orders from it. */
  saveOrder(ctx) {
    const training = ownTraining(ctx);
    requireRunning(training);
    const market = text(ctx, 'market', '市场');
    const product = text(ctx, 'product', '产品');
    const patch: OrderRulePatch = {};
    for (const field of RULE_FIELDS) {
      const value = int(ctx, field.key, field.label, { required: false, min: 0, max: field.max });
      if (!Number.isNaN(value)) patch[field.key] = value;
    }
    if (!Object.keys(patch).length) refuse(CODE.badInput, '请至少修改一项订单规则');
    const { data } = playConsole<{ rule: unknown }>(ctx, training, { type: 'setOrderRule', market, product, patch });
    return data?.rule;
  },
  /** Withdraws a team's open order (`state=cancelled`): no penalty is charged. */
  updateState(ctx) {
    const training = ownTraining(ctx);
    requireRunning(training);
    const group = groupOf(ctx, training);
    const orderId = text(ctx, 'orderId', '订单编号');
    oneOf(ctx, 'state', '订单状态', ['cancelled'] as const);
    playConsole(ctx, training, { type: 'cancelTeamOrder', teamId: group.groupId, orderId });
    return { orderId, groupId: group.groupId, state: 'cancelled' };
  },
  /** Teams that lost a pick by time-out in the current meeting, with the orders left in that selection. */
  repairOrderGroups(ctx) {
    const training = trainingOf(ctx);
    const state = liveGame(ctx, training).state;
    const names = namesOf(state);
    const menu = state.menu;
    return lostTurns(state).map((l) => {
      const session = menu!.sessions.find((s) => s.market === l.market && s.product === l.product)!;
      return {
        ...l,
        teamName: names.team(l.teamId),
        marketName: names.market(l.market),
        productName: names.product(l.product),
        done: session.done,
        orders: session.done ? session.remaining.map((i) => orderRow(state, menu!.orders[i])) : [],
      };
    });
  },
  /** Gives a team that lost a pick by time-out an order left in that (finished) selection. */
  repairOrder: (ctx) => grantOrderCall(ctx, { requireLostTurn: true }),
};
