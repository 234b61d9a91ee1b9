/**
 * npm test runs this in the background while the unit tests run: it builds the mock-mode app
 * (dist-mock) and the production app (dist) the browser tests use, each only when stale and under
 * the same locks as the browser tests' own setup (tests/e2e/build.ts), which then finds them fresh.
 */
import { resolve } from 'node:path';
import { ensureBuilt } from '../tests/e2e/build';

const root = resolve(__dirname, '..');
ensureBuilt(root, 'mock');
ensureBuilt(root, 'real');
