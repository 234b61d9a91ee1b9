import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { BASE_PATH } from '../../src/constants';
import { createStore, type Store } from '../../mock/db/store';
import { createMockApp } from '../../mock/server';
import { ensureBuilt } from './build';
import { serveApp } from './serve';

/**
 * The app in real mode: the production build (no MSW) served under /sworldweb/, its backend paths
 * proxied to the standalone mock server — one shared backend, so a teacher and several students in
 * separate browser contexts play the same game.
 */
export interface RealMode {
  url: string;
  apiUrl: string;
  store: Store;
  close(): Promise<void>;
}

export async function startRealMode(): Promise<RealMode> {
  const root = resolve(__dirname, '../..');
  const dir = ensureBuilt(root, 'real');
  const store = createStore();
  const api: Server = createMockApp(store).listen(0, '127.0.0.1');
  await new Promise((r) => api.once('listening', r));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const app = await serveApp({ dir, base: BASE_PATH, apiTarget: apiUrl });
  return {
    url: app.url,
    apiUrl,
    store,
    close: async () => {
      await app.close();
      await new Promise((r) => api.close(r));
    },
  };
}
