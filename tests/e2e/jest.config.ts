import { createConfig } from '@umijs/max/test';

/** Browser tests: Node environment, playwright-core driving Debian's Chromium, one file at a time. */
export default {
  ...createConfig({ target: 'node', jsTransformer: 'esbuild' }),
  rootDir: '../..',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.e2e.ts'],
  testEnvironment: 'node',
  globalSetup: '<rootDir>/tests/e2e/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/e2e/globalTeardown.ts',
  testTimeout: 90_000,
  maxWorkers: 1,
};
