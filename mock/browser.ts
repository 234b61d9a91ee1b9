import { setupWorker } from 'msw/browser';
import { clearBrowserStore, loadBrowserStore, type StoreNotice } from './db/persistBrowser';
import { buildHandlers } from './handlers/build';
import { resolvers } from './handlers';
import { type Dialect, parseDialect } from './handlers/specDialect';
import { type BrowserScenario, loadBrowserScenario } from './scenarios/browser';

/**
 * The mock in the browser (npm start): an MSW service worker registered under the app's base,
 * answering from a store kept in localStorage. Loaded with a dynamic import from src/app.tsx, so
 * none of it enters the production bundle.
 */
const LATENCY_KEY = 'sworld-mock-latency';

/** Artificial latency in ms, from ?latency= or localStorage; 0 by default. */
function latency(): number {
  const fromUrl = new URLSearchParams(window.location.search).get('latency');
  const value = Number(fromUrl ?? window.localStorage.getItem(LATENCY_KEY) ?? 0);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

const DIALECT_KEY = 'sworld-mock-dialect';

/**
 * The dialect from ?dialect= (spec, java or default), kept for the tab's session so that navigating,
 * which drops the query, keeps it; an unknown name is reported and changes nothing.
 */
export function browserDialect(): Dialect {
  const fromUrl = new URLSearchParams(window.location.search).get('dialect');
  if (fromUrl !== null) {
    try {
      const dialect = parseDialect(fromUrl);
      window.sessionStorage.setItem(DIALECT_KEY, dialect);
      return dialect;
    } catch (error) {
      console.warn(`[mock] ${(error as Error).message}`);
    }
  }
  const kept = window.sessionStorage.getItem(DIALECT_KEY);
  return kept === 'spec' || kept === 'java' ? kept : 'default';
}

export interface BrowserMock {
  /** Replaces the store by the seed. */
  reset(): void;
  notices: StoreNotice[];
  /** The QA scenario playing (?scenario=NAME), if any. */
  scenario?: BrowserScenario;
  /** 'spec' (?dialect=spec): answers carry only what the spec promises; 'java' (?dialect=java): Spring's habits too. */
  dialect: Dialect;
}

/**
 * msw's worker start calls `registration.update()` on an existing registration and drops the
 * promise; when the page navigates away first, Chromium rejects it ("Failed to update a
 * ServiceWorker ... Not found") as an unhandled rejection. The update is only a freshness check of
 * the mock's own worker file: its failure is handled here, every other rejection still surfaces.
 */
function handleWorkerUpdateFailures() {
  const proto = window.ServiceWorkerRegistration?.prototype;
  if (!proto || (proto.update as { handled?: boolean }).handled) return;
  const update = proto.update;
  const handled = function (this: ServiceWorkerRegistration) {
    const result = update.call(this);
    result.catch(() => undefined);
    return result;
  };
  proto.update = Object.assign(handled, { handled: true });
}

export async function startBrowserMock(base: string): Promise<BrowserMock> {
  handleWorkerUpdateFailures();
  const notices: StoreNotice[] = [];
  const store = await loadBrowserStore((notice) => notices.push(notice));
  const scenario = await loadBrowserScenario(base);
  const dialect = browserDialect();
  const worker = setupWorker(
    ...(scenario?.replay?.handlers ?? []),
    ...buildHandlers(store, resolvers, { latency, dialect }),
  );
  await worker.start({
    serviceWorker: { url: `${base}mockServiceWorker.js`, options: { scope: base } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return {
    notices,
    scenario,
    dialect,
    reset() {
      clearBrowserStore();
      store.reset();
    },
  };
}
