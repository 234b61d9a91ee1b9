import type { GameState, MenuSession, MenuState, Order, PickRecord, TeamState } from './types';
import { getTeam } from './util';

/**
 * The order meeting ("选单"). Phases: 1 advertising, 2 waiting to start (ads closed, orders
 * generated), 3 picking, 4 finished. Market × product selections ("sessions") run one after the
 * other in rule order; inside one, teams pick one order per turn in advertising rank, round-robin
 * while they still have picks. The countdown belongs to the server: a turn starts at
 * `turn.startTime` (ms, passed in by the caller) and lasts `duration` seconds.
 *
 * Performance: a pick copies only the current session and the touched team; orders are shared.
 */

export const STALE_MSG = '数据已更新，请刷新后重试';

export interface MenuOpts {
  now: number;
  /** the menu version the caller last read; a different one is refused */
  version?: number;
}

export function newMenu(round: number, duration: number): MenuState {
  return {
    round,
    phase: 1,
    duration,
    suspended: false,
    suspendedAt: null,
    version: 1,
    ads: [],
    orders: [],
    sessions: [],
    sessionIndex: -1,
    turn: null,
    timeouts: 0,
  };
}

// Orders never change after generation, so an index per orders array can be cached outside state.
const orderIndexCache = new WeakMap<readonly Order[], Map<string, number>>();

export function orderIndex(menu: MenuState, id: string): number {
  let idx = orderIndexCache.get(menu.orders);
  if (!idx) {
    idx = new Map(menu.orders.map((o, i) => [o.id, i]));
    orderIndexCache.set(menu.orders, idx);
  }
  return idx.get(id) ?? -1;
}

export function orderById(menu: MenuState, id: string): Order | undefined {
  const i = orderIndex(menu, id);
  return i < 0 ? undefined : menu.orders[i];
}

/** Every pick of the meeting, selection by selection. */
export function allPicks(menu: MenuState): PickRecord[] {
  const out: PickRecord[] = [];
  for (const s of menu.sessions) out.push(...s.picks);
  return out;
}

export function currentMenu(state: GameState): MenuState | null {
  return state.menu && state.menu.round === state.currentRound ? state.menu : null;
}

export function commonCheck(state: GameState, version: number | undefined): string | null {
  if (state.status !== 'running') return '训练已结束';
  const menu = currentMenu(state);
  if (!menu) return '本回合没有订货会';
  if (version !== undefined && version !== menu.version) return STALE_MSG;
  return null;
}

export function draftMenu(menu: MenuState): MenuState {
  return { ...menu, sessions: menu.sessions.slice() };
}

export function draftSession(menu: MenuState, i: number): MenuSession {
  const s = menu.sessions[i];
  const c: MenuSession = {
    ...s,
    remaining: s.remaining.slice(),
    picked: s.picked.slice(),
    used: s.used.slice(),
    passed: s.passed.slice(),
  };
  menu.sessions[i] = c;
  return c;
}

/** Whether the team may take at least one open order of the selection (same checks as a pick). */
function hasEligibleOrder(menu: MenuState, team: TeamState | undefined, s: MenuSession): boolean {
  if (!team || team.bankrupt) return false;
  if (!team.markets[s.market]?.done || !team.products[s.product]?.done) return false;
  const orders = menu.orders;
  for (const i of s.remaining) {
    const q = orders[i].requiredQualification;
    if (q === null || team.qualifications[q]?.done) return true;
  }
  return false;
}

/** Next queue position after `from` that still has a pick and an order it may take; -1 if none. */
function nextInSession(state: GameState, menu: MenuState, s: MenuSession, from: number): number {
  const n = s.queue.length;
  if (s.remaining.length === 0 || n === 0) return -1;
  for (let k = 1; k <= n; k++) {
    const i = (from + k) % n;
    if (s.passed[i] || s.used[i] >= s.rights[i]) continue;
    if (!hasEligibleOrder(menu, getTeam(state, s.queue[i]), s)) {
      // nothing left it could take: treat as passed so the others are not kept waiting
      s.passed[i] = true;
      continue;
    }
    return i;
  }
  return -1;
}

/** Moves the turn on from session `si`, position `from` (mutates the menu draft). */
export function seekTurn(state: GameState, menu: MenuState, si: number, from: number, now: number): void {
  let f = from;
  for (let i = si; i < menu.sessions.length; i++) {
    if (menu.sessions[i].done) {
      f = -1;
      continue;
    }
    const s = draftSession(menu, i);
    const idx = nextInSession(state, menu, s, f);
    if (idx >= 0) {
      s.cursor = idx;
      menu.sessionIndex = i;
      menu.turn = { teamId: s.queue[idx], startTime: now };
      return;
    }
    s.done = true;
    s.cursor = -1;
    f = -1;
  }
  menu.sessionIndex = menu.sessions.length;
  menu.turn = null;
  menu.phase = 4;
  menu.suspended = false;
  menu.suspendedAt = null;
}
