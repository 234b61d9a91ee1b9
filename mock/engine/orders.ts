import type { GameState, Order, RuleParams, TeamState } from './types';
import { rngFor } from './rng';
import { roundToYearQuarter } from './time';

/**
 * Orders of the meeting held at the start of `round`, from the rule and the seed only (plus the
 * teacher's market shocks and the number of teams still in business), so they can be recomputed.
 *
 * Per market × product: units = demandPerTeam × active teams × (80..120 %) × shock %, divided by 4
 * when teams advertise every round. Units are cut into orders of qtyMin..qtyMax; each order draws
 * a unit price in the price range (× price shock), a delivery quarter from the meeting's quarter
 * to Q4, a receivable term in the term range and, with probability qualPct, one qualification.
 * The dealer orders of the game that name `round` are added after them.
 */
export function generateOrders(state: GameState, round: number): Order[] {
  const rule = state.rule;
  const { year, quarter } = roundToYearQuarter(round);
  if (year < 1) return [];
  let active = 0;
  for (const t of state.teams) if (!t.bankrupt) active++;
  const meetingsPerYear = rule.advertisingPerRound ? 4 : 1;
  const orders: Order[] = [];
  for (const g of rule.orderGen) {
    if (year < g.fromYear) continue;
    const rng = rngFor(state.seed, `orders|${round}|${g.market}|${g.product}`);
    const mod = state.marketModifiers[g.market] ?? { demandPct: 100, pricePct: 100 };
    const factor = rng.int(80, 120);
    let left = Math.round((g.demandPerTeam * active * factor * mod.demandPct) / (100 * 100 * meetingsPerYear));
    let n = 0;
    while (left > 0) {
      const quantity = Math.min(left, rng.int(g.qtyMin, g.qtyMax));
      left -= quantity;
      const unitPrice = Math.max(1, Math.round((rng.int(g.priceMin, g.priceMax) * mod.pricePct) / 100));
      const deliveryQuarter = rng.int(quarter, 4);
      const receivableTerm = rng.int(g.termMin, g.termMax);
      let requiredQualification: string | null = null;
      if (rule.qualifications.length > 0 && g.qualPct > 0 && rng.chance(g.qualPct)) {
        requiredQualification = rule.qualifications[rng.int(0, rule.qualifications.length - 1)].code;
      }
      n++;
      orders.push({
        id: `O${round}-${g.market}-${g.product}-${n}`,
        round,
        market: g.market,
        product: g.product,
        quantity,
        unitPrice,
        totalPrice: unitPrice * quantity,
        deliveryQuarter,
        dueRound: (year - 1) * 4 + deliveryQuarter,
        receivableTerm,
        requiredQualification,
      });
    }
  }
  // Dealer orders naming this round join the pool as they are (no draw), due in their quarter of
  // the meeting's year (never before the meeting's quarter), paid on the rule's shortest term.
  let d = 0;
  for (const o of state.dealerOrders ?? []) {
    if (o.round !== round) continue;
    if (!rule.markets.some((m) => m.code === o.market) || !rule.products.some((p) => p.code === o.product)) continue;
    const deliveryQuarter = Math.min(4, Math.max(quarter, o.deliveryQuarter));
    const gen = rule.orderGen.find((g) => g.market === o.market && g.product === o.product);
    d++;
    orders.push({
      id: `O${round}-D-${d}`,
      round,
      market: o.market,
      product: o.product,
      quantity: o.quantity,
      unitPrice: o.unitPrice,
      totalPrice: o.unitPrice * o.quantity,
      deliveryQuarter,
      dueRound: (year - 1) * 4 + deliveryQuarter,
      receivableTerm: gen?.termMin ?? 0,
      requiredQualification: null,
    });
  }
  return orders;
}

/** Why `team` may not take `order` (Chinese), or null when it may. */
export function orderIneligibility(rule: RuleParams, team: TeamState, order: Order): string | null {
  if (team.bankrupt) return '企业已破产，不能选单';
  if (!team.markets[order.market]?.done) {
    const m = rule.markets.find((x) => x.code === order.market);
    return `尚未完成${m ? m.name : order.market}市场开拓，不能选择该市场的订单`;
  }
  if (!team.products[order.product]?.done) {
    const p = rule.products.find((x) => x.code === order.product);
    return `尚未完成${p ? p.name : order.product}的研发，不能选择该产品的订单`;
  }
  if (order.requiredQualification && !team.qualifications[order.requiredQualification]?.done) {
    return `该订单要求 ${order.requiredQualification} 资质，本组尚未取得`;
  }
  return null;
}
