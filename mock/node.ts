import { setupServer } from 'msw/node';
import { createStore } from './db/store';
import { buildHandlers } from './handlers/build';
import { resolvers } from './handlers';
import type { Dialect } from './handlers/specDialect';

/**
 * The mock in Node tests: the same handlers on msw/node. Unhandled requests are errors, so a call
 * the catalogue does not know fails the test. Call `mock.store.reset()` before each test.
 * `dialect: 'spec'` answers only what the spec promises (mock/handlers/specDialect.ts).
 */
export function createMockServer(options: { now?: () => number; dialect?: Dialect } = {}) {
  const store = createStore();
  const server = setupServer(...buildHandlers(store, resolvers, { now: options.now, dialect: options.dialect }));
  return { server, store };
}
