import { configUmiAlias, createConfig } from '@umijs/max/test';

/**
 * Jest through umi's own config (its alias and transform-everything default), in jest-fixed-jsdom
 * (plain jsdom breaks msw/node). Browser tests live in tests/e2e and run separately. Dynamic
 * imports become require() calls, as jest's CommonJS runtime needs (the request layer loads antd's
 * notification on first use).
 */
export default async () => {
  const base = createConfig({
    target: 'browser',
    jsTransformer: 'esbuild',
    jsTransformerOpts: { jsx: 'automatic', supported: { 'dynamic-import': false } },
  });
  const config = await configUmiAlias({
    ...base,
    moduleNameMapper: { ...base.moduleNameMapper, '\\.(svg|png|jpg)$': '<rootDir>/tests/utils/fileStub.js' },
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { customExportConditions: [''] },
    setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
    roots: ['<rootDir>/src', '<rootDir>/mock', '<rootDir>/tests/unit'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/', '/src/\\.umi'],
    testTimeout: 60_000,
  });
  return config;
};
