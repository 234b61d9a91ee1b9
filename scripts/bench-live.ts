/**
 * npm run bench:live — how soon a teacher's change shows on the students' consoles, and how many
 * requests a console sends, against the mock as it is and against its spec-only dialect (answers
 * with only the fields the spec names: the consoles then follow the training through the spec's own
 * calls). Real mode: the production build against the standalone mock server through a proxy
 * (tests/e2e/realMode.ts); headless Chromium; one teacher and three group captains in their own
 * browser contexts on the seeded running training, as in tests/e2e/fullYearWalk.ts.
 *
 * Each time sample is one page that did not make the change: from the moment the change's request
 * left the page that made it (Playwright's request timing) until the other page shows the change (a
 * MutationObserver in the page, same clock). The changes: the training paused and resumed (state),
 * the meeting started, the menu's phase (picking started; suspended and restored where the backend
 * reports it), a pick by another team (where the backend reports the turn) and the next round. The
 * rates: the requests each student's console sends over BENCH_RATE_S seconds (default 60) at rest
 * (no meeting running) and while picking runs. Targets: a change within 3 s; at rest at most 1.5
 * requests a second, while picking at most 2.5.
 *
 * BENCH_RUNS (default 5): pause/resume and suspend/restore pairs. BENCH_THROTTLE (default 1): CPU
 * slow-down of each student's page (a school's slow PC), set once the pages are signed in and open.
 * BENCH_DIALECTS (default "default,spec"): the mock's dialects to measure, in turn.
 */
import type { Page, Request } from 'playwright-core';
import { launch } from '../tests/e2e/chromium.mjs';
import { pickFirst, RUNNING } from '../tests/e2e/consoleKit';
import type { Dialect } from '../mock/handlers/specDialect';
import { startRealMode } from '../tests/e2e/realMode';
import { signInReal } from '../tests/e2e/realSuite';
import { confirmPopup } from '../tests/e2e/ui';
import { SMOKE, smokeReady } from './smoke';
import { percentile } from './stats';

const TARGET_MS = 3000;
const REST_RATE = 1.5;
const PICKING_RATE = 2.5;
const RUNS = Number(process.env.BENCH_RUNS || 5);
const THROTTLE = Number(process.env.BENCH_THROTTLE || 1);
const RATE_S = Number(process.env.BENCH_RATE_S || 60);
const DIALECT_LIST = (process.env.BENCH_DIALECTS || 'default,spec').split(',') as Dialect[];
const SUSPENDED = '选单已暂停，计时冻结，请等待教师恢复。';

/** Resolves with the page's clock when the element at `selector` (shows / no longer shows) `text`. */
function shows(page: Page, selector: string, text: string, present = true): Promise<number> {
  // A string, not a function: tsx's transform would name the inner functions with a helper the page has not.
  return page.evaluate(`new Promise((resolve) => {
    const check = () => {
      const el = document.querySelector(${JSON.stringify(selector)});
      if ((!!el && (el.textContent || '').includes(${JSON.stringify(text)})) !== ${present}) return;
      observer.disconnect();
      resolve(Date.now());
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    check();
  })`);
}

/** When the page's next request to `path` left it (ms since the epoch), once answered. */
async function sent(page: Page, path: string): Promise<number> {
  const request: Request = await page.waitForEvent('request', {
    predicate: (r) => new URL(r.url()).pathname.endsWith(path),
    timeout: 30_000,
  });
  await request.response();
  return request.timing().startTime;
}

let samples: Record<string, number[]> = {};

/** The API requests each page sends over `seconds` of wall time: a console's rate, requests a second. */
async function rates(pages: Page[], seconds: number): Promise<number[]> {
  const counts = pages.map(() => 0);
  const listeners = pages.map((page, i) => {
    const listener = (r: Request) => {
      if (new URL(r.url()).pathname.includes('/sworld')) counts[i] += 1;
    };
    page.on('request', listener);
    return listener;
  });
  await new Promise((r) => setTimeout(r, seconds * 1000));
  pages.forEach((page, i) => page.off('request', listeners[i]));
  return counts.map((n) => n / seconds);
}

/** Runs `act` (which makes the change, from `from` by a request to `path`) and records how long each page in `watchers` took to show it. */
async function measure(
  kind: string,
  from: Page,
  path: string,
  watchers: Promise<number>[],
  act: () => Promise<unknown>,
) {
  const leaving = sent(from, path);
  // When the act fails, the wait for its request must not outlive the browser as an unhandled rejection.
  leaving.catch(() => undefined);
  await act();
  const start = await leaving;
  for (const seen of await Promise.all(watchers)) (samples[kind] ??= []).push(Math.round(seen - start));
}

interface DialectRun {
  samples: Record<string, number[]>;
  rest: number[];
  picking: number[];
}

async function measureDialect(dialect: Dialect): Promise<DialectRun> {
  samples = {};
  let rest: number[] = [];
  let picking: number[] = [];
  const spec = dialect === 'spec';
  const real = await startRealMode({ dialect });
  const browser = await launch();
  const training = real.store.db.trainings.find((t) => t.trainName === RUNNING)!;
  const qs = encodeURIComponent(JSON.stringify({ trainId: real.wireId(training.id) }));
  const open = async (userCode: string, path: string) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await signInReal(page, real.url, userCode);
    await page.goto(`${real.url}${path}?qs=${qs}`);
    return page;
  };
  try {
    const teacher = await open('teacher', 'train/home/console');
    // Groups 1, 2 and 3: their captains.
    const students = [
      await open('student', 'experiment/home'),
      await open('student04', 'experiment/home'),
      await open('student08', 'experiment/home'),
    ];
    const [s1, s2, s3] = students;
    await teacher.getByRole('button', { name: '开始订货会' }).waitFor({ timeout: 30_000 });
    for (const page of students)
      await page.getByText('订货会尚未开始，请等待教师开始订货会。').waitFor({ timeout: 30_000 });
    // The smoke run stops here, once each dialect's consoles are up.
    if (SMOKE) return { samples: {}, rest: [], picking: [] };
    for (const page of students)
      await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });

    const state = (name: string) => students.map((p) => shows(p, '[data-testid="train-state"]', name));
    for (let i = 0; i < RUNS; i += 1) {
      await measure('training state', teacher, '/training/changeState', state('已暂停'), async () => {
        await teacher.getByRole('button', { name: '暂停实训' }).click();
        await confirmPopup(teacher);
      });
      await measure('training state', teacher, '/training/changeState', state('进行中'), async () => {
        await teacher.getByRole('button', { name: '继续实训' }).click();
        await confirmPopup(teacher);
      });
    }

    rest = await rates(students, RATE_S);

    // The meeting: advertising, the ranking (group 2, 3, 1), then the menu.
    await measure(
      'meeting start',
      teacher,
      '/orderMeeting/start',
      students.map((p) => shows(p, 'body', '提交广告')),
      () => teacher.getByRole('button', { name: '开始订货会' }).click(),
    );
    for (const [i, page] of students.entries()) {
      await page.getByLabel('本地市场 P1产品 广告额').fill(String([10, 20, 15][i]));
      await page.getByRole('button', { name: '提交广告' }).click();
      await page.getByText('广告已提交').waitFor();
    }
    await teacher.getByRole('button', { name: '发布广告排名' }).click();
    await confirmPopup(teacher);
    for (const page of students) await page.getByTestId('ranking').waitFor({ timeout: 10_000 });
    const turn = (group: number, pages = students) =>
      pages.map((p) => shows(p, '[data-testid="menu-turn"]', `轮到第${group}组选单`));
    // Long picks, so no turn times out while the rate is measured.
    await teacher.getByLabel('每次选单时间（秒）').fill('600');
    await Promise.all([
      teacher.waitForResponse((r) => r.url().endsWith('/gmMenu/saveMenu')),
      teacher.getByRole('button', { name: /^保\s*存$/ }).click(),
    ]);
    // A spec-only backend does not say whose turn it is: the board shows picking has begun.
    const pickingShown = spec ? students.map((p) => shows(p, '[data-testid="menu-not-reported"]', '不报告')) : turn(2);
    await measure('menu phase', teacher, '/gmMenu/updateMenuState', pickingShown, () =>
      teacher.getByRole('button', { name: '开始选单' }).click(),
    );
    picking = await rates(students, RATE_S);

    // Neither suspension nor the turn is reported by a spec-only backend.
    for (let i = 0; i < (spec ? 0 : RUNS); i += 1) {
      await measure(
        'menu phase',
        teacher,
        '/gmMenu/suspend',
        students.map((p) => shows(p, 'body', SUSPENDED)),
        async () => {
          await teacher.getByRole('button', { name: '暂停选单' }).click();
          await teacher.getByRole('button', { name: '恢复选单' }).waitFor();
        },
      );
      await measure(
        'menu phase',
        teacher,
        '/gmMenu/restore',
        students.map((p) => shows(p, 'body', SUSPENDED, false)),
        async () => {
          await teacher.getByRole('button', { name: '恢复选单' }).click();
          await teacher.getByRole('button', { name: '暂停选单' }).waitFor();
        },
      );
    }

    // Picks in rank order; the pages of the other teams and the teacher follow.
    for (const [picker, next] of (spec
      ? []
      : [
          [s2, 3],
          [s3, 1],
          [s1, 2],
        ]) as [Page, number][]) {
      await measure(
        'a pick by another team',
        picker,
        '/gmMenu/selectOrder',
        turn(
          next,
          [teacher, ...students].filter((p) => p !== picker),
        ),
        () => pickFirst(picker),
      );
    }

    // The teacher ends the meeting and moves on: the round on every student's console.
    await teacher.getByRole('button', { name: '结束订货会' }).click();
    await confirmPopup(teacher);
    await teacher.getByTestId('meeting-state').getByText('已结束').waitFor({ timeout: 30_000 });
    await measure(
      'next round',
      teacher,
      '/training/changeRound',
      students.map((p) => shows(p, '[data-testid="train-round"]', '第 6 / 8 回合')),
      async () => {
        await teacher.getByRole('button', { name: '进入下一回合' }).click();
        await confirmPopup(teacher);
      },
    );
  } finally {
    await browser.close();
    await real.close();
  }
  return { samples, rest, picking };
}

const rateCells = (xs: number[], target: number) =>
  `${xs.map((x) => x.toFixed(2)).join(', ')} a second (target ≤ ${target})${Math.max(...xs) <= target ? '' : '  over'}`;

async function main() {
  const runs: [Dialect, DialectRun][] = [];
  for (const dialect of DIALECT_LIST) runs.push([dialect, await measureDialect(dialect)]);
  if (SMOKE) return smokeReady('bench:live');
  console.log(
    `bench:live — a teacher's change on the students' consoles (target ${TARGET_MS} ms), ${RUNS} runs, CPU ${THROTTLE}×`,
  );
  for (const [dialect, run] of runs) {
    console.log(`\nthe mock's ${dialect} dialect`);
    console.log('change                      samples   median      p95    worst');
    for (const [kind, xs] of Object.entries(run.samples)) {
      const cells = [percentile(xs, 50), percentile(xs, 95), Math.max(...xs)].map((ms) => `${ms} ms`.padStart(8));
      console.log(
        `${kind.padEnd(28)}${String(xs.length).padStart(7)}${cells.join(' ')}${Math.max(...xs) <= TARGET_MS ? '' : '  over'}`,
      );
    }
    console.log(`requests per student console over ${RATE_S} s:`);
    console.log(`  at rest        ${rateCells(run.rest, REST_RATE)}`);
    console.log(`  while picking  ${rateCells(run.picking, PICKING_RATE)}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
