import type { GameState, MenuState, Order, Result, TeamState } from './types';
import {
  STALE_MSG,
  commonCheck,
  currentMenu,
  draftMenu,
  draftSession,
  orderById,
  orderIndex,
  seekTurn,
} from './menuCore';
import type { MenuOpts } from './menuCore';
import { orderIneligibility } from './orders';
import { fail, findTeamIndex, ok } from './util';

/** Picking (phase 3): picks, passes and time-outs of the team whose turn it is. */

function turnCheck(state: GameState, teamId: string, now: number): string | null {
  const menu = state.menu as MenuState;
  if (menu.suspended) return '选单已暂停，请等待恢复';
  if (!menu.turn) return '当前不在选单阶段';
  if (menu.turn.teamId !== teamId) return '还没有轮到本组选单';
  if (now >= menu.turn.startTime + menu.duration * 1000) return '本次选单已超时';
  return null;
}

/** The team whose turn it is takes one order of the current market × product. */
export function pickOrder(
  state: GameState,
  teamId: string,
  orderId: string,
  opts: MenuOpts,
): Result<{ order: Order; duplicate: boolean }> {
  const err = commonCheck(state, undefined);
  if (err) return fail(err);
  const menu0 = state.menu as MenuState;
  if (menu0.phase !== 3) return fail('当前不在选单阶段');
  const ti = findTeamIndex(state, teamId);
  if (ti < 0) return fail('队伍不存在');
  const old = state.teams[ti];
  // the same pick sent twice (e.g. a retried request) is applied once
  const already = old.orders.find((o) => o.id === orderId);
  if (already) return ok(state, { order: orderById(menu0, orderId) ?? already, duplicate: true });
  if (opts.version !== undefined && opts.version !== menu0.version) return fail(STALE_MSG);
  const terr = turnCheck(state, teamId, opts.now);
  if (terr) return fail(terr);
  const si = menu0.sessionIndex;
  const s0 = menu0.sessions[si];
  const oi = orderIndex(menu0, orderId);
  const ri = oi < 0 ? -1 : s0.remaining.indexOf(oi);
  if (ri < 0) return fail('订单不存在或已被选走');
  const order = menu0.orders[oi];
  const why = orderIneligibility(state.rule, old, order);
  if (why) return fail(why);

  const menu = draftMenu(menu0);
  const s = draftSession(menu, si);
  s.remaining.splice(ri, 1);
  s.picked[s.cursor] += 1;
  s.used[s.cursor] += 1;
  s.picks = s0.picks.concat([{ teamId, orderId, market: order.market, product: order.product, at: opts.now }]);
  // only the order list and one counter change: copy just those (a pick is the hottest action)
  const taken = old.stats.ordersTaken;
  const team: TeamState = {
    ...old,
    orders: old.orders.concat([
      { ...order, status: 'open', pickedRound: state.currentRound, deliveredRound: null, penalty: 0 },
    ]),
    stats: {
      ...old.stats,
      ordersTaken: {
        count: taken.count + 1,
        quantity: taken.quantity + order.quantity,
        value: taken.value + order.totalPrice,
      },
    },
  };
  const next: GameState = { ...state, teams: state.teams.slice(), menu };
  next.teams[ti] = team;
  seekTurn(next, menu, si, s.cursor, opts.now);
  menu.version = menu0.version + 1;
  return ok(next, { order, duplicate: false });
}

/** The team whose turn it is gives up the rest of its picks in the current market × product. */
export function passPick(state: GameState, teamId: string, opts: MenuOpts): Result {
  const err = commonCheck(state, opts.version);
  if (err) return fail(err);
  const menu0 = state.menu as MenuState;
  if (menu0.phase !== 3) return fail('当前不在选单阶段');
  const terr = turnCheck(state, teamId, opts.now);
  if (terr) return fail(terr);
  const menu = draftMenu(menu0);
  const s = draftSession(menu, menu0.sessionIndex);
  s.passed[s.cursor] = true;
  seekTurn(state, menu, menu0.sessionIndex, s.cursor, opts.now);
  menu.version = menu0.version + 1;
  return ok({ ...state, menu });
}

/**
 * Skips every turn whose time has run out by `now`. Each following turn starts when the previous
 * one expired, so calling this late gives the same result as calling it on time. A skipped team
 * loses that one pick, not the rest. Always succeeds; data.cancelled says how many turns went.
 */
export function autoCancel(state: GameState, now: number, version?: number): Result<{ cancelled: number }> {
  const menu0 = state.status === 'running' ? currentMenu(state) : null;
  if (menu0?.phase !== 3 || menu0.suspended || !menu0.turn) return ok(state, { cancelled: 0 });
  if (version !== undefined && version !== menu0.version) return fail(STALE_MSG);
  if (now < menu0.turn.startTime + menu0.duration * 1000) return ok(state, { cancelled: 0 });
  const menu = draftMenu(menu0);
  let cancelled = 0;
  while (menu.phase === 3 && menu.turn && now >= menu.turn.startTime + menu.duration * 1000) {
    const deadline = menu.turn.startTime + menu.duration * 1000;
    const si = menu.sessionIndex;
    const s = draftSession(menu, si);
    s.used[s.cursor] += 1;
    cancelled++;
    seekTurn(state, menu, si, s.cursor, deadline);
  }
  menu.timeouts = menu0.timeouts + cancelled;
  menu.version = menu0.version + 1;
  return ok({ ...state, menu }, { cancelled });
}
