import type { AdItem, GameState, OrderGenRule, Result, RuleParams, TeamState } from './types';
import { applyQualification, developMarket, developProduct } from './development';
import { deliverOrder } from './delivery';
import { loanLimits, takeLoan } from './finance';
import { createGame } from './game';
import type { TeamInput } from './game';
import { stockOf } from './ledger';
import { orderMaterial } from './materials';
import { advertise, autoCancel, passPick, pickOrder, startMenu } from './menu';
import { orderIneligibility } from './orders';
import { buildLine, startProduction } from './production';
import { cashForecast } from './queries';
import { rngFor } from './rng';
import { settleRound } from './settle';
import { roundToYearQuarter, yearEndRound } from './time';
import { getTeam } from './util';

/**
 * Simple scripted teams, driven only through the public actions. They are deterministic (their
 * "personality" comes from the game seed and team id) so the mock backend can pre-play a seeded
 * training, and sim/bench can exercise the engine end to end.
 */

export interface BotPersonality {
  /** 0 careful … 2 bold: how many markets/products/lines it goes for and how much it borrows */
  aggression: number;
  /** line type it builds */
  lineType: string;
}

export function botPersonality(state: GameState, teamId: string): BotPersonality {
  const rng = rngFor(state.seed, `bot|${teamId}`);
  const aggression = rng.int(0, 2);
  const types = state.rule.lineTypes.filter((l) => l.capacity > 1);
  const pool = types.length > 0 ? types : state.rule.lineTypes;
  const lineType = pool[Math.min(pool.length - 1, aggression === 0 ? 0 : rng.int(0, pool.length - 1))].code;
  return { aggression, lineType };
}

const BUFFER = 20;

function productRule(rule: RuleParams, code: string) {
  return rule.products.find((p) => p.code === code);
}

/** Longest lead time of the materials of `product` the team lacks for one unit (0 if in stock). */
function materialWait(state: GameState, team: TeamState, product: string): number {
  const p = productRule(state.rule, product);
  if (!p) return 0;
  let wait = 0;
  for (const [code, n] of Object.entries(p.bom)) {
    if (n > 0 && stockOf(team.materialLots, code) < n) {
      wait = Math.max(wait, state.rule.materials.find((m) => m.code === code)?.leadRounds ?? 0);
    }
  }
  return wait;
}

/** Units of `product` the team can have ready to deliver by round `due`, minus what it owes. */
function freeSupply(state: GameState, team: TeamState, product: string, due: number): number {
  const r = state.currentRound;
  const start = r + materialWait(state, team, product);
  let units = stockOf(team.goodsLots, product);
  const canMake = !!team.products[product]?.done;
  for (const l of team.lines) {
    if (l.product !== product) continue;
    if (l.wip) units += l.wip.lots.reduce((s, x) => s + x.qty, 0);
    if (!canMake) continue;
    const cap = state.rule.lineTypes.find((t) => t.code === l.type)?.capacity ?? 0;
    const from = Math.max(start, l.status === 'ready' ? r + (l.wip ? 1 : 0) : l.readyRound);
    units += cap * Math.max(0, due - from);
  }
  for (const o of team.orders) if (o.status === 'open' && o.product === product) units -= o.quantity;
  return units;
}

/**
 * Advertising for this meeting: for every product it can make, enough picks to sell what its
 * lines can deliver by the end of the year, spread over its developed markets, within a budget
 * of part of its spare cash.
 */
export function botAdvertise(state: GameState, teamId: string, now: number): Result {
  const team = getTeam(state, teamId);
  if (!team || team.bankrupt) return { ok: false, msg: '队伍不存在或已破产' };
  const rule = state.rule;
  const pers = botPersonality(state, teamId);
  const { year } = roundToYearQuarter(state.currentRound);
  const yearEnd = yearEndRound(state.currentRound);
  // ads may be paid with a loan, but never cost more than a quarter of the sales they aim at
  const limits = loanLimits(state, team);
  const cashRoom = Math.max(0, cashForecast(state, team).net - BUFFER) + limits.long.available + limits.short.available;
  let salesValue = 0;
  for (const p of rule.products) {
    if (!team.products[p.code]?.done || !team.lines.some((l) => l.product === p.code)) continue;
    const g = rule.orderGen.find((x) => x.product === p.code && team.markets[x.market]?.done && x.fromYear <= year);
    if (g)
      salesValue += Math.max(0, freeSupply(state, team, p.code, yearEnd)) * Math.round((g.priceMin + g.priceMax) / 2);
  }
  let budget = Math.min(cashRoom, Math.floor(salesValue * (0.2 + 0.05 * pers.aggression)));
  const items: AdItem[] = [];
  const products = rule.products
    .filter((p) => team.products[p.code]?.done && team.lines.some((l) => l.product === p.code))
    .sort((a, b) => b.processCost - a.processCost || b.code.localeCompare(a.code));
  for (const p of products) {
    const markets = rule.markets.filter((m) => {
      const g = rule.orderGen.find((x) => x.market === m.code && x.product === p.code);
      return team.markets[m.code]?.done && g && g.fromYear <= year && g.demandPerTeam > 0;
    });
    if (markets.length === 0) continue;
    const supply = freeSupply(state, team, p.code, yearEnd);
    if (supply <= 0) continue;
    let qty = 0;
    for (const m of markets) {
      const g = rule.orderGen.find((x) => x.market === m.code && x.product === p.code) as OrderGenRule;
      qty += (g.qtyMin + g.qtyMax) / 2;
    }
    // picks wanted, one more when bold (some picks end in a pass)
    let picks = Math.ceil(supply / (qty / markets.length)) + (pers.aggression > 0 ? 1 : 0);
    for (let i = 0; i < markets.length && picks > 0; i++) {
      const k = Math.ceil(picks / (markets.length - i));
      let amount = rule.menu.minAd + Math.max(0, k - 1) * rule.menu.extraPickAd;
      while (amount > budget && amount > rule.menu.minAd) amount -= Math.max(1, rule.menu.extraPickAd);
      if (amount < rule.menu.minAd || amount > budget || amount <= 0) break;
      budget -= amount;
      picks -= rule.menu.extraPickAd > 0 ? 1 + Math.floor((amount - rule.menu.minAd) / rule.menu.extraPickAd) : 1;
      items.push({ market: markets[i].code, product: p.code, amount });
    }
  }
  if (items.length === 0) return { ok: true, state };
  const total = items.reduce((sum, x) => sum + x.amount, 0);
  let s = state;
  let gap = total + BUFFER - cashForecast(s, team).net;
  for (const kind of ['long', 'short'] as const) {
    if (gap <= 0) break;
    const unit = rule.loan.loanUnit;
    const amount = Math.min(
      loanLimits(s, getTeam(s, teamId) as TeamState)[kind].available,
      Math.ceil(gap / unit) * unit,
    );
    if (amount <= 0) continue;
    const r = takeLoan(s, teamId, kind, amount);
    if (r.ok) {
      s = r.state;
      gap -= amount;
    }
  }
  return advertise(s, teamId, items, { now });
}

// Orders of a selection sorted by value, cached per selection (its orderIdx array never changes),
// and a reusable marker of the orders still open, so a pick does not rescan the whole list.
const sortedCache = new WeakMap<number[], number[]>();
let mark = new Uint32Array(0);
let markGen = 0;

/** On its turn: the most valuable order it can deliver in time, else pass. */
export function botPick(state: GameState, teamId: string, now: number): Result<unknown> {
  const menu = state.menu;
  const team = getTeam(state, teamId);
  if (!menu || !team || menu.phase !== 3 || menu.sessionIndex < 0) return { ok: false, msg: '当前不在选单阶段' };
  const s = menu.sessions[menu.sessionIndex];
  const pass = () => passPick(state, teamId, { now, version: menu.version });
  if (freeSupply(state, team, s.product, yearEndRound(state.currentRound)) <= 0) return pass();
  let sorted = sortedCache.get(s.orderIdx);
  if (!sorted) {
    sorted = s.orderIdx
      .slice()
      .sort(
        (a, b) =>
          menu.orders[b].totalPrice - menu.orders[a].totalPrice ||
          menu.orders[b].unitPrice - menu.orders[a].unitPrice ||
          a - b,
      );
    sortedCache.set(s.orderIdx, sorted);
  }
  if (mark.length < menu.orders.length) mark = new Uint32Array(menu.orders.length * 2);
  markGen = (markGen + 1) >>> 0 || 1;
  for (const i of s.remaining) mark[i] = markGen;
  const supplyCache = new Map<number, number>();
  for (const i of sorted) {
    if (mark[i] !== markGen) continue;
    const o = menu.orders[i];
    if (orderIneligibility(state.rule, team, o) !== null) continue;
    let supply = supplyCache.get(o.dueRound);
    if (supply === undefined) supplyCache.set(o.dueRound, (supply = freeSupply(state, team, o.product, o.dueRound)));
    if (o.quantity <= supply) return pickOrder(state, teamId, o.id, { now, version: menu.version });
  }
  return pass();
}

/** Runs the whole selection with bots: every team with the turn picks or passes at once. */
export function runMenuWithBots(state: GameState, now: number): GameState {
  let s = state;
  let t = now;
  if (!s.menu || s.menu.round !== s.currentRound) return s;
  if (s.menu.phase === 1) {
    for (const team of s.teams) {
      if (team.bankrupt) continue;
      const r = botAdvertise(s, team.teamId, t);
      if (r.ok) s = r.state;
      t += 100;
    }
  }
  if (s.menu && (s.menu.phase === 1 || s.menu.phase === 2)) {
    const r = startMenu(s, { now: t });
    if (r.ok) s = r.state;
  }
  while (s.menu && s.menu.phase === 3 && s.menu.turn) {
    t += 500;
    const r = botPick(s, s.menu.turn.teamId, t);
    if (r.ok) s = r.state;
    else {
      const c = autoCancel(s, s.menu.turn.startTime + s.menu.duration * 1000);
      if (!c.ok) break;
      s = c.state;
    }
  }
  return s;
}

/** One team's operations for the round: deliver, produce, buy, develop, build, borrow. */
export function botOperate(state: GameState, teamId: string): GameState {
  let s = state;
  const me = (): TeamState => getTeam(s, teamId) as TeamState;
  if (!me() || me().bankrupt) return s;
  const rule = s.rule;
  const r = s.currentRound;
  const { quarter } = roundToYearQuarter(r);
  const pers = botPersonality(s, teamId);
  const apply = (res: Result<unknown>): boolean => {
    if (res.ok) s = res.state;
    return res.ok;
  };
  const net = (): number => cashForecast(s, me()).net;
  /** borrows (long first, then short) so that the coming settlement leaves at least `need` */
  const cover = (need: number): boolean => {
    let gap = need - net();
    if (gap <= 0) return true;
    const unit = rule.loan.loanUnit;
    for (const kind of ['long', 'short'] as const) {
      if (gap <= 0) break;
      const avail = loanLimits(s, me())[kind].available;
      const amount = Math.min(avail, Math.ceil(gap / unit) * unit);
      if (amount > 0 && apply(takeLoan(s, teamId, kind, amount))) gap -= amount;
    }
    return net() >= need;
  };

  // 1 deliver what can be delivered, most urgent first
  const open = me()
    .orders.filter((o) => o.status === 'open' && o.dueRound >= r)
    .sort((a, b) => a.dueRound - b.dueRound || b.totalPrice - a.totalPrice);
  for (const o of open) {
    if (stockOf(me().goodsLots, o.product) >= o.quantity) apply(deliverOrder(s, teamId, o.id));
  }

  // 2 produce on every idle ready line
  for (const line of me().lines) {
    if (line.status !== 'ready' || line.wip || !me().products[line.product]?.done) continue;
    const p = productRule(rule, line.product);
    const cap = rule.lineTypes.find((t) => t.code === line.type)?.capacity ?? 0;
    if (!p || cap <= 0) continue;
    for (const m of rule.materials) {
      const need = (p.bom[m.code] ?? 0) * cap - stockOf(me().materialLots, m.code);
      if (m.leadRounds === 0 && need > 0 && cover(BUFFER + need * (s.materialPrices[m.code] ?? m.price)))
        apply(orderMaterial(s, teamId, m.code, need));
    }
    let qty = cap;
    for (const [code, n] of Object.entries(p.bom))
      if (n > 0) qty = Math.min(qty, Math.floor(stockOf(me().materialLots, code) / n));
    if (qty > 0 && cover(BUFFER + qty * p.processCost)) apply(startProduction(s, teamId, line.id, qty));
  }

  // 3 material for the rounds ahead (lead ≥ 1): keep pipeline = per-round need × lead time
  for (const m of rule.materials) {
    if (m.leadRounds === 0) continue;
    let perRound = 0;
    for (const line of me().lines) {
      if (line.status !== 'ready' && line.readyRound > r + m.leadRounds) continue;
      const p = productRule(rule, line.product);
      const dev = me().products[line.product];
      if (!p || !dev || (!dev.done && dev.progress === 0)) continue;
      perRound += (p.bom[m.code] ?? 0) * (rule.lineTypes.find((t) => t.code === line.type)?.capacity ?? 0);
    }
    const pending = me().materialOrders.reduce((sum, o) => sum + (o.code === m.code ? o.qty : 0), 0);
    const want = perRound * m.leadRounds - stockOf(me().materialLots, m.code) - pending;
    if (want > 0) apply(orderMaterial(s, teamId, m.code, want));
  }

  // 4 development with spare cash
  // keep a reserve for next year's advertising; careful teams keep more
  const reserve = 120 - 30 * pers.aggression;
  const spare = (cost: number): boolean => net() - cost >= reserve;
  rule.markets.slice(0, 2 + pers.aggression).forEach((m) => {
    const p = me().markets[m.code];
    if (p && !p.done && p.progress < m.devRounds && p.lastRound !== r && spare(m.devCost))
      apply(developMarket(s, teamId, m.code));
  });
  rule.products.slice(0, 2 + pers.aggression).forEach((pr) => {
    const p = me().products[pr.code];
    if (p && !p.done && p.progress < pr.devRounds && p.lastRound !== r && spare(pr.devCost))
      apply(developProduct(s, teamId, pr.code));
  });
  rule.qualifications.slice(0, pers.aggression).forEach((q) => {
    const p = me().qualifications[q.code];
    if (p && !p.done && p.progress < q.devRounds && p.lastRound !== r && spare(q.devCost))
      apply(applyQualification(s, teamId, q.code));
  });

  // 5 lines: bold teams borrow long-term at the start of a year to build
  const targetLines = Math.min(rule.maxLines, 3 + pers.aggression);
  const lt = rule.lineTypes.find((t) => t.code === pers.lineType);
  if (lt && me().lines.length < targetLines) {
    const candidates = rule.products.filter(
      (p) => me().products[p.code]?.done || (me().products[p.code]?.progress ?? 0) > 0,
    );
    const count = (code: string) => me().lines.filter((l) => l.product === code).length;
    const product = candidates.sort((a, b) => count(a.code) - count(b.code) || b.processCost - a.processCost)[0];
    if (product) {
      // borrowing long to build only pays when credit is cheap
      if (pers.aggression > 0 && quarter === 1 && rule.loan.longRate <= 12 && !spare(lt.price)) {
        const avail = loanLimits(s, me()).long.available;
        const unit = rule.loan.loanUnit;
        const amount = Math.min(avail, Math.ceil(lt.price / unit) * unit);
        if (amount > 0) apply(takeLoan(s, teamId, 'long', amount));
      }
      if (spare(lt.price)) apply(buildLine(s, teamId, lt.code, product.code));
    }
  }

  // 6 make sure the settlement can be paid
  cover(BUFFER);
  return s;
}

/** One full round: advertising and selection (when the round has a meeting), operations, settlement. */
export function playBotRound(state: GameState, now: number): GameState {
  let s = runMenuWithBots(state, now);
  for (const t of s.teams) s = botOperate(s, t.teamId);
  const r = settleRound(s);
  if (!r.ok) throw new Error(r.msg);
  return r.state;
}

export interface ScriptedGameInput {
  rule: RuleParams;
  seed: number;
  teams: TeamInput[];
  /** rounds to play (settle) */
  rounds: number;
  /** rounds in the game (default: rounds); more than `rounds` leaves the game running */
  roundNumber?: number;
  /** clock of the first round in ms; every round starts one hour later */
  now?: number;
}

/** Creates a game and plays `rounds` rounds with bots. Deterministic for the same input. */
export function playScriptedGame(input: ScriptedGameInput): GameState {
  const roundNumber = input.roundNumber ?? input.rounds;
  if (input.rounds > roundNumber) throw new Error('要模拟的回合数不能超过总回合数');
  let s = createGame({ rule: input.rule, seed: input.seed, teams: input.teams, roundNumber });
  const t0 = input.now ?? 0;
  for (let i = 0; i < input.rounds; i++) s = playBotRound(s, t0 + i * 3_600_000);
  return s;
}
