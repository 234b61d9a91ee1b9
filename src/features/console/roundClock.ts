import { useEffect, useState } from 'react';
import { TRAINING_STATE } from '@/domain/codes';
import { parseTime } from '@/utils/time';

/**
 * The round's clock: the minutes the teacher planned for the round (round findList `duration`),
 * counted from the round's start. The start is the round list's `startTime` (server ms, an assumed
 * field) when the backend sends it, the same for every console; without it, the teacher's console
 * keeps the moment it first saw the round running, in localStorage, so a reload keeps it.
 */

/** How often a console looks at the clock, shown or hidden (a hidden one at least this often). */
export const CLOCK_TICK_MS = 1000;
/** A hidden tab's timers may be slowed to once a minute: a worker's timer checks at least this often. */
export const HIDDEN_CHECK_MS = 10_000;
/** The notice before an automatic advance, which the teacher can cancel. */
export const AUTO_NOTICE_MS = 10_000;

const START_KEY = 'sworld-round-start';
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

/** The clock at `now` (server ms); a kept start is read back from `storage`. */
export function roundClock(input: {
  trainId: string;
  state: number;
  row: ClockRound | undefined;
  now: number;
  keep: KeepStart;
  storage: Storage | undefined;
}): RoundClock {
  const { trainId, state, row, now, keep, storage } = input;
  const paused = state === TRAINING_STATE.paused;
  const none = (missing: RoundClock['missing']): RoundClock => ({ left: null, source: null, paused, missing, now });
  if (state !== TRAINING_STATE.running && !paused) return none(null);
  if (!row || !positive(row.duration)) return none('duration');
  const serverStart = parseTime(row.startTime);
  if (serverStart !== undefined) {
    return { left: secondsLeftOf(serverStart, row.duration, now), source: 'server', paused, missing: null, now };
  }
  if (keep === 'none') return none('start');
  const kept = keptStart(trainId, row.round, storage);
  // The clock starts when the teacher's console first sees the round running, not while it is paused.
  if (kept === null && (paused || keep === 'shared')) return none('start');
  const start = kept ?? now;
  return { left: secondsLeftOf(start, row.duration, now), source: 'console', paused, missing: null, now };
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

/** The round's clock, ticking; `keep` as roundClock's. */
export function useRoundClock(input: {
  trainId: string;
  state: number;
  round: number;
  rows: ClockRound[];
  offset: number;
  keep: KeepStart;
}): RoundClock {
  const { trainId, state, round, rows, offset, keep } = input;
  const now = useClockNow(offset);
  const row = rows.find((r) => r.round === round);
  const storage = browserStorage();
  const clock = roundClock({ trainId, state, row, now, keep, storage });
  const startsHere = clock.source === 'console' && keptStart(trainId, round, storage) === null;
  useEffect(() => {
    if (startsHere) keepStart(trainId, round, now, storage);
  }, [startsHere, trainId, round, now, storage]);
  return clock;
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
