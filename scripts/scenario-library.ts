/**
 * Re-records the QA scenario library (mock/scenarios/*.har) against the project's own standalone
 * server: `npx tsx scripts/scenario-library.ts [NAME...]`. It builds the real-mode app if needed,
 * serves it under /sworldweb/ with the backend paths proxied to createMockApp (a fresh seeded store
 * per scenario, so recordings are repeatable) and drives Chromium through each scenario. A small
 * fault switch in front of the mock makes the server error and the mid-session 401.
 */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import express from 'express';
import type { Browser, Page } from 'playwright-core';
import { createStore } from '../mock/db/store';
import { createMockApp } from '../mock/server';
import { BASE_PATH } from '../src/constants';
import { ensureBuilt } from '../tests/e2e/build';
import { launch } from '../tests/e2e/chromium.mjs';
import { serveApp } from '../tests/e2e/serve';
import { OK, confirmPopup, fillTraining, pick } from '../tests/e2e/ui';
import { recordScenario, type ScenarioScript } from './scenario-record';

const store = createStore();
let browser: Browser;
/** `METHOD /path` answered with HTTP 500 while set. */
const faults = new Set<string>();

async function login(page: Page, url: string, userCode: string) {
  await page.goto(`${url}login`);
  await page.getByLabel('用户名').fill(userCode);
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 30_000 });
}

/** Lets every pending call finish: a navigation would otherwise drop bodies not yet read into the HAR. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
}

async function go(page: Page, url: string, path: string) {
  await page.goto(`${url}${path.replace(/^\//, '')}`);
  await settle(page);
}

async function createClass(page: Page, name: string) {
  await page.getByRole('button', { name: '新建班级' }).click();
  await page.getByRole('dialog').getByLabel('班级名称').fill(name);
  await page.getByRole('dialog').getByLabel('备注').fill('QA 场景录制');
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
}

const RUNNING = '2026春季沙盘对抗赛';

/** Student pages (not recorded), one context each, on the running training's console. */
async function studentsOn(url: string, qs: string, codes: string[]): Promise<Page[]> {
  const pages: Page[] = [];
  for (const code of codes) {
    const page = await (
      await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' })
    ).newPage();
    await login(page, url, code);
    await page.goto(`${url}experiment/home?qs=${qs}`);
    pages.push(page);
  }
  return pages;
}

export const library: Record<string, ScenarioScript> = {
  /**
   * The teacher's console (recorded) through a whole order meeting and menu of the seeded running
   * training with its four teams (captains student, student04, student08, student12, each in an
   * unrecorded context): advertising, the published ranking, picks in rank order to the menu's end.
   */
  'order-meeting-four-teams': async (page, { url }) => {
    const training = store.db.trainings.find((t) => t.trainName === RUNNING)!;
    const qs = encodeURIComponent(JSON.stringify({ trainId: training.id }));
    await login(page, url, 'teacher');
    await settle(page);
    await page.goto(`${url}train/home/console?qs=${qs}`);
    await page.getByRole('button', { name: '开始订货会' }).waitFor();
    const students = await studentsOn(url, qs, ['student', 'student04', 'student08', 'student12']);
    for (const s of students) await s.getByText('订货会尚未开始，请等待教师开始订货会。').waitFor();
    await page.getByRole('button', { name: '开始订货会' }).click();
    const amounts = [10, 20, 15, 5];
    for (let i = 0; i < students.length; i += 1) {
      await students[i].getByTestId('ads-card').waitFor();
      await students[i].getByLabel('本地市场 P1产品 广告额').fill(String(amounts[i]));
      await students[i].getByRole('button', { name: '提交广告' }).click();
      await students[i].getByText('广告已提交').waitFor();
    }
    await page.getByRole('button', { name: '发布广告排名' }).click();
    await confirmPopup(page);
    await page.getByRole('button', { name: '开始选单' }).click();
    const ended = page.getByText('选单已结束。');
    const deadline = Date.now() + 90_000;
    while (!(await ended.isVisible()) && Date.now() < deadline) {
      for (const s of students) {
        if (await s.getByText('轮到本组选单，请在倒计时结束前选择订单或放弃。').isVisible()) {
          await s
            .getByTestId('menu-board')
            .getByRole('button', { name: /^选择订单/ })
            .first()
            .click();
          await s.waitForTimeout(500);
        }
      }
      await page.waitForTimeout(300);
    }
    await ended.waitFor({ timeout: 5_000 });
    await settle(page);
    await Promise.all(students.map((s) => s.context().close()));
  },
  /**
   * A teacher creates a class and records its training on the class screen, then creates a training
   * for that class in training management (name, case, rule, class) and sees it in the list, then
   * opens the evaluation screen.
   */
  'teacher-class-training': async (page, { url }) => {
    await login(page, url, 'teacher');
    await go(page, url, '/class/home');
    await createClass(page, 'QA场景班');
    await page.locator('.ant-message').getByText('班级已创建').waitFor();
    const row = page.getByRole('row', { name: /QA场景班/ });
    await row.waitFor();
    await row.getByRole('button', { name: '实训记录' }).click();
    await page.getByRole('dialog').getByLabel('实训记录').fill('完成第一学年经营');
    await page.getByRole('dialog').getByRole('button', { name: OK }).click();
    await page.locator('.ant-message').getByText('实训记录已更新').waitFor();
    await row.getByText('完成第一学年经营').waitFor();
    await settle(page);
    await go(page, url, '/train/home/manage');
    await page.getByRole('button', { name: /新建实训/ }).click();
    // The case's rules load; its default rule is chosen, and chosen again here as a user would.
    const dialog = await fillTraining(page, {
      name: 'QA场景实训',
      className: 'QA场景班',
      caseName: '智能制造企业经营',
      rule: '标准规则',
    });
    await pick(page, '规则', '标准规则');
    await dialog.getByLabel('小组数').fill('2');
    await dialog.getByRole('button', { name: OK }).click();
    await page.locator('.ant-message').getByText('实训已创建').waitFor();
    const training = page.locator('tr.ant-table-row').filter({ hasText: 'QA场景实训' });
    await training.getByText('QA场景班').waitFor();
    await training.getByText('未开始').waitFor();
    // The table's reload: the server's list now holds the new training too.
    const reloaded = page.waitForResponse((r) => r.url().includes('/training/list'));
    await page.getByRole('img', { name: 'reload' }).click();
    await reloaded;
    await training.getByText('未开始').waitFor();
    await settle(page);
    await go(page, url, '/train/evaluate');
    await settle(page);
  },
  /** The session expires on the server in mid-session: the next screen's calls answer 401 and the app returns to /login. */
  'session-expired': async (page, { url }) => {
    await login(page, url, 'teacher');
    await go(page, url, '/class/home');
    await page.getByRole('row', { name: /2026级工商管理1班/ }).waitFor();
    await settle(page);
    store.db.sessions.length = 0;
    await page.goto(`${url}train/evaluate`);
    await page.waitForURL((u) => u.pathname.endsWith('/login'), { timeout: 30_000 });
    await page.getByText('用户登录已过期，请重新登录').first().waitFor();
    await settle(page);
  },
  /** Saving a new class meets an HTTP 500: the message shows and the dialog keeps the input. */
  'save-server-error': async (page, { url }) => {
    await login(page, url, 'teacher');
    await go(page, url, '/class/home');
    faults.add('POST /sworld/teachingclass/save');
    await createClass(page, 'QA失败班');
    await page.locator('.ant-message-notice').first().waitFor();
    await settle(page);
    faults.clear();
  },
};

async function main() {
  const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const chosen = names.length ? names : Object.keys(library);
  const dir = ensureBuilt(resolve(__dirname, '..'), 'real');
  const api = express();
  api.use((req, res, next) => {
    if (faults.has(`${req.method} ${req.path}`)) res.status(500).json({ code: 500, msg: '服务器内部错误', data: null });
    else next();
  });
  api.use(createMockApp(store));
  const server = api.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const app = await serveApp({
    dir,
    base: BASE_PATH,
    apiTarget: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
  browser = await launch();
  try {
    for (const name of chosen) {
      if (!library[name]) throw new Error(`unknown scenario ${name}; known: ${Object.keys(library).join(', ')}`);
      store.reset();
      faults.clear();
      const result = await recordScenario({ name, url: app.url, run: library[name], browser });
      console.log(`[library] ${name}: ${result.entries} backend calls, ${(result.bytes / 1024).toFixed(1)} KB`);
      if (result.bytes > 1024 * 1024) throw new Error(`${name} is over 1 MB`);
    }
  } finally {
    await browser.close();
    await app.close();
    await new Promise((r) => server.close(r));
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
