import type { AdItem, GameState, MenuState, MenuView } from '../engine';
import type { DbTraining } from '../db/game';
import {
  groupNumbers,
  liveGame,
  meetingOf,
  meetingState,
  menuVersion,
  namesOf,
  orderRow,
  playConsole,
  requireMeetingRunning,
  requireMenu,
  viewOf,
} from './consoleShared';
import { actingGroup, asActor, gameOf, groupsOf, ownTraining, trainingOf } from './gameShared';
import { CODE, type Ctx, type FamilyResolvers, int, json, oneOf, refuse, text } from './kit';
import { teamSecrets } from './teamSecrets';

/**
 * The order meeting's menu ("选单"): the teacher's phase controls and the teams' advertising and
 * picks, on the engine's meeting (docs/GAME_RULES.md §4). Reads skip expired turns first, so the
 * countdown is the server's. Every change carries the menu `version` the caller read.
 */

/** menuState of the condition answer: 0 not picking, 1 picking, 2 suspended. */
export function menuStateOf(view: MenuView | null): number {
  if (!view) return 0;
  if (view.suspended) return 2;
  return view.phase === 3 ? 1 : 0;
}

/** Seconds left for each product's pick, not clamped (the app never shows less than 0). */
function productTimers(state: GameState, view: MenuView) {
  const menu = state.menu as MenuState;
  const at = menu.suspended && menu.suspendedAt !== null ? menu.suspendedAt : view.currentTime;
  const raw = menu.phase === 3 && menu.turn ? menu.duration - Math.floor((at - menu.turn.startTime) / 1000) : 0;
  return state.rule.products.map((p) => ({
    product: p.code,
    productName: p.name,
    current: view.currentProduct === p.code,
    market: view.currentProduct === p.code ? view.currentMarket : null,
    time: view.currentProduct === p.code ? raw : 0,
  }));
}

/** The menu phase answer (getMenuPhase): phase, advertising published, meeting id, times, meeting state. */
export function phaseOf(ctx: Ctx, training: DbTraining) {
  const meeting = meetingOf(ctx, training);
  const view = viewOf(ctx, training);
  return {
    phase: view?.phase ?? 0,
    advertising: meeting?.issueAdvertising ?? 0,
    id: meeting?.id ?? null,
    startTime: meeting?.startTime ?? null,
    currentTime: ctx.now,
    state: meetingState(training, meeting),
    version: view?.version ?? 0,
    suspended: view?.suspended ?? false,
    duration: view?.duration ?? 0,
    round: training.currRound,
  };
}

/**
 * The polling answer (menu condition): spec point 7's list, allRounds, allOrder, surplusRounds,
 * surplusOrder, menuState and menuTime, plus what a screen needs to follow the meeting and the
 * training (versions, whose turn, the orders left, every team's picks, the advertising the caller
 * may see and the published ranking), so one call a second keeps a screen current.
 */
export function conditionOf(ctx: Ctx, training: DbTraining) {
  const meeting = meetingOf(ctx, training);
  const base = {
    trainState: training.state,
    trainVersion: training.version,
    currRound: training.currRound,
    currentTime: ctx.now,
    meeting: meeting
      ? {
          id: meeting.id,
          state: meetingState(training, meeting),
          duration: meeting.duration,
          startTime: meeting.startTime,
        }
      : null,
    advertising: meeting?.issueAdvertising ?? 0,
  };
  const view = viewOf(ctx, training);
  if (!view) {
    return {
      ...base,
      teamData: [],
      ranking: [],
      phase: 0,
      version: 0,
      list: [],
      allRounds: 0,
      allOrder: 0,
      surplusRounds: 0,
      surplusOrder: 0,
      menuState: 0,
      menuTime: 0,
      suspended: false,
      duration: 0,
      startTime: null,
      current: null,
      currentOrders: [],
      picks: [],
      sessions: [],
    };
  }
  const state = gameOf(ctx, training).state;
  const names = namesOf(state);
  const numbers = groupNumbers(ctx, training);
  const current = view.sessions.find((s) => s.current);
  const secrets = teamSecrets(ctx, training);
  return {
    ...base,
    ...teamDataOf(ctx, training),
    phase: view.phase,
    version: view.version,
    list: productTimers(state, view),
    allRounds: view.allRounds,
    allOrder: view.allOrder,
    surplusRounds: view.surplusRounds,
    surplusOrder: view.surplusOrder,
    menuState: menuStateOf(view),
    menuTime: view.remainingSeconds,
    suspended: view.suspended,
    duration: view.duration,
    startTime: view.startTime,
    current: view.currentTeamId
      ? {
          teamId: view.currentTeamId,
          teamName: names.team(view.currentTeamId),
          groupNum: numbers.get(view.currentTeamId) ?? null,
          market: view.currentMarket,
          marketName: names.market(view.currentMarket),
          product: view.currentProduct,
          productName: names.product(view.currentProduct),
          queue: (current?.queue ?? []).filter((q) => secrets.bids(q.teamId, view.round)),
        }
      : null,
    currentOrders: view.currentOrders.map((o) => orderRow(state, o)),
    picks: state.teams.map((t) => ({
      teamId: t.teamId,
      teamName: t.teamName,
      groupNum: numbers.get(t.teamId) ?? null,
      orders: (view.picks[t.teamId] ?? []).map((o) => orderRow(state, o)),
    })),
    sessions: view.sessions.map((s) => ({
      market: s.market,
      marketName: names.market(s.market),
      product: s.product,
      productName: names.product(s.product),
      done: s.done,
      current: s.current,
      orderCount: s.orderCount,
      remainingCount: s.remainingCount,
    })),
  };
}

/** Every team's advertising; a student sees the other teams' only once the ranking is public (teamSecrets.ts). */
function teamDataOf(ctx: Ctx, training: DbTraining) {
  const view = requireMenu(ctx, training);
  const state = gameOf(ctx, training).state;
  const names = namesOf(state);
  const published = (meetingOf(ctx, training)?.issueAdvertising ?? 0) === 1;
  const secrets = teamSecrets(ctx, training);
  const teamData = groupsOf(ctx, training)
    .filter((g) => secrets.bids(g.groupId, view.round))
    .map((g) => {
      const ad = view.teamData.find((a) => a.teamId === g.groupId);
      return {
        teamId: g.groupId,
        groupNum: g.groupNum,
        teamName: names.team(g.groupId),
        submitted: !!ad,
        submittedAt: ad?.submittedAt ?? null,
        total: ad?.total ?? 0,
        items: (ad?.items ?? []).map((i) => ({
          ...i,
          marketName: names.market(i.market),
          productName: names.product(i.product),
        })),
      };
    });
  const amount = (teamId: string, market: string, product: string) =>
    view.teamData.find((a) => a.teamId === teamId)?.items.find((i) => i.market === market && i.product === product)
      ?.amount ?? 0;
  const ranking =
    view.phase >= 2 && secrets.ranking(view.round)
      ? view.sessions.map((s) => ({
          market: s.market,
          marketName: names.market(s.market),
          product: s.product,
          productName: names.product(s.product),
          orderCount: s.orderCount,
          queue: s.queue.map((q) => ({
            teamId: q.teamId,
            teamName: q.teamName,
            rank: q.rank,
            rights: q.rights,
            amount: amount(q.teamId, s.market, s.product),
          })),
        }))
      : [];
  return { phase: view.phase, advertising: published ? 1 : 0, teamData, ranking };
}

/** One menu control of the teacher, with the version read, answering the new condition. */
function control(ctx: Ctx, type: 'suspendMenu' | 'restoreMenu' | 'reMenu') {
  const training = ownTraining(ctx);
  requireMeetingRunning(ctx, training);
  requireMenu(ctx, training);
  playConsole(ctx, training, { type, now: ctx.now, version: menuVersion(ctx) });
  return conditionOf(ctx, training);
}

const MENU_STATE_ACTIONS = { '2': 'closeAdvertising', '3': 'startMenu', '4': 'endMenu' } as const;

/**
 * Advertising items as sent: `items` = JSON text of a list of { market, product, amount }, or (the
 * request layer's encoding of an array of objects) the key repeated with one JSON object each.
 */
function adItems(ctx: Ctx): AdItem[] {
  const sent = ctx.lists.items ?? [];
  const items =
    sent.length > 1 || sent[0]?.trim().startsWith('{')
      ? sent.map((_, i) => json<unknown>({ ...ctx, params: { item: sent[i] } }, 'item', '广告投放'))
      : json<unknown>(ctx, 'items', '广告投放');
  if (!Array.isArray(items)) refuse(CODE.badInput, '广告投放格式不正确');
  return items.map((raw, i) => {
    const item = (raw ?? {}) as Record<string, unknown>;
    const amount = Number(item.amount);
    if (
      item.amount === '' ||
      item.amount === null ||
      item.amount === undefined ||
      !Number.isInteger(amount) ||
      amount < 0
    ) {
      refuse(CODE.badInput, `第 ${i + 1} 项广告金额必须是非负整数`);
    }
    return { market: String(item.market ?? ''), product: String(item.product ?? ''), amount };
  });
}

export const menuResolvers: FamilyResolvers<'menu'> = {
  getMenuPhase(ctx) {
    return phaseOf(ctx, trainingOf(ctx));
  },
  checkMenuIsOpen(ctx) {
    const training = trainingOf(ctx);
    const view = viewOf(ctx, training);
    const state = meetingState(training, meetingOf(ctx, training));
    return {
      open: !!view && view.phase === 3 && !view.suspended && state === 1,
      phase: view?.phase ?? 0,
      suspended: view?.suspended ?? false,
      meetingState: state,
    };
  },
  /** The teacher's menu settings: seconds per pick (`duration`) and whether advertising is published (`issueAdvertising`). */
  saveMenu(ctx) {
    const training = ownTraining(ctx);
    const view = requireMenu(ctx, training);
    const meeting = meetingOf(ctx, training);
    if (!meeting) refuse(CODE.conflict, '本回合没有订货会');
    const duration = int(ctx, 'duration', '每次选单时间（秒）', { required: false, min: 1, max: 3600 });
    const issue = ctx.params.issueAdvertising
      ? Number(oneOf(ctx, 'issueAdvertising', '是否发布广告', ['0', '1']))
      : undefined;
    const version = menuVersion(ctx);
    if (version !== undefined && version !== view.version) refuse(CODE.conflict, '数据已更新，请刷新后重试');
    if (!Number.isNaN(duration) && duration !== view.duration) {
      playConsole(ctx, training, { type: 'setMenuDuration', seconds: duration, now: ctx.now, version });
    }
    if (issue !== undefined) meeting.issueAdvertising = issue;
    return phaseOf(ctx, training);
  },
  /** A read: a round without a meeting has no advertising (empty lists), not an error. */
  getTeamPutAdvertising(ctx) {
    const training = trainingOf(ctx);
    if (!viewOf(ctx, training)) return { phase: 0, advertising: 0, teamData: [], ranking: [] };
    return teamDataOf(ctx, training);
  },
  /** menuState 2 closes advertising, 3 starts picking (closing advertising first), 4 ends the menu. */
  updateMenuState(ctx) {
    const training = ownTraining(ctx);
    requireMeetingRunning(ctx, training);
    requireMenu(ctx, training);
    const target = oneOf(ctx, 'menuState', '选单状态', ['2', '3', '4'] as const);
    playConsole(ctx, training, { type: MENU_STATE_ACTIONS[target], now: ctx.now, version: menuVersion(ctx) });
    return conditionOf(ctx, training);
  },
  /** Publishes the advertising ranking: closes advertising (phase 1 → 2) and shows every team's ads. */
  sendAdvertising(ctx) {
    const training = ownTraining(ctx);
    const meeting = requireMeetingRunning(ctx, training);
    const view = requireMenu(ctx, training);
    if (view.phase === 1)
      playConsole(ctx, training, { type: 'closeAdvertising', now: ctx.now, version: menuVersion(ctx) });
    meeting.issueAdvertising = 1;
    return teamDataOf(ctx, training);
  },
  condition(ctx) {
    return conditionOf(ctx, trainingOf(ctx));
  },
  reMenu: (ctx) => control(ctx, 'reMenu'),
  suspend: (ctx) => control(ctx, 'suspendMenu'),
  restore: (ctx) => control(ctx, 'restoreMenu'),
  autoCancel(ctx) {
    const training = trainingOf(ctx);
    requireMenu(ctx, training);
    const before = gameOf(ctx, training).state.menu?.timeouts ?? 0;
    liveGame(ctx, training);
    const cancelled = (gameOf(ctx, training).state.menu?.timeouts ?? 0) - before;
    return { cancelled, condition: conditionOf(ctx, training) };
  },
  /**
   * Every selection of a round's meeting with its ranking and who took which order. Until that
   * meeting's ranking is public a student sees only their own team's bid, rank and rights.
   */
  menuDetail(ctx) {
    const training = trainingOf(ctx);
    const state = liveGame(ctx, training).state;
    const round = int(ctx, 'round', '回合', {
      required: false,
      min: 1,
      max: training.roundNumber,
      fallback: training.currRound,
    });
    const menu = state.menu?.round === round ? state.menu : state.pastMenus.find((m) => m.round === round);
    if (!menu) return { round, sessions: [] };
    const names = namesOf(state);
    const secrets = teamSecrets(ctx, training);
    const takenBy = new Map<string, string>();
    menu.sessions.forEach((s) => s.picks.forEach((p) => takenBy.set(p.orderId, p.teamId)));
    const amount = (teamId: string, market: string, product: string) =>
      menu.ads.find((a) => a.teamId === teamId)?.items.find((i) => i.market === market && i.product === product)
        ?.amount ?? 0;
    return {
      round,
      phase: menu.phase,
      sessions: menu.sessions.map((s) => ({
        market: s.market,
        marketName: names.market(s.market),
        product: s.product,
        productName: names.product(s.product),
        done: s.done,
        queue: s.queue
          .map((teamId, i) => ({
            teamId,
            teamName: names.team(teamId),
            rank: i + 1,
            rights: s.rights[i],
            picked: s.picked[i],
            amount: amount(teamId, s.market, s.product),
          }))
          .filter((q) => secrets.bids(q.teamId, round)),
        orders: s.orderIdx.map((i) => {
          const order = menu.orders[i];
          const teamId = takenBy.get(order.id) ?? null;
          return {
            ...orderRow(state, order),
            teamId,
            teamName: names.team(teamId),
            status: teamId ? 'picked' : s.done ? 'unpicked' : 'open',
          };
        }),
      })),
    };
  },
  /** A team's advertising for this meeting (replaces its earlier submission). */
  putAdvertising(ctx) {
    const training = trainingOf(ctx);
    const group = actingGroup(ctx, training);
    requireMeetingRunning(ctx, training);
    requireMenu(ctx, training);
    const items = adItems(ctx);
    playConsole(
      ctx,
      training,
      asActor(ctx, training, { type: 'advertise', teamId: group.groupId, items, now: ctx.now }),
    );
    return teamDataOf(ctx, training).teamData.find((t) => t.teamId === group.groupId);
  },
  /** The team whose turn it is picks an order (`orderId`) or passes (`pass=1`); `version` is required. */
  selectOrder(ctx) {
    const training = trainingOf(ctx);
    const group = actingGroup(ctx, training);
    requireMeetingRunning(ctx, training);
    requireMenu(ctx, training, false);
    const version = int(ctx, 'version', '选单版本号', { min: 0 });
    const pass = oneOf(ctx, 'pass', '是否放弃', ['0', '1'] as const, '0') === '1';
    const orderId = pass ? '' : text(ctx, 'orderId', '订单编号');
    if (pass) {
      playConsole(ctx, training, { type: 'passPick', teamId: group.groupId, now: ctx.now, version });
      return { duplicate: false, order: null, condition: conditionOf(ctx, training) };
    }
    const { data } = playConsole<{ duplicate: boolean; order: Parameters<typeof orderRow>[1] }>(ctx, training, {
      type: 'pickOrder',
      teamId: group.groupId,
      orderId,
      now: ctx.now,
      version,
    });
    const state = gameOf(ctx, training).state;
    if (data?.duplicate) gameOf(ctx, training).actions.pop();
    return {
      duplicate: !!data?.duplicate,
      order: data ? orderRow(state, data.order) : null,
      condition: conditionOf(ctx, training),
    };
  },
};
