import type { GameState, Lot, Result } from './types';
import { addLot, bookPnl, payExpense, stockOf, takeFifo } from './ledger';
import { mutateTeam, nextId } from './util';

/** Builds a line: the full price is paid now; it produces from round current + buildRounds. */
export function buildLine(
  state: GameState,
  teamId: string,
  lineType: string,
  product: string,
): Result<{ lineId: string }> {
  const lt = state.rule.lineTypes.find((x) => x.code === lineType);
  if (!lt) return { ok: false, msg: `生产线类型“${String(lineType)}”不存在` };
  if (!state.rule.products.some((p) => p.code === product)) return { ok: false, msg: `产品“${String(product)}”不存在` };
  const round = state.currentRound;
  return mutateTeam(state, teamId, ['lines'], (team, next) => {
    if (team.lines.length >= state.rule.maxLines) return `生产线已达上限 ${state.rule.maxLines} 条`;
    if (team.cash < lt.price) return `现金不足：${lt.name}需要 ${lt.price} 万元，现有现金 ${team.cash} 万元`;
    team.cash -= lt.price;
    const id = nextId(next, 'L');
    const building = lt.buildRounds > 0;
    team.lines.push({
      id,
      type: lt.code,
      product,
      status: building ? 'building' : 'ready',
      readyRound: round + lt.buildRounds,
      builtRound: round,
      bookValue: lt.price,
      wip: null,
    });
    return { data: { lineId: id } };
  });
}

/** Switches an idle built line to another product (cost and rounds from the line type). */
export function convertLine(state: GameState, teamId: string, lineId: string, product: string): Result {
  if (!state.rule.products.some((p) => p.code === product)) return { ok: false, msg: `产品“${String(product)}”不存在` };
  const round = state.currentRound;
  return mutateTeam(state, teamId, ['lines', 'pnl'], (team) => {
    const line = team.lines.find((l) => l.id === lineId);
    if (!line) return '生产线不存在';
    const lt = state.rule.lineTypes.find((x) => x.code === line.type);
    if (!lt) return '生产线类型不存在';
    if (line.status !== 'ready') return line.status === 'building' ? '生产线尚在建设中' : '生产线正在转产中';
    if (line.wip) return '生产线本季正在生产，不能转产';
    if (line.product === product) return '生产线已在生产该产品';
    if (team.cash < lt.conversionCost)
      return `现金不足：转产需要 ${lt.conversionCost} 万元，现有现金 ${team.cash} 万元`;
    payExpense(team, 'conversion', lt.conversionCost);
    line.product = product;
    if (lt.conversionRounds > 0) {
      line.status = 'converting';
      line.readyRound = round + lt.conversionRounds;
    }
    return undefined;
  });
}

/** Sells an idle built line at its residual value (never above book value); the rest is a loss. */
export function sellLine(state: GameState, teamId: string, lineId: string): Result<{ proceeds: number; loss: number }> {
  return mutateTeam(state, teamId, ['lines', 'pnl'], (team) => {
    const i = team.lines.findIndex((l) => l.id === lineId);
    if (i < 0) return '生产线不存在';
    const line = team.lines[i];
    const lt = state.rule.lineTypes.find((x) => x.code === line.type);
    if (!lt) return '生产线类型不存在';
    if (line.status === 'building') return '在建生产线不能出售';
    if (line.wip) return '生产线本季正在生产，不能出售';
    const proceeds = Math.min(lt.resale, line.bookValue);
    const loss = line.bookValue - proceeds;
    team.lines.splice(i, 1);
    team.cash += proceeds;
    bookPnl(team, 'financeCost', loss);
    return { data: { proceeds, loss } };
  });
}

/**
 * Starts production of `quantity` units of the line's product: materials leave stock (FIFO) and
 * the processing cost is paid now; the units are finished goods after this round's settlement.
 */
export function startProduction(state: GameState, teamId: string, lineId: string, quantity: number): Result {
  return mutateTeam(state, teamId, ['lines', 'materials', 'stats'], (team) => {
    const line = team.lines.find((l) => l.id === lineId);
    if (!line) return '生产线不存在';
    const lt = state.rule.lineTypes.find((x) => x.code === line.type);
    const pr = state.rule.products.find((p) => p.code === line.product);
    if (!lt || !pr) return '生产线数据错误';
    if (line.status !== 'ready') return line.status === 'building' ? '生产线尚在建设中' : '生产线正在转产中';
    if (line.wip) return '该生产线本季已在生产';
    if (!team.products[pr.code]?.done) return `${pr.name}尚未研发完成，不能生产`;
    if (!Number.isInteger(quantity) || quantity < 1) return '生产数量必须是正整数';
    if (quantity > lt.capacity) return `超出产能：${lt.name}每季最多生产 ${lt.capacity} 个`;
    for (const [code, n] of Object.entries(pr.bom)) {
      const need = n * quantity;
      const have = stockOf(team.materialLots, code);
      if (need > have) return `原料 ${code} 不足：需要 ${need} 个，库存 ${have} 个`;
    }
    const processing = pr.processCost * quantity;
    if (team.cash < processing) return `现金不足：加工费需要 ${processing} 万元，现有现金 ${team.cash} 万元`;
    // cost unit by unit so that every finished unit has an integer cost even across price lots
    const lots: Lot[] = [];
    for (let u = 0; u < quantity; u++) {
      let unitCost = pr.processCost;
      for (const [code, n] of Object.entries(pr.bom)) if (n > 0) unitCost += takeFifo(team.materialLots, code, n);
      addLot(lots, pr.code, 1, unitCost);
    }
    team.cash -= processing;
    line.wip = { product: pr.code, lots };
    team.stats.capacityUsed += quantity;
    return undefined;
  });
}
