/**
 * npm run bench:debrief — the class debrief with the big game (scripts/bigGame.ts: 50 teams, 16
 * settled rounds) in real mode (the production build against the standalone mock), in headless
 * Chromium at 4× CPU. It reports, in the same run and the same way (a full load of a route opened
 * before, its files cached, median of RUNS):
 * - the first load of the class view (until the round line shows: every call answered, the view
 *   built and drawn, then idle) against the intelligent analysis's first load (its first chart),
 *   with the 1.2× budget;
 * - one step of the slider (← or →, until the new round is drawn, charts included), median and
 *   slowest of every step down and up the 16 rounds, against 100 ms.
 *
 * BENCH_RUNS (default 3) loads per route; BENCH_THROTTLE (default 4) CPU slow-down; BENCH_DIST a
 * production build to serve instead of dist/ (built when stale).
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { encodeQs } from '../src/utils/qs';
import { ensureBuilt } from '../tests/e2e/build';
import { launch } from '../tests/e2e/chromium.mjs';
import { READY, ROUNDS, serveBigGame, signedIn, TEAMS } from './bigGame';
import { loadUntilReady, type Ready, type ReadyTimes } from './pageReady';
import { SMOKE, smokeReady } from './smoke';
import { median, percentile } from './stats';

const RUNS = Number(process.env.BENCH_RUNS || 3);
const THROTTLE = Number(process.env.BENCH_THROTTLE || 4);
const LOAD_RATIO_BUDGET = 1.2;
const STEP_BUDGET_MS = 100;
const DEBRIEF_READY: Ready = { css: '[data-testid="debrief-round"]' };

/**
 * One step by the arrow key, timed in the page: the key, until the round line changed and the next
 * frame was painted. Sent as source text: the page must not get this script's compiled helpers.
 */
const STEP = `(key) => new Promise((done) => {
  const line = document.querySelector('[data-testid="debrief-round"]');
  const before = line.textContent;
  const start = performance.now();
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  const drawn = () => {
    if (line.textContent === before) requestAnimationFrame(drawn);
    else requestAnimationFrame(() => setTimeout(() => done(performance.now() - start), 0));
  };
  drawn();
})`;

function step(page: Page, key: 'ArrowLeft' | 'ArrowRight'): Promise<number> {
  return page.evaluate(`(${STEP})(${JSON.stringify(key)})`) as Promise<number>;
}

async function main() {
  const root = resolve(__dirname, '..');
  const dir = process.env.BENCH_DIST || ensureBuilt(root, 'real');
  const served = await serveBigGame([dir]);
  const [app] = served.apps;
  console.log(`game: ${TEAMS} teams × ${ROUNDS} rounds played in ${served.playedMs} ms`);
  const browser = await launch();
  try {
    const { page } = await signedIn(browser, app.url, THROTTLE);
    const qs = encodeQs({ trainId: served.trainId });
    const analysisUrl = `${app.url}train/home/intelligent-analysis?qs=${qs}`;
    const debriefUrl = `${app.url}train/home/debrief?qs=${qs}`;
    // Each route opened once before: its files are cached, as a returning user has them.
    await loadUntilReady(page, analysisUrl, READY['intelligent-analysis']);
    await loadUntilReady(page, debriefUrl, DEBRIEF_READY);
    if (SMOKE) return smokeReady('bench:debrief');
    const analysis: ReadyTimes[] = [];
    const debrief: ReadyTimes[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      analysis.push(await loadUntilReady(page, analysisUrl, READY['intelligent-analysis']));
      debrief.push(await loadUntilReady(page, debriefUrl, DEBRIEF_READY));
    }
    const m = (list: ReadyTimes[], k: keyof ReadyTimes) => Math.round(median(list.map((x) => x[k])));
    const ratio = m(debrief, 'interactive') / m(analysis, 'interactive');
    console.log(`\n${THROTTLE}× CPU, median of ${RUNS} full loads (files cached), ms: content / interactive`);
    console.log(`intelligent analysis   ${m(analysis, 'content')} / ${m(analysis, 'interactive')}`);
    console.log(`class debrief          ${m(debrief, 'content')} / ${m(debrief, 'interactive')}`);
    console.log(
      `ratio ${ratio.toFixed(2)} (budget ${LOAD_RATIO_BUDGET}): ${ratio <= LOAD_RATIO_BUDGET ? 'ok' : 'OVER'}`,
    );
    // Each debrief load against the analysis load just before it: a slow spell of the machine hits a pair alike.
    const pairs = debrief.map((d, i) => d.interactive / analysis[i].interactive);
    console.log(`paired ratios: median ${median(pairs).toFixed(2)} (${pairs.map((r) => r.toFixed(2)).join(' ')})`);

    // The page loaded last is the debrief at its last round: down to the first and back up.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 10_000 })));
    const steps: number[] = [];
    for (let i = 1; i < ROUNDS; i += 1) steps.push(await step(page, 'ArrowLeft'));
    for (let i = 1; i < ROUNDS; i += 1) steps.push(await step(page, 'ArrowRight'));
    const slowest = Math.round(Math.max(...steps));
    console.log(
      `\none step of the slider (${steps.length} steps): median ${Math.round(median(steps))} ms, 90th percentile ${Math.round(percentile(steps, 90))} ms, slowest ${slowest} ms (budget ${STEP_BUDGET_MS}): ${slowest <= STEP_BUDGET_MS ? 'ok' : 'OVER'}`,
    );
    // Which steps were over, in order (1–15 down, 16–30 up): a first step over says a cold path, a scattered few a busy machine.
    const over = steps.flatMap((ms, i) => (ms > STEP_BUDGET_MS ? [`#${i + 1} ${Math.round(ms)} ms`] : []));
    if (over.length) console.log(`steps over ${STEP_BUDGET_MS} ms: ${over.join(', ')}`);
  } finally {
    await browser.close();
    await served.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
