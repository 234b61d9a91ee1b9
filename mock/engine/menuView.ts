import type { AdItem, GameState, MenuPhase, Order } from './types';
import { allPicks } from './menu';

/** Everything the menu screens show, read from state at time `now` (ms). */
export interface MenuView {
  round: number;
  /** 1 advertising, 2 waiting to start, 3 picking, 4 finished */
  phase: MenuPhase;
  suspended: boolean;
  /** pass this back as `version` with menu actions */
  version: number;
  /** seconds per pick */
  duration: number;
  startTime: number | null;
  currentTime: number;
  currentMarket: string | null;
  currentProduct: string | null;
  currentTeamId: string | null;
  /** whole seconds left for the current pick, never below 0 */
  remainingSeconds: number;
  /** per product code: seconds left when it is the product being selected, else 0 */
  menuTimers: Record<string, number>;
  /** orders still open in the current market × product */
  currentOrders: Order[];
  /** orders still open in every selection not yet finished */
  remainingOrders: Order[];
  /** team id → orders it picked in this meeting */
  picks: Record<string, Order[]>;
  /** selections (market × product with orders and bidders) in this meeting */
  allRounds: number;
  /** orders in those selections */
  allOrder: number;
  /** selections not yet finished */
  surplusRounds: number;
  /** orders not yet picked in unfinished selections */
  surplusOrder: number;
  sessions: {
    market: string;
    product: string;
    done: boolean;
    current: boolean;
    orderCount: number;
    remainingCount: number;
    queue: {
      teamId: string;
      teamName: string;
      rank: number;
      rights: number;
      picked: number;
      picksLeft: number;
      passed: boolean;
    }[];
  }[];
  /** advertising per team (the teacher's "teamData") */
  teamData: { teamId: string; teamName: string; items: AdItem[]; total: number; submittedAt: number }[];
}

export function remainingSeconds(duration: number, startTime: number, now: number): number {
  return Math.max(0, duration - Math.floor((now - startTime) / 1000));
}

/** The current round's meeting, or null when this round has none. */
export function menuView(state: GameState, now: number): MenuView | null {
  const menu = state.menu;
  if (!menu || menu.round !== state.currentRound) return null;
  const names = new Map(state.teams.map((t) => [t.teamId, t.teamName]));
  const cur =
    menu.phase === 3 && menu.sessionIndex >= 0 && menu.sessionIndex < menu.sessions.length
      ? menu.sessions[menu.sessionIndex]
      : null;
  let left = 0;
  if (menu.phase === 3 && menu.turn) {
    const at = menu.suspended && menu.suspendedAt !== null ? menu.suspendedAt : now;
    left = remainingSeconds(menu.duration, menu.turn.startTime, at);
  }
  const menuTimers: Record<string, number> = {};
  for (const p of state.rule.products) menuTimers[p.code] = cur && cur.product === p.code ? left : 0;
  const toOrders = (idx: number[]): Order[] => idx.map((i) => menu.orders[i]);
  const byId = new Map(menu.orders.map((o) => [o.id, o]));
  const picks: Record<string, Order[]> = {};
  for (const p of allPicks(menu)) {
    const o = byId.get(p.orderId);
    if (o) (picks[p.teamId] ??= []).push(o);
  }
  let allOrder = 0;
  let surplusRounds = 0;
  let surplusOrder = 0;
  const remainingIdx: number[] = [];
  for (const s of menu.sessions) {
    allOrder += s.orderIdx.length;
    if (!s.done) {
      surplusRounds++;
      surplusOrder += s.remaining.length;
      remainingIdx.push(...s.remaining);
    }
  }
  return {
    round: menu.round,
    phase: menu.phase,
    suspended: menu.suspended,
    version: menu.version,
    duration: menu.duration,
    startTime: menu.turn ? menu.turn.startTime : null,
    currentTime: now,
    currentMarket: cur ? cur.market : null,
    currentProduct: cur ? cur.product : null,
    currentTeamId: menu.turn ? menu.turn.teamId : null,
    remainingSeconds: left,
    menuTimers,
    currentOrders: cur ? toOrders(cur.remaining) : [],
    remainingOrders: toOrders(remainingIdx),
    picks,
    allRounds: menu.sessions.length,
    allOrder,
    surplusRounds,
    surplusOrder,
    sessions: menu.sessions.map((s) => ({
      market: s.market,
      product: s.product,
      done: s.done,
      current: s === cur,
      orderCount: s.orderIdx.length,
      remainingCount: s.remaining.length,
      queue: s.queue.map((teamId, i) => ({
        teamId,
        teamName: names.get(teamId) ?? teamId,
        rank: i + 1,
        rights: s.rights[i],
        picked: s.picked[i],
        picksLeft: s.passed[i] ? 0 : Math.max(0, s.rights[i] - s.used[i]),
        passed: s.passed[i],
      })),
    })),
    teamData: menu.ads.map((a) => ({
      teamId: a.teamId,
      teamName: names.get(a.teamId) ?? a.teamId,
      items: a.items,
      total: a.total,
      submittedAt: a.submittedAt,
    })),
  };
}
