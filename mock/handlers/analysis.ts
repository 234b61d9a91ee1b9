/**
 * Intelligent analysis (/sworldShunt/intelligentAnalysis/*): every figure comes from the engine's
 * queries over the training's stored game, for any settled round (`round`) or all of them
 * (absent). Students see their own team unless the teacher opened the analysis (openAll); market
 * share is public, and the order-meeting detail once the meeting's ranking is (teamSecrets.ts).
 */
import {
  advertisingAnalysis,
  capacityAnalysis,
  costProfitAnalysis,
  earningsAnalysis,
  type GameState,
  liabilitiesAnalysis,
  loanLimits,
  marketShare,
  orderAnalysis,
  ownerEquity,
  teamMetricsTable,
  teamScores,
} from '../engine';
import type { MenuState } from '../engine';
import { CODE, type Ctx, type FamilyResolvers, int, oneOf, page, paging, refuse } from './kit';
import { isTeacherLike } from './gameShared';
import {
  marketName,
  productName,
  roundOption,
  roundParam,
  type Scope,
  scopeOf,
  settledRounds,
  teamParam,
  visibleRows,
  visibleTeams,
} from './analysisScope';
import { analysisTableResolvers } from './analysisTables';

type Query<R> = (state: GameState, round?: number) => R[];

/** An analysis for the chosen round (or all), plus the same rows for every settled round. */
function analysis<R extends { teamId: string }>(ctx: Ctx, query: Query<R>) {
  const scope = scopeOf(ctx);
  const round = roundParam(ctx, scope.state);
  const only = teamParam(ctx, scope);
  if (!scope.state) return { round: round ?? null, rows: [], trend: [] };
  const state = scope.state;
  return {
    round: round ?? null,
    rows: visibleRows(scope, query(state, round), only),
    trend: settledRounds(state).map((r) => ({ ...r, rows: visibleRows(scope, query(state, r.round), only) })),
  };
}

const flatOrders: Query<ReturnType<typeof orderRow>> = (state, round) => orderAnalysis(state, round).map(orderRow);
function orderRow(r: ReturnType<typeof orderAnalysis>[number]) {
  return {
    teamId: r.teamId,
    teamName: r.teamName,
    takenCount: r.taken.count,
    takenQuantity: r.taken.quantity,
    takenValue: r.taken.value,
    deliveredCount: r.delivered.count,
    deliveredQuantity: r.delivered.quantity,
    deliveredValue: r.delivered.value,
    penalties: r.penalties,
  };
}

/** Advertising per team, by market and by product, optionally narrowed to one market and/or product. */
function advertisingQuery(
  market?: string,
  product?: string,
): Query<{
  teamId: string;
  teamName: string;
  total: number;
  byMarket: Record<string, number>;
  byProduct: Record<string, number>;
}> {
  return (state, round) =>
    advertisingAnalysis(state, round).map((r) => {
      const byMarket: Record<string, number> = {};
      const byProduct: Record<string, number> = {};
      let total = 0;
      for (const [m, products] of Object.entries(r.advertising)) {
        if (market && m !== market) continue;
        for (const [p, amount] of Object.entries(products)) {
          if (product && p !== product) continue;
          byMarket[m] = (byMarket[m] ?? 0) + amount;
          byProduct[p] = (byProduct[p] ?? 0) + amount;
          total += amount;
        }
      }
      return { teamId: r.teamId, teamName: r.teamName, total, byMarket, byProduct };
    });
}

function codeParam(ctx: Ctx, field: 'market' | 'product', scope: Scope): string | undefined {
  const value = ctx.params[field];
  if (!value || !scope.state) return value || undefined;
  const list = field === 'market' ? scope.state.rule.markets : scope.state.rule.products;
  return oneOf(
    ctx,
    field,
    field === 'market' ? '市场' : '产品',
    list.map((x) => x.code),
  );
}

function teamOptions(_ctx: Ctx, scope: Scope, onlyVisible: boolean) {
  return scope.groups
    .filter((g) => !onlyVisible || scope.visible.has(g.groupId))
    .map((g) => ({
      teamId: g.groupId,
      groupNum: g.groupNum,
      teamName: g.groupName,
      bankrupt: scope.state?.teams.find((t) => t.teamId === g.groupId)?.bankrupt ?? false,
      own: g.groupId === scope.ownGroupId,
    }));
}

/** Every order a visible team took, with its meeting round, names and outcome; oldest first. */
function orderDetails(scope: Scope, only?: string) {
  const state = scope.state;
  if (!state) return [];
  return visibleTeams(scope, only)
    .flatMap((team) =>
      team.orders.map((o) => ({
        teamId: team.teamId,
        teamName: team.teamName,
        ...roundOption(o.round),
        orderId: o.id,
        market: o.market,
        marketName: marketName(state, o.market),
        product: o.product,
        productName: productName(state, o.product),
        quantity: o.quantity,
        unitPrice: o.unitPrice,
        totalPrice: o.totalPrice,
        dueRound: o.dueRound,
        receivableTerm: o.receivableTerm,
        requiredQualification: o.requiredQualification,
        status: o.status,
        deliveredRound: o.deliveredRound,
        penalty: o.penalty,
      })),
    )
    .sort(
      (a, b) =>
        a.round - b.round ||
        a.teamId.localeCompare(b.teamId, 'en', { numeric: true }) ||
        a.orderId.localeCompare(b.orderId, 'en', { numeric: true }),
    );
}

/** Meetings that had orders: the finished ones and the current one once its orders exist. */
function meetings(state: GameState): MenuState[] {
  const list = [...state.pastMenus];
  if (state.menu?.orders.length && !list.some((m) => m.round === state.menu!.round)) list.push(state.menu);
  return list.filter((m) => m.orders.length > 0).sort((a, b) => a.round - b.round);
}

/** Per selection (market × product) of one meeting, each queued team's rank, ad, picks and what they were worth. */
function menuRows(state: GameState, menu: MenuState) {
  const names = new Map(state.teams.map((t) => [t.teamId, t.teamName]));
  const byId = new Map(menu.orders.map((o) => [o.id, o]));
  return menu.sessions.flatMap((s) =>
    s.queue.map((teamId, i) => {
      const ad =
        menu.ads.find((a) => a.teamId === teamId)?.items.find((x) => x.market === s.market && x.product === s.product)
          ?.amount ?? 0;
      const picks = s.picks
        .filter((p) => p.teamId === teamId)
        .map((p) => byId.get(p.orderId)!)
        .filter(Boolean);
      return {
        key: `${menu.round}-${s.market}-${s.product}-${teamId}`,
        ...roundOption(menu.round),
        market: s.market,
        marketName: marketName(state, s.market),
        product: s.product,
        productName: productName(state, s.product),
        teamId,
        teamName: names.get(teamId) ?? teamId,
        rank: i + 1,
        ad,
        rights: s.rights[i],
        picked: s.picked[i],
        orderIds: picks.map((o) => o.id),
        quantity: picks.reduce((sum, o) => sum + o.quantity, 0),
        value: picks.reduce((sum, o) => sum + o.totalPrice, 0),
      };
    }),
  );
}

const LOAN_KINDS = [
  { value: 'long', label: '长期贷款' },
  { value: 'short', label: '短期贷款' },
] as const;

export const analysisResolvers: FamilyResolvers<'analysis'> = {
  ...analysisTableResolvers,

  /** Reads, or (a teacher, with open=0|1) sets, whether students see every team's analysis. */
  openAll(ctx) {
    const scope = scopeOf(ctx);
    if (ctx.params.open !== undefined && ctx.params.open !== '') {
      if (!isTeacherLike(ctx)) refuse(CODE.forbidden, '无权限：仅教师可以开放分析');
      scope.training.analysisOpen = Number(oneOf(ctx, 'open', '是否开放', ['0', '1']));
      // A GET is not saved by the handler layer; this one changes the store.
      ctx.store.changed();
    }
    return { open: scope.training.analysisOpen === 1 ? 1 : 0 };
  },

  getMarketShare(ctx) {
    const scope = scopeOf(ctx);
    const round = roundParam(ctx, scope.state);
    return { round: round ?? null, markets: scope.state ? marketShare(scope.state, round) : [] };
  },
  getCostProfit: (ctx) => analysis(ctx, costProfitAnalysis),
  advertising(ctx) {
    const scope = scopeOf(ctx);
    return analysis(ctx, advertisingQuery(codeParam(ctx, 'market', scope), codeParam(ctx, 'product', scope)));
  },
  order: (ctx) => analysis(ctx, flatOrders),
  capacity: (ctx) => analysis(ctx, capacityAnalysis),
  earnings: (ctx) => analysis(ctx, earningsAnalysis),
  liabilities: (ctx) => analysis(ctx, liabilitiesAnalysis),

  /** Every team of the training (names are public); `own` marks the caller's. */
  getTeamList: (ctx) => teamOptions(ctx, scopeOf(ctx), false),
  /** The teams whose statements the caller may open. */
  financeTeamSelect: (ctx) => teamOptions(ctx, scopeOf(ctx), true),
  getMarket(ctx) {
    const { state } = scopeOf(ctx);
    return (state?.rule.markets ?? []).map((m) => ({ code: m.code, name: m.name }));
  },
  getProduct(ctx) {
    const { state } = scopeOf(ctx);
    return (state?.rule.products ?? []).map((p) => ({ code: p.code, name: p.name }));
  },
  /** The settled rounds (year and quarter of each). */
  getQuarter: (ctx) => settledRounds(scopeOf(ctx).state),
  /** Every round of the training: settled, current, planned minutes and start time. */
  timeList(ctx) {
    const scope = scopeOf(ctx);
    const settled = scope.state?.settledRound ?? 0;
    return ctx.db.rounds
      .filter((r) => r.trainingId === scope.training.id)
      .sort((a, b) => a.round - b.round)
      .map((r) => ({
        ...roundOption(r.round),
        settled: r.round <= settled,
        current: !!scope.state && scope.state.status === 'running' && r.round === scope.state.currentRound,
        duration: r.duration,
        startTime: r.startTime,
      }));
  },

  getOrderTeam(ctx) {
    const scope = scopeOf(ctx);
    return visibleTeams(scope).map((t) => ({
      teamId: t.teamId,
      teamName: t.teamName,
      orderCount: t.orders.length,
      openCount: t.orders.filter((o) => o.status === 'open').length,
      deliveredCount: t.orders.filter((o) => o.status === 'delivered').length,
      cancelledCount: t.orders.filter((o) => o.status === 'cancelled').length,
    }));
  },
  /** A page of the orders visible teams took, filtered by team, meeting round, market, product, status. */
  getOrderDetail(ctx) {
    const scope = scopeOf(ctx);
    const only = teamParam(ctx, scope);
    const round = roundParam(ctx, scope.state);
    const market = codeParam(ctx, 'market', scope);
    const product = codeParam(ctx, 'product', scope);
    const status = ctx.params.status
      ? oneOf(ctx, 'status', '订单状态', ['open', 'delivered', 'cancelled'] as const)
      : undefined;
    const paged = paging(ctx);
    const rows = orderDetails(scope, only).filter(
      (o) =>
        (!round || o.round === round) &&
        (!market || o.market === market) &&
        (!product || o.product === product) &&
        (!status || o.status === status),
    );
    return page(rows, paged);
  },
  /** A page of delivered sales (by delivery round), with the filtered sales per round. */
  retailOrderList(ctx) {
    const scope = scopeOf(ctx);
    const only = teamParam(ctx, scope);
    const round = roundParam(ctx, scope.state);
    const paged = paging(ctx);
    const sales = orderDetails(scope, only)
      .filter((o) => o.status === 'delivered' && o.deliveredRound !== null && (!round || o.deliveredRound === round))
      .map(({ status: _s, deliveredRound, dueRound: _d, penalty: _p, requiredQualification: _q, ...o }) => ({
        ...o,
        ...roundOption(deliveredRound!),
      }))
      .sort((a, b) => a.round - b.round || a.teamId.localeCompare(b.teamId, 'en', { numeric: true }));
    const byRound = new Map<number, { quantity: number; value: number }>();
    for (const s of sales) {
      const sum = byRound.get(s.round) ?? { quantity: 0, value: 0 };
      sum.quantity += s.quantity;
      sum.value += s.totalPrice;
      byRound.set(s.round, sum);
    }
    return { ...page(sales, paged), byRound: [...byRound].map(([r, sum]) => ({ ...roundOption(r), ...sum })) };
  },

  /**
   * One order meeting (`round`, default the latest with orders): every queued team per selection;
   * a student sees only their own team's rows until the meeting's ranking is public.
   */
  getMenuDetail(ctx) {
    const scope = scopeOf(ctx);
    const state = scope.state;
    if (!state) return { round: null, meetingRounds: [], rows: [] };
    const list = meetings(state);
    const roundValue = int(ctx, 'round', '回合', { required: false, min: 1 });
    const asked = Number.isNaN(roundValue) ? undefined : roundValue;
    const menu = asked === undefined ? list[list.length - 1] : list.find((m) => m.round === asked);
    if (asked !== undefined && !menu) refuse(CODE.notFound, `第 ${asked} 回合没有订货会记录`);
    // Bids and ranks follow the meeting's publication, not the analysis switch.
    const bids = (teamId: string) => !menu || scope.secrets.bids(teamId, menu.round);
    const only = teamParam(ctx, scope, bids);
    return {
      round: menu?.round ?? null,
      meetingRounds: list.map((m) => roundOption(m.round)),
      rows: menu ? menuRows(state, menu).filter((r) => bids(r.teamId) && (!only || r.teamId === only)) : [],
    };
  },

  /** Each visible team now: cash, equity, lines, what it has developed, its scores. */
  companyMessage(ctx) {
    const scope = scopeOf(ctx);
    const state = scope.state;
    if (!state) return [];
    const scores = new Map(teamScores(state).map((s) => [s.teamId, s]));
    const done = (rec: Record<string, { done: boolean }>, list: { code: string; name: string }[]) =>
      list.filter((x) => rec[x.code]?.done).map((x) => x.name);
    return visibleTeams(scope, teamParam(ctx, scope)).map((t) => {
      const s = scores.get(t.teamId)!;
      return {
        teamId: t.teamId,
        teamName: t.teamName,
        round: state.currentRound,
        bankrupt: t.bankrupt,
        bankruptReason: t.bankruptReason,
        cash: t.cash,
        equity: ownerEquity(t),
        builtLines: t.lines.filter((l) => l.status !== 'building').length,
        buildingLines: t.lines.filter((l) => l.status === 'building').length,
        markets: done(t.markets, state.rule.markets),
        products: done(t.products, state.rule.products),
        qualifications: done(t.qualifications, state.rule.qualifications),
        countScore: s.countScore,
        pdcaScore: s.pdcaScore,
        platformScore: s.platformScore,
        teacherScore: s.teacherScore,
      };
    });
  },
  companyMessageOptions: (ctx) => ({ teams: teamOptions(ctx, scopeOf(ctx), true) }),

  /** Loans of the visible teams now, and each team's use of its loan limits. */
  creditDetail(ctx) {
    const scope = scopeOf(ctx);
    const state = scope.state;
    if (!state) return { summary: [], loans: [] };
    const kind = ctx.params.kind ? oneOf(ctx, 'kind', '贷款类型', ['long', 'short'] as const) : undefined;
    const teams = visibleTeams(scope, teamParam(ctx, scope));
    return {
      summary: teams.map((t) => {
        const limits = loanLimits(state, t);
        return {
          teamId: t.teamId,
          teamName: t.teamName,
          longUsed: limits.long.used,
          longLimit: limits.long.limit,
          shortUsed: limits.short.used,
          shortLimit: limits.short.limit,
        };
      }),
      loans: teams.flatMap((t) =>
        (['long', 'short'] as const)
          .filter((k) => !kind || k === kind)
          .flatMap((k) =>
            (k === 'long' ? t.longLoans : t.shortLoans).map((l) => ({
              teamId: t.teamId,
              teamName: t.teamName,
              kind: k,
              loanId: l.id,
              amount: l.amount,
              takenRound: l.takenRound,
              dueRound: l.dueRound,
            })),
          ),
      ),
    };
  },
  creditDetailOptions: (ctx) => ({
    teams: teamOptions(ctx, scopeOf(ctx), true),
    kinds: LOAN_KINDS.map((k) => ({ ...k })),
  }),

  /** One row per visible team: headline figures (round or all rounds) and its market network. */
  allInOne(ctx) {
    const scope = scopeOf(ctx);
    const state = scope.state;
    if (!state) return [];
    const round = roundParam(ctx, state);
    const only = teamParam(ctx, scope);
    const metrics = new Map(teamMetricsTable(state, round).map((r) => [r.teamId, r.metrics]));
    const shares = marketShare(state, round);
    const scores = new Map(teamScores(state).map((s) => [s.teamId, s]));
    return visibleTeams(scope, only).map((t) => {
      const m = metrics.get(t.teamId)!;
      return {
        teamId: t.teamId,
        teamName: t.teamName,
        bankrupt: t.bankrupt,
        revenue: m.earnings.revenue,
        netIncome: m.earnings.netIncome,
        equity: ownerEquity(t),
        advertising: m.advertisingTotal,
        ordersTaken: m.ordersTaken.count,
        utilisation: m.capacity.capacity > 0 ? Math.round((m.capacity.used / m.capacity.capacity) * 10000) / 10000 : 0,
        debtRatio: m.liabilities.debtRatio,
        countScore: scores.get(t.teamId)!.countScore,
        markets: state.rule.markets.map((mk) => ({
          market: mk.code,
          marketName: mk.name,
          developed: !!t.markets[mk.code]?.done,
          progress: t.markets[mk.code]?.progress ?? 0,
          required: mk.devRounds,
          sales: m.salesByMarket[mk.code] ?? 0,
          shareBp: shares.find((s) => s.market === mk.code)?.teams.find((x) => x.teamId === t.teamId)?.shareBp ?? 0,
        })),
      };
    });
  },
};
