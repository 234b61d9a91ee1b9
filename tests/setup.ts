import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

import { File as NodeFile } from 'node:buffer';

/** Files that declare `@jest-environment node` (HTTP servers) have no DOM to prepare. */
const hasDom = typeof window !== 'undefined';

// jest-fixed-jsdom gives Node's Blob and FormData but leaves jsdom's File, which Node's FormData
// refuses: use Node's File, as a browser's own File goes into its own FormData.
if (hasDom) Object.defineProperty(globalThis, 'File', { value: NodeFile, writable: true });

// antd reads matchMedia (responsive observers); jsdom has none.
if (hasDom)
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
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

// antd renders static messages in their own React root outside any test's act(); the warning is
// noise about that root, not about the code under test.
const consoleError = console.error;
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('not wrapped in act(')) return;
    consoleError(...args);
  });
});
