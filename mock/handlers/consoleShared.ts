import { ORDER_MEETING_SAND_TABLES, TRAINING_STATE, TRAINING_STATE_NAMES } from '../../src/constants';
import {
  applyConsoleAction,
  autoCancel,
  type ConsoleAction,
  type GameAction,
  type GameState,
  menuView,
  type MenuView,
  type Order,
} from '../engine';
import type { DbGame, DbOrderMeeting, DbTraining } from '../db/game';
import { gameOf, groupOf, groupsOf, ownTraining } from './gameShared';
import { CODE, type Ctx, int, refuse, text } from './kit';

/**
 * What the console's families (menu, order meeting, general manager, reports, team) share: the
 * game caught up with the server clock, the round's order meeting, the menu view, and applying the
 * console's own engine actions.
 */

/** Refuses changes to a training that is not running (not started, paused or finished). */
export function requireRunning(training: DbTraining) {
  if (training.state !== TRAINING_STATE.running)
    refuse(CODE.conflict, `实训${TRAINING_STATE_NAMES[training.state] ?? ''}，不能进行此操作`);
}

/**
 * The game with every expired pick turn skipped: the server owns the countdown, so whoever asks
 * first after a deadline moves the turn on (the engine makes a late catch-up equal an on-time one).
 */
export function liveGame(ctx: Ctx, training: DbTraining): DbGame {
  const game = gameOf(ctx, training);
  const result = autoCancel(game.state, ctx.now);
  if (result.ok && result.data && result.data.cancelled > 0) {
    game.state = result.state;
    game.actions.push({ type: 'autoCancel', now: ctx.now });
  }
  return game;
}

/** Like gameShared's play, for the console's own actions as well as the core ones. */
export function playConsole<T = unknown>(
  ctx: Ctx,
  training: DbTraining,
  action: ConsoleAction | GameAction,
): { state: GameState; data: T | undefined } {
  const game = gameOf(ctx, training);
  const result = applyConsoleAction(game.state, action);
  if (!result.ok) refuse(CODE.conflict, result.msg);
  game.state = result.state;
  // The log holds core and console actions alike; applyConsoleAction replays both.
  game.actions.push(action as GameAction);
  training.currRound = result.state.currentRound;
  return { state: result.state, data: result.data as T | undefined };
}

/** The menu version a call read (`version`), if it sent one. */
export function menuVersion(ctx: Ctx): number | undefined {
  return ctx.params.version ? int(ctx, 'version', '选单版本号', { min: 0 }) : undefined;
}

/** Whether the training's sand table holds order meetings (spec point 4: '1' and '3'). */
export function hasMeetings(training: DbTraining): boolean {
  return (ORDER_MEETING_SAND_TABLES as readonly string[]).includes(training.sandTableId);
}

/**
 * The order meeting row of a round (the current one by default): none on a sand table without
 * meetings, nor in a round whose rule holds no menu (the standard rule advertises in first quarters
 * only), although a row may exist for every round.
 */
export function meetingOf(ctx: Ctx, training: DbTraining, round = training.currRound): DbOrderMeeting | undefined {
  if (!hasMeetings(training)) return undefined;
  const game = ctx.db.games.find((g) => g.trainingId === training.id);
  if (game && game.state.menu?.round !== round && !game.state.pastMenus.some((m) => m.round === round))
    return undefined;
  return ctx.db.orderMeetings.find((m) => m.trainingId === training.id && m.round === round);
}

/** A meeting's state as shown: meetings of rounds already left behind count as ended. */
export function meetingState(training: DbTraining, meeting: DbOrderMeeting | undefined): number {
  if (!meeting) return 0;
  return meeting.round < training.currRound || training.state === TRAINING_STATE.finished ? 2 : meeting.state;
}

/** The current round's menu view, caught up with the clock; null when the round has no meeting. */
export function viewOf(ctx: Ctx, training: DbTraining): MenuView | null {
  const game = ctx.db.games.find((g) => g.trainingId === training.id);
  if (!game) return null;
  return menuView(liveGame(ctx, training).state, ctx.now);
}

/**
 * The current round's menu view, or a refusal when this round has no order meeting. `catchUp`
 * false reads without skipping expired turns: a late pick must meet its own deadline, not the
 * next team's turn.
 */
export function requireMenu(ctx: Ctx, training: DbTraining, catchUp = true): MenuView {
  const view = catchUp ? viewOf(ctx, training) : menuView(gameOf(ctx, training).state, ctx.now);
  if (!view) refuse(CODE.conflict, '本回合没有订货会');
  return view;
}

/** Menu actions need the round's order meeting to be running (started by the teacher, not ended). */
export function requireMeetingRunning(ctx: Ctx, training: DbTraining): DbOrderMeeting {
  requireRunning(training);
  const meeting = meetingOf(ctx, training);
  const state = meetingState(training, meeting);
  if (!meeting || state === 0) refuse(CODE.conflict, '订货会尚未开始');
  if (state === 2) refuse(CODE.conflict, '订货会已结束');
  return meeting;
}

/** Names of markets, products and teams of a game, for answers the screens show directly. */
export function namesOf(state: GameState) {
  const market = new Map(state.rule.markets.map((m) => [m.code, m.name]));
  const product = new Map(state.rule.products.map((p) => [p.code, p.name]));
  const team = new Map(state.teams.map((t) => [t.teamId, t.teamName]));
  return {
    market: (code: string | null | undefined) => (code ? (market.get(code) ?? code) : ''),
    product: (code: string | null | undefined) => (code ? (product.get(code) ?? code) : ''),
    team: (id: string | null | undefined) => (id ? (team.get(id) ?? id) : ''),
  };
}

/** An order with the names of its market and product. */
export function orderRow(state: GameState, order: Order) {
  const names = namesOf(state);
  return { ...order, marketName: names.market(order.market), productName: names.product(order.product) };
}

/** Group number of each team id of a training. */
export function groupNumbers(ctx: Ctx, training: DbTraining): Map<string, number> {
  return new Map(groupsOf(ctx, training).map((g) => [g.groupId, g.groupNum]));
}

/**
 * The teacher gives a team (`groupId`) an order (`orderId`) left unpicked by this round's meeting:
 * a supplementary order once the meeting is over, or a repair of a pick lost by time-out.
 */
export function grantOrderCall(ctx: Ctx, rule: { requireFinished?: boolean; requireLostTurn?: boolean }) {
  const training = ownTraining(ctx);
  requireRunning(training);
  const group = groupOf(ctx, training);
  const orderId = text(ctx, 'orderId', '订单编号');
  const { state, data } = playConsole<{ order: Order }>(ctx, training, {
    type: 'grantOrder',
    teamId: group.groupId,
    orderId,
    now: ctx.now,
    ...rule,
  });
  return orderRow(state, data!.order);
}
