import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { tokenDigest } from '../../mock/db/secrets';
import { newPage, openBrowser } from './app';
import { ensureBuilt } from './build';
import { type RealMode, startRealMode } from './realMode';
import { signInReal } from './realSuite';

/** The production build, without MSW, against the standalone mock server through a proxy. */
let browser: Browser;
let real: RealMode;

beforeAll(async () => {
  real = await startRealMode();
  browser = await openBrowser();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await real?.close();
});

it('logs in and reaches the backend through the proxy, with no service worker', async () => {
  const { page, requests, errors, context } = await newPage(browser);
  await page.goto(`${real.url}login`);
  await page.getByLabel('用户名').fill('teacher');
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/\/sworldweb\/class\/home$/);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  const login = requests.find((r) => new URL(r.url).pathname === '/login' && r.method === 'POST');
  expect(login).toBeTruthy();
  // The session lives in the standalone server's store.
  expect(real.store.db.sessions).toHaveLength(1);
  const classes = await page.evaluate(async () => {
    const answer = await fetch('/sworld/teachingclass/list?current=1&size=10', {
      headers: { Authorization: localStorage.getItem('authorization') || '' },
    });
    return answer.json();
  });
  expect(classes.data.records.map((c: { className: string }) => c.className)).toEqual([
    '2026级工商管理1班',
    '2026级会计学2班',
  ]);
  expect(errors).toEqual([]);
  await context.close();
});

it('keeps no token in any URL', async () => {
  const { page, requests, context } = await newPage(browser);
  await page.goto(`${real.url}login`);
  await page.getByLabel('用户名').fill('student');
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/selectExperiment$/);
  const token = (await page.evaluate(() => localStorage.getItem('authorization'))) ?? '';
  // The store keeps the token's digest only.
  expect(real.store.db.sessions[real.store.db.sessions.length - 1].tokenHash).toBe(await tokenDigest(token));
  expect(requests.filter((r) => r.url.includes(token))).toEqual([]);
  expect(requests.some((r) => r.headers.authorization === token)).toBe(true);
  await context.close();
});

/** The built files, by name, and the one holding echarts (echarts/core's registerPreprocessor). */
function builtScripts() {
  const dir = ensureBuilt(resolve(__dirname, '../..'), 'real');
  const scripts = Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
  );
  return { scripts, charts: Object.keys(scripts).filter((f) => scripts[f].includes('registerPreprocessor')) };
}

it("starts the chart chunk, and only it, with V8's compile hint, ahead of its minified code", () => {
  const { scripts, charts } = builtScripts();
  expect(charts).toHaveLength(1);
  expect(scripts[charts[0]].startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  const hinted = Object.keys(scripts).filter((f) => scripts[f].includes('allFunctionsCalledOnLoad'));
  expect(hinted).toEqual(charts);
});

it('draws a screen before its charts: the table without echarts, the chart code failing, then drawn by a retry', async () => {
  const { charts } = builtScripts();
  expect(charts).toHaveLength(1);
  const { page, requests, errors, context } = await newPage(browser);
  await signInReal(page, real.url, 'teacher');
  let blocked = true;
  await page.route(`**/${charts[0]}`, (route) => (blocked ? route.abort('failed') : route.fallback()));
  await page.goto(`${real.url}train/home/intelligent-analysis`);
  const panel = page.getByRole('tabpanel');
  // Each chart of the open tab says it could not be drawn; the table behind it is there, with the data.
  const failed = panel.getByRole('alert').filter({ hasText: '图表加载失败，请重试。' });
  await failed.nth(1).waitFor({ timeout: 30_000 });
  expect(await failed.count()).toBe(2);
  // Data rows only: the empty state is a row too (one cell across the table).
  const rows = panel.getByRole('table').first().locator('tbody tr:not(:has(td[colspan]))');
  await rows.first().waitFor();
  expect(await rows.count()).toBeGreaterThan(1);
  expect(await page.locator('canvas').count()).toBe(0);
  // The chart code was asked for beside the screen's own (preloaded), and again by the chart.
  expect(requests.filter((r) => r.url.endsWith(`/${charts[0]}`)).length).toBeGreaterThanOrEqual(1);
  blocked = false;
  await panel
    .getByRole('button', { name: /重\s*试/ })
    .first()
    .click();
  // One retry draws every chart that was waiting.
  await panel.locator('[role="img"] canvas').nth(1).waitFor({ timeout: 30_000 });
  expect(await panel.locator('[role="img"] canvas').count()).toBe(2);
  expect(await panel.getByRole('alert').count()).toBe(0);
  const sizes = await panel
    .locator('[role="img"] canvas')
    .evaluateAll((list) => list.map((c) => [c.getBoundingClientRect().width, c.getBoundingClientRect().height]));
  for (const [width, height] of sizes) {
    expect(width).toBeGreaterThan(200);
    expect(height).toBe(320);
  }
  // The only errors are the browser's own about the blocked file.
  expect(errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
  await context.close();
});
