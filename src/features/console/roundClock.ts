import { useEffect, useRef, useState } from 'react';
import { TRAINING_STATE } from '@/domain/codes';
import { parseTime } from '@/utils/time';

/**
 * The round's clock: the minutes the teacher planned for the round (round findList `duration`),
 * counted from the round's start. The start is the round list's `startTime` (server ms, an assumed
 * field) when the backend sends it, the same for every console; without it, the teacher's console
 * keeps the moment it first saw the round running, in localStorage, so a reload keeps it.
 *
 * While the training is paused or the menu suspended the clock holds. No call records a pause, so
 * the teacher's console keeps the hold (when it began, the round's minutes then) and, on resuming,
 * adds the held minutes to the round's duration: every screen reads the same clock from the list.
 */

/** How often a console looks at the clock, shown or hidden (a hidden one at least this often). */
export const CLOCK_TICK_MS = 1000;
/** A hidden tab's timers may be slowed to once a minute: a worker's timer checks at least this often. */
export const HIDDEN_CHECK_MS = 10_000;
/** The notice before an automatic advance, which the teacher can cancel. */
export const AUTO_NOTICE_MS = 10_000;
/** How often the teacher's console notes that it still sees a hold. */
export const HOLD_SEEN_EVERY_MS = 5_000;
/**
 * A hold kept by a page since closed, and not seen for this long, lapsed from view: only the time
 * up to its last sighting is added, never the hours the console was away (the training may have
 * been resumed elsewhere long before).
 */
export const HOLD_LAPSE_MS = HIDDEN_CHECK_MS + 2 * HOLD_SEEN_EVERY_MS;
/** This page's id: a hold this page keeps was watched all along, whatever its timers skipped. */
export const PAGE_ID = Math.random().toString(36).slice(2);

const START_KEY = 'sworld-round-start';
const HOLD_KEY = 'sworld-round-hold';
const SCRIPT_MIME = 'text/javascript';

/** The localStorage key of the start a teacher's console keeps for a round of a training. */
export const startKey = (trainId: string, round: number) => `${START_KEY}:${trainId}:${round}`;

/** The round's row as the clock reads it: duration in minutes, startTime a server time in any form parseTime reads (both assumed). */
export interface ClockRound {
  round: number;
  duration?: number | null;
  startTime?: unknown;
}

export interface RoundClock {
  /** Whole seconds left, or null when there is no clock (no duration, no start). */
  left: number | null;
  /** Where the start comes from: the round list, this console's own record, or nowhere. */
  source: 'server' | 'console' | null;
  /** The training is paused: the clock says so and nothing advances. */
  paused: boolean;
  /** The menu is suspended (while the training runs): the clock holds too. */
  suspended: boolean;
  /** The clock holds (paused or suspended): it shows the time left when the hold began. */
  held: boolean;
  /** The round's planned minutes the clock counts (with a hold's addition the list does not show yet), or null. */
  minutes: number | null;
  /** What the clock cannot show: no planned duration, or (for students) no start from the backend. */
  missing: 'duration' | 'start' | null;
  /** The server's time the clock was read at (ms). */
  now: number;
}

const positive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** The start this console keeps for the round, or null; `storage` is localStorage when there is one. */
export function keptStart(trainId: string, round: number, storage: Storage | undefined): number | null {
  const value = Number(storage?.getItem(startKey(trainId, round)));
  return positive(value) ? value : null;
}

/** Keeps `now` as the round's start, and forgets the training's other rounds (they are over). */
export function keepStart(trainId: string, round: number, now: number, storage: Storage | undefined) {
  if (!storage) return;
  const prefix = `${START_KEY}:${trainId}:`;
  for (let i = storage.length - 1; i >= 0; i -= 1) {
    const key = storage.key(i);
    if (key?.startsWith(prefix) && key !== startKey(trainId, round)) storage.removeItem(key);
  }
  storage.setItem(startKey(trainId, round), String(now));
}

/**
 * A hold of the round's clock as the teacher's console keeps it (localStorage, one per training):
 * `since` when it began (server ms; absent once the clock runs again), `base` the round's minutes
 * then, `left` the seconds left then, `to` the minutes written for the round once the hold was
 * added (a round list still showing `base` is read as `to`), `seen` when a console last saw it on,
 * `page` the id of the page that kept it.
 */
export interface Hold {
  since?: number;
  base: number;
  left: number;
  to?: number;
  seen?: number;
  page?: string;
}

/** The last moment the hold is known to have been on. */
const lastSeen = (hold: Hold) => hold.seen ?? hold.since ?? 0;

/** The hold is still open, kept by another page (since closed), and not seen for HOLD_LAPSE_MS. */
export const lapsed = (hold: Hold, now: number, page = PAGE_ID) =>
  hold.since !== undefined && hold.to === undefined && hold.page !== page && now - lastSeen(hold) > HOLD_LAPSE_MS;

export const holdKey = (trainId: string, round: number) => `${HOLD_KEY}:${trainId}:${round}`;

/** The hold this browser keeps for the round, or null. */
export function keptHold(trainId: string, round: number, storage: Storage | undefined): Hold | null {
  try {
    const value = JSON.parse(storage?.getItem(holdKey(trainId, round)) ?? 'null');
    return value && positive(value.base) && typeof value.left === 'number' ? (value as Hold) : null;
  } catch {
    return null;
  }
}

/** Keeps the round's hold, and forgets the training's other rounds (they are over). */
export function keepHold(trainId: string, round: number, hold: Hold, storage: Storage | undefined) {
  if (!storage) return;
  const prefix = `${HOLD_KEY}:${trainId}:`;
  for (let i = storage.length - 1; i >= 0; i -= 1) {
    const key = storage.key(i);
    if (key?.startsWith(prefix) && key !== holdKey(trainId, round)) storage.removeItem(key);
  }
  storage.setItem(holdKey(trainId, round), JSON.stringify(hold));
}

/**
 * The whole minutes a hold from `since` to `until` (ms) adds, rounded up; none when the clock was
 * already at zero. A hold another page kept counts only as long as it was seen (up to HOLD_LAPSE_MS
 * after its last sighting): a console closed during a pause adds no time it did not see.
 */
export function heldMinutes(hold: Hold, until: number, page = PAGE_ID): number {
  if (hold.since === undefined || hold.left <= 0) return 0;
  const end = hold.page === page ? until : Math.min(until, lastSeen(hold) + HOLD_LAPSE_MS);
  return Math.max(0, Math.ceil((end - hold.since) / 60_000));
}

/** Whole seconds left of `minutes` from `start` at `now` (all ms), never below 0. */
export function secondsLeftOf(start: number, minutes: number, now: number): number {
  return Math.max(0, Math.round(minutes * 60) - Math.floor((now - start) / 1000));
}

/**
 * Whether a console keeps the round's start when the round list has none: 'own', the teacher's
 * console, starts the clock itself and keeps the start; 'shared', the projector view, reads the start
 * a teacher's console of this browser kept, but starts none (it may be opened late, or elsewhere);
 * 'none', a student's console, shows no clock without the backend's start.
 */
export type KeepStart = 'own' | 'shared' | 'none';

/**
 * The clock at `now` (server ms); a kept start and hold are read back from `storage`. `suspended`
 * is the menu's (null: not reported); `seen` is when this console first saw the present hold, for a
 * console this browser keeps no hold for (a student's, another browser's).
 */
export function roundClock(input: {
  trainId: string;
  state: number;
  suspended?: boolean | null;
  row: ClockRound | undefined;
  now: number;
  keep: KeepStart;
  storage: Storage | undefined;
  seen?: number | null;
}): RoundClock {
  const { trainId, state, row, now, keep, storage } = input;
  const paused = state === TRAINING_STATE.paused;
  const suspended = state === TRAINING_STATE.running && input.suspended === true;
  const held = paused || suspended;
  const base = { paused, suspended, held, now };
  const none = (missing: RoundClock['missing']): RoundClock => ({
    ...base,
    left: null,
    source: null,
    minutes: null,
    missing,
  });
  if (state !== TRAINING_STATE.running && !paused) return none(null);
  if (!row || !positive(row.duration)) return none('duration');
  const serverStart = parseTime(row.startTime);
  let start: number;
  let source: RoundClock['source'];
  if (serverStart !== undefined) {
    start = serverStart;
    source = 'server';
  } else {
    if (keep === 'none') return none('start');
    const kept = keptStart(trainId, row.round, storage);
    // The clock starts when the teacher's console first sees the round running, not while it is paused.
    if (kept === null && (paused || keep === 'shared')) return none('start');
    start = kept ?? now;
    source = 'console';
  }
  const hold = keep === 'none' ? null : keptHold(trainId, row.round, storage);
  // A round list read before the hold was added still shows the minutes from before it.
  const minutes = hold?.to !== undefined && row.duration === hold.base ? hold.to : row.duration;
  if (!held) return { ...base, left: secondsLeftOf(start, minutes, now), source, minutes, missing: null };
  // Held: the time left when the hold began, as the teacher's console kept it, else as this console first saw it.
  const open = hold?.since !== undefined ? hold : null;
  const from = open?.since ?? input.seen ?? now;
  const heldFor = open ? open.base : minutes;
  return { ...base, left: secondsLeftOf(start, heldFor, from), source, minutes, missing: null };
}

const browserStorage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * Ticks a worker's timer every HIDDEN_CHECK_MS: a hidden tab's own timers can be slowed to once a
 * minute, a dedicated worker's are not. Nothing where there is no Worker (the page's timer remains).
 */
function workerTicker(onTick: () => void): () => void {
  if (typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function') return () => undefined;
  try {
    const source = `setInterval(function () { postMessage(0); }, ${HIDDEN_CHECK_MS});`;
    const url = URL.createObjectURL(new Blob([source], { type: SCRIPT_MIME }));
    const worker = new Worker(url);
    worker.onmessage = onTick;
    return () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
  } catch {
    return () => undefined;
  }
}

/**
 * The server's clock now (local clock + `offset`), read every second, at once when the page is
 * shown or hidden, and from a worker at least every 10 s while hidden.
 */
export function useClockNow(offset: number) {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const read = () => setNow(Date.now() + offset);
    read();
    const id = window.setInterval(read, CLOCK_TICK_MS);
    let stopWorker: () => void = () => undefined;
    const onVisibility = () => {
      read();
      stopWorker();
      stopWorker = document.visibilityState === 'hidden' ? workerTicker(read) : () => undefined;
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(id);
      stopWorker();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [offset]);
  return now;
}

/**
 * The round's clock, ticking; `keep` as roundClock's. The teacher's console ('own') keeps the hold
 * when it first sees one, and closes it once the clock runs again with the hold added.
 */
export function useRoundClock(input: {
  trainId: string;
  state: number;
  suspended?: boolean | null;
  round: number;
  rows: ClockRound[];
  offset: number;
  keep: KeepStart;
}): RoundClock {
  const { trainId, state, suspended, round, rows, offset, keep } = input;
  const now = useClockNow(offset);
  const row = rows.find((r) => r.round === round);
  const storage = browserStorage();
  const seen = useRef<{ key: string; at: number } | null>(null);
  const holding = state === TRAINING_STATE.paused || (state === TRAINING_STATE.running && suspended === true);
  const seenKey = `${trainId}:${round}`;
  if (!holding) seen.current = null;
  else if (seen.current?.key !== seenKey) seen.current = { key: seenKey, at: now };
  const clock = roundClock({ trainId, state, suspended, row, now, keep, storage, seen: seen.current?.at });
  const startsHere = clock.source === 'console' && keptStart(trainId, round, storage) === null;
  useEffect(() => {
    if (startsHere) keepStart(trainId, round, now, storage);
  }, [startsHere, trainId, round, now, storage]);
  const hold = keep === 'own' && clock.left !== null ? keptHold(trainId, round, storage) : null;
  // A hold that lapsed from view (the console was closed, the training resumed and paused again
  // elsewhere) is not this one: the new hold starts from now.
  const holdBegins =
    keep === 'own' && clock.held && clock.left !== null && (hold?.since === undefined || lapsed(hold, now));
  const holdSeen = keep === 'own' && clock.held && !holdBegins && !!hold && now - lastSeen(hold) >= HOLD_SEEN_EVERY_MS;
  const holdEnds = keep === 'own' && !clock.held && hold?.since !== undefined && hold.to !== undefined;
  useEffect(() => {
    if (holdBegins && clock.minutes !== null && clock.left !== null)
      keepHold(trainId, round, { since: now, base: clock.minutes, left: clock.left, page: PAGE_ID }, storage);
    else if (holdEnds && hold) keepHold(trainId, round, { base: hold.base, left: hold.left, to: hold.to }, storage);
    else if (holdSeen && hold) keepHold(trainId, round, { ...hold, seen: now, page: PAGE_ID }, storage);
  }, [holdBegins, holdEnds, holdSeen, hold, clock.minutes, clock.left, trainId, round, now, storage]);
  return clock;
}

/**
 * Adds a finished (or finishing) hold of the round to its duration, once: under a lock one tab holds
 * at a time, the round's minutes are read afresh and the hold's minutes added only if they are still
 * those from before the hold (another console that added them, or a teacher who set the round's
 * minutes during the hold, has changed them). `until` is when the hold ends (server ms). Resolves
 * whether the round's minutes are settled (added, or found changed; false when a read or the write failed).
 */
export async function settleHold(input: {
  trainId: string;
  round: number;
  until: number;
  storage: Storage | undefined;
  read: () => Promise<number | undefined>;
  write: (minutes: number) => Promise<unknown>;
  locks?: LockManagerLike;
}): Promise<boolean> {
  const { trainId, round, until, storage, read, write } = input;
  const open = () => {
    const hold = keptHold(trainId, round, storage);
    return hold && hold.since !== undefined && hold.to === undefined ? hold : null;
  };
  if (!open()) return true;
  let settled = false;
  await advanceOnce(
    `${HOLD_KEY}:${trainId}`,
    async () => {
      const hold = open();
      const fresh = hold ? await read() : undefined;
      // Another tab settled it while this one waited for the lock; or the minutes could not be read.
      if (!hold || fresh === undefined) {
        settled = !hold;
        return false;
      }
      if (fresh !== hold.base || heldMinutes(hold, until) === 0) {
        keepHold(trainId, round, { ...hold, to: fresh }, storage);
        settled = true;
        return false;
      }
      return true;
    },
    async () => {
      const hold = open()!;
      const to = hold.base + heldMinutes(hold, until);
      const written = await write(to);
      if (written === undefined) return undefined;
      keepHold(trainId, round, { ...hold, to }, storage);
      settled = true;
      return written;
    },
    input.locks ?? browserLocks(),
  );
  return settled;
}

/** Web Locks as the guard needs them: runs `callback` holding the lock `name`, one holder at a time. */
export interface LockManagerLike {
  request(name: string, callback: () => Promise<boolean>): Promise<boolean>;
}

/** The browser's Web Locks (Chrome and Edge have them), shared by every tab of this site. */
export function browserLocks(): LockManagerLike | undefined {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return undefined;
  return { request: (name, callback) => locks.request(name, callback).then((done) => done) };
}

/**
 * Advances a round once across this browser's tabs: under a lock held by one tab at a time, `check`
 * re-reads whether the round is still the one to leave (a tab that advanced first has moved it), and
 * only then `advance` runs. Without Web Locks, the fresh check alone is the guard.
 */
export async function advanceOnce(
  name: string,
  check: () => Promise<boolean>,
  advance: () => Promise<unknown>,
  locks: LockManagerLike | undefined = browserLocks(),
): Promise<boolean> {
  const step = async () => {
    if (!(await check())) return false;
    return (await advance()) !== undefined;
  };
  return locks ? locks.request(name, step) : step();
}
