import { advanceOnce, keepStart, keptStart, type LockManagerLike, roundClock, startKey } from '../roundClock';

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
    expect(roundClock({ trainId: 't1', state: 1, row, now, keep: true, storage: localStorage })).toMatchObject({
      left: 120,
      source: 'console',
    });
    keepStart('t1', 3, now, localStorage);
    expect(
      roundClock({ trainId: 't1', state: 1, row, now: now + 45_000, keep: true, storage: localStorage }),
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

  it('shows students no clock, and starts none while the training is paused', () => {
    expect(roundClock({ trainId: 't9', state: 1, row, now: 1, keep: false, storage: localStorage })).toMatchObject({
      left: null,
      missing: 'start',
    });
    expect(roundClock({ trainId: 't9', state: 2, row, now: 1, keep: true, storage: localStorage })).toMatchObject({
      left: null,
      paused: true,
    });
  });
});
