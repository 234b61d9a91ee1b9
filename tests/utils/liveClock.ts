import { setImmediate as nextTurn } from 'node:timers';
import { act } from '@testing-library/react';
import type { useMockBackend } from './mockServer';

/**
 * Moving jest's fake clock under a screen that polls the mock: the requests' I/O stays real, and
 * each step waits until the mock has answered every request and the app has read the answers.
 */
export function liveClock(backend: ReturnType<typeof useMockBackend>) {
  // Requests the mock has been asked but has not finished answering.
  let inFlight = 0;
  backend.server.events.on('request:start', () => {
    inFlight += 1;
  });
  backend.server.events.on('request:end', () => {
    inFlight -= 1;
  });

  /** Lets real I/O run, without moving the fake clock, until the mock is idle and the event loop has turned a few times since. */
  async function settle() {
    for (let quiet = 0; quiet < 5; ) {
      await act(() => new Promise<void>((r) => nextTurn(r)));
      quiet = inFlight > 0 ? 0 : quiet + 1;
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
