import { setImmediate as nextTurn } from 'node:timers';
import { act } from '@testing-library/react';
import type { useMockBackend } from './mockServer';

/**
 * Moving jest's fake clock under a screen that polls the mock: the requests' I/O stays real, and
 * each step waits until the mock has answered every request and the app has read the answers.
 */
/** Event-loop turns settle() waits for the mock to go idle: far beyond any answer's, so only a request that never ends reaches it. */
const MAX_TURNS = 100_000;

export function liveClock(backend: ReturnType<typeof useMockBackend>) {
  // Requests of this test the mock has been asked but has not finished answering. A request an
  // earlier test left open (its screen is gone, its answer never read) says nothing of this test's,
  // and must not keep every settle() of this one waiting: each test starts with none.
  const inFlight = new Map<string, string>();
  backend.server.events.on('request:start', ({ request, requestId }) => {
    inFlight.set(requestId, `${request.method} ${new URL(request.url).pathname}`);
  });
  backend.server.events.on('request:end', ({ requestId }) => {
    inFlight.delete(requestId);
  });
  backend.server.events.on('unhandledException', ({ requestId }) => {
    inFlight.delete(requestId);
  });
  beforeEach(() => inFlight.clear());

  /** Lets real I/O run, without moving the fake clock, until the mock is idle and the event loop has turned a few times since. */
  async function settle() {
    for (let quiet = 0, turns = 0; quiet < 5; turns += 1) {
      // A request that never ends would spin here for ever: fail with the reason instead.
      if (turns > MAX_TURNS)
        throw new Error(`the mock still answers ${[...inFlight.values()].join(', ')} after ${MAX_TURNS} turns`);
      await act(() => new Promise<void>((r) => nextTurn(r)));
      quiet = inFlight.size > 0 ? 0 : quiet + 1;
    }
  }

  /** Moves the fake clock by `ms`, a tenth of a second at a time, settling after each step. */
  async function moveClock(ms: number) {
    for (let passed = 0; passed < ms; passed += 100) {
      act(() => jest.advanceTimersByTime(100));
      await settle();
    }
  }

  /** Moves the fake clock until `done` holds; fails after `limitMs` of it. */
  async function clockUntil(done: () => boolean, limitMs = 20_000) {
    for (let passed = 0; !done(); passed += 100) {
      if (passed >= limitMs) throw new Error(`not done after ${limitMs} ms of the clock`);
      await moveClock(100);
    }
  }

  return { settle, moveClock, clockUntil };
}

/** Shows or hides the page as the browser does: `visibilityState` and `hidden`, then the event. */
export function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
