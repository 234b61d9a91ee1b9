import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { APP_URL, login, newPage, openBrowser, requestsSettled, screenshot } from './app';
import { type RealMode, startRealMode } from './realMode';
import { serveApp, type StaticServer } from './serve';
import { dialogsSettled, openFromMenu } from './ui';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Route chunks are intercepted in real mode: in mock mode the MSW service worker fetches them, out
 * of the page's sight.
 */
let real: RealMode;
beforeAll(async () => {
  real = await startRealMode();
}, 300_000);
afterAll(() => real?.close());

async function realLogin(page: Page) {
  await page.goto(`${real.url}login`);
  await page.getByLabel('用户名').fill('teacher');
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/class\/home$/);
  // The landing screen and the header (its own chunk) are in, before a test touches chunk loading.
  await page.getByRole('button', { name: '新建班级' }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** Opens, through the menu, a screen whose code has not been loaded yet (learning analysis). */
async function openUnloadedScreen(page: Page) {
  await openFromMenu(page, '实训教学', '学情分析');
  await page.waitForURL(/learning-analysis$/);
}

describe('loading states', () => {
  it('shows the static loading text before the app renders', async () => {
    const { page, context } = await newPage(browser, { motion: true });
    const html = await (await page.request.get(`${APP_URL()}login`)).text();
    expect(html).toContain('<div class="sworld-boot">加载中，请稍候...</div>');
    await context.close();
  });

  it("shows the route's 'loading...' placeholder while a slow chunk loads", async () => {
    const { page, context } = await newPage(browser, { motion: true });
    await realLogin(page);
    // Route chunks not loaded yet are held until the placeholder has shown (it appears after 200 ms),
    // then let through.
    const held: Route[] = [];
    let letThrough = false;
    await page.route(/\.async\.js$/, async (route) => {
      if (letThrough) await route.continue();
      else held.push(route);
    });
    await openUnloadedScreen(page);
    // The chunks stay held, so the placeholder stays: a short limit here would prove nothing more.
    await page.getByText('loading...', { exact: true }).waitFor({ timeout: 10_000 });
    letThrough = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await page.getByText('loading...', { exact: true }).waitFor({ state: 'detached', timeout: 10_000 });
    await context.close();
  });

  it('shows the global loading bar while a request is pending', async () => {
    const { page, context } = await newPage(browser, { motion: true });
    await login(page, 'teacher');
    await page.goto(`${APP_URL()}selectExperiment?latency=1500`);
    await page.locator('.sworld-global-loading').waitFor({ timeout: 30_000 });
    await page.locator('.sworld-global-loading').waitFor({ state: 'detached', timeout: 10_000 });
    await context.close();
  });

  it('shows an error with a reload button, not a blank page, when a route chunk fails to load', async () => {
    const { page, context } = await newPage(browser, { motion: true });
    await realLogin(page);
    await page.route(/\.async\.js$/, (route) => route.abort());
    await openUnloadedScreen(page);
    await page.getByText('页面资源加载失败').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: '刷新页面' }).waitFor();
    await screenshot(page, 'shell-chunk-error');
    await context.close();
  });

  it("reads the deployment's sworld.config.json before the mock starts making its data", async () => {
    // A new profile: no mock worker yet, so the page fetches the mock's chunk itself.
    const { page, context } = await newPage(browser, { motion: true });
    const isConfig = (url: string) => url.endsWith('/sworld.config.json');
    const seen: string[] = [];
    page.on('request', (r) => {
      if (/\/mock\.[0-9a-f]+\.async\.js$/.test(r.url())) seen.push('mock code asked');
    });
    // The config is held until the page is at rest with it pending: a mock started beside it would
    // have asked for its code by then.
    const restingWithout = requestsSettled(page, isConfig);
    await page.route(
      (url) => isConfig(url.href),
      async (route) => {
        await restingWithout();
        seen.push('config answered');
        await route.fulfill({ status: 204 });
      },
    );
    await page.goto(`${APP_URL()}login`);
    await page.getByLabel('用户名').waitFor();
    expect(seen).toEqual(['config answered', 'mock code asked']);
    await context.close();
  });

  it('gives a chunk requested at start-up 120 s before it reports a load error', async () => {
    const { page, context } = await newPage(browser, { motion: true });
    const html = await (await page.request.get(`${APP_URL()}login`)).text();
    const entry = /'(umi\.[0-9a-f]+\.js)'/.exec(html)![1];
    const code = await (await page.request.get(`${APP_URL()}${entry}`)).text();
    // webpack's script loader: setTimeout(onScriptComplete.bind(null, undefined, { type: 'timeout', ... }), 120000)
    expect(code).toMatch(/\{type:"timeout",target:\w+\}\),(12e4|120000)\)/);
    await context.close();
  });
});

describe("the user's motion setting", () => {
  /**
   * Whether 新建班级's dialog animated on a teacher's class list: its zoom or its mask's fade ran
   * (antd's -active classes), or the button's click ripple showed.
   */
  async function dialogAnimates(motion: boolean) {
    const { page, context } = await newPage(browser, { motion });
    await login(page, 'teacher');
    const create = page.getByRole('button', { name: '新建班级' });
    await create.waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { animated: string[] };
      w.animated = [];
      const seen = (what: string, selector: string) => {
        if (!w.animated.includes(what) && document.querySelector(selector)) w.animated.push(what);
      };
      new MutationObserver(() => {
        seen('zoom', '.ant-modal.ant-zoom-appear-active, .ant-modal.ant-zoom-enter-active');
        seen('fade', '.ant-modal-mask.ant-fade-appear-active, .ant-modal-mask.ant-fade-enter-active');
        seen('ripple', '.ant-wave');
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    });
    await create.click();
    await page.getByRole('dialog', { name: '新建班级' }).getByLabel('班级名称').waitFor();
    await dialogsSettled(page);
    const animated = await page.evaluate(() => (window as unknown as { animated: string[] }).animated.sort());
    await context.close();
    return animated;
  }

  it('opens a dialog at once when the system asks for reduced motion, with its zoom otherwise', async () => {
    expect(await dialogAnimates(true)).toEqual(['fade', 'ripple', 'zoom']);
    expect(await dialogAnimates(false)).toEqual([]);
  });
});

describe('base path set by the hosting page', () => {
  let other: StaticServer;
  beforeAll(async () => {
    const dir = resolve(__dirname, '../../dist-mock');
    const index = readFileSync(resolve(dir, 'index.html'), 'utf8');
    // The hosting page sets the base before the bundle: no rebuild.
    const indexHtml = index.replace('<head>', "<head><script>window.__SWORLD_BASE__='/other/';</script>");
    other = await serveApp({ dir, base: '/other/', indexHtml });
  });
  afterAll(() => other?.close());

  it('serves the same build under /other/: assets, routes, the mock worker and login', async () => {
    const { page, requests, errors, context } = await newPage(browser, { motion: true });
    await page.goto(`${other.url}login`);
    await page.getByLabel('用户名').fill('teacher');
    await page.getByLabel('密码', { exact: true }).fill('123456');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL((url) => url.pathname === '/other/class/home');
    const scripts = requests.filter((r) => r.url.endsWith('.js')).map((r) => new URL(r.url).pathname);
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter((p) => !p.startsWith('/other/'))).toEqual([]);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/other\/mockServiceWorker\.js$/,
    );
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    await context.close();
  });
});
