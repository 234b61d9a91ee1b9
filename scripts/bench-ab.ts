/**
 * npm run bench:ab -- <build A> <build B> [...] — two or more production builds (dist folders)
 * measured alternately on the same machine, for a change whose effect is smaller than the machine's
 * drift over the day (docs/BENCHMARKS.md): each round measures every build once, in turn, so a slow
 * spell hits them alike. For one analysis route (BENCH_ROUTE, default the teacher's intelligent
 * analysis) with bench:analysis's big game, served the same way, it measures the two first visits
 * that bench:analysis prints: in a new browser profile, signed in, a full load of the game's
 * introduction and then of the route (first), and, in another new profile, the route entered from
 * the introduction by a link (first in-app). BENCH_ROUTE=/class/home times the teacher's class list
 * as bench:web's row does instead: a full load in a new profile that holds the session (first).
 * BENCH_ROUTE=/login times a cold /login in a new profile until its username field takes typing and
 * the page is next idle (first). It prints each build's median and every visit.
 *
 * BENCH_RUNS (default 6) rounds; BENCH_THROTTLE (default 4) CPU slow-down. Make a build to compare
 * with `npm run build && cp -r dist /tmp/some-name`.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { encodeQs } from '../src/utils/qs';
import { launch } from '../tests/e2e/chromium.mjs';
import { CLASS_LIST_READY, coldLoad, firstVisits, LOGIN_READY, READY, serveBigGame, signedIn } from './bigGame';
import { SMOKE, smokeReady } from './smoke';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS || 6);
const THROTTLE = Number(process.env.BENCH_THROTTLE || 4);
const ROUTE = process.env.BENCH_ROUTE || '/train/home/intelligent-analysis';
const CLASS_LIST = '/class/home';
const LOGIN = '/login';

async function main() {
  const dirs = process.argv.slice(2).map((d) => resolve(d));
  if (dirs.length < 2 || dirs.some((d) => !existsSync(join(d, 'index.html')))) {
    console.error('usage: npm run bench:ab -- <dist A> <dist B> [...]  (folders holding a production build)');
    process.exit(2);
  }
  const classList = ROUTE === CLASS_LIST;
  const login = ROUTE === LOGIN;
  const ready = classList ? CLASS_LIST_READY : login ? LOGIN_READY : READY[ROUTE.split('/').pop()!];
  if (!ready) throw new Error(`bench:ab: no ready check for ${ROUTE} (scripts/bigGame.ts READY)`);
  const served = await serveBigGame(dirs);
  const path = `${ROUTE}?qs=${encodeQs({ trainId: served.trainId })}`;
  const browser = await launch();
  const figures = dirs.map(() => ({ first: [] as number[], inApp: [] as number[] }));
  try {
    if (SMOKE) {
      for (const app of served.apps) await (await signedIn(browser, app.url, 1)).context.close();
      return smokeReady('bench:ab');
    }
    // The class list is loaded in profiles that hold the teacher's session, one per build.
    const sessions = [];
    for (const app of classList ? served.apps : []) {
      const { context } = await signedIn(browser, app.url, 1);
      sessions.push(await context.storageState());
      await context.close();
    }
    for (let run = 0; run < RUNS; run += 1) {
      for (const [i, app] of served.apps.entries()) {
        if (login) {
          figures[i].first.push((await coldLoad(browser, `${app.url}login`, ready, THROTTLE)).interactive);
          continue;
        }
        if (classList) {
          figures[i].first.push(
            (await coldLoad(browser, `${app.url}${CLASS_LIST.slice(1)}`, ready, THROTTLE, sessions[i])).content,
          );
          continue;
        }
        const visits = await firstVisits(browser, app.url, path, ready, THROTTLE);
        figures[i].first.push(visits.first.interactive);
        figures[i].inApp.push(visits.firstInApp.interactive);
      }
      process.stdout.write(`round ${run + 1}/${RUNS}\n`);
    }
  } finally {
    await browser.close();
    await served.close();
  }
  console.log(
    `\n${ROUTE}, ${THROTTLE}× CPU, ${RUNS} rounds, builds alternately; ms to ${classList ? 'the rows shown' : login ? 'the login form taking typing, then idle' : 'interactive'}, median [every visit]\n`,
  );
  for (const [i, dir] of dirs.entries()) {
    const { first, inApp } = figures[i];
    console.log(
      `${dir}\n  first         ${Math.round(median(first))}  [${first.map(Math.round).join(', ')}]` +
        (inApp.length ? `\n  first in-app  ${Math.round(median(inApp))}  [${inApp.map(Math.round).join(', ')}]` : ''),
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
