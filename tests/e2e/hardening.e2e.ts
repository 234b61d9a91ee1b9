import type { Page } from 'playwright-core';
import { encodeQs } from '../../src/utils/qs';
import { FILL, type HostileMode, hostileEnvelope } from '../utils/hostile';
import { join } from 'node:path';
import { newPage, requestsSettled, SCREENSHOTS, screenshot, screenshotsWanted } from './app';
import { signInReal, useRealMode } from './realSuite';
import { goInApp, NEXT_SCREEN, saveFinding, sinceLast } from './walks';

/**
 * A logout in one tab signs out the others, and every list and detail screen survives hostile
 * backend answers: the production build against the standalone mock, its
 * answers transformed on their way to the page.
 */
const suite = useRealMode();
jest.setTimeout(600_000);

/** The backend's paths (the app's own files are under /sworldweb/). */
const API = /\/\/[^/]+\/(sworld|sworldgz|sworldrelease|estimate|estimategz|estimaterelease)\//;

it('a logout in one tab signs out the other tabs', async () => {
  const { page, context, errors } = await newPage(suite.browser);
  await signInReal(page, suite.real.url, 'teacher');
  await page.getByText('2026级工商管理1班').waitFor({ timeout: 30_000 });
  const other = await context.newPage();
  await other.goto(`${suite.real.url}train/home`);
  await other.getByText('2026春季沙盘对抗赛').first().waitFor({ timeout: 30_000 });

  await page.getByTestId('user-menu').hover();
  await page.getByText('退出登录').click();
  await page.waitForURL(/\/login$/);
  await other.waitForURL(/\/login$/, { timeout: 10_000 });
  await other.getByLabel('用户名').waitFor();
  expect(await other.getByText('2026春季沙盘对抗赛').count()).toBe(0);
  await screenshot(other, 'hardening-other-tab-signed-out');
  expect(errors).toEqual([]);
  await context.close();
});

it('draws the licence address as a link only when it is http(s)', async () => {
  const { page, context, errors } = await newPage(suite.browser);
  await signInReal(page, suite.real.url, 'teacher');
  let licenseUrl = 'javascript:alert(document.cookie)';
  await context.route(/\/sworld\/case\/combobox/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    return route.fulfill({ response, json: { ...body, data: { ...body.data, url: licenseUrl } } });
  });
  await page.goto(`${suite.real.url}editor/firstStep`);
  const shown = page.getByTestId('license-url');
  await shown.filter({ hasText: licenseUrl }).waitFor({ timeout: 30_000 });
  expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
  expect(await shown.evaluate((el) => el.closest('a'))).toBeNull();
  await screenshot(page, 'hardening-license-not-a-link');

  licenseUrl = 'https://license.example.com/case.pdf';
  await page.reload();
  await shown.filter({ hasText: licenseUrl }).waitFor({ timeout: 30_000 });
  expect(await shown.evaluate((el) => el.closest('a')?.getAttribute('href'))).toBe(licenseUrl);
  expect(errors).toEqual([]);
  await context.close();
});

interface ScreenCase {
  user: 'admin' | 'teacher' | 'student';
  path: string;
  qs?: () => Record<string, unknown>;
  /** The screen polls: the network is never idle. */
  polls?: boolean;
}

const db = () => suite.real.store.db;
const running = () => ({ trainId: db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!.id });
const standardRule = () => ({ ruleId: db().rules.find((r) => r.ruleName === '标准规则')!.id });

const SCREENS: ScreenCase[] = [
  { user: 'admin', path: '/admin/teacher-management' },
  { user: 'admin', path: '/admin/standard-case-management' },
  { user: 'admin', path: '/admin/import-rules' },
  { user: 'admin', path: '/admin/account' },
  { user: 'teacher', path: '/class/home' },
  { user: 'teacher', path: '/class/case-dev' },
  { user: 'teacher', path: '/class/account' },
  { user: 'teacher', path: '/train/home' },
  { user: 'teacher', path: '/train/home/manage', qs: running },
  { user: 'teacher', path: '/train/home/console', qs: running, polls: true },
  { user: 'teacher', path: '/train/home/result-view', qs: running },
  { user: 'teacher', path: '/train/home/intelligent-analysis', qs: running },
  { user: 'teacher', path: '/train/evaluate' },
  { user: 'teacher', path: '/train/teaching-plan' },
  { user: 'teacher', path: '/train/class-summary' },
  { user: 'teacher', path: '/train/teacher-ratings' },
  { user: 'teacher', path: '/train/learning-analysis' },
  { user: 'teacher', path: '/case/model' },
  { user: 'teacher', path: '/case/timeline' },
  { user: 'teacher', path: '/case/init-setting' },
  { user: 'teacher', path: '/case/init-setting/rule-list', qs: standardRule },
  { user: 'teacher', path: '/editor/firstStep' },
  { user: 'teacher', path: '/experiment/to' },
  { user: 'student', path: '/train/study' },
  { user: 'student', path: '/train/study/introduce' },
  { user: 'student', path: '/train/study/course' },
  { user: 'student', path: '/experiment/introduction', qs: running },
  { user: 'student', path: '/experiment/home', qs: running, polls: true },
  { user: 'student', path: '/experiment/tools', qs: running },
];

/**
 * One walk per hostile mode, one signed-in page per account: the first screen of an account opens by
 * a full load with the answers already hostile (so the layout's own calls get them too), the others
 * inside the app (goInApp), each mounting afresh and making its own calls. What each screen shows
 * wrong is kept by screen and asserted at the end, so one failure names every bad screen.
 */
describe.each<HostileMode>(['null', 'big'])('with hostile answers (%s)', (hostileMode) => {
  it('every list and detail screen shows what it can', async () => {
    const found: { path: string; problems: string[] }[] = [];
    for (const user of ['admin', 'teacher', 'student'] as const) {
      const { page, context } = await newPage(suite.browser);
      await signInReal(page, suite.real.url, user);
      // Render failures and uncaught errors; a failed image of a garbled address is not one.
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error' && /render failed|Uncaught|TypeError|RangeError/.test(m.text())) errors.push(m.text());
      });
      await context.route(API, async (route) => {
        // The loaded machine's proxy drops a connection now and then: asked once more.
        const response = await route.fetch().catch(() => route.fetch());
        if (!(response.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response });
        return route.fulfill({ response, json: hostileEnvelope(await response.json(), hostileMode) });
      });
      const settled = requestsSettled(page);
      const fresh = sinceLast(errors);
      // A screen that failed to render replaces the whole app (ChunkErrorBoundary): the next one is loaded afresh.
      let load = true;
      for (const screenCase of SCREENS.filter((s) => s.user === user)) {
        const problems = await showsWhatItCan(page, screenCase, hostileMode, load, settled);
        problems.push(...fresh());
        load = problems.some((p) => p.startsWith('fatal'));
        if (!problems.length) continue;
        found.push({ path: screenCase.path, problems });
        await saveFinding(page, `hostile-${hostileMode}${screenCase.path}`);
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });
});

/** Opens a screen (by a full load, or inside the app) under hostile answers: what it shows wrong. */
async function showsWhatItCan(
  page: Page,
  screenCase: ScreenCase,
  hostileMode: HostileMode,
  load: boolean,
  settled: () => Promise<void>,
): Promise<string[]> {
  const qs = screenCase.qs?.();
  const path = `${screenCase.path}${qs ? `?qs=${encodeQs(qs)}` : ''}`;
  const screen = page.locator(NEXT_SCREEN).first();
  try {
    if (load) await page.goto(`${suite.real.url}${path.slice(1)}`);
    else await goInApp(page, path);
    await page.waitForSelector(`${NEXT_SCREEN}, .sworld-fatal`, { timeout: 30_000 });
    if (!screenCase.polls) await settled();
    await page
      .locator('.ant-spin-spinning')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    const fatal = await page.locator('.sworld-fatal').allTextContents();
    if (fatal.length) return fatal.map((f) => `fatal: ${f}`);
    // The view only: a full page of 300 rows is taller than a screenshot may be.
    if (hostileMode === 'big' && screenshotsWanted())
      await page.screenshot({ path: join(SCREENSHOTS, `hostile-big${screenCase.path.replace(/\//g, '-')}.png`) });
    if (!((await screen.textContent()) ?? '').trim()) return ['the screen is empty'];
    // The long strings shown; a polling screen may draw them with its next answer.
    if (hostileMode === 'big')
      await page
        .waitForFunction((fill) => document.body.textContent?.includes(fill), FILL.repeat(20), {
          timeout: 30_000,
          polling: 250,
        })
        .catch(() => {
          throw new Error('no long text shown');
        });
    // Every field null: what is missing shows as "-" (or the screen says there is nothing, that it
    // failed, or asks to choose where the choices came back empty). A polling screen may still be
    // drawing its body on a busy machine: wait for it.
    else await screen.filter({ hasText: /-|暂无数据|没有|失败|请选择/ }).waitFor({ timeout: 30_000 });
    return [];
  } catch (error) {
    return [String((error as Error).message).split('\n')[0]];
  }
}
