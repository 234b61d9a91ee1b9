import type { Page, Route } from 'playwright-core';
import { appErrors, newPage, type TrackedPage } from './app';
import { signInReal, useRealMode } from './realSuite';
import { confirmPopup, openFromMenu } from './ui';

/**
 * The fault matrix. Real mode (the production build against the standalone mock, behind
 * a proxy) so that page.route sees and answers every API request. For each fault on login, the
 * class list, the class form and a delete: exactly one message per burst, at most one redirect, no
 * page error or unhandled rejection, the typed input kept after a failed submit, one POST per
 * double click. The "never answers" fault is checked by leaving the screen while it hangs (the
 * request layer's own timeout is 60 s, too long for a browser test). A slow answer shows the
 * loading state and then the data, with no message; a 401 reaching three calls in flight gives one
 * message, one redirect to /login and clears the stored session.
 */
const suite = useRealMode();

type Fault = 'network' | 'http500' | 'bad-gateway-html' | 'not-json' | 'envelope' | 'forbidden';
const FAILURES: Fault[] = ['network', 'http500', 'bad-gateway-html', 'not-json', 'envelope'];

async function answer(route: Route, fault: Fault) {
  switch (fault) {
    case 'network':
      return route.abort('failed');
    case 'http500':
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    case 'bad-gateway-html':
      return route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
      });
    case 'not-json':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":200,"data":[' });
    case 'envelope':
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ code: 500, msg: '服务器繁忙，请稍后再试', data: null }),
      });
    case 'forbidden':
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ code: 403, msg: '无权限：仅教师可以执行此操作', data: null }),
      });
  }
}

/**
 * Every message or notification element the page ever adds, and every client-side navigation
 * (history.pushState/replaceState), recorded from the first script on.
 */
async function watch(tracked: TrackedPage) {
  await tracked.page.addInitScript(() => {
    const w = window as any;
    w.__notices = [];
    w.__navigations = [];
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      document.querySelectorAll('.ant-message-notice, .ant-notification-notice').forEach((n) => {
        if (!seen.has(n)) {
          seen.add(n);
          w.__notices.push((n.textContent || '').trim());
        }
      });
    }).observe(document, { childList: true, subtree: true });
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (state: unknown, unused: string, url?: string | URL | null) => {
        if (url != null && String(url) !== location.pathname + location.search) w.__navigations.push(String(url));
        return original(state, unused, url);
      };
    }
  });
  await tracked.page.addInitScript(() => {
    window.addEventListener('unhandledrejection', (e) => console.error(`unhandledrejection: ${String(e.reason)}`));
  });
}

const NOTICES = '.ant-message-notice, .ant-notification-notice';

/**
 * Starts a burst: waits until the messages of the previous one are gone (antd reuses a visible
 * message of the same key), then forgets the messages and navigations seen so far.
 */
async function burst(page: Page) {
  await page.waitForFunction((sel) => !document.querySelector(sel), NOTICES, { timeout: 15_000 });
  await page.evaluate(() => Object.assign(window as any, { __notices: [], __navigations: [] }));
}
/** Each tracked page's requests in flight: how many were started, and a wait until none is open. */
const networks = new WeakMap<Page, { started: () => number; idle: () => Promise<void> }>();

function watchNetwork(page: Page) {
  let started = 0;
  let open = 0;
  let waiting: (() => void)[] = [];
  page.on('request', () => {
    started += 1;
    open += 1;
  });
  const done = () => {
    open -= 1;
    if (open > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  networks.set(page, {
    started: () => started,
    idle: () => (open === 0 ? Promise.resolve() : new Promise<void>((r) => waiting.push(r))),
  });
}

/**
 * The messages and navigations since the burst started, once things have settled: when a message
 * is expected, once the first one is there; then once every request has finished and the page has
 * drawn two frames and run a task without starting another, so whatever the answers lead to (a
 * second message, a redirect, a next call) has happened.
 */
async function settled(page: Page, expectMessage = false) {
  if (expectMessage)
    await page
      .waitForFunction(() => (window as any).__notices?.length > 0, undefined, { timeout: 10_000 })
      .catch(() => undefined);
  const network = networks.get(page)!;
  for (;;) {
    await network.idle();
    const started = network.started();
    await page.evaluate(
      () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r)))),
    );
    if (network.started() === started) break;
  }
  return page.evaluate(() => ({
    notices: (window as any).__notices as string[],
    navigations: (window as any).__navigations as string[],
  }));
}

async function tracked(): Promise<TrackedPage> {
  const t = await newPage(suite.browser);
  watchNetwork(t.page);
  await watch(t);
  return t;
}

async function signIn(page: Page) {
  await signInReal(page, suite.real.url, 'teacher');
  await page.getByText('2026级工商管理1班').waitFor({ timeout: 40_000 });
}

const isPost = (path: string) => (r: { method: string; url: string }) =>
  r.method === 'POST' && new URL(r.url).pathname === path;

it('login: each failure gives one message, keeps the typed input and stays on the form; a double click posts once', async () => {
  const t = await tracked();
  const { page } = t;
  await page.goto(`${suite.real.url}login`);
  await page.getByLabel('用户名').fill('teacher');
  await page.getByLabel('密码', { exact: true }).fill('123456');
  for (const fault of FAILURES) {
    await page.route('**/login', (route) =>
      route.request().method() === 'POST' ? answer(route, fault) : route.fallback(),
    );
    await burst(page);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    const { notices, navigations } = await settled(page, true);
    expect({ fault, notices: notices.length, navigations }).toEqual({ fault, notices: 1, navigations: [] });
    expect(new URL(page.url()).pathname).toMatch(/\/login$/);
    await expect(page.getByLabel('用户名').inputValue()).resolves.toBe('teacher');
    await expect(page.getByLabel('密码', { exact: true }).inputValue()).resolves.toBe('123456');
    await page.unroute('**/login');
  }
  const before = t.requests.filter(isPost('/login')).length;
  await burst(page);
  await page.getByRole('button', { name: /登\s*录/ }).dblclick();
  await page.waitForURL(/class\/home$/);
  expect(t.requests.filter(isPost('/login')).length - before).toBe(1);
  const { navigations } = await settled(page);
  expect(navigations.length).toBeLessThanOrEqual(1);
  expect(appErrors(t)).toEqual([]);
  await t.context.close();
});

it('class list: each failure gives one message and no redirect', async () => {
  const t = await tracked();
  const { page } = t;
  await signIn(page);
  for (const fault of [...FAILURES, 'forbidden'] as Fault[]) {
    await page.route('**/sworld/teachingclass/list**', (route) => answer(route, fault));
    await burst(page);
    await page.reload();
    const { notices, navigations } = await settled(page, true);
    expect({ fault, notices: notices.length, navigations }).toEqual({ fault, notices: 1, navigations: [] });
    expect(new URL(page.url()).pathname).toMatch(/\/class\/home$/);
    await page.unroute('**/sworld/teachingclass/list**');
  }
  expect(appErrors(t)).toEqual([]);
  await t.context.close();
});

it('class form and delete: a failed save keeps the modal and the input; a double click saves once; a failed delete keeps the row', async () => {
  const t = await tracked();
  const { page } = t;
  await signIn(page);
  await page.getByRole('button', { name: '新建班级' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('班级名称').fill('故障测试班');
  await dialog.getByLabel('备注').fill('保存失败时保留');
  const submit = dialog.getByRole('button', { name: /确\s*定/ });
  for (const fault of [...FAILURES, 'forbidden'] as Fault[]) {
    await page.route('**/sworld/teachingclass/save', (route) => answer(route, fault));
    await burst(page);
    await submit.click();
    const { notices, navigations } = await settled(page, true);
    expect({ fault, notices: notices.length, navigations }).toEqual({ fault, notices: 1, navigations: [] });
    await expect(dialog.getByLabel('班级名称').inputValue()).resolves.toBe('故障测试班');
    await expect(dialog.getByLabel('备注').inputValue()).resolves.toBe('保存失败时保留');
    await page.unroute('**/sworld/teachingclass/save');
  }
  const saves = () => t.requests.filter(isPost('/sworld/teachingclass/save')).length;
  const before = saves();
  await submit.dblclick();
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
  await page.getByText('故障测试班').waitFor();
  expect(saves() - before).toBe(1);
  expect(suite.real.store.db.classes.filter((c) => c.className === '故障测试班')).toHaveLength(1);

  const row = page.locator('tr.ant-table-row', { hasText: '故障测试班' });
  for (const fault of ['network', 'envelope'] as Fault[]) {
    await page.route('**/sworld/teachingclass/delete', (route) => answer(route, fault));
    await burst(page);
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await confirmPopup(page);
    const { notices } = await settled(page, true);
    expect({ fault, notices: notices.length }).toEqual({ fault, notices: 1 });
    await row.waitFor();
    await page.unroute('**/sworld/teachingclass/delete');
  }
  expect(suite.real.store.db.classes.filter((c) => c.className === '故障测试班')).toHaveLength(1);
  expect(appErrors(t)).toEqual([]);
  await t.context.close();
});

it('leaving a screen whose list never answers shows nothing and throws nothing', async () => {
  const t = await tracked();
  const { page } = t;
  await signIn(page);
  const hanging: Route[] = [];
  let caught = () => {};
  const firstCaught = new Promise<void>((r) => {
    caught = r;
  });
  await page.route('**/sworld/teachingclass/list**', (route) => {
    hanging.push(route);
    caught();
  });
  await burst(page);
  await page.reload();
  await firstCaught;
  expect(hanging.length).toBeGreaterThan(0);
  // Only the class list's calls hang: the next screen's own class picker asks the same path and is
  // answered as usual (once, on a slow run, its call was caught here too and its 500 shown there).
  const leftBehind = [...hanging];
  await page.unroute('**/sworld/teachingclass/list**');
  // A fast route change through the menu while the list hangs.
  await openFromMenu(page, '实训教学', '学情分析');
  await page.waitForURL(/learning-analysis$/);
  // The hung answer arrives late, as an error: nobody is listening any more.
  await Promise.all(leftBehind.map((r) => answer(r, 'http500').catch(() => undefined)));
  const { notices, navigations } = await settled(page);
  expect(notices).toEqual([]);
  expect(navigations).toHaveLength(1);
  expect(appErrors(t)).toEqual([]);
  await t.context.close();
});

/**
 * Holds the answers on `url` until the returned function is called; then they go on to the proxy,
 * late, as a slow server's would. The test lets them go once it has seen what the wait shows.
 */
async function slowAnswers(page: Page, url: string) {
  const held: Route[] = [];
  let late = false;
  await page.route(url, (route) => {
    if (late) return route.fallback();
    held.push(route);
  });
  return async () => {
    late = true;
    await Promise.all(held.splice(0).map((route) => route.fallback()));
  };
}

it('a slow answer: the list and the save show their loading state, then the result, with no error message; a double click saves once', async () => {
  const t = await tracked();
  const { page } = t;
  await signIn(page);
  const listAnswers = await slowAnswers(page, '**/sworld/teachingclass/list**');
  await burst(page);
  await page.reload();
  await page.locator('.ant-spin-spinning').first().waitFor({ timeout: 30_000 });
  await listAnswers();
  await page.getByText('2026级工商管理1班').waitFor({ timeout: 15_000 });
  expect(await page.locator('.ant-spin-spinning').count()).toBe(0);
  await page.unroute('**/sworld/teachingclass/list**');

  const saveAnswers = await slowAnswers(page, '**/sworld/teachingclass/save');
  await page.getByRole('button', { name: '新建班级' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('班级名称').fill('慢速保存班');
  const submit = dialog.getByRole('button', { name: /确\s*定/ });
  const saves = () => t.requests.filter(isPost('/sworld/teachingclass/save')).length;
  await submit.dblclick();
  await dialog.locator('.ant-btn-loading').waitFor({ timeout: 30_000 });
  await submit.click({ force: true }).catch(() => undefined);
  await saveAnswers();
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByText('慢速保存班').waitFor();
  expect(saves()).toBe(1);
  const { notices, navigations } = await settled(page);
  expect(notices).toEqual(['班级已创建']);
  expect(navigations).toEqual([]);
  expect(suite.real.store.db.classes.filter((c) => c.className === '慢速保存班')).toHaveLength(1);
  expect(appErrors(t)).toEqual([]);
  await t.context.close();
});

it('a 401 reaching three or more calls in flight: one message, one redirect to /login, the stored session cleared', async () => {
  const t = await tracked();
  const { page } = t;
  await signIn(page);
  const training = suite.real.store.db.trainings.find((x) => x.trainName === '2026春季沙盘对抗赛')!;
  const expired: string[] = [];
  // From now on the session is over: every API call is answered 401, the first three held until all
  // three are in flight together.
  const refuse = (route: Route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 401, msg: '登录已过期', data: null }),
    });
  const held: Route[] = [];
  await page.route(/\/(sworld|sworldgz|sworldrelease|estimate|estimategz|estimaterelease)\//, async (route) => {
    expired.push(new URL(route.request().url()).pathname);
    if (expired.length > 3) return refuse(route);
    held.push(route);
    if (held.length === 3) await Promise.all(held.map(refuse));
  });
  await burst(page);
  // The teacher had entered this training before (its sand table is known), so the result view
  // starts its calls together: the training, the statements, the rounds.
  await page.evaluate(
    ([id, sandTableId]) => localStorage.setItem('currentTraining', JSON.stringify({ trainId: id, sandTableId })),
    [training.id, training.sandTableId],
  );
  await page.goto(
    `${suite.real.url}train/home/result-view?qs=${encodeURIComponent(JSON.stringify({ trainId: training.id }))}`,
  );
  await page.waitForURL(/\/login$/, { timeout: 15_000 });
  const { notices, navigations } = await settled(page, true);
  expect(expired.length).toBeGreaterThanOrEqual(3);
  expect(notices).toHaveLength(1);
  expect(navigations.length).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => [localStorage.getItem('authorization'), localStorage.getItem('userInfo')])).toEqual([
    null,
    null,
  ]);
  await page.getByLabel('用户名').waitFor();
  expect(appErrors(t)).toEqual([]);
  await t.context.close();
});

/** The Java backend's answer to a call of an expired session: a redirect to its login page. */
const toLoginPage = (route: Route) =>
  route.fulfill({ status: 302, headers: { Location: `${suite.real.url}cas/login` }, body: '' });

/** Expects the spec's 401 flow: one "expired" message, the stored session cleared, at /login. */
async function expectExpired(t: TrackedPage) {
  const { page } = t;
  await page.waitForURL(/\/login$/, { timeout: 15_000 });
  const { notices } = await settled(page, true);
  expect(notices).toEqual(['用户登录已过期，请重新登录']);
  expect(await page.evaluate(() => [localStorage.getItem('authorization'), localStorage.getItem('userInfo')])).toEqual([
    null,
    null,
  ]);
  await page.getByLabel('用户名').waitFor();
}

it('an answer that redirects (fetch sees an opaque redirect) ends the session as a 401 does', async () => {
  const t = await tracked();
  const { page } = t;
  await signIn(page);
  const followed: string[] = [];
  await page.route('**/cas/login', (route) => {
    followed.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<html>CAS</html>' });
  });
  await page.route('**/sworld/teachingclass/list**', toLoginPage);
  await burst(page);
  await page.reload();
  await expectExpired(t);
  // fetch does not follow it: the backend's login page is never loaded.
  expect(followed).toEqual([]);
  expect(appErrors(t)).toEqual([]);
  await t.context.close();
});

it('an upload (XMLHttpRequest, which follows redirects) answered by a redirect ends the session too', async () => {
  const t = await tracked();
  const { page } = t;
  await signIn(page);
  await page.route('**/cas/login', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html>CAS</html>' }),
  );
  await page.goto(`${suite.real.url}train/teaching-plan`);
  await page.getByText('共 3 条').waitFor({ timeout: 30_000 });
  await page.route('**/sworld/teachingplan/upload', toLoginPage);
  await page.locator('input[type="file"]').setInputFiles({
    name: '重定向.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n% redirected\n'),
  });
  await page.getByLabel('计划名称').fill('重定向');
  await burst(page);
  await page.getByRole('button', { name: /上\s*传/ }).click();
  await expectExpired(t);
  expect(suite.real.store.db.teachingPlans.filter((p) => p.fileName === '重定向.pdf')).toHaveLength(0);
  expect(appErrors(t)).toEqual([]);
  await t.context.close();
});
