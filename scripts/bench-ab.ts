/**
 * npm run bench:ab -- <build A> <build B> [...] — two or more production builds (dist folders)
 * measured alternately on the same machine, for a change whose effect is smaller than the machine's
 * drift over the day (docs/BENCHMARKS.md): each round measures every build once, in turn, so a slow
 * spell hits them alike. For one analysis route (BENCH_ROUTE, default the teacher's intelligent
 * analysis) with bench:analysis's big game, served the same way, it measures the two first visits
 * that bench:analysis prints: in a new browser profile, signed in, a full load of the game's
 * introduction and then of the route (first), and, in another new profile, the route entered from
 * the introduction by a link (first in-app). It prints each build's median and every visit.
 *
 * BENCH_RUNS (default 6) rounds; BENCH_THROTTLE (default 4) CPU slow-down. Make a build to compare
 * with `npm run build && cp -r dist /tmp/some-name`.
 */
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BASE_PATH } from '../src/constants';
import { encodeQs } from '../src/utils/qs';
import { createStore } from '../mock/db/store';
import { createMockApp } from '../mock/server';
import { serveApp } from '../tests/e2e/serve';
import { launch } from '../tests/e2e/chromium.mjs';
import { bigTraining, FROM, READY, SHELL, signedIn } from './bigGame';
import { loadUntilReady, navigateUntilReady } from './pageReady';

const RUNS = Number(process.env.BENCH_RUNS || 6);
const THROTTLE = Number(process.env.BENCH_THROTTLE || 4);
const ROUTE = process.env.BENCH_ROUTE || '/train/home/intelligent-analysis';

const median = (xs: number[]) => Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]);

async function main() {
  const dirs = process.argv.slice(2).map((d) => resolve(d));
  if (dirs.length < 2 || dirs.some((d) => !existsSync(join(d, 'index.html')))) {
    console.error('usage: npm run bench:ab -- <dist A> <dist B> [...]  (folders holding a production build)');
    process.exit(2);
  }
  const ready = READY[ROUTE.split('/').pop()!];
  if (!ready) throw new Error(`bench:ab: no ready check for ${ROUTE} (scripts/bigGame.ts READY)`);
  const store = createStore();
  const qs = encodeQs({ trainId: bigTraining(store) });
  const api = createMockApp(store).listen(0, '127.0.0.1');
  await new Promise((r) => api.once('listening', r));
  const apiTarget = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const apps = await Promise.all(dirs.map((dir) => serveApp({ dir, base: BASE_PATH, apiTarget, gzip: true })));
  const browser = await launch();
  const figures = dirs.map(() => ({ first: [] as number[], inApp: [] as number[] }));
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const [i, app] of apps.entries()) {
        const full = await signedIn(browser, app.url, THROTTLE);
        await loadUntilReady(full.page, `${app.url}${FROM.slice(1)}`, SHELL, SHELL);
        figures[i].first.push((await loadUntilReady(full.page, `${app.url}${ROUTE.slice(1)}?qs=${qs}`, ready)).interactive);
        await full.context.close();
        const linked = await signedIn(browser, app.url, THROTTLE);
        await loadUntilReady(linked.page, `${app.url}${FROM.slice(1)}`, SHELL, SHELL);
        figures[i].inApp.push((await navigateUntilReady(linked.page, `${BASE_PATH}${ROUTE.slice(1)}?qs=${qs}`, ready)).interactive);
        await linked.context.close();
      }
      process.stdout.write(`round ${run + 1}/${RUNS}\n`);
    }
  } finally {
    await browser.close();
    await Promise.all(apps.map((a) => a.close()));
    await new Promise((r) => api.close(r));
  }
  console.log(`\n${ROUTE}, ${THROTTLE}× CPU, ${RUNS} rounds, builds alternately; ms to interactive, median [every visit]\n`);
  for (const [i, dir] of dirs.entries()) {
    const { first, inApp } = figures[i];
    console.log(`${dir}\n  first         ${median(first)}  [${first.map(Math.round).join(', ')}]\n  first in-app  ${median(inApp)}  [${inApp.map(Math.round).join(', ')}]`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
