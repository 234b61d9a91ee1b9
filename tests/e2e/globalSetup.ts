import { resolve } from 'node:path';
import { BASE_PATH } from '../../src/constants';
import { ensureBuilt } from './build';
import { serveApp } from './serve';

/** Builds the mock-mode app when stale and serves it for every browser test file. */
export default async function globalSetup() {
  const root = resolve(__dirname, '../..');
  const dir = ensureBuilt(root, 'mock');
  const server = await serveApp({ dir, base: BASE_PATH });
  process.env.E2E_APP_URL = server.url;
  (globalThis as any).__E2E_SERVER__ = server;
}
