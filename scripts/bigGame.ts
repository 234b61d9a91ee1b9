/**
 * What the analysis speed benchmarks (bench:analysis, bench:ab) share: the big game they measure
 * with, served against production builds; a new browser profile signed in and CPU-throttled; and
 * the two first visits of a route in such profiles.
 */
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { BASE_PATH, TRAINING_STATE } from '../src/constants';
import { createStore, type Store } from '../mock/db/store';
import { getPresetRule, playScriptedGame } from '../mock/engine';
import { createMockApp } from '../mock/server';
import { serveApp } from '../tests/e2e/serve';
import { loadUntilReady, navigateUntilReady, type Ready, type ReadyTimes } from './pageReady';

export const TEAMS = 50;
export const ROUNDS = 16;

/** The seeded running training, replayed as a finished game of TEAMS teams over ROUNDS rounds; its id. */
function bigTraining(store: Store): string {
  const db = store.db;
  const training = db.trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
  const groups = Array.from({ length: TEAMS }, (_, i) => ({
    groupId: store.nextId(),
    trainingId: training.id,
    groupNum: i + 1,
    groupName: `第${i + 1}组`,
  }));
  const state = playScriptedGame({
    rule: getPresetRule('STANDARD')!,
    seed: training.seed,
    teams: groups.map((g) => ({ teamId: g.groupId, teamName: g.groupName })),
    rounds: ROUNDS,
    roundNumber: ROUNDS,
    now: Date.UTC(2026, 8, 1),
  });
  db.groups = [...db.groups.filter((g) => g.trainingId !== training.id), ...groups];
  db.groupPosts = db.groupPosts.filter((p) => p.trainingId !== training.id);
  db.rounds = [
    ...db.rounds.filter((r) => r.trainingId !== training.id),
    ...Array.from({ length: ROUNDS }, (_, i) => ({
      id: store.nextId(),
      trainingId: training.id,
      round: i + 1,
      duration: 45,
      startTime: null,
    })),
  ];
  db.games = [...db.games.filter((g) => g.trainingId !== training.id), { trainingId: training.id, state, actions: [] }];
  Object.assign(training, { groupNum: TEAMS, roundNumber: ROUNDS, currRound: ROUNDS, state: TRAINING_STATE.finished });
  return training.id;
}

/**
 * The standalone mock with the big game as backend, and each build in `dirs` served against it
 * with config/nginx.conf's cache headers (tests/e2e/serve.ts). `playedMs`: the time the game took.
 */
export async function serveBigGame(dirs: string[]) {
  const store = createStore();
  const started = performance.now();
  const trainId = bigTraining(store);
  const playedMs = Math.round(performance.now() - started);
  const api = createMockApp(store).listen(0, '127.0.0.1');
  await new Promise((r) => api.once('listening', r));
  const apiTarget = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const apps = await Promise.all(dirs.map((dir) => serveApp({ dir, base: BASE_PATH, apiTarget, gzip: true })));
  const close = async () => {
    await Promise.all(apps.map((a) => a.close()));
    await new Promise((r) => api.close(r));
  };
  return { trainId, playedMs, apps, close };
}

/** What shows that a route has its content, by the route's last segment. */
export const READY: Record<string, Ready> = {
  'result-view': { text: '负债和所有者权益总计' },
  'editResult-view': { text: '系统计算值' },
  'intelligent-analysis': { css: '[role="tabpanel"] [role="img"] canvas' },
};

/** The teacher's class list, interactive: rows shown, no spinner spinning, the create button enabled (bench:web's row). */
export const CLASS_LIST_READY: Ready = {
  expr: "document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length > 0 && !document.querySelector('.ant-spin-spinning') && !!Array.from(document.querySelectorAll('button')).find((b) => /新建/.test(b.textContent || '') && !b.disabled)",
};

/** /login takes typing: its username field shown and enabled (pageReady then waits for the next idle). */
export const LOGIN_READY: Ready = {
  expr: '(() => { const input = document.querySelector(\'input[autocomplete="username"]\'); return !!input && !input.disabled && input.getClientRects().length > 0; })()',
};

/** A cold full load of `url` at `throttle`× CPU in a new profile that holds a session (`storageState`): ms until `ready`. */
export async function coldLoad(
  browser: Browser,
  url: string,
  ready: Ready,
  throttle: number,
  storageState?: BrowserContextOptions['storageState'],
) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 860 },
    locale: 'zh-CN',
    storageState,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  // Watched from inside the page (./pageReady.ts): Playwright's waits would compile its scripts in the page as it loads.
  const times = await loadUntilReady(page, url, ready);
  await context.close();
  return times;
}

/** The app's frame with nothing of its own to load: the 403 page a teacher gets at an administrator's screen. */
export const FRAME: { path: string; ready: Ready } = { path: '/admin/account', ready: { css: '.ant-result' } };

/** Where in-app navigations start: the game's introduction (a training's details and its rule tables, three calls). */
export const FROM = '/experiment/introduction';

/** The page title of a signed-in screen: the app shell (layout, session, route chunk) is up. */
export const SHELL: Ready = { css: '.sworld-page' };

/** A new browser profile (nothing cached) on the app at `appUrl`, signed in as the teacher, at rest on the home screen, then CPU-throttled `throttle` times. */
export async function signedIn(browser: Browser, appUrl: string, throttle: number) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${appUrl}login`);
  await page.getByLabel('用户名').fill('teacher');
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 60_000 });
  await page.waitForSelector(SHELL.css!, { timeout: 120_000 });
  // The home screen done loading and idle.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 10_000 })));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { context, page };
}

/**
 * A route's two first visits, each in a new profile (`signedIn`) that then loads FROM: the route's
 * own files never loaded. `first`: a full load of the route after FROM's (`from`: that load);
 * `firstInApp`: the route entered from FROM by a link. `path` is the router path with its query.
 */
export async function firstVisits(
  browser: Browser,
  appUrl: string,
  path: string,
  ready: Ready,
  throttle: number,
): Promise<{ from: ReadyTimes; first: ReadyTimes; firstInApp: ReadyTimes }> {
  const fromUrl = `${appUrl}${FROM.slice(1)}`;
  const full = await signedIn(browser, appUrl, throttle);
  const from = await loadUntilReady(full.page, fromUrl, SHELL, SHELL);
  const first = await loadUntilReady(full.page, `${appUrl}${path.slice(1)}`, ready);
  await full.context.close();
  const linked = await signedIn(browser, appUrl, throttle);
  await loadUntilReady(linked.page, fromUrl, SHELL, SHELL);
  // Where a link to the route goes: the router's path, base included.
  const firstInApp = await navigateUntilReady(linked.page, `${BASE_PATH}${path.slice(1)}`, ready);
  await linked.context.close();
  return { from, first, firstInApp };
}
