import type { Browser, Page } from 'playwright-core';
import { createStore } from '../../mock/db/store';
import { JAVA_CODES } from '../../mock/handlers/javaDialect';
import { specId } from '../../mock/handlers/specDialect';
import { encodeQs } from '../../src/utils/qs';
import { type Call, login, newPage, open, openBrowser, recordCalls, screenshot, type TrackedPage } from './app';
import { consoleFromRow, RUNNING } from './consoleKit';
import { choose, confirmPopup, dialogReady, dialogsSettled, fillTraining, OK, openScreen, pick, toast } from './ui';

/**
 * The teacher's and the student's main flows in front of a backend with a Spring backend's habits
 * (the mock's java dialect: a save answers `data: null`, times are `yyyy-MM-dd HH:mm:ss` text, unset
 * fields are null, flags 0/1, errors HTTP statuses with Spring's body, and its own state numbers,
 * which the deployment's sworld.config.json names). Each save closes its dialog once and shows what
 * was saved; no screen shows NaN, Invalid Date, null or undefined.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const seeded = createStore().db;
const running = seeded.trainings.find((t) => t.trainName === RUNNING)!;
const runningClass = seeded.classes.find((c) => c.id === running.classId)!.className;
const qs = () => encodeQs({ trainId: specId(running.id) });

/** Words a screen must never show: what a Java answer read as our mock's would print. */
const JUNK = /NaN|Invalid Date|\bnull\b|\bundefined\b/;

/** The page's visible text holds none of the junk words (after its loads settled). */
async function showsNoJunk(page: Page, where: string) {
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'), undefined, { timeout: 30_000 });
  const text = await page.locator('body').innerText();
  expect({ where, junk: JUNK.exec(text)?.[0] ?? null }).toEqual({ where, junk: null });
}

/** A page signed in against the java dialect of the in-browser mock, deployed with that backend's codes. */
async function javaUser(userCode: string): Promise<TrackedPage> {
  const tracked = await newPage(browser);
  await tracked.page.route('**/sworld.config.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ codes: JAVA_CODES }) }),
  );
  // The dialect is kept for the tab once a page names it.
  await open(tracked.page, '/login?dialect=java');
  await login(tracked.page, userCode);
  return tracked;
}

const saves = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('a teacher against a Java backend', () => {
  let tracked: TrackedPage;
  let page: Page;
  let calls: Call[];
  beforeAll(async () => {
    tracked = await javaUser('teacher');
    page = tracked.page;
    calls = recordCalls(page);
  });
  afterAll(async () => {
    await tracked.context.close();
  });
  afterEach(() => {
    expect(tracked.errors).toEqual([]);
  });

  it('creates, renames and deletes a class, each save closing its dialog once', async () => {
    await openScreen(page, '/class/home');
    await page.getByText('共 2 条').waitFor();
    await showsNoJunk(page, 'class list');

    await page.getByRole('button', { name: '新建班级' }).click();
    const dialog = await dialogReady(page);
    await dialog.getByLabel('班级名称').fill('Java测试班');
    await dialogsSettled(page);
    await dialog.getByRole('button', { name: OK }).click();
    await toast(page, '班级已创建');
    await dialog.waitFor({ state: 'hidden' });
    const row = () => page.getByRole('row', { name: /Java测试班/ });
    await row().waitFor();
    await page.getByText('共 3 条').waitFor();
    expect(saves(calls, '/sworld/teachingclass/save')).toHaveLength(1);
    await screenshot(page, 'java-class-created');

    await row().getByRole('button', { name: '编辑' }).click();
    const edit = await dialogReady(page);
    await edit.getByLabel('班级名称').fill('Java测试班改');
    await dialogsSettled(page);
    await edit.getByRole('button', { name: OK }).click();
    await toast(page, '班级已保存');
    await edit.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /Java测试班改/ }).waitFor();
    expect(saves(calls, '/sworld/teachingclass/save')).toHaveLength(2);

    await page
      .getByRole('row', { name: /Java测试班改/ })
      .getByRole('button', { name: '删除' })
      .click();
    await confirmPopup(page);
    await toast(page, '班级已删除');
    await page.getByText('共 2 条').waitFor();
    expect(await row().count()).toBe(0);
    await showsNoJunk(page, 'class list after delete');
  });

  it('saves a teaching plan and sees it listed', async () => {
    await openScreen(page, '/train/teaching-plan');
    await page.getByText('共 3 条').waitFor();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Java实训安排.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n% java plan\n'),
    });
    await page.getByLabel('计划名称').fill('Java实训安排');
    await page.getByRole('button', { name: /上\s*传/ }).click();
    await toast(page, '教学计划已上传');
    await page.getByRole('row', { name: /Java实训安排/ }).waitFor();
    await page.getByText('共 4 条').waitFor();
    expect(saves(calls, '/sworld/teachingplan/upload')).toHaveLength(1);
    await showsNoJunk(page, 'teaching plans');
    await screenshot(page, 'java-teaching-plan');
  });

  it('creates a training, seats a class in one step, starts it and opens its console', async () => {
    await openScreen(page, '/train/home/manage');
    await page.getByText('会计2班经营模拟').waitFor();
    await showsNoJunk(page, 'training list');
    await page.getByRole('button', { name: /新建实训/ }).click();
    const dialog = await dialogReady(page);
    await fillTraining(page, {
      name: 'Java对抗赛',
      className: '2026级会计学2班',
      caseName: '智能制造企业经营',
      rule: '标准规则',
    });
    await dialog.getByLabel('小组数').fill('2');
    await dialog.getByRole('button', { name: OK }).click();
    await toast(page, '实训已创建');
    await dialog.waitFor({ state: 'hidden' });
    const row = page.locator('tr.ant-table-row').filter({ hasText: 'Java对抗赛' });
    // The backend's own "not started" number reads as 未开始.
    await row.getByText('未开始').waitFor();
    expect(saves(calls, '/sworld/training/save')).toHaveLength(1);

    await row.getByRole('button', { name: '分配岗位' }).click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByRole('button', { name: '按班级一键排座' }).click();
    // The spec's training names no class: the teacher chooses it.
    await pick(page, '班级', '2026级会计学2班', drawer);
    await drawer.getByTestId('proposal-1').waitFor();
    await drawer.getByRole('button', { name: /应\s*用\s*方\s*案/ }).click();
    await confirmPopup(page);
    await drawer.getByText(/排座完成：\d+ 次调整全部成功/).waitFor();
    await screenshot(page, 'java-seating-done');
    await page.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: '开始' }).click();
    await confirmPopup(page);
    await toast(page, '实训已改为“进行中”');
    await row.getByText('进行中').waitFor();
    const started = saves(calls, '/sworld/training/changeState').at(-1)!;
    expect(new URLSearchParams(started.body).get('state')).toBe('1');
    await consoleFromRow(row);
    await page.waitForURL(/\/train\/home\/console\?qs=/);
    await page.getByRole('button', { name: '开始订货会' }).waitFor();
    await showsNoJunk(page, 'console');
    await screenshot(page, 'java-console');
  });

  it('reads the learning analysis with its gradebook, the result view and the debrief', async () => {
    await open(page, '/train/learning-analysis');
    await choose(page, '班级', runningClass);
    await choose(page, '实训', RUNNING);
    await showsNoJunk(page, 'learning analysis');
    await page.getByRole('button', { name: /导出成绩册/ }).click();
    // The course and term are the teacher's to type: no call carries them.
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('课程').fill('企业经营沙盘模拟');
    await dialog.getByLabel('学期').fill('2026–2027 学年第一学期');
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await dialog.getByRole('button', { name: /导\s*出/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^成绩册-.+\.xlsx$/);
    await screenshot(page, 'java-learning-analysis');

    await open(page, `/train/home/result-view?qs=${qs()}`);
    await page.getByText('负债和所有者权益总计').waitFor({ timeout: 30_000 });
    await showsNoJunk(page, 'result view');
    await screenshot(page, 'java-result-view');

    await open(page, `/train/home/debrief?qs=${qs()}`);
    await page.getByTestId('debrief-round').waitFor({ timeout: 60_000 });
    await showsNoJunk(page, 'debrief');
    await screenshot(page, 'java-debrief');
  });
});

describe('a student against a Java backend', () => {
  it('opens the running training from the experiment list and sees a console without junk', async () => {
    const tracked = await javaUser('student');
    const { page } = tracked;
    await page.getByText(RUNNING).first().waitFor();
    await showsNoJunk(page, 'experiment list');
    await page
      .locator('.ant-card', { hasText: RUNNING })
      .getByRole('button', { name: /进\s*入/ })
      .click();
    await page.waitForURL(/experiment\/home\?qs=/);
    await page.getByTestId('my-group').waitFor();
    await showsNoJunk(page, 'student console');
    await screenshot(page, 'java-student-console');
    expect(tracked.errors).toEqual([]);
    await tracked.context.close();
  });
});
