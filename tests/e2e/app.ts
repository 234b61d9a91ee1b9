import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launch } from './chromium.mjs';

/**
 * What every browser test uses: the served app's URL, a page that records console errors, page
 * errors and every request, login through the real form, and screenshots under test-results/.
 */
export const APP_URL = () => process.env.E2E_APP_URL ?? 'http://127.0.0.1:8000/sworldweb/';
export const SCREENSHOTS = resolve(__dirname, '../../test-results/screenshots');

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /** Every request the page made: method and URL. */
  requests: { method: string; url: string; headers: Record<string, string> }[];
}

/**
 * A page's console and page errors, without Chromium's own network log line ("Failed to load
 * resource: ...") for each answer a test fails on purpose.
 */
export const appErrors = (t: TrackedPage) => t.errors.filter((e) => !/^console: Failed to load resource: /.test(e));

export async function openBrowser(): Promise<Browser> {
  return launch({ shell: true });
}

/**
 * Runs in every page before its scripts: records each message or notification the page shows
 * (window.__toasts), so a test can tell one that came and went while it was busy (a message shows
 * for 3 s; a loaded machine can take longer to get to it).
 */
function recordToasts() {
  const w = window as unknown as { __toasts: string[] };
  w.__toasts = [];
  const seen = new WeakSet<Element>();
  new MutationObserver(() => {
    document.querySelectorAll('.ant-message-notice, .ant-notification-notice').forEach((n) => {
      if (seen.has(n)) return;
      seen.add(n);
      w.__toasts.push((n.textContent || '').trim());
    });
  }).observe(document, { childList: true, subtree: true });
}

/**
 * A browser test's page: a teacher's desktop window, in Chinese, of a user whose system asks for
 * reduced motion. The app then turns antd's animations off (src/theme.ts), which spares the walks
 * the frames of every list, dialog and message that opens or closes, and a wait for each to come to
 * rest. The walks of the shell and of the phone, and the development build's, keep the animations.
 */
export const DESKTOP = {
  viewport: { width: 1366, height: 860 },
  locale: 'zh-CN',
  reducedMotion: 'reduce',
} as const;

/** DESKTOP with antd's animations, as most users see them. */
export const WITH_MOTION = { ...DESKTOP, reducedMotion: 'no-preference' } as const;

export async function newPage(
  browser: Browser,
  opts: {
    userAgent?: string;
    locale?: string;
    viewport?: { width: number; height: number };
    phone?: boolean;
    motion?: boolean;
  } = {},
): Promise<TrackedPage> {
  // `phone`: Chromium's phone emulation (touch, the mobile viewport meta honoured).
  // `motion`: antd's animations, as most users see them (WITH_MOTION), not DESKTOP's reduced motion.
  const context = await browser.newContext({
    viewport: opts.viewport ?? DESKTOP.viewport,
    locale: opts.locale ?? DESKTOP.locale,
    userAgent: opts.userAgent,
    reducedMotion: opts.motion ? WITH_MOTION.reducedMotion : DESKTOP.reducedMotion,
    ...(opts.phone ? { isMobile: true, hasTouch: true } : {}),
  });
  await context.addInitScript(recordToasts);
  const page = await context.newPage();
  // A failed test's open pages are saved as screenshots (tests/e2e/environment.ts).
  const openPages: Set<Page> = ((globalThis as { __e2eOpenPages?: Set<Page> }).__e2eOpenPages ??= new Set());
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
  const errors: string[] = [];
  const requests: TrackedPage['requests'] = [];
  // Calls a screen starts after a full load of the next one began: by then MSW's page script has told
  // its worker the page is closing, so the worker passes them to the static test server, whose 404 is
  // the harness's, not the app's (a backend would answer them, and the page is gone).
  let leaving = false;
  const leftBehind = new Set<string>();
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) leaving = true;
    else if (leaving && r.resourceType() !== 'document') leftBehind.add(r.url());
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) leaving = false;
  });
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const failed = m.text().startsWith('Failed to load resource');
    if (failed && / 404 /.test(m.text()) && leftBehind.delete(m.location().url)) return;
    // A failed resource's message does not name it: its location does.
    errors.push(`console: ${m.text()}${failed ? ` (${m.location().url})` : ''}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  // Security: a session token must never appear in a URL. Every token the page sends in
  // an Authorization header is checked against every URL it requested, before and after; a leak
  // lands in `errors`, which every browser test asserts empty.
  const tokens = new Set<string>();
  const leak = (url: string, token: string) => {
    if (url.includes(token) || url.includes(encodeURIComponent(token))) errors.push(`token in URL: ${url}`);
  };
  page.on('request', (r) => {
    const headers = r.headers();
    requests.push({ method: r.method(), url: r.url(), headers });
    const token = headers.authorization;
    if (token && token.length >= 8 && !tokens.has(token)) {
      tokens.add(token);
      requests.forEach((q) => leak(q.url, token));
    } else tokens.forEach((t) => leak(r.url(), t));
  });
  return { page, context, errors, requests };
}

/**
 * For a walk of full loads: a function that resolves once the page is at rest (at most 10 s): no
 * request in flight, and none started while its main thread went idle after that. A user leaves a
 * screen at rest. A call a screen sends after the next full load began (MSW's page script has by
 * then told its worker the page is closing) passes the worker to the static test server (newPage
 * leaves its 404 out of the errors). The idle main thread covers a screen still rendering after its code
 * came, which sends its first call late. Not in open(): tests that leave a screen mid-call on purpose
 * (faults.e2e) or change the session before a load (the 401 tests) need it left at once. Requests
 * whose URL `except` names are not counted (one a test holds, say).
 */
export function requestsSettled(page: Page, except: (url: string) => boolean = () => false): () => Promise<void> {
  let started = 0;
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  page.on('request', (r) => {
    if (except(r.url())) return;
    started += 1;
    inFlight += 1;
  });
  const done = (r: Request) => {
    if (except(r.url())) return;
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const noneInFlight = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((r) => waiting.push(r)));
  let stop = false;
  const atRest = async () => {
    while (!stop && !page.isClosed()) {
      await noneInFlight();
      const seen = started;
      // A navigation in between destroys the page's context: then look again.
      const idle = await page
        .evaluate(() => new Promise<void>((r) => requestIdleCallback(() => r())))
        .then(() => true)
        .catch(() => false);
      if (idle && started === seen && inFlight === 0) return;
    }
  };
  return async () => {
    let bound: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<void>((r) => {
      bound = setTimeout(r, 10_000);
    });
    stop = false;
    await Promise.race([atRest(), limit]);
    stop = true;
    clearTimeout(bound);
  };
}

/** An API call (a /sworld path) as it went out: method, path, query, body and content type. */
export interface Call {
  method: string;
  path: string;
  search: string;
  body: string;
  contentType: string;
}

/** Every API call the page sends from now on, with its body (the tracked requests of newPage carry none). */
export function recordCalls(page: Page): Call[] {
  const calls: Call[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/sworld')) return;
    calls.push({
      method: r.method(),
      path: url.pathname,
      search: url.search,
      body: r.postData() ?? '',
      contentType: r.headers()['content-type'] ?? '',
    });
  });
  return calls;
}

/** Opens a router path (without the base) and waits for the app to render. */
export async function open(page: Page, path: string) {
  await page.goto(`${APP_URL()}${path.replace(/^\//, '')}`);
  await page.waitForFunction(() => !document.querySelector('#root > .sworld-boot'), undefined, { timeout: 30_000 });
}

/**
 * Logs in through the login form as a seeded account (password 123456), and waits for the landing
 * screen's calls: a test that navigates on at once would leave one in flight, which the mock's
 * service worker no longer answers once its page is gone (a 404 from the static server).
 */
export async function login(page: Page, userCode: string, password = '123456') {
  await open(page, '/login');
  await page.getByLabel('用户名').fill(userCode);
  await page.getByLabel('密码', { exact: true }).fill(password);
  const settled = requestsSettled(page);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
  await settled();
}

/**
 * Waits until the in-page mock store has written the page's session to localStorage (it saves a
 * moment after a change, and keeps the token's SHA-256, never the token): a full page load before
 * that would find no session (401).
 */
export async function sessionSaved(page: Page) {
  await page.waitForFunction(async () => {
    const token = localStorage.getItem('authorization');
    const key = Object.keys(localStorage).find((k) => k.startsWith('sworld-mock-db:v'));
    if (!token || !key) return false;
    const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
    const digest = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    return (localStorage.getItem(key) ?? '').includes(digest);
  });
}

/** Logs in, then waits until the in-page mock store has saved the new session (see sessionSaved). */
export async function loginSaved(page: Page, userCode: string) {
  await login(page, userCode);
  await sessionSaved(page);
}

/**
 * Whether screenshots to look at are taken: yes, unless E2E_SCREENSHOTS=0. `npm test` sets it, since
 * nobody looks at a full run's hundred pictures; a failed test's open pages are saved whatever it
 * says (environment.ts), and a developer running a browser file gets its pictures.
 */
export const screenshotsWanted = () => process.env.E2E_SCREENSHOTS !== '0';

/**
 * Saves a full-page screenshot to look at, if screenshotsWanted(). A part still loading under antd's
 * Spin (its content dimmed) is waited for, up to 5 s, and then the transitions that end it (its
 * fade, a dialog's): the picture shows the screen at rest, not half faded.
 */
export async function screenshot(page: Page, name: string) {
  if (!screenshotsWanted()) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page
    // antd 6 marks a Spin around content by its spinning class over the content's container.
    .locator('.ant-spin-spinning:has(> .ant-spin-container)')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await animationsDone(page, 2_000).catch(() => undefined);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Waits until no transition or finite animation runs (a spinner's endless turn does not count): a
 * colour still fading in is read half-way, by axe as a contrast failure and by a screenshot.
 */
export async function animationsDone(page: Page, timeout = 30_000) {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'),
    null,
    { timeout },
  );
}

/** The texts of the menu entries (leaves) the layout shows, after expanding every group. */
export async function menuEntries(page: Page): Promise<string[]> {
  await page.waitForSelector('.ant-menu', { timeout: 20_000 });
  for (let round = 0; round < 3; round += 1) {
    const collapsed = page.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    const count = await collapsed.count();
    if (!count) break;
    for (let i = 0; i < count; i += 1) {
      // The click waits for the title to stand still; the group is open once its class says so.
      const group = await collapsed.nth(0).locator('xpath=..').elementHandle();
      await collapsed.nth(0).click();
      await page.waitForFunction((el) => el?.classList.contains('ant-menu-submenu-open'), group, { timeout: 30_000 });
    }
  }
  // Each leaf is one li[role=menuitem]; its text is the entry's name.
  return page
    .locator('li.ant-menu-item[role="menuitem"]')
    .allInnerTexts()
    .then((t) => t.map((s) => s.trim()).filter(Boolean));
}
