import type { AdItem, AdSubmission, GameState, MenuSession, MenuState, Order, Result } from './types';
import { bookExpense } from './ledger';
import { commonCheck } from './menuCore';
import type { MenuOpts } from './menuCore';
import { generateOrders } from './orders';
import { yearOf } from './time';
import { draftTeam, fail, findTeamIndex, ok } from './util';

// ---------------------------------------------------------------------------------------------
// Advertising (phase 1)

/**
 * Submits (or replaces) a team's advertising for this meeting. Paid at once; a new submission
 * replaces the old one and only the difference is paid or refunded. `now` is the submission time
 * used to break ties (the latest submission counts).
 */
export function advertise(state: GameState, teamId: string, items: AdItem[], opts: MenuOpts): Result {
  const err = commonCheck(state, undefined);
  if (err) return fail(err);
  const menu = state.menu as MenuState;
  if (menu.phase !== 1) return fail('广告投放已截止');
  if (menu.suspended) return fail('选单已暂停，请等待恢复');
  const ti = findTeamIndex(state, teamId);
  if (ti < 0) return fail('队伍不存在');
  const old = state.teams[ti];
  if (old.bankrupt) return fail('企业已破产，不能投放广告');
  if (!Array.isArray(items)) return fail('广告数据格式错误');
  const rule = state.rule;
  const clean: AdItem[] = [];
  const seen = new Set<string>();
  for (const it of items) {
    if (!it || typeof it !== 'object') return fail('广告数据格式错误');
    const m = rule.markets.find((x) => x.code === it.market);
    if (!m) return fail(`市场“${String(it.market)}”不存在`);
    const p = rule.products.find((x) => x.code === it.product);
    if (!p) return fail(`产品“${String(it.product)}”不存在`);
    if (typeof it.amount !== 'number' || !Number.isInteger(it.amount) || it.amount < 0)
      return fail('广告金额必须是非负整数');
    const key = `${it.market}|${it.product}`;
    if (seen.has(key)) return fail(`${m.name}市场${p.name}的广告重复填写`);
    seen.add(key);
    if (it.amount === 0) continue;
    if (!old.markets[m.code]?.done) return fail(`尚未完成${m.name}市场开拓，不能在该市场投放广告`);
    if (!old.products[p.code]?.done) return fail(`尚未完成${p.name}的研发，不能为其投放广告`);
    clean.push({ market: m.code, product: p.code, amount: it.amount });
  }
  const total = clean.reduce((s, x) => s + x.amount, 0);
  const prevIdx = menu.ads.findIndex((a) => a.teamId === teamId);
  const prevTotal = prevIdx >= 0 ? menu.ads[prevIdx].total : 0;
  const delta = total - prevTotal;
  if (delta > old.cash) return fail(`现金不足：广告需再支付 ${delta} 万元，现有现金 ${old.cash} 万元`);

  const team = draftTeam(old, ['pnl']);
  team.cash -= delta;
  bookExpense(team, 'advertise', delta);
  const adv: Record<string, Record<string, number>> = {};
  for (const it of clean) (adv[it.market] ??= {})[it.product] = it.amount;
  team.stats = { ...team.stats, advertising: adv };

  const sub: AdSubmission = { teamId, items: clean, total, submittedAt: opts.now };
  const ads = menu.ads.slice();
  if (prevIdx >= 0) ads[prevIdx] = sub;
  else ads.push(sub);
  const next: GameState = { ...state, teams: state.teams.slice(), menu: { ...menu, ads, version: menu.version + 1 } };
  next.teams[ti] = team;
  return ok(next);
}

// ---------------------------------------------------------------------------------------------
// Building the selection (phase 1 → 2)

function buildSessions(state: GameState, orders: Order[], ads: AdSubmission[]): MenuSession[] {
  const rule = state.rule;
  const year = yearOf(state.currentRound);
  const teamPos = new Map(state.teams.map((t, i) => [t.teamId, i]));
  // advertising per market × product, and per team per market (first tie-break)
  const buckets = new Map<
    string,
    { teamId: string; amount: number; marketTotal: number; lastSales: number; at: number; pos: number }[]
  >();
  for (const sub of ads) {
    const pos = teamPos.get(sub.teamId);
    if (pos === undefined) continue;
    const team = state.teams[pos];
    if (team.bankrupt) continue;
    const marketTotal: Record<string, number> = {};
    for (const it of sub.items) marketTotal[it.market] = (marketTotal[it.market] ?? 0) + it.amount;
    const last = team.salesByYear[String(year - 1)] ?? {};
    for (const it of sub.items) {
      if (it.amount < rule.menu.minAd) continue;
      const key = `${it.market}|${it.product}`;
      let b = buckets.get(key);
      if (!b) buckets.set(key, (b = []));
      b.push({
        teamId: sub.teamId,
        amount: it.amount,
        marketTotal: marketTotal[it.market],
        lastSales: last[it.market] ?? 0,
        at: sub.submittedAt,
        pos,
      });
    }
  }
  const byKey = new Map<string, number[]>();
  orders.forEach((o, i) => {
    const key = `${o.market}|${o.product}`;
    let l = byKey.get(key);
    if (!l) byKey.set(key, (l = []));
    l.push(i);
  });
  const sessions: MenuSession[] = [];
  for (const m of rule.markets) {
    for (const p of rule.products) {
      const key = `${m.code}|${p.code}`;
      const ids = byKey.get(key);
      const bidders = buckets.get(key);
      if (!ids || !bidders || bidders.length === 0) continue;
      // rank: ad for this market × product, then the team's total ads in the market, then its
      // sales in the market last year, then the earlier submission; team order keeps it total
      bidders.sort(
        (a, b) =>
          b.amount - a.amount ||
          b.marketTotal - a.marketTotal ||
          b.lastSales - a.lastSales ||
          a.at - b.at ||
          a.pos - b.pos,
      );
      const extra = rule.menu.extraPickAd;
      sessions.push({
        market: m.code,
        product: p.code,
        orderIdx: ids,
        remaining: ids.slice(),
        picks: [],
        queue: bidders.map((b) => b.teamId),
        rights: bidders.map((b) => 1 + (extra > 0 ? Math.floor((b.amount - rule.menu.minAd) / extra) : 0)),
        picked: bidders.map(() => 0),
        used: bidders.map(() => 0),
        passed: bidders.map(() => false),
        cursor: -1,
        done: false,
      });
    }
  }
  return sessions;
}

/** Teacher closes advertising: orders are generated and the selection order is fixed. */
export function closeAdvertising(state: GameState, opts: MenuOpts): Result {
  const err = commonCheck(state, opts.version);
  if (err) return fail(err);
  const menu = state.menu as MenuState;
  if (menu.phase !== 1) return fail('广告投放已截止');
  const orders = generateOrders(state, state.currentRound);
  const sessions = buildSessions(state, orders, menu.ads);
  return ok({
    ...state,
    menu: { ...menu, phase: 2, orders, sessions, sessionIndex: -1, turn: null, version: menu.version + 1 },
  });
}
