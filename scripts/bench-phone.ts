/**
 * npm run bench:phone — the student's console on a phone against the desktop, in real mode (the
 * production build against the standalone mock), in headless Chromium at 4× CPU. A student signs
 * in twice, in a phone's profile (390×844, touch, the mobile viewport) and a desktop's (1366×860),
 * and each opens the running training's console. It reports, in the same run and the same way (a
 * full load of the console opened before, its files cached, median of RUNS, the two profiles in
 * turn), the time until the console's first control is enabled: its 提交决策, once the team's
 * state has come. The phone's median against the desktop's, with the 1.1× budget.
 *
 * BENCH_RUNS (default 3) loads per profile; BENCH_THROTTLE (default 4) CPU slow-down.
 */
import type { Browser, Page } from 'playwright-core';
import { encodeQs } from '../src/utils/qs';
import { launch } from '../tests/e2e/chromium.mjs';
import { startRealMode } from '../tests/e2e/realMode';
import { loadUntilReady, type Ready, type ReadyTimes } from './pageReady';
import { SMOKE, smokeReady } from './smoke';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS || 3);
const THROTTLE = Number(process.env.BENCH_THROTTLE || 4);
const RATIO_BUDGET = 1.1;
const RUNNING = '2026春季沙盘对抗赛';

/** The console's first control a student uses, enabled: the decisions' submit button. */
const FIRST_CONTROL: Ready = {
  expr: '[...document.querySelectorAll("#main-content button")].some((b) => b.textContent.includes("提交决策") && !b.disabled)',
};

const PROFILES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 860 } },
} as const;

/** A student signed in, in a profile of its own, its CPU slowed down once signed in. */
async function student(browser: Browser, appUrl: string, profile: keyof typeof PROFILES): Promise<Page> {
  const context = await browser.newContext({ ...PROFILES[profile], locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${appUrl}login`);
  await page.getByLabel('用户名').fill('student');
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return page;
}

async function main() {
  const real = await startRealMode();
  const browser = await launch();
  try {
    const training = real.store.db.trainings.find((t) => t.trainName === RUNNING);
    if (!training) throw new Error(`the seed has no training named ${RUNNING}`);
    const url = `${real.url}experiment/home?qs=${encodeQs({ trainId: real.wireId(training.id) })}`;
    const phone = await student(browser, real.url, 'phone');
    const desktop = await student(browser, real.url, 'desktop');
    // Each profile opens the console once before: its files are cached, as a returning student has them.
    await loadUntilReady(phone, url, FIRST_CONTROL);
    await loadUntilReady(desktop, url, FIRST_CONTROL);
    if (SMOKE) return smokeReady('bench:phone');
    const times: Record<keyof typeof PROFILES, ReadyTimes[]> = { phone: [], desktop: [] };
    for (let i = 0; i < RUNS; i += 1) {
      times.phone.push(await loadUntilReady(phone, url, FIRST_CONTROL));
      times.desktop.push(await loadUntilReady(desktop, url, FIRST_CONTROL));
    }
    const m = (list: ReadyTimes[], k: keyof ReadyTimes) => Math.round(median(list.map((x) => x[k])));
    const ratio = m(times.phone, 'content') / m(times.desktop, 'content');
    console.log(
      `\n${THROTTLE}× CPU, median of ${RUNS} full loads (files cached), ms until 提交决策 is enabled / then idle`,
    );
    console.log(`desktop 1366×860   ${m(times.desktop, 'content')} / ${m(times.desktop, 'interactive')}`);
    console.log(`phone 390×844      ${m(times.phone, 'content')} / ${m(times.phone, 'interactive')}`);
    console.log(`ratio ${ratio.toFixed(2)} (budget ${RATIO_BUDGET}): ${ratio <= RATIO_BUDGET ? 'ok' : 'OVER'}`);
    // Each phone load against the desktop load just after it: a slow spell of the machine hits a pair alike.
    const pairs = times.phone.map((p, i) => p.content / times.desktop[i].content);
    console.log(`paired ratios: median ${median(pairs).toFixed(2)} (${pairs.map((r) => r.toFixed(2)).join(' ')})`);
  } finally {
    await browser.close();
    await real.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
