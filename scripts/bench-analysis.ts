/**
 * npm run bench:analysis — how fast the analysis routes become interactive with a big game:
 * 50 teams and 16 settled rounds (the engine's bots, playScriptedGame), served in real mode (the
 * production build against the standalone mock server through a proxy), in headless Chromium
 * with 4× CPU throttling, its files sent with config/nginx.conf's cache headers (tests/e2e/serve.ts).
 * For each route it reports, from navigation start, when the content shows (statements, or the
 * first chart and its table) and when the page is next idle (interactive), the median of RUNS
 * visits, against the 1.5 s budget, for four ways in: in a new browser profile, signed in, on the
 * game's introduction, the route's own files never loaded, either a full load of the route (first)
 * or a link to it (first in-app); a full load of a route opened before (its files cached); and an
 * in-app navigation to a route opened before; then the time to switch to each analysis tab. Beside
 * the first figures it prints what a first full load of the app's frame alone costs (FRAME).
 * Loads and links are timed from inside the page (./pageReady.ts), so that Playwright compiles none
 * of its own scripts in the page while it loads.
 *
 * BENCH_RUNS (default 3) visits per route; BENCH_THROTTLE (default 4) CPU slow-down; BENCH_DIST a
 * production build to serve instead of dist/ (built when stale).
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { BASE_PATH } from '../src/constants';
import { encodeQs } from '../src/utils/qs';
import { ensureBuilt } from '../tests/e2e/build';
import { launch } from '../tests/e2e/chromium.mjs';
import { firstVisits, FRAME, FROM, READY, ROUNDS, serveBigGame, SHELL, signedIn as signedInAs, TEAMS } from './bigGame';
import { loadUntilReady, navigateUntilReady, type Ready, type ReadyTimes } from './pageReady';
import { SMOKE, smokeReady } from './smoke';
import { median } from './stats';

const BUDGET_MS = 1500;
const RUNS = Number(process.env.BENCH_RUNS || 3);
const THROTTLE = Number(process.env.BENCH_THROTTLE || 4);

/** A full page load: ms from navigation start until the shell shows (`shown`: the page title unless given), the content shows, the page is idle. */
const measure = (page: Page, url: string, ready: Ready, shown = SHELL): Promise<ReadyTimes> =>
  loadUntilReady(page, url, ready, shown);

const pad = (s: string | number, n: number) => String(s).padEnd(n);

async function main() {
  const root = resolve(__dirname, '..');
  const built = Date.now();
  const dir = process.env.BENCH_DIST || ensureBuilt(root, 'real');
  const served = await serveBigGame([dir]);
  const { trainId } = served;
  const [app] = served.apps;
  console.log(
    `game: ${TEAMS} teams × ${ROUNDS} rounds played in ${served.playedMs} ms; build ready in ${Math.round((Date.now() - built) / 1000)} s`,
  );
  const browser = await launch();
  const signedIn = () => signedInAs(browser, app.url, THROTTLE);
  try {
    const { page } = await signedIn();
    if (SMOKE) return smokeReady('bench:analysis');
    const qs = encodeQs({ trainId });
    const routes = [
      '/train/home/result-view',
      '/train/home/editResult-view',
      '/train/home/intelligent-analysis',
      '/experiment/result-view',
      '/experiment/intelligent-analysis',
    ];
    console.log(
      `\n${THROTTLE}× CPU throttling, median of ${RUNS} visits, budget ${BUDGET_MS} ms (teacher, every team visible), files cached as config/nginx.conf says\n`,
    );
    console.log(
      `${pad('route', 36)}${pad('first ms', 10)}${pad('first in-app', 14)}${pad('shell ms', 10)}${pad('content ms', 12)}${pad('interactive ms', 16)}${pad('in-app ms', 11)}verdict (first / first in-app / again / in-app)`,
    );
    let over = 0;
    let overFirst = 0;
    /** First full loads of FROM in the same new profiles, and of the frame alone in others. */
    const fromFirsts: ReadyTimes[] = [];
    const frameFirsts: ReadyTimes[] = [];
    const fromUrl = `${app.url}${FROM.slice(1)}`;
    for (let i = 0; i < RUNS; i += 1) {
      const fresh = await signedIn();
      frameFirsts.push(await measure(fresh.page, `${app.url}${FRAME.path.slice(1)}`, FRAME.ready, FRAME.ready));
      await fresh.context.close();
    }
    for (const route of routes) {
      const ready = READY[route.split('/').pop()!];
      const url = `${app.url}${route.slice(1)}?qs=${qs}`;
      /** Where a link to the route goes (the router's path, base included). */
      const link = `${BASE_PATH}${route.slice(1)}?qs=${qs}`;
      const firsts: ReadyTimes[] = [];
      const firstMoves: ReadyTimes[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        // New browser profiles, signed in, on a screen of the app: the route's own files never loaded.
        const visits = await firstVisits(browser, app.url, `${route}?qs=${qs}`, ready, THROTTLE);
        fromFirsts.push(visits.from);
        firsts.push(visits.first);
        firstMoves.push(visits.firstInApp);
      }
      // Opened once before, as a returning user has: its files are in the browser's cache.
      await measure(page, url, ready);
      const loads: ReadyTimes[] = [];
      const moves: ReadyTimes[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        loads.push(await measure(page, url, ready));
        // Back to the introduction, idle, then into the route the way a link goes.
        await measure(page, fromUrl, SHELL);
        moves.push(await navigateUntilReady(page, link, ready));
      }
      const m = (list: ReadyTimes[], k: keyof ReadyTimes) => Math.round(median(list.map((x) => x[k])));
      const first = m(firsts, 'interactive');
      const firstInApp = m(firstMoves, 'interactive');
      const load = m(loads, 'interactive');
      const inApp = m(moves, 'interactive');
      const verdict = (ms: number) => (ms <= BUDGET_MS ? 'ok' : 'OVER');
      if (Math.max(firstInApp, load, inApp) > BUDGET_MS) over += 1;
      if (first > BUDGET_MS) overFirst += 1;
      console.log(
        `${pad(route, 36)}${pad(first, 10)}${pad(firstInApp, 14)}${pad(m(loads, 'shell'), 10)}${pad(m(loads, 'content'), 12)}${pad(load, 16)}${pad(inApp, 11)}${verdict(first)} / ${verdict(firstInApp)} / ${verdict(load)} / ${verdict(inApp)}`,
      );
    }
    console.log(
      `\nfirst: in a new browser profile, signed in, a full page load of ${FROM}, then of the route (its own files not`,
    );
    console.log(
      `cached yet), until drawn and idle; ${FROM}'s own load there took ${Math.round(median(fromFirsts.map((x) => x.interactive)))} ms, and the frame alone`,
    );
    console.log(
      `(${FRAME.path}, the 403 page: no data, no chart) ${Math.round(median(frameFirsts.map((x) => x.interactive)))} ms in the same way; first in-app:`,
    );
    console.log(`the same, the route entered from ${FROM} by a link; shell`);
    console.log(
      '/content/interactive: a full page load of a route opened before (its files cached, as a returning user',
    );
    console.log(
      'has them): the app, session and layout up / the statements or first chart drawn / the page idle after it; in-app:',
    );
    console.log(`the same route entered from ${FROM} (as a link does), until drawn and idle.`);

    console.log('\nswitching tabs of /train/home/intelligent-analysis (click → chart drawn and idle)\n');
    await measure(page, `${app.url}train/home/intelligent-analysis?qs=${qs}`, READY['intelligent-analysis']);
    // Playwright's own scripts compiled in this document before any switch is timed.
    await page.waitForSelector('[role="tabpanel"] [role="img"] canvas', { timeout: 120_000 });
    for (const tab of [
      '成本利润',
      '广告',
      '订单',
      '产能',
      '收益',
      '负债',
      '选单明细',
      '公司信息',
      '信用明细',
      '零售订单',
      '市场网络',
      '市场占有率',
    ]) {
      const start = await page.evaluate(() => performance.now());
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.waitForSelector('[role="tabpanel"] [role="img"] canvas', { timeout: 120_000 });
      const end = await page.evaluate(
        () => new Promise<number>((done) => requestIdleCallback(() => done(performance.now()), { timeout: 10_000 })),
      );
      console.log(`${pad(tab, 12)}${Math.round(end - start)} ms`);
    }
    console.log(
      over ? `\n${over} route(s) over the ${BUDGET_MS} ms budget` : `\nevery route within the ${BUDGET_MS} ms budget`,
      `(first in-app, opened again, in the app); first full loads: ${overFirst} over`,
    );
  } finally {
    await browser.close();
    await served.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
