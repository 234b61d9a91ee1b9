/**
 * npm run bench:floor — what this machine's Chromium needs, at 4× CPU, to show pages made of the
 * app's stack alone, beside the app's own frame and intelligent analysis: the floor under the
 * analysis screens' 1.5 s budget. Pages (scripts/floor/{react,frame,charts,analysis}.tsx, bundled here by esbuild from the
 * project's own pinned packages, minified, each with only what it draws, antd's stylesheet as the
 * app's build serves it, no umi, dva, router, i18n or requests):
 * - react: React renders one paragraph;
 * - frame: antd's layout, side menu and header around a 403 result (what bench:analysis calls the
 *   frame alone);
 * - charts: the market share tab's two charts (the app's option builders and echarts registration,
 *   50 teams), React and echarts only;
 * - analysis: the frame around the intelligent analysis's default view: its tabs, those two charts
 *   and a page of the table.
 * Each page is timed twice in a new browser profile at 4× CPU (scripts/pageReady.ts: until its
 * content shows and the main thread is next idle): its first load (nothing cached) and a reload (its
 * files cached and run once: the best case of any visit). What pages share (React, antd) is a chunk
 * of its own, so `analysis` is also timed as bench:analysis's first visit: loaded after the frame in
 * the same profile, the shared code cached and run once, its own (echarts, the view) new. The app
 * is measured in the same rounds: its frame alone (the 403 page a teacher gets at /admin/account)
 * and the teacher's intelligent analysis with bench:analysis's 50-team game, each as a full load
 * after sign-in, and the analysis again as a returning load.
 *
 * BENCH_RUNS (default 5) rounds; BENCH_THROTTLE (default 4).
 */
import { build, type Plugin } from 'esbuild';
import express from 'express';
import less from 'less';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { antdStylesheet } from '../config/plugins/antdStyles';
import { encodeQs } from '../src/utils/qs';
import { ensureBuilt } from '../tests/e2e/build';
import { launch } from '../tests/e2e/chromium.mjs';
import { FRAME, READY, serveBigGame, signedIn } from './bigGame';
import { loadUntilReady, type Ready } from './pageReady';
import { SMOKE, smokeReady } from './smoke';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const THROTTLE = Number(process.env.BENCH_THROTTLE || 4);
const BUDGET_MS = 1500;
const PAGES = [
  { name: 'react', antd: false },
  { name: 'frame', antd: true },
  { name: 'charts', antd: false },
  { name: 'analysis', antd: true },
];
const READY_CSS: Ready = { css: '.floor-ready' };

/**
 * The app's `.less` files as umi's build takes them: compiled by less, then CSS modules (the
 * component imports its class names as `styles`), so the floor pages draw the app's own parts.
 */
const lessModules: Plugin = {
  name: 'less-modules',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.less$/ }, async ({ path }) => {
      const { css } = await less.render(readFileSync(path, 'utf8'), { filename: path });
      return { contents: css, loader: 'local-css' };
    });
  },
};

/** The floor pages bundled into a new folder: <name>.html, <name>.js, the CSS of their own parts and antd.css. */
export async function buildPages(root: string): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'sworld-floor-'));
  await build({
    entryPoints: PAGES.map((p) => join(root, 'scripts/floor', `${p.name}.tsx`)),
    outdir: out,
    bundle: true,
    // What two pages share (React, antd) is a chunk of its own, as the app's build splits it: the
    // analysis page opened after the frame then finds that code cached, its own new.
    splitting: true,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    target: 'chrome110',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [lessModules],
    logLevel: 'error',
  });
  // The pages render antd in zero-runtime mode (./floor/frameParts.tsx) on antd's stylesheet, as the app does.
  writeFileSync(join(out, 'antd.css'), antdStylesheet());
  for (const p of PAGES) {
    // A page whose parts import a stylesheet gets it as <name>.css beside its script.
    const own = existsSync(join(out, `${p.name}.css`)) ? `<link rel="stylesheet" href="${p.name}.css">` : '';
    const link = (p.antd ? '<link rel="stylesheet" href="antd.css">' : '') + own;
    writeFileSync(
      join(out, `${p.name}.html`),
      `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8">${link}</head><body><div id="root"></div><script type="module" src="${p.name}.js"></script></body></html>`,
    );
  }
  return out;
}

/** Full loads of `urls` in turn in a new profile, CPU-throttled throughout: ms until each is ready. */
async function floorLoads(browser: Browser, urls: string[]): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const times: number[] = [];
  for (const url of urls) times.push((await loadUntilReady(page, url, READY_CSS)).interactive);
  await context.close();
  return times;
}

async function main() {
  const root = resolve(__dirname, '..');
  const dist = process.env.BENCH_DIST || ensureBuilt(root, 'real');
  const pagesDir = await buildPages(root);
  const files = express();
  files.use(express.static(pagesDir, { maxAge: '1y', immutable: true }));
  const server = files.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const floorUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const served = await serveBigGame([dist]);
  const [app] = served.apps;
  const analysis = `${app.url}train/home/intelligent-analysis?qs=${encodeQs({ trainId: served.trainId })}`;
  const browser = await launch();
  const figures = new Map<string, number[]>();
  const add = (key: string, ms: number) => figures.set(key, [...(figures.get(key) ?? []), ms]);
  try {
    if (SMOKE) {
      // Each page once, at full speed: it draws what it is timed on.
      const context = await browser.newContext();
      const page = await context.newPage();
      for (const p of PAGES) {
        await page.goto(`${floorUrl}${p.name}.html`);
        await page.waitForSelector(READY_CSS.css!, { timeout: 60_000 });
      }
      await context.close();
      await (await signedIn(browser, app.url, 1)).context.close();
      return smokeReady('bench:floor');
    }
    for (let run = 0; run < RUNS; run += 1) {
      for (const p of PAGES) {
        const [first, again] = await floorLoads(browser, [`${floorUrl}${p.name}.html`, `${floorUrl}${p.name}.html`]);
        add(`floor ${p.name}, first load`, first);
        add(`floor ${p.name}, reload`, again);
      }
      // As bench:analysis's first visit: the frame's code cached and run once, the screen's own new.
      add(
        'floor analysis, first load after the frame',
        (await floorLoads(browser, [`${floorUrl}frame.html`, `${floorUrl}analysis.html`]))[1],
      );
      const frame = await signedIn(browser, app.url, THROTTLE);
      add(
        `app frame alone (${FRAME.path}), first full load`,
        (await loadUntilReady(frame.page, `${app.url}${FRAME.path.slice(1)}`, FRAME.ready)).interactive,
      );
      await frame.context.close();
      const visit = await signedIn(browser, app.url, THROTTLE);
      add(
        'app intelligent analysis, first full load',
        (await loadUntilReady(visit.page, analysis, READY['intelligent-analysis'])).interactive,
      );
      add(
        'app intelligent analysis, returning full load',
        (await loadUntilReady(visit.page, analysis, READY['intelligent-analysis'])).interactive,
      );
      await visit.context.close();
      process.stdout.write(`round ${run + 1}/${RUNS}\n`);
    }
  } finally {
    await browser.close();
    await served.close();
    server.close();
    rmSync(pagesDir, { recursive: true, force: true });
  }
  console.log(
    `\n${THROTTLE}× CPU, ms until the content shows and the main thread is next idle; median of ${RUNS} [every load]; budget ${BUDGET_MS} ms\n`,
  );
  for (const [key, list] of figures)
    console.log(
      `${key.padEnd(52)}${String(Math.round(median(list))).padStart(6)}  [${list.map(Math.round).join(', ')}]`,
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
