import { act, renderHook } from '@testing-library/react';
import {
  advanceOnce,
  HIDDEN_CHECK_MS,
  keepHold,
  keepStart,
  keptHold,
  lapsed,
  keptStart,
  type LockManagerLike,
  roundClock,
  settleHold,
  startKey,
  useClockNow,
} from '../roundClock';

/** Web Locks as a browser shares them between tabs: one holder at a time, the others wait their turn. */
function sharedLocks(): LockManagerLike {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request(name, callback) {
      const before = queues.get(name) ?? Promise.resolve();
      const mine = before.then(callback);
      queues.set(
        name,
        mine.catch(() => undefined),
      );
      return mine;
    },
  };
}

/** A backend's training: the round moves on each change, after a read and a write that take time. */
function backend() {
  const state = { round: 5, changes: 0 };
  const tick = () => new Promise((r) => setTimeout(r, 5));
  const tab = (locks: LockManagerLike | undefined) =>
    advanceOnce(
      'sworld-round-advance:t1',
      async () => {
        const seen = state.round;
        await tick();
        return seen === 5;
      },
      async () => {
        await tick();
        state.round += 1;
        state.changes += 1;
        return { round: state.round };
      },
      locks,
    );
  return { state, tab };
}

describe('advanceOnce, the two-tab guard', () => {
  it('lets one of two tabs that reach zero together advance the round', async () => {
    const locks = sharedLocks();
    const { state, tab } = backend();
    const results = await Promise.all([tab(locks), tab(locks)]);
    expect(results.sort()).toEqual([false, true]);
    expect(state).toEqual({ round: 6, changes: 1 });
  });

  it('without a lock the two tabs would both advance: the lock is what keeps it to one', async () => {
    const { state, tab } = backend();
    await Promise.all([tab(undefined), tab(undefined)]);
    expect(state.changes).toBe(2);
  });

  it('reports no advance when the change was refused (no record came back)', async () => {
    const done = await advanceOnce(
      'x',
      async () => true,
      async () => undefined,
      sharedLocks(),
    );
    expect(done).toBe(false);
  });
});

describe('the clock without a start from the backend', () => {
  const row = { round: 3, duration: 2, startTime: null };

  it('starts on the teacher’s console when first seen, and reads the kept start back', () => {
    const now = 1_000_000;
    expect(roundClock({ trainId: 't1', state: 1, row, now, keep: 'own', storage: localStorage })).toMatchObject({
      left: 120,
      source: 'console',
    });
    keepStart('t1', 3, now, localStorage);
    expect(
      roundClock({ trainId: 't1', state: 1, row, now: now + 45_000, keep: 'own', storage: localStorage }),
    ).toMatchObject({ left: 75, source: 'console' });
  });

  it('keeps one round per training: a new round forgets the last one', () => {
    keepStart('t1', 3, 10, localStorage);
    keepStart('t2', 3, 20, localStorage);
    keepStart('t1', 4, 30, localStorage);
    expect(localStorage.getItem(startKey('t1', 3))).toBeNull();
    expect(keptStart('t1', 4, localStorage)).toBe(30);
    expect(keptStart('t2', 3, localStorage)).toBe(20);
  });

  it('says the duration is missing when the round list has no row for the round', () => {
    expect(
      roundClock({ trainId: 't9', state: 1, row: undefined, now: 1, keep: 'own', storage: localStorage }),
    ).toMatchObject({ left: null, missing: 'duration' });
  });

  it("has the projector read the teacher's kept start, and start none itself", () => {
    const shared = (now: number) =>
      roundClock({ trainId: 't5', state: 1, row, now, keep: 'shared', storage: localStorage });
    expect(shared(1_000)).toMatchObject({ left: null, missing: 'start' });
    expect(keptStart('t5', 3, localStorage)).toBeNull();
    keepStart('t5', 3, 1_000, localStorage);
    expect(shared(31_000)).toMatchObject({ left: 90, source: 'console' });
  });

  it('shows students no clock, and starts none while the training is paused', () => {
    expect(roundClock({ trainId: 't9', state: 1, row, now: 1, keep: 'none', storage: localStorage })).toMatchObject({
      left: null,
      missing: 'start',
    });
    expect(roundClock({ trainId: 't9', state: 2, row, now: 1, keep: 'own', storage: localStorage })).toMatchObject({
      left: null,
      paused: true,
    });
  });
});

describe('a hold of the clock', () => {
  const START = Date.UTC(2026, 8, 1);
  const row = { round: 3, duration: 10, startTime: START };
  const at = (seconds: number) => START + seconds * 1000;

  it('holds while the menu is suspended, from when the console first saw it, and reads the teacher’s kept hold first', () => {
    const clock = (now: number, storage?: Storage) =>
      roundClock({ trainId: 'h1', state: 1, suspended: true, row, now, keep: 'shared', storage, seen: at(120) });
    expect(clock(at(400))).toMatchObject({ left: 480, held: true, suspended: true, paused: false });
    keepHold('h1', 3, { since: at(60), base: 10, left: 540 }, localStorage);
    expect(clock(at(400), localStorage)).toMatchObject({ left: 540, held: true });
    // A suspension the backend does not report holds nothing.
    expect(
      roundClock({ trainId: 'h9', state: 1, suspended: null, row, now: at(400), keep: 'none', storage: undefined }),
    ).toMatchObject({
      left: 200,
      held: false,
    });
  });

  it('reads a round list from before the hold was added as the minutes written', () => {
    keepHold('h2', 3, { base: 10, left: 540, to: 12 }, localStorage);
    const clock = (duration: number) =>
      roundClock({
        trainId: 'h2',
        state: 1,
        row: { ...row, duration },
        now: at(600),
        keep: 'own',
        storage: localStorage,
      });
    expect(clock(10)).toMatchObject({ left: 120, minutes: 12 });
    expect(clock(15)).toMatchObject({ left: 300, minutes: 15 });
  });

  /** The round's minutes on a backend two tabs share; each tab reads and writes them. */
  function roundMinutes(minutes: number) {
    const state = { minutes, writes: [] as number[] };
    const tick = () => new Promise((r) => setTimeout(r, 5));
    const settle = (until: number, locks: LockManagerLike) =>
      settleHold({
        trainId: 'h3',
        round: 3,
        until,
        storage: localStorage,
        read: async () => {
          await tick();
          return state.minutes;
        },
        write: async (to) => {
          await tick();
          state.minutes = to;
          state.writes.push(to);
          return { data: null };
        },
        locks,
      });
    return { state, settle };
  }

  it('adds the held time in whole minutes, rounded up, once across two tabs', async () => {
    keepHold('h3', 3, { since: at(0), base: 10, left: 300, seen: at(60) }, localStorage);
    const { state, settle } = roundMinutes(10);
    const locks = sharedLocks();
    expect(await Promise.all([settle(at(61), locks), settle(at(62), locks)])).toEqual([true, true]);
    expect(state.writes).toEqual([12]);
    expect(keptHold('h3', 3, localStorage)).toMatchObject({ base: 10, to: 12 });
  });

  it('adds only the time a console saw the hold, not the hours it was closed before the resume', async () => {
    // Paused at 0 and last seen at 30 s; the console was closed, the training resumed elsewhere, and
    // the console opened again three hours later.
    const hold = { since: at(0), base: 10, left: 300, seen: at(30) };
    expect(lapsed(hold, at(40))).toBe(false);
    expect(lapsed(hold, at(3 * 3600))).toBe(true);
    keepHold('h3', 3, hold, localStorage);
    const { state, settle } = roundMinutes(10);
    expect(await settle(at(3 * 3600), sharedLocks())).toBe(true);
    expect(state.writes).toEqual([11]);
  });

  it('adds nothing when the minutes changed during the hold, or the clock was already at zero', async () => {
    keepHold('h3', 3, { since: at(0), base: 10, left: 300 }, localStorage);
    const changed = roundMinutes(20);
    expect(await changed.settle(at(120), sharedLocks())).toBe(true);
    expect(changed.state.writes).toEqual([]);
    expect(keptHold('h3', 3, localStorage)).toMatchObject({ to: 20 });

    keepHold('h3', 3, { since: at(0), base: 10, left: 0 }, localStorage);
    const over = roundMinutes(10);
    expect(await over.settle(at(120), sharedLocks())).toBe(true);
    expect(over.state.writes).toEqual([]);
  });
});

describe('useClockNow while the page is hidden', () => {
  /** A dedicated worker as the browser gives one: its messages are what the test posts. */
  class FakeWorker {
    static made: FakeWorker[] = [];
    onmessage: (() => void) | null = null;
    terminated = false;
    constructor(readonly url: string) {
      FakeWorker.made.push(this);
    }
    terminate() {
      this.terminated = true;
    }
  }

  function setHidden(hidden: boolean) {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  }

  afterEach(() => {
    setHidden(false);
    jest.useRealTimers();
    delete (globalThis as { Worker?: unknown }).Worker;
  });

  it('reads the clock from a worker’s timer while hidden, and stops it when shown', () => {
    jest.useFakeTimers();
    (globalThis as { Worker?: unknown }).Worker = FakeWorker;
    URL.createObjectURL = jest.fn(() => 'blob:clock');
    URL.revokeObjectURL = jest.fn();
    const { result } = renderHook(() => useClockNow(0));
    setHidden(true);
    const worker = FakeWorker.made.at(-1)!;
    expect(worker.url).toBe('blob:clock');
    // A throttled page timer would not fire: the clock is moved without running timers, and the worker ticks.
    jest.setSystemTime(Date.now() + HIDDEN_CHECK_MS);
    act(() => worker.onmessage?.());
    expect(result.current).toBe(Date.now());
    setHidden(false);
    expect(worker.terminated).toBe(true);
  });

  it('without a Worker, reads the clock on the page’s timer while hidden', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useClockNow(0));
    setHidden(true);
    const before = result.current;
    act(() => jest.advanceTimersByTime(HIDDEN_CHECK_MS));
    expect(result.current).toBe(before + HIDDEN_CHECK_MS);
  });
});
