import type { GameState, Result } from './types';
import { addLot } from './ledger';
import { mutateTeam, nextId } from './util';

/**
 * Orders material at today's price. With a lead time of L rounds it arrives, and is paid, in the
 * settlement of round current + L − 1 (usable from round current + L); with L = 0 it arrives and
 * is paid at once.
 */
export function orderMaterial(
  state: GameState,
  teamId: string,
  material: string,
  quantity: number,
): Result<{ orderId: string | null }> {
  const m = state.rule.materials.find((x) => x.code === material);
  if (!m) return { ok: false, msg: `原料“${String(material)}”不存在` };
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 9999)
    return { ok: false, msg: '采购数量必须是 1 到 9999 之间的整数' };
  const price = state.materialPrices[m.code] ?? m.price;
  const round = state.currentRound;
  return mutateTeam<{ orderId: string | null }>(state, teamId, ['materials'], (team, next) => {
    if (m.leadRounds === 0) {
      const cost = price * quantity;
      if (team.cash < cost) return `现金不足：需要 ${cost} 万元，现有现金 ${team.cash} 万元`;
      team.cash -= cost;
      addLot(team.materialLots, m.code, quantity, price);
      return { data: { orderId: null } };
    }
    const id = nextId(next, 'M');
    team.materialOrders.push({
      id,
      code: m.code,
      qty: quantity,
      unitPrice: price,
      orderedRound: round,
      arriveRound: round + m.leadRounds - 1,
    });
    return { data: { orderId: id } };
  });
}

/** Cancels a material order that has not arrived (nothing has been paid for it yet). */
export function cancelMaterialOrder(state: GameState, teamId: string, orderId: string): Result {
  return mutateTeam(state, teamId, ['materials'], (team) => {
    const i = team.materialOrders.findIndex((o) => o.id === orderId);
    if (i < 0) return '原料订单不存在或已到货';
    team.materialOrders.splice(i, 1);
    return undefined;
  });
}
