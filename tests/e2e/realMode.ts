import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { BASE_PATH } from '../../src/constants';
import { createStore, type Store } from '../../mock/db/store';
import { JAVA_CODES } from '../../mock/handlers/javaDialect';
import { type Dialect, specId } from '../../mock/handlers/specDialect';
import { createMockApp } from '../../mock/server';
import { ensureBuilt } from './build';
import { serveApp } from './serve';

/**
 * The app in real mode: the production build (no MSW) served under /sworldweb/, its backend paths
 * proxied to the standalone mock server — one shared backend, so a teacher and several students in
 * separate browser contexts play the same game. In the spec dialect the backend sends only what
 * the spec promises (mock/handlers/specDialect.ts); in the java dialect it also has a Spring backend's
 * habits (mock/handlers/javaDialect.ts) and the app is deployed with that backend's codes.
 */
export interface RealMode {
  url: string;
  apiUrl: string;
  store: Store;
  dialect: Dialect;
  /** A stored id as the backend sends it, for a link a test opens (an 18-digit number in the spec dialect). */
  wireId(storedId: string): string;
  close(): Promise<void>;
}

export async function startRealMode(options: { dialect?: Dialect } = {}): Promise<RealMode> {
  const dialect = options.dialect ?? 'default';
  const root = resolve(__dirname, '../..');
  const dir = ensureBuilt(root, 'real');
  const store = createStore();
  const api: Server = createMockApp(store, { dialect }).listen(0, '127.0.0.1');
  await new Promise((r) => api.once('listening', r));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  // A deployment in front of the java dialect tells the app that backend's own state numbers, as a
  // school's sworld.config.json would.
  const files = dialect === 'java' ? { 'sworld.config.json': JSON.stringify({ codes: JAVA_CODES }) } : undefined;
  const app = await serveApp({ dir, base: BASE_PATH, apiTarget: apiUrl, files });
  return {
    url: app.url,
    apiUrl,
    store,
    dialect,
    wireId: (storedId) => (dialect === 'default' ? storedId : specId(storedId)),
    close: async () => {
      await app.close();
      await new Promise((r) => api.close(r));
    },
  };
}
