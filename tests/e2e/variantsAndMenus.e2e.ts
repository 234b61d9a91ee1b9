import type { BrowserContext, Page } from 'playwright-core';
import { allEndpoints, resolvePath } from '../../src/services/endpoints';
import { encodeQs } from '../../src/utils/qs';
import { DESKTOP, menuEntries, newPage, requestsSettled, screenshot } from './app';
import { signInReal, useRealMode } from './realSuite';
import { markScreens, NEXT_SCREEN, saveFinding, sinceLast } from './walks';

/**
 * Service variants and menus in real mode (the production build, its backend paths proxied to the standalone mock):
 * a training's shunt calls go to the service variant of its sand table, and every menu entry of
 * every role opens without a refused call or an error shown.
 */
const suite = useRealMode();
const WALK_TIMEOUT_MS = 240_000;

/** The variant ('', 'gz', 'release') of each concrete path a variant endpoint of the catalogue answers at. */
const VARIANT_OF = new Map<string, string>();
for (const endpoint of allEndpoints)
  if (endpoint.variant) for (const v of ['', 'gz', 'release']) VARIANT_OF.set(resolvePath(endpoint.path, v), v);

/** A page of `context`, with the paths it requested and every answer it got that was not a success. */
async function tracked(context: BrowserContext) {
  const page = await context.newPage();
  const paths: string[] = [];
  const failed: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // Each answer's check, so a test can wait until every answer seen so far has been read.
  const reading = new Set<Promise<void>>();
  page.on('response', (response) => {
    const read = (async () => {
      const path = new URL(response.url()).pathname;
      if (response.status() >= 400) failed.push(`${response.status()} ${path}`);
      else if ((response.headers()['content-type'] ?? '').includes('json')) {
        // The backend refuses in the envelope too (HTTP 200, code 401 or 403).
        const body = await response.json().catch(() => null);
        if (body && typeof body.code === 'number' && body.code !== 200) failed.push(`${body.code} ${path} ${body.msg}`);
      }
    })();
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  const read = () => Promise.all([...reading]).then(() => undefined);
  return { page, paths, failed, errors, read, settled: requestsSettled(page) };
}

const TRAININGS = [
  { sandTableId: '3', variant: 'release', label: 'release 版' },
  { sandTableId: '2', variant: 'gz', label: 'gz 版' },
  { sandTableId: '1', variant: '', label: '标准版' },
] as const;

describe('the sandbox variant of a training', () => {
  it(
    "sends a training's console and result view shunt calls to its sand table's service",
    async () => {
      const { page: login, context } = await newPage(suite.browser);
      await signInReal(login, suite.real.url, 'teacher');
      await login.close();
      const teacherId = suite.real.store.db.users.find((u) => u.userCode === 'teacher')!.id;
      // In this order each screen opens with the previous training's variant still stored.
      for (const { sandTableId, variant, label } of TRAININGS) {
        const training = suite.real.store.db.trainings.find(
          (t) => t.sandTableId === sandTableId && t.teacherId === teacherId,
        )!;
        const qs = encodeQs({ trainId: training.id });
        for (const screen of ['train/home/console', 'train/home/result-view']) {
          const at = await tracked(context);
          await at.page.goto(`${suite.real.url}${screen}?qs=${qs}`);
          if (screen.endsWith('console')) {
            await at.page.getByTestId('sandbox-variant').getByText(`沙盘服务：${label}`).waitFor();
            await at.page.getByRole('heading', { name: training.trainName }).waitFor();
          } else {
            await at.page.getByText(training.trainName).first().waitFor();
          }
          await at.settled();
          await at.read();
          await screenshot(at.page, `variant-${variant || 'default'}-${screen.split('/').pop()}`);
          const shunt = at.paths.filter((p) => VARIANT_OF.has(p));
          expect(shunt.length).toBeGreaterThan(0);
          // Every shunt call, the first included, went to the training's variant; the mock answered each.
          expect(shunt.filter((p) => VARIANT_OF.get(p) !== variant)).toEqual([]);
          expect(shunt.every((p) => p.startsWith(`/sworld${variant}/`) || p.startsWith(`/estimate${variant}/`))).toBe(
            true,
          );
          expect({ failed: at.failed, errors: at.errors }).toEqual({ failed: [], errors: [] });
          await at.page.close();
        }
      }
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});

/** What an error on screen looks like: antd's error and warning messages, notifications, error alerts, refusals. */
const ERROR_SHOWN =
  '.ant-message-error, .ant-message-warning, .ant-notification-notice, .ant-alert-error, .ant-result-403, .ant-result-500, .ant-result-error';

/** Records, from the page's start, the text of every error shown, also one gone before the test looks. */
function recordShownErrors(context: BrowserContext, selector: string) {
  return context.addInitScript((sel: string) => {
    const shown: string[] = [];
    (window as unknown as { __shownErrors: string[] }).__shownErrors = shown;
    new MutationObserver((changes) => {
      for (const change of changes)
        change.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          const found = [...(node.matches(sel) ? [node] : []), ...node.querySelectorAll(sel)];
          found.forEach((el) => shown.push(el.textContent || el.className));
        });
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

const shownErrors = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shownErrors?: string[] }).__shownErrors ?? []);

/** Every menu entry the role's layout shows: its text and link. */
async function menuLinks(page: Page): Promise<{ text: string; href: string }[]> {
  await menuEntries(page);
  return page
    .locator('li.ant-menu-item[role="menuitem"] a')
    .evaluateAll((links) => links.map((a) => ({ text: a.textContent ?? '', href: (a as HTMLAnchorElement).href })));
}

/**
 * Signs in as `userCode` and opens every entry of its side menu in turn, by a click as a user moves
 * (one signed-in page, no page load between entries). At each entry the calls refused, the console
 * errors and the errors shown since the last entry are read; they are kept by entry and asserted at
 * the end, so one failure names every bad entry.
 */
async function walkMenu(userCode: string, expected: number) {
  const context = await suite.browser.newContext(DESKTOP);
  await recordShownErrors(context, ERROR_SHOWN);
  const at = await tracked(context);
  await signInReal(at.page, suite.real.url, userCode);
  // A student lands on the experiment choice, outside the layout: the menu is one screen on.
  if (at.page.url().endsWith('/selectExperiment')) await at.page.goto(`${suite.real.url}experiment/introduction`);
  const entries = await menuLinks(at.page);
  expect(entries).toHaveLength(expected);
  // What the sign-in and the landing screen met counts for the first entry.
  const failedSince = sinceLast(at.failed);
  const errorsSince = sinceLast(at.errors);
  let shownBefore = 0;
  const found: { entry: string; href: string; failed: string[]; errors: string[]; shown: string[] }[] = [];
  for (const [i, entry] of entries.entries()) {
    // The entry of the screen in view (the landing one) shows it still: no new screen to wait for.
    if (new URL(at.page.url()).pathname !== new URL(entry.href).pathname) await markScreens(at.page);
    // Every group stays open once opened (src/layouts/SideMenu.tsx): the entries keep their places.
    // Some entries lead on to another address (分析中心 to the analysis): the new screen is awaited.
    await at.page.locator('li.ant-menu-item[role="menuitem"] a').nth(i).click();
    await at.page.waitForSelector(`${NEXT_SCREEN}, .ant-result:not([data-walk-left])`, { timeout: 30_000 });
    await at.settled();
    await at.read();
    const shown = (await shownErrors(at.page)).slice(shownBefore);
    shownBefore += shown.length;
    const seen = { entry: entry.text, href: entry.href, failed: failedSince(), errors: errorsSince(), shown };
    if (seen.failed.length || seen.errors.length || seen.shown.length) {
      found.push(seen);
      await saveFinding(at.page, `menu-${userCode}-${new URL(entry.href).pathname}`);
    }
  }
  expect(found).toEqual([]);
  return { page: at.page, context, failed: at.failed, read: at.read };
}

describe('every menu entry of every role', () => {
  it(
    'opens for an administrator with no refused call and no error shown',
    async () => {
      const { context } = await walkMenu('admin', 4);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'opens for a teacher with no refused call and no error shown',
    async () => {
      const { context } = await walkMenu('teacher', 19);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "opens for a student with no refused call and no error shown; 账号管理 is the student's own account",
    async () => {
      const { page, context, failed, read } = await walkMenu('student', 15);
      // The walk would have seen it: the account list the entry showed before is refused to a student.
      const refused = page.waitForResponse((r) => r.url().includes('/sworld/user/list'));
      // The answer is read as the app reads one: a body no one reads may never be reported finished.
      await page.evaluate(() =>
        fetch('/sworld/user/list?current=1&size=10', {
          headers: { Authorization: window.localStorage.getItem('authorization') ?? '' },
        }).then((answer) => answer.text()),
      );
      await refused;
      await read();
      expect(failed).toEqual([expect.stringMatching(/^403 \/sworld\/user\/list /)]);
      await page.goto(`${suite.real.url}class/account`);
      await page.getByRole('heading', { name: '我的账号' }).waitFor();
      await page.getByText('张同学').first().waitFor();
      await page.getByRole('button', { name: '修改密码' }).waitFor();
      await screenshot(page, 'student-own-account');
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'opens for an embedded user with no refused call and no error shown',
    async () => {
      const { context } = await walkMenu('abutment', 19);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});

describe("the student's experiment screens", () => {
  it(
    'open the training chosen last, else the one in progress',
    async () => {
      const context = await suite.browser.newContext(DESKTOP);
      const at = await tracked(context);
      await signInReal(at.page, suite.real.url, 'student');
      const db = suite.real.store.db;
      const running = db.trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
      const finished = db.trainings.find((t) => t.trainName === '2025秋季沙盘实训')!;
      // Nothing chosen yet: the one in progress.
      await at.page.goto(`${suite.real.url}experiment/home`);
      await at.page.getByRole('heading', { name: running.trainName }).waitFor();
      await at.page.getByTestId('my-group').waitFor();
      await screenshot(at.page, 'experiment-home-in-progress');
      // The student chooses the finished (release) training on the experiment choice.
      await at.page.goto(`${suite.real.url}selectExperiment`);
      await at.page
        .locator('.ant-card', { hasText: finished.trainName })
        .getByRole('button', { name: /进\s*入/ })
        .click();
      await at.page.waitForURL(/experiment\/home\?qs=/);
      await at.page.getByRole('heading', { name: finished.trainName }).waitFor();
      // Every experiment screen opened from the menu, without a training in its address, shows it.
      for (const [path, shows] of [
        ['experiment/home', (p: Page) => p.getByRole('heading', { name: finished.trainName })],
        ['experiment/introduction', (p: Page) => p.getByText(finished.trainName).first()],
        ['experiment/tools', (p: Page) => p.getByText(finished.trainName).first()],
        ['experiment/result-view', (p: Page) => p.getByText(finished.trainName).first()],
        ['experiment/intelligent-analysis', (p: Page) => p.getByText(finished.trainName).first()],
        ['experiment/rule-list', (p: Page) => p.getByText(finished.ruleName).first()],
      ] as const) {
        const from = at.paths.length;
        await at.page.goto(`${suite.real.url}${path}`);
        await shows(at.page).waitFor();
        await at.settled();
        await screenshot(at.page, `experiment-current-${path.split('/').pop()}`);
        const shunt = at.paths.slice(from).filter((p) => VARIANT_OF.has(p));
        expect({ path, wrong: shunt.filter((p) => VARIANT_OF.get(p) !== 'release') }).toEqual({ path, wrong: [] });
      }
      expect({ failed: at.failed, errors: at.errors }).toEqual({ failed: [], errors: [] });
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
