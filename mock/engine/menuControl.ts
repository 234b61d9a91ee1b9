import type { GameState, MenuPhase, MenuState, Result } from './types';
import { closeAdvertising } from './advertising';
import { commonCheck, draftMenu, draftSession, seekTurn } from './menuCore';
import type { MenuOpts } from './menuCore';
import { fail, ok } from './util';

/**
 * The teacher's controls of the meeting: start (closing advertising first when still open), suspend,
 * restore, re-menu, end, and the seconds per pick.
 */

/** Starts the selection; from phase 1 it closes advertising first. */
export function startMenu(state: GameState, opts: MenuOpts): Result {
  let s = state;
  const err = commonCheck(s, opts.version);
  if (err) return fail(err);
  if ((s.menu as MenuState).phase === 1) {
    const r = closeAdvertising(s, { now: opts.now });
    if (!r.ok) return r;
    s = r.state;
  }
  const menu0 = s.menu as MenuState;
  if (menu0.phase !== 2) return fail(menu0.phase === 3 ? '选单已经开始' : '选单已结束');
  const menu = draftMenu(menu0);
  menu.phase = 3;
  menu.suspended = false;
  menu.suspendedAt = null;
  seekTurn(s, menu, 0, -1, opts.now);
  menu.version = menu0.version + 1;
  return ok({ ...s, menu });
}

export function suspendMenu(state: GameState, opts: MenuOpts): Result {
  const err = commonCheck(state, opts.version);
  if (err) return fail(err);
  const menu = state.menu as MenuState;
  if (menu.phase === 4) return fail('选单已结束');
  if (menu.suspended) return fail('选单已处于暂停状态');
  return ok({ ...state, menu: { ...menu, suspended: true, suspendedAt: opts.now, version: menu.version + 1 } });
}

/** Resumes; the running turn keeps the time it had left when suspended. */
export function restoreMenu(state: GameState, opts: MenuOpts): Result {
  const err = commonCheck(state, opts.version);
  if (err) return fail(err);
  const menu = state.menu as MenuState;
  if (!menu.suspended) return fail('选单未暂停');
  const paused = Math.max(0, opts.now - (menu.suspendedAt ?? opts.now));
  const turn = menu.turn ? { ...menu.turn, startTime: menu.turn.startTime + paused } : null;
  return ok({ ...state, menu: { ...menu, suspended: false, suspendedAt: null, turn, version: menu.version + 1 } });
}

function reopenSession(menu: MenuState, i: number): void {
  const s = draftSession(menu, i);
  s.used = s.picked.slice();
  s.passed = s.passed.map(() => false);
  s.cursor = -1;
  s.done = false;
}

/**
 * Re-menu: restarts the current market × product selection from the top of the ranking. Orders
 * already picked stay picked (and count against the team's picks); passes and time-outs are
 * forgiven. After the meeting has finished it reopens every selection that still has orders.
 */
export function reMenu(state: GameState, opts: MenuOpts): Result {
  const err = commonCheck(state, opts.version);
  if (err) return fail(err);
  const menu0 = state.menu as MenuState;
  if (menu0.phase === 1 || menu0.phase === 2) return fail('选单尚未开始，无需重新选单');
  const menu = draftMenu(menu0);
  let first = -1;
  if (menu0.phase === 3) {
    first = menu0.sessionIndex;
    reopenSession(menu, first);
  } else {
    for (let i = 0; i < menu.sessions.length; i++) {
      if (menu.sessions[i].remaining.length > 0) {
        reopenSession(menu, i);
        if (first < 0) first = i;
      }
    }
    if (first < 0) return fail('没有可重新选单的订单');
  }
  menu.phase = 3;
  menu.suspended = false;
  menu.suspendedAt = null;
  seekTurn(state, menu, first, -1, opts.now);
  if (menu0.phase === 4 && (menu.phase as MenuPhase) === 4) return fail('没有可重新选单的订单');
  menu.version = menu0.version + 1;
  return ok({ ...state, menu });
}

/** Teacher ends the meeting now; orders not yet picked are dropped, picks are kept. */
export function endMenu(state: GameState, opts: MenuOpts): Result {
  const err = commonCheck(state, opts.version);
  if (err) return fail(err);
  const menu = state.menu as MenuState;
  if (menu.phase === 4) return fail('选单已结束');
  const sessions = menu.sessions.map((s) => (s.done ? s : { ...s, done: true, cursor: -1 }));
  return ok({
    ...state,
    menu: {
      ...menu,
      phase: 4,
      sessions,
      sessionIndex: sessions.length,
      turn: null,
      suspended: false,
      suspendedAt: null,
      version: menu.version + 1,
    },
  });
}

/** Seconds per pick; applies at once, also to the running countdown. */
export function setMenuDuration(state: GameState, seconds: number, opts: MenuOpts): Result {
  const err = commonCheck(state, opts.version);
  if (err) return fail(err);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600)
    return fail('选单时间必须是 1 到 3600 之间的整数（秒）');
  const menu = state.menu as MenuState;
  return ok({ ...state, menu: { ...menu, duration: seconds, version: menu.version + 1 } });
}
