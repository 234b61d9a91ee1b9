import { createConfig } from '@umijs/max/test';

/**
 * Browser tests: Node environment, playwright-core driving Debian's Chromium, two files at a time
 * (each file its own browser; mock-mode pages keep their data in their own context, real-mode files
 * start their own servers). Their pages keep both cores busy: a third file, or the unit tests beside
 * them, only slowed every file down until some reached their limits. A failed test leaves
 * screenshots of its open pages (./environment.ts). The slowest files start first (./sequencer.mjs).
 * Time limits only catch a hang: each is about four times the test's time on a quiet machine, so a
 * machine busy with other work does not reach them; the tests themselves wait on state.
 */
export default {
  ...createConfig({ target: 'node', jsTransformer: 'esbuild' }),
  rootDir: '../..',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.e2e.ts'],
  testEnvironment: '<rootDir>/tests/e2e/environment.ts',
  globalSetup: '<rootDir>/tests/e2e/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/e2e/globalTeardown.ts',
  // The pure modules a test reads its expectations from (src/features, src/utils) import by the app's alias.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  testTimeout: 240_000,
  maxWorkers: 2,
  testSequencer: '<rootDir>/tests/e2e/sequencer.mjs',
};
