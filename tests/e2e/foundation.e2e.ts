import type { Browser, Page } from 'playwright-core';
import routes from '../../config/routes';
import { login, menuEntries, newPage, open, openBrowser, requestsSettled, screenshot } from './app';
import { dialogReady } from './ui';
import { AREA_WALKS, goInApp, saveFinding, sinceLast } from './walks';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The menu of spec point 2's table for the teaching area, in route order. */
const TEACHER_MENU = [
  '沙盘教学班',
  '案例开发',
  '账号管理',
  '课程学习',
  '沙盘实训',
  '评价设置',
  '教学计划管理',
  '课堂总结',
  '教学评分',
  '学情分析',
  '简介',
  '沙盘实训',
  '实验工具',
  '分析中心',
  '模型设置',
  '时间轴',
  '规则维护',
  '案例列表',
  '案例编辑',
];
const HIDDEN_FOR_ROLE_3 = ['案例开发', '教学计划管理', '教学评分', '分析中心'];
const ADMIN_MENU = ['教师管理', '标准案例管理', '规则导入', '账号管理'];

/** Every router path of config/routes.ts that a role may open, with concrete paths only. */
function pathsFor(access: (a?: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (list: typeof routes) =>
    list.forEach((r) => {
      if (r.routes) walk(r.routes);
      else if (!r.redirect && !r.path.includes('*') && r.path !== '/' && access(r.access)) out.push(r.path);
    });
  walk(routes);
  return out;
}

describe('sessions, roles and menus', () => {
  it('the side menu stays in view on a page longer than the window, its column as long as the page', async () => {
    const { page, errors, context } = await newPage(browser);
    await login(page, 'teacher');
    await page.getByRole('button', { name: '新建班级' }).waitFor();
    await page.setViewportSize({ width: 1366, height: 320 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const seen = await page.evaluate(() => {
      const box = (el: Element | null) => el!.getBoundingClientRect();
      const entry = box(
        Array.from(document.querySelectorAll('[role="menuitem"]')).find((el) => el.textContent === '教学班')!,
      );
      return {
        scrolled: window.scrollY,
        pageHeight: document.documentElement.scrollHeight,
        columnHeight: box(document.querySelector('aside.ant-layout-sider')).height,
        entryTop: entry.top,
        menuBottom: box(document.querySelector('.ant-layout-sider-children')).bottom,
        triggerTop: box(document.querySelector('.ant-layout-sider-trigger')).top,
      };
    });
    expect(seen.scrolled).toBeGreaterThan(100);
    // The column's white and line run from the header to the foot of the page, not one window high.
    expect(seen.columnHeight).toBeGreaterThanOrEqual(seen.pageHeight - 56 - 1);
    // The menu's first group is just under the header (56px), its box ends on the collapse trigger.
    expect(seen.entryTop).toBeGreaterThanOrEqual(56);
    expect(seen.entryTop).toBeLessThan(56 + 60);
    expect(Math.abs(seen.menuBottom - seen.triggerTop)).toBeLessThanOrEqual(1);
    // Collapsed to icons: one line between the menu and the screen (the sider's), as when open.
    // The trigger, fixed over the column's foot, carries the line on.
    const lines = () =>
      page.evaluate(() =>
        ['aside.ant-layout-sider', '.ant-menu-root', '.ant-layout-sider-trigger'].map(
          (s) => getComputedStyle(document.querySelector(s)!).borderRightWidth,
        ),
      );
    expect(await lines()).toEqual(['1px', '0px', '1px']);
    await page.locator('.ant-layout-sider-trigger').click();
    await page.locator('.ant-menu-inline-collapsed').waitFor();
    expect(await lines()).toEqual(['1px', '0px', '1px']);
    await page.locator('.ant-layout-sider-trigger').click();
    // The whole page from its top: the column white to the foot (a full-page shot of a scrolled page draws the sticky header mid-page).
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'foundation-menu-short-window');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a student (role 3) lands on the experiment choice and misses exactly the four hidden entries', async () => {
    const { page, errors, context } = await newPage(browser);
    await login(page, 'student');
    expect(new URL(page.url()).pathname).toBe('/sworldweb/selectExperiment');
    await page.getByRole('heading', { name: '选择实验' }).waitFor();
    await screenshot(page, 'foundation-student-select');
    await open(page, '/experiment/introduction');
    const menu = await menuEntries(page);
    expect(menu).toEqual(TEACHER_MENU.filter((m) => !HIDDEN_FOR_ROLE_3.includes(m)));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a student typing a teacher-only URL gets a clear 403 page', async () => {
    const { page, errors, context } = await newPage(browser);
    await login(page, 'student');
    for (const path of ['/train/teaching-plan', '/admin/account']) {
      await open(page, path);
      await page.getByText('抱歉，你无权访问该页面。').waitFor();
    }
    await screenshot(page, 'foundation-student-403');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a page without a session goes to /login', async () => {
    const { page, context } = await newPage(browser);
    await open(page, '/train/evaluate');
    await page.waitForURL(/\/sworldweb\/login$/);
    await context.close();
  });

  it('the public pages open without a session', async () => {
    const { page, context } = await newPage(browser);
    await open(page, '/not-support');
    await page.getByText('当前浏览器不受支持').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/sworldweb/not-support');
    await context.close();
  });

  it('a failed login shows the server message and keeps the form', async () => {
    const { page, context } = await newPage(browser);
    await open(page, '/login');
    await page.getByLabel('用户名').fill('teacher');
    await page.getByLabel('密码', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('用户名或密码错误').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sworldweb/login');
    expect(await page.getByLabel('用户名').inputValue()).toBe('teacher');
    await context.close();
  });

  it('an empty login names each missing field, posts nothing, and Enter signs in once both are typed', async () => {
    const { page, requests, context } = await newPage(browser);
    await open(page, '/login');
    const posts = () => requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/login').length;
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('请输入用户名').waitFor();
    await page.getByText('请输入密码').waitFor();
    expect(await page.getByLabel('用户名').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login_username');
    // Spaces are not a user name.
    await page.getByLabel('用户名').fill('   ');
    await page.getByLabel('密码', { exact: true }).fill('123456');
    await page.getByText('请输入密码').waitFor({ state: 'detached' });
    expect(await page.getByText('请输入用户名').count()).toBe(1);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    expect(posts()).toBe(0);
    // The password can be shown and hidden again.
    await page.getByRole('button', { name: '显示密码' }).click();
    expect(await page.getByLabel('密码', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: '隐藏密码' }).click();
    expect(await page.getByLabel('密码', { exact: true }).getAttribute('type')).toBe('password');
    await page.getByLabel('用户名').fill('teacher');
    await page.getByText('请输入用户名').waitFor({ state: 'detached' });
    await page.getByLabel('密码', { exact: true }).press('Enter');
    await page.waitForURL(/\/class\/home$/);
    expect(posts()).toBe(1);
    await context.close();
  });

  it('logout posts /logout and clears storage', async () => {
    const { page, requests, context } = await newPage(browser);
    await login(page, 'teacher');
    await page.getByTestId('user-menu').hover();
    await page.getByText('退出登录').click();
    await page.waitForURL(/\/login$/);
    expect(requests.some((r) => r.method === 'POST' && new URL(r.url).pathname === '/logout')).toBe(true);
    expect(
      await page.evaluate(() => [localStorage.getItem('userInfo'), localStorage.getItem('authorization')]),
    ).toEqual([null, null]);
    await context.close();
  });

  it('a user changes their own username: the profile reloads and stored user info updates', async () => {
    const { page, context } = await newPage(browser);
    await login(page, 'teacher');
    await page.getByTestId('user-menu').hover();
    await page.getByText('个人设置').click();
    // Past its opening zoom: a click on 修改用户名 during it was lost once.
    const name = (await dialogReady(page)).getByLabel('用户名');
    await name.fill('王建国老师');
    await page.getByRole('button', { name: '修改用户名' }).click();
    await page.getByText('用户名已修改').waitFor();
    await page.getByTestId('user-menu').getByText('王建国老师').waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') || '{}'));
    expect(stored.userName).toBe('王建国老师');
    await context.close();
  });
});

describe('401 in mid-session', () => {
  it('returns to /login with storage cleared and one expiry message', async () => {
    const { page, context } = await newPage(browser);
    await login(page, 'teacher');
    await page.evaluate(() => localStorage.setItem('authorization', 'revoked-token'));
    await open(page, '/selectExperiment');
    await page.waitForURL(/\/sworldweb\/login$/);
    await page.getByText('用户登录已过期，请重新登录').waitFor();
    expect(await page.getByText('用户登录已过期，请重新登录').count()).toBe(1);
    expect(
      await page.evaluate(() => [localStorage.getItem('userInfo'), localStorage.getItem('authorization')]),
    ).toEqual([null, null]);
    await context.close();
  });

  it('sends an embedded (abutment) user to the home address of their user info', async () => {
    const { page, context } = await newPage(browser);
    await login(page, 'abutment');
    expect(new URL(page.url()).pathname).toBe('/sworldweb/class/home');
    await page.evaluate(() => localStorage.setItem('authorization', 'revoked-token'));
    await open(page, '/selectExperiment');
    await page.waitForURL((url) => url.searchParams.get('from') === 'abutment');
    expect(new URL(page.url()).pathname).toBe('/sworldweb/login');
    await context.close();
  });
});

describe('browser check', () => {
  it('warns Firefox users for 3 seconds', async () => {
    const { page, context } = await newPage(browser, {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    });
    // The page's clock stands still from before the load, so the notice's timer starts on it and
    // only the test moves it: two seconds on the notice is still shown, at three it closes.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await open(page, '/login');
    const notice = page.getByText('当前浏览器可能体验不佳，请使用最新版 Chrome 或 Edge 浏览器。');
    await notice.waitFor();
    await page.clock.runFor(2000);
    expect(await notice.isVisible()).toBe(true);
    await page.clock.runFor(1000);
    // Its leave animation runs on the page's own time again.
    await page.clock.resume();
    await notice.waitFor({ state: 'detached', timeout: 30_000 });
    expect(await page.getByText('当前浏览器可能体验不佳').count()).toBe(0);
    await context.close();
  });

  it('warns Chrome below 76 but not Chrome 76', async () => {
    const old = await newPage(browser, {
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/75.0.3770.100 Safari/537.36',
    });
    await open(old.page, '/login');
    await old.page.getByText('当前浏览器可能体验不佳，请使用最新版 Chrome 或 Edge 浏览器。').waitFor();
    await old.context.close();
    const ok = await newPage(browser, {
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/76.0.3809.100 Safari/537.36',
    });
    await open(ok.page, '/login');
    // A failed login's message comes after the one the route change would have shown, in the same
    // list of messages: once it is there, a browser notice would be too.
    await ok.page.getByLabel('用户名').fill('teacher');
    await ok.page.getByLabel('密码', { exact: true }).fill('wrong');
    await ok.page.getByRole('button', { name: /登\s*录/ }).click();
    await ok.page.getByText('用户名或密码错误').waitFor();
    expect(await ok.page.getByText('当前浏览器可能体验不佳').count()).toBe(0);
    await ok.context.close();
  });

  it('sends Internet Explorer to /not-support', async () => {
    const { page, context } = await newPage(browser, {
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    });
    await open(page, '/login');
    await page.waitForURL(/\/sworldweb\/not-support$/);
    await page.getByText('当前浏览器不受支持').first().waitFor();
    await screenshot(page, 'foundation-not-support');
    await context.close();
  });
});

/**
 * A walk of every route of a role that no area walk opens (tests/e2e/walks.ts), in one signed-in
 * page: the sign-in is a full load, and each route is then opened inside the app (goInApp), its code
 * loaded and its screen mounted afresh. Each screen is left at rest (requestsSettled) before its
 * errors are read and the next route opens; the errors are kept by route and asserted at the end.
 */
const WALK_TIMEOUT_MS = 120_000;

/** The routes of a role its area walks open, after checking that each is a route of that role. */
function openedElsewhere(walks: Record<string, readonly string[]>, routesOfRole: string[]): Set<string> {
  const named = Object.values(walks).flat();
  expect(named.filter((path) => !routesOfRole.includes(path))).toEqual([]);
  return new Set(named);
}

/** What a walk checks of its page besides the routes: where the sign-in lands, and after the walk. */
interface WalkChecks {
  landed(page: Page): Promise<void>;
  after?(page: Page): Promise<void>;
}

async function walk(
  userCode: string,
  access: (a?: string) => boolean,
  walks: Record<string, readonly string[]>,
  checks: WalkChecks,
) {
  const all = pathsFor(access);
  const elsewhere = openedElsewhere(walks, all);
  const { page, errors, context } = await newPage(browser);
  const settled = requestsSettled(page);
  const fresh = sinceLast(errors);
  await login(page, userCode);
  await settled();
  await checks.landed(page);
  const found: { path: string; errors: string[] }[] = [];
  const note = async (path: string) => {
    const seen = fresh();
    // A route that signed the page out would leave the rest of the walk on the login form.
    if (path !== '/login' && new URL(page.url()).pathname.endsWith('/login')) seen.push('sent to /login');
    if (!seen.length) return;
    found.push({ path, errors: seen });
    await saveFinding(page, `foundation-${userCode}${path}`);
  };
  await note('/login (signing in)');
  const walked = all.filter((p) => !elsewhere.has(p));
  for (const path of walked) {
    await goInApp(page, path);
    await settled();
    await note(path);
  }
  expect(found).toEqual([]);
  await checks.after?.(page);
  await context.close();
}

/** A teacher lands on the teaching class and sees the whole teaching menu in Chinese. */
async function teacherLanded(page: Page) {
  expect(new URL(page.url()).pathname).toBe('/sworldweb/class/home');
  expect(await menuEntries(page)).toEqual(TEACHER_MENU);
  const stored = await page.evaluate(() => ({
    info: JSON.parse(localStorage.getItem('userInfo') || '{}'),
    auth: localStorage.getItem('authorization'),
  }));
  expect(stored.info).toMatchObject({ userType: 2, userCode: 'teacher', userName: '王老师' });
  expect(Object.keys(stored.info).sort()).toEqual([
    'headImg',
    'socketHost',
    'userCode',
    'userId',
    'userName',
    'userType',
  ]);
  expect(stored.auth).toBeTruthy();
  await screenshot(page, 'foundation-teacher-home');
}

/** An administrator lands on teacher management and sees only the admin menu. */
async function adminLanded(page: Page) {
  expect(new URL(page.url()).pathname).toBe('/sworldweb/admin/teacher-management');
  expect(await menuEntries(page)).toEqual(ADMIN_MENU);
  await screenshot(page, 'foundation-admin-home');
}

/** The menus are in English once the user picks English. */
async function englishMenus(page: Page) {
  await page.evaluate(() => localStorage.setItem('umi_locale', 'en-US'));
  await open(page, '/admin/account');
  expect(await menuEntries(page)).toEqual([
    'Teacher management',
    'Standard case management',
    'Rule import',
    'Account management',
  ]);
}

describe('every route', () => {
  it(
    'opens for a teacher without a console error, who lands on the teaching class and sees the whole teaching menu in Chinese',
    () => walk('teacher', (a) => a !== 'canAdmin', AREA_WALKS.teacher, { landed: teacherLanded }),
    WALK_TIMEOUT_MS,
  );

  it(
    'opens for an administrator without a console error, who lands on teacher management, sees only the admin menu, and sees it in English after picking English',
    () => walk('admin', (a) => a === 'canAdmin', AREA_WALKS.admin, { landed: adminLanded, after: englishMenus }),
    WALK_TIMEOUT_MS,
  );
});

describe("antd's prebuilt stylesheet", () => {
  it("styles a signed-in screen from the build's file, loaded before it renders; /login does without it", async () => {
    const { page, errors, context } = await newPage(browser);
    const sheets: string[] = [];
    page.on('request', (r) => {
      if (/\/antd\.[0-9a-f]{8}\.css$/.test(r.url())) sheets.push(new URL(r.url()).pathname);
    });
    await login(page, 'teacher');
    expect(sheets).toEqual([]);
    // A cold load of a signed-in screen: the stylesheet, then antd finds its components' styles there.
    await page.reload();
    await page.locator('.ant-table-row').first().waitFor();
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatch(/^\/sworldweb\/antd\.[0-9a-f]{8}\.css$/);
    // antd 6 inserts, always at run time, a block of CSS variables per component (and one for the
    // theme): those hold only custom properties. In zero-runtime mode it generates no rules: counted.
    const styles = await page.evaluate(() => {
      const generated = Array.from(document.querySelectorAll('style[data-css-hash]'))
        .map((s) => s.textContent ?? '')
        .filter((css) => /:/.test(css.replace(/--[\w-]+\s*:[^;}]*;?/g, '').replace(/[^{}]*\{\s*\}/g, '')));
      const button = document.querySelector('.ant-btn-primary')!;
      return {
        generated: generated.length,
        buttonInGenerated: generated.some((css) => css.includes('.ant-btn')),
        background: getComputedStyle(button).backgroundColor,
      };
    });
    // Without the file antd generated 40 and more style tags of rules here.
    expect(styles.generated).toBeLessThan(5);
    expect(styles.buttonInGenerated).toBe(false);
    // The theme's AA primary (#0958d9), from the file.
    expect(styles.background).toBe('rgb(9, 88, 217)');
    expect(errors).toEqual([]);
    await context.close();
  });
});
