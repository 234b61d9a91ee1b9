import type { GameState, Result } from './types';
import { bookPnl, stockOf, takeFifo } from './ledger';
import { yearOf } from './time';
import { addTo, mutateTeam, nextId } from './util';

/**
 * Delivers an order from finished goods, on or before its due round. Revenue is recognised now;
 * the money comes as cash (term 0) or as a receivable collected in the settlement of round
 * current + term − 1.
 */
export function deliverOrder(
  state: GameState,
  teamId: string,
  orderId: string,
): Result<{ revenue: number; cost: number }> {
  const round = state.currentRound;
  return mutateTeam(state, teamId, ['goods', 'pnl', 'receivables', 'orders', 'stats'], (team, next) => {
    const oi = team.orders.findIndex((o) => o.id === orderId);
    if (oi < 0) return '订单不存在';
    const order = team.orders[oi];
    if (order.status === 'delivered') return '订单已交货';
    if (order.status === 'cancelled') return '订单已取消';
    if (round > order.dueRound) return '订单已超过交货期，年末将按违约处理';
    const have = stockOf(team.goodsLots, order.product);
    if (have < order.quantity) return `产品库存不足：需要 ${order.quantity} 个，库存 ${have} 个`;
    const cost = takeFifo(team.goodsLots, order.product, order.quantity);
    bookPnl(team, 'revenue', order.totalPrice);
    bookPnl(team, 'directCost', cost);
    if (order.receivableTerm <= 0) team.cash += order.totalPrice;
    else
      team.receivables.push({
        id: nextId(next, 'AR'),
        orderId: order.id,
        amount: order.totalPrice,
        dueRound: round + order.receivableTerm - 1,
      });
    team.orders[oi] = { ...order, status: 'delivered', deliveredRound: round };
    const s = team.stats;
    addTo(s.salesByMarket, order.market, order.totalPrice);
    addTo(s.salesByProduct, order.product, order.totalPrice);
    addTo(s.salesQtyByProduct, order.product, order.quantity);
    s.ordersDelivered.count += 1;
    s.ordersDelivered.quantity += order.quantity;
    s.ordersDelivered.value += order.totalPrice;
    const year = String(yearOf(round));
    const sales = { ...(team.salesByYear[year] ?? {}) };
    addTo(sales, order.market, order.totalPrice);
    team.salesByYear = { ...team.salesByYear, [year]: sales };
    return { data: { revenue: order.totalPrice, cost } };
  });
}
