import { act, renderHook } from '@testing-library/react';
import {
  advanceOnce,
  HIDDEN_CHECK_MS,
  keepStart,
  keptStart,
  type LockManagerLike,
  roundClock,
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
