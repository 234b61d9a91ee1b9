import { createConfig } from '@umijs/max/test';

/**
 * Browser tests: Node environment, playwright-core driving Debian's Chromium, two files at a time
 * (each file its own browser, mock-mode pages keep their data in their own context, real-mode files
 * start their own servers): 6 minutes instead of 9 on a 2-core machine, the slowest test at 55 s
 * of its 120 s timeout. A failed test leaves screenshots of its open pages (./environment.ts).
 */
export default {
  ...createConfig({ target: 'node', jsTransformer: 'esbuild' }),
  rootDir: '../..',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.e2e.ts'],
  testEnvironment: '<rootDir>/tests/e2e/environment.ts',
  globalSetup: '<rootDir>/tests/e2e/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/e2e/globalTeardown.ts',
  testTimeout: 90_000,
  maxWorkers: 2,
};
