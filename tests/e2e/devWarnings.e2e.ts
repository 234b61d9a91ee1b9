import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { BASE_PATH } from '../../src/constants';
import { menuEntries, openBrowser, requestsSettled, WITH_MOTION } from './app';
import { goInApp, markScreens, NEXT_SCREEN } from './walks';

/**
 * React and antd warn about deprecated APIs, wrong props, missing keys and refs only in a
 * development build; the production build the other browser tests open compiles those warnings
 * out. This file starts the development server (`max dev` in mock mode, as `npm start` runs it),
 * signs in as each role, opens every entry of its side menu, and from the training list the
 * console, the projector view, the result view, the intelligent analysis and the debrief, and
 * training management's seating, and fails on any warning or error the browser console shows on
 * the way. The sign-in is each role's one page load: the rest is opened inside the app, as a user
 * moves (a development page load costs seconds of parsing). Each warning names the path it came on.
 */
const root = resolve(__dirname, '../..');
/** The first compile of the whole app in development mode, on a busy two-core machine. */
const START_MS = 600_000;

let server: ChildProcess | undefined;
let serverOutput = '';
let url = '';
let browser: Browser;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/**
 * Resolves once umi's dev server says it listens (its banner, printed on listen), and then once it
 * answers the app's page: the server holds that request until its first compile is done. Fails when
 * the server ends first, or at `deadline`.
 */
async function served(target: string, deadline: number) {
  const dev = server!;
  await new Promise<void>((resolve, reject) => {
    const listening = () => {
      if (!serverOutput.includes('App listening at')) return;
      stop();
      resolve();
    };
    const ended = (code: number | null) => {
      stop();
      reject(new Error(`max dev ended with ${code}:\n${serverOutput.slice(-3000)}`));
    };
    const late = setTimeout(() => {
      stop();
      reject(new Error(`max dev did not start:\n${serverOutput.slice(-3000)}`));
    }, deadline - Date.now());
    const stop = () => {
      clearTimeout(late);
      dev.stdout?.off('data', listening);
      dev.stderr?.off('data', listening);
      dev.off('exit', ended);
    };
    // After the output collector (registered first), so each chunk is in serverOutput when this runs.
    dev.stdout?.on('data', listening);
    dev.stderr?.on('data', listening);
    dev.once('exit', ended);
    listening();
  });
  const answer = await fetch(target, { signal: AbortSignal.timeout(Math.max(deadline - Date.now(), 1)) });
  if (!answer.ok) throw new Error(`max dev answered ${target} with ${answer.status}:\n${serverOutput.slice(-3000)}`);
}

beforeAll(async () => {
  const port = await freePort();
  server = spawn('npx', ['max', 'dev'], {
    cwd: root,
    env: { ...process.env, MOCK: '1', PORT: String(port), BROWSER: 'none' },
    // Its own process group, so that the server and its workers end with it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    serverOutput = (serverOutput + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  url = `http://127.0.0.1:${port}${BASE_PATH}`;
  await served(`${url}login`, Date.now() + START_MS);
  browser = await openBrowser();
}, START_MS + 60_000);

afterAll(async () => {
  await browser?.close();
  if (server?.pid && server.exitCode === null) {
    const ended = new Promise((r) => server?.once('exit', r));
    process.kill(-server.pid, 'SIGTERM');
    await ended;
    server.stdout?.destroy();
    server.stderr?.destroy();
  }
});

/** A page whose console warnings and errors, and uncaught errors, are collected with the path they came on. */
async function watchedPage() {
  // With antd's animations: a warning of the development build can come from an animated path.
  const context = await browser.newContext(WITH_MOTION);
  const page = await context.newPage();
  const found: string[] = [];
  const where = () => new URL(page.url()).pathname.slice(BASE_PATH.length - 1);
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') found.push(`${where()} ${m.type()}: ${m.text().slice(0, 600)}`);
  });
  page.on('pageerror', (e) => found.push(`${where()} pageerror: ${e.message}`));
  return { page, context, found, settled: requestsSettled(page) };
}

async function signIn(page: Page, userCode: string) {
  // A development page is big and unminified: its first load on a busy machine takes a while, past
  // the 30 s a navigation may take to its load event. The form showing is what the test waits for.
  await page.goto(`${url}login`, { waitUntil: 'commit', timeout: 120_000 });
  await page.getByLabel('用户名').waitFor({ timeout: 120_000 });
  await page.getByLabel('用户名').fill(userCode);
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 60_000 });
}

/**
 * Every side-menu entry in turn, by a click as a user moves: each screen shown and at rest. Entries
 * are clicked by place, not by name: two of them are called 沙盘实训. Every group stays open once
 * opened (src/layouts/SideMenu.tsx), so the places hold.
 */
async function everyMenuEntry(page: Page, settled: () => Promise<void>): Promise<string[]> {
  const entries = await menuEntries(page);
  for (const [i, entry] of entries.entries()) {
    const item = page.locator('li.ant-menu-item[role="menuitem"]').nth(i);
    expect(((await item.textContent()) ?? '').trim()).toBe(entry);
    // The entry of the screen in view (the landing one) shows it still: no new screen to wait for.
    const href = await item.locator('a').getAttribute('href');
    if (href && new URL(page.url()).pathname !== new URL(href, page.url()).pathname) await markScreens(page);
    await item.click();
    await page.waitForSelector(`${NEXT_SCREEN}, .ant-result:not([data-walk-left])`, { timeout: 60_000 });
    await settled();
  }
  return entries;
}

/**
 * From the training list (/train/home, opened inside the app), the card of the seeded running
 * training's button `name`.
 */
async function fromTrainingList(page: Page, settled: () => Promise<void>, name: string, shows: string) {
  await goInApp(page, '/train/home');
  await page.locator('.ant-card', { hasText: '2026春季沙盘对抗赛' }).getByRole('button', { name }).click();
  await page.getByText(shows).first().waitFor({ timeout: 60_000 });
  await settled();
}

describe('the development build shows no React or antd warning', () => {
  it('as an administrator, on every menu entry', async () => {
    const { page, context, found, settled } = await watchedPage();
    await signIn(page, 'admin');
    await settled();
    expect((await everyMenuEntry(page, settled)).length).toBeGreaterThan(0);
    expect(found).toEqual([]);
    await context.close();
  });

  it("as a teacher, on every menu entry, a training's console, projector, result, analysis and debrief, and its seating", async () => {
    const { page, context, found, settled } = await watchedPage();
    await signIn(page, 'teacher');
    await settled();
    expect((await everyMenuEntry(page, settled)).length).toBeGreaterThan(0);
    await fromTrainingList(page, settled, '控制台', '开始订货会');
    // The classroom projector view of the console's training, opened in this page.
    await goInApp(page, `/train/home/projector${new URL(page.url()).search}`);
    await page.getByTestId('projector').waitFor({ timeout: 60_000 });
    await settled();
    await fromTrainingList(page, settled, '结果查看', '负债和所有者权益总计');
    await fromTrainingList(page, settled, '智能分析', '各市场占有率（每个市场合计 100%）（全部回合（累计））');
    await fromTrainingList(page, settled, '课堂复盘', '个已结算回合');
    // Training management's seating: a class proposed in one step, in the posts drawer.
    await goInApp(page, '/train/home/manage');
    await page
      .locator('tr.ant-table-row', { hasText: '会计2班经营模拟' })
      .getByRole('button', { name: '分配岗位' })
      .click();
    await page.getByRole('button', { name: '按班级一键排座' }).click();
    await page.getByTestId('proposal-2').waitFor({ timeout: 60_000 });
    await settled();
    expect(found).toEqual([]);
    await context.close();
  });

  it("as a student, on every menu entry and the training's console, result, analysis and debrief", async () => {
    const { page, context, found, settled } = await watchedPage();
    await signIn(page, 'student');
    await settled();
    // A student lands on the choice of experiment, a page without the side menu.
    await goInApp(page, '/train/home');
    await settled();
    expect((await everyMenuEntry(page, settled)).length).toBeGreaterThan(0);
    await fromTrainingList(page, settled, '进入实训', '订货会尚未开始，请等待教师开始订货会。');
    await fromTrainingList(page, settled, '结果查看', '负债和所有者权益总计');
    // The student's analysis is reached from the result view.
    await page.getByRole('button', { name: '智能分析' }).click();
    await page.getByText('各市场占有率（每个市场合计 100%）（全部回合（累计））').waitFor({ timeout: 60_000 });
    await settled();
    // Until the teacher opens the analysis to students, the debrief says so.
    await fromTrainingList(page, settled, '课堂复盘', '教师尚未向学生开放分析');
    expect(found).toEqual([]);
    await context.close();
  });
});
