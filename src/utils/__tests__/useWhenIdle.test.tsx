import { render } from '@testing-library/react';
import { useCallback } from 'react';
import { useWhenIdle } from '../hooks';

/** The browser's idle callbacks, run by the test one at a time. */
let queue: Map<number, () => void>;
let last = 0;
beforeEach(() => {
  queue = new Map();
  window.requestIdleCallback = ((run: () => void) => {
    last += 1;
    queue.set(last, run);
    return last;
  }) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = (id: number) => {
    queue.delete(id);
  };
});
afterEach(() => {
  // jsdom has no idle callbacks: leave none behind for other tests.
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

/** Runs the first idle callback waiting, if any. */
function idle(): boolean {
  const first = queue.entries().next().value;
  if (!first) return false;
  queue.delete(first[0]);
  first[1]();
  return true;
}

function Preparer({ items, done }: { items: string[]; done: string[] }) {
  useWhenIdle(
    useCallback(
      function* () {
        for (const item of items) yield done.push(item);
      },
      [items, done],
    ),
  );
  return null;
}

describe('useWhenIdle', () => {
  it('runs one step per idle callback, to the end, and again for new work', () => {
    const done: string[] = [];
    const view = render(<Preparer items={['a', 'b']} done={done} />);
    expect(done).toEqual([]);
    expect(idle()).toBe(true);
    expect(done).toEqual(['a']);
    idle();
    expect(done).toEqual(['a', 'b']);
    idle();
    expect(idle()).toBe(false);
    view.rerender(<Preparer items={['c']} done={done} />);
    while (idle());
    expect(done).toEqual(['a', 'b', 'c']);
  });

  it('stops when the component is gone', () => {
    const done: string[] = [];
    const view = render(<Preparer items={['a', 'b', 'c']} done={done} />);
    idle();
    view.unmount();
    while (idle());
    expect(done).toEqual(['a']);
  });
});
