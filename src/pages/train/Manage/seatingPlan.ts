/**
 * Seating a class in one step: a pure planner (seats + students → proposed layout), a seeded
 * shuffle, and the post transfer calls that turn the current layout into the proposal.
 */

import { POST_FIVE_ID } from '@/constants';

/** A seat of the group list: the group_post id and its post. */
export interface PlanSeat {
  seatId: string;
  postId: number;
}

/** A group of the training with its seats, in the group list's order. */
export interface PlanGroup {
  key: string;
  name: string;
  seats: PlanSeat[];
}

/** The proposal: who sits on each seat (null for an empty seat), and the students left without one. */
export interface Layout {
  bySeat: Record<string, string | null>;
  unseated: string[];
}

/** One post transfer call: seat `seatId` gets `studentId` ('' empties it). */
export interface SeatStep {
  seatId: string;
  studentId: string;
}

/** The order a group's seats are shown in: post 5 (when present) first (spec point 3), the others by id. */
export function displayOrder<S extends { postId: unknown }>(seats: readonly S[]): S[] {
  const rank = (s: S) => (Number(s.postId) === POST_FIVE_ID ? 0 : Number(s.postId));
  return [...seats].sort((a, b) => rank(a) - rank(b));
}

/**
 * The order a group's seats are filled in: by post id, so that when a group has fewer students than
 * posts its highest posts stay empty (post 5, the optional one, first of all).
 */
export function fillOrder(seats: PlanSeat[]): PlanSeat[] {
  return [...seats].sort((a, b) => a.postId - b.postId);
}

/**
 * How many students each group gets: one at a time to the group with the fewest that still has a
 * free seat (the first such group on a tie), so sizes differ by at most one where seats allow.
 */
export function groupSizes(groups: PlanGroup[], students: number): number[] {
  const sizes = groups.map(() => 0);
  for (let n = 0; n < students; n += 1) {
    let best = -1;
    groups.forEach((g, i) => {
      if (sizes[i] < g.seats.length && (best < 0 || sizes[i] < sizes[best])) best = i;
    });
    if (best < 0) break;
    sizes[best] += 1;
  }
  return sizes;
}

/**
 * The proposed layout: students in the given order, group after group, each group as large as
 * `groupSizes` says, filling its posts in `fillOrder`. Students beyond the seats stay unseated, in order.
 */
export function planLayout(groups: PlanGroup[], students: string[]): Layout {
  const sizes = groupSizes(groups, students.length);
  const bySeat: Record<string, string | null> = {};
  let next = 0;
  groups.forEach((group, i) => {
    fillOrder(group.seats).forEach((seat, p) => {
      bySeat[seat.seatId] = p < sizes[i] ? students[next + p] : null;
    });
    next += sizes[i];
  });
  return { bySeat, unseated: students.slice(next) };
}

/** A small seeded generator (mulberry32): the same seed gives the same order. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The items in an order fixed by `seed` (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const next = random(seed);
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The layout with two students' places exchanged (a seated one with an unseated one as well). */
export function swapStudents(layout: Layout, a: string, b: string): Layout {
  if (a === b) return layout;
  const swap = (id: string | null) => (id === a ? b : id === b ? a : id);
  const bySeat = Object.fromEntries(Object.entries(layout.bySeat).map(([seat, id]) => [seat, swap(id)]));
  return { bySeat, unseated: layout.unseated.map((id) => swap(id)!) };
}

/**
 * The transfer calls from the current layout to the target, in an order that never seats a student
 * twice whether or not the backend swaps: first every seat whose occupant changes is emptied, then
 * each empty seat gets its student, who by then sits nowhere. Seats that keep their occupant are not sent.
 */
export function seatSteps(current: Record<string, string | null>, target: Record<string, string | null>): SeatStep[] {
  const seats = Object.keys(target);
  const clears = seats
    .filter((seat) => current[seat] && current[seat] !== target[seat])
    .map((seatId) => ({ seatId, studentId: '' }));
  const sits = seats
    .filter((seat) => target[seat] && current[seat] !== target[seat])
    .map((seatId) => ({ seatId, studentId: target[seatId]! }));
  return [...clears, ...sits];
}
