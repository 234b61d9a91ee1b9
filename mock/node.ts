import { setupServer } from 'msw/node';
import { createStore } from './db/store';
import { type BuildOptions, buildHandlers } from './handlers/build';
import { resolvers } from './handlers';

/**
 * The mock in Node tests: the same handlers on msw/node. Unhandled requests are errors, so a call
 * the catalogue does not know fails the test. Call `mock.store.reset()` before each test.
 * `dialect: 'spec'` answers only what the spec promises (mock/handlers/specDialect.ts); `dialect: 'java'`
 * adds a Spring backend's habits (mock/handlers/javaDialect.ts).
 */
export function createMockServer(options: Pick<BuildOptions, 'now' | 'dialect' | 'onAnswer'> = {}) {
  const store = createStore();
  const server = setupServer(...buildHandlers(store, resolvers, options));
  return { server, store };
}
