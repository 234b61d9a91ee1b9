import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

import { File as NodeFile } from 'node:buffer';
import { webcrypto } from 'node:crypto';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';

/** Files that declare `@jest-environment node` (HTTP servers) have no DOM to prepare. */
const hasDom = typeof window !== 'undefined';

// The component tests run antd as the app's development build does. Under jest's NODE_ENV=test,
// antd 6's components give every element the same id ("test-id"), so a dialog's aria-labelledby
// named the first such element on the page (a table's page-size select), not its title.
if (hasDom) process.env.NODE_ENV = 'development';

// jest-fixed-jsdom gives Node's Blob and FormData but leaves jsdom's File, which Node's FormData
// refuses: use Node's File, as a browser's own File goes into its own FormData.
if (hasDom) Object.defineProperty(globalThis, 'File', { value: NodeFile, writable: true });

// antd's forms run their watchers in a macrotask posted through a MessageChannel, as in a browser;
// jsdom has none. Node's own, its ports unreferenced: a message still pending never holds a test
// worker open.
class UnrefMessageChannel extends NodeMessageChannel {
  constructor() {
    super();
    const { port1, port2 } = this;
    for (const port of [port1, port2]) {
      let handler: ((event: unknown) => void) | null = null;
      Object.defineProperty(port, 'onmessage', {
        get: () => handler,
        set: (fn: ((event: unknown) => void) | null) => {
          handler = fn;
          port.removeAllListeners('message');
          if (fn) port.on('message', (data) => fn({ data }));
          port.unref();
        },
      });
    }
  }
}
if (hasDom && typeof globalThis.MessageChannel === 'undefined')
  Object.defineProperty(globalThis, 'MessageChannel', { value: UnrefMessageChannel, writable: true });

// antd 6 watches sizes with the browser's ResizeObserver (antd 5 brought its own polyfill); jsdom
// lays nothing out, so an observer that never reports is all it could give.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (hasDom && typeof globalThis.ResizeObserver === 'undefined')
  Object.defineProperty(globalThis, 'ResizeObserver', { value: NoLayoutResizeObserver, writable: true });

// The mock keeps passwords and tokens as Web Crypto hashes (mock/db/secrets.ts), as a browser can;
// jsdom's crypto has no subtle part: Node's own.
if (hasDom && !globalThis.crypto.subtle)
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });

/**
 * A width query against the window's width (jsdom's 1024 unless a test sets innerWidth), as a browser
 * answers it: antd's Grid breakpoints and the frame's phone layout read it. Any other query is false.
 */
function mediaMatches(query: string): boolean {
  const width = window.innerWidth;
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
}

// antd reads matchMedia (responsive observers); jsdom has none.
if (hasDom)
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: mediaMatches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

// findBy and waitFor wait on state; a busy machine (CI beside other work) may take far longer than
// testing-library's default second to render it, so the bound is generous and only catches a hang.
if (hasDom) configure({ asyncUtilTimeout: 15_000 });

// Every test starts with empty storage and a Chinese user (jsdom's browser language is en-US).
beforeEach(() => {
  if (!hasDom) return;
  window.localStorage.clear();
  window.localStorage.setItem('umi_locale', 'zh-CN');
});

/**
 * React's "not wrapped in act(...)" warning names the component it updated and gives its component
 * stack, whose first frame is where that component is defined. antd's static message, notification
 * and confirm render into React roots of their own, outside any test's act() (a root update has no
 * stack), and antd's components update on their own timers: those warnings are silenced. Any other
 * is an update of ours that the test did not wait for: it is printed and fails the test, which should
 * await what the update shows (findBy, waitFor) instead.
 */
const ANTD_FRAME = /node_modules[\\/](antd|rc-[^\\/]+|@rc-component[\\/][^\\/]+|@ant-design[\\/][^\\/]+)[\\/]/;
const unwrapped: string[] = [];

function fromAntd(args: unknown[]): boolean {
  const [, name, stack] = args;
  if (typeof stack !== 'string') return name === 'Root';
  const frame = stack.split('\n').find((line) => line.trim());
  return !!frame && ANTD_FRAME.test(frame);
}

const consoleError = console.error;
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('not wrapped in act(')) {
      if (fromAntd(args)) return;
      const frame = typeof args[2] === 'string' ? args[2].trim().split('\n')[0] : '';
      unwrapped.push(`${String(args[1])} ${frame}`);
    }
    consoleError(...args);
  });
});

function failOnUnwrapped() {
  if (!unwrapped.length) return;
  const list = unwrapped.splice(0).join('\n');
  throw new Error(`A state update of our components was not wrapped in act(...):\n${list}`);
}
afterEach(failOnUnwrapped);
afterAll(failOnUnwrapped);
