import type { Browser, Page } from 'playwright-core';
import {
  type Call,
  login,
  newPage,
  open,
  openBrowser,
  recordCalls,
  screenshot as fullScreenshot,
  type TrackedPage,
} from './app';
import { confirmPopup, dialogReady, openScreen, toast } from './ui';

/**
 * The catalogue calls behind screens' actions, in the browser against the mock: what a teacher
 * and a student do with them, the request each sends, what the screen shows, and a screenshot of
 * each changed screen.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const callsTo = (calls: Call[], path: string) => calls.filter((c) => c.path === path);

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullScreenshot(page, name);
}

const RUNNING = '2026春季沙盘对抗赛';
/** The running training's id, read from the first call that names it (the seed is the same in every context). */
let trainId = '';

describe('a teacher', () => {
  let tracked: TrackedPage;
  let page: Page;
  let calls: Call[];
  beforeAll(async () => {
    tracked = await newPage(browser);
    page = tracked.page;
    calls = recordCalls(page);
    await login(page, 'teacher');
  });
  afterAll(async () => {
    await tracked.context.close();
  });
  afterEach(() => {
    expect(tracked.errors).toEqual([]);
  });

  it('manages a training: details with the check, groups and students, the record, closing it to students', async () => {
    await openScreen(page, '/train/home/manage');
    const row = page.getByRole('row', { name: new RegExp(RUNNING) });
    await row.waitFor();
    await screenshot(page, 'calls-manage');

    await row.getByRole('button', { name: /^详\s*情$/ }).click();
    await page.getByTestId('group-count').getByText('共 4 个小组').waitFor();
    await page.getByTestId('train-check').getByText('实训信息完整', { exact: true }).waitFor();
    await page.locator('.ant-drawer').getByText('第3组').first().waitFor();
    trainId = new URLSearchParams(callsTo(calls, '/sworld/training/getDetailList')[0].search).get('trainId')!;
    expect(callsTo(calls, '/sworld/training/checkInformation')[0]).toMatchObject({
      method: 'GET',
      search: `?trainId=${trainId}`,
    });
    await screenshot(page, 'calls-manage-detail');
    await page.getByRole('tab', { name: '学生名单' }).click();
    // The shown tab's panel, by its role (antd 6 renamed the panes' classes).
    await page.locator('.ant-drawer-open').getByRole('tabpanel').locator('.ant-table-row').first().waitFor();
    expect(callsTo(calls, '/sworld/training/student/list').at(-1)).toMatchObject({
      method: 'GET',
      search: `?trainId=${trainId}`,
    });
    await screenshot(page, 'calls-manage-students');
    await page
      .locator('.ant-drawer')
      .getByRole('button', { name: /close|关闭/i })
      .click();
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /实训记录/ }).click();
    const record = await dialogReady(page);
    await record.getByText('2025秋季沙盘实训').waitFor();
    expect(callsTo(calls, '/sworld/training/record')).toHaveLength(1);
    await screenshot(page, 'calls-manage-record');
    await record.getByRole('button', { name: /close|关闭/i }).click();
    await record.waitFor({ state: 'hidden' });

    const toggle = page.getByRole('switch', { name: `“${RUNNING}”对学生开放` });
    await toggle.click();
    await confirmPopup(page, '关闭后学生将看不到');
    await toast(page, '实训已对学生关闭');
    expect(callsTo(calls, '/sworld/training/isOpen').at(-1)).toMatchObject({
      method: 'POST',
      body: `trainId=${trainId}&isOpen=0`,
    });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await toast(page, '实训已对学生开放');
    expect(callsTo(calls, '/sworld/training/isOpen').at(-1)!.body).toBe(`trainId=${trainId}&isOpen=1`);
  });

  it('injects capital into several companies from the console, after checking the amount and a confirmation', async () => {
    await page
      .getByRole('row', { name: new RegExp(RUNNING) })
      .getByRole('button', { name: /控制台/ })
      .click();
    await page.getByRole('tab', { name: '小组经营' }).click();
    await page.getByRole('button', { name: '批量注资' }).click();
    const dialog = await dialogReady(page);
    const amount = dialog.getByRole('spinbutton', { name: '注资金额（万元）' });
    await amount.fill('0');
    await dialog.getByRole('button', { name: /下一步/ }).click();
    await dialog.getByText('注资金额须在 1 到 100,000 万元之间').waitFor();
    await screenshot(page, 'calls-console-inject-invalid');
    await amount.fill('30');
    await dialog.getByRole('button', { name: /下一步/ }).click();
    await dialog.getByText('将为 4 家公司各注资 30 万元，合计 120 万元，注资后不能撤销。').waitFor();
    await screenshot(page, 'calls-console-inject-confirm');
    expect(callsTo(calls, '/sworld/company/inject')).toHaveLength(0);
    await dialog.getByRole('button', { name: /确认注资/ }).click();
    await toast(page, '已为 4 家公司各注资 30 万元');
    const [sent] = callsTo(calls, '/sworld/company/inject');
    expect(sent.method).toBe('POST');
    const body = new URLSearchParams(sent.body);
    expect(body.get('trainId')).toBe(trainId);
    expect(body.getAll('groupIds')).toHaveLength(4);
    expect(body.get('amount')).toBe('30');
    await dialog.waitFor({ state: 'hidden' });
    await screenshot(page, 'calls-console-teams');
  });

  it('sees every team’s scores and a team’s network marketing under the statements', async () => {
    await open(page, `/train/home/result-view?qs=${encodeURIComponent(JSON.stringify({ trainId }))}`);
    const scores = page.getByTestId('score-card');
    await scores.locator('.ant-table-row').first().waitFor();
    await scores.getByText('PDCA 得分').click();
    await scores.getByRole('columnheader', { name: 'PDCA 得分' }).waitFor();
    expect(callsTo(calls, '/sworld/training/getPDCA').at(-1)!.search).toBe(`?trainId=${trainId}`);
    await page.getByTestId('network-card').locator('.ant-table-row').first().waitFor();
    expect(callsTo(calls, '/sworld/training/getNetWorkList').at(-1)!.method).toBe('GET');
    await page.getByTestId('network-card').scrollIntoViewIfNeeded();
    await fullScreenshot(page, 'calls-result-view');
  });

  it('takes a batch of students out of a class after a confirmation', async () => {
    await openScreen(page, '/class/home');
    await page
      .getByRole('row', { name: /2026级会计学2班/ })
      .getByRole('button', { name: '维护学生' })
      .click();
    const dialog = await dialogReady(page);
    const chosen = dialog.locator('.ant-transfer-section').last();
    await chosen.locator('.ant-transfer-list-content-item').first().waitFor();
    await chosen.locator('.ant-transfer-list-content-item').nth(0).click();
    await chosen.locator('.ant-transfer-list-content-item').nth(1).click();
    await dialog.getByRole('button', { name: '移出所选学生（2）' }).click();
    await screenshot(page, 'calls-class-remove-confirm');
    await confirmPopup(page, '确定将所选的 2 名学生移出');
    await toast(page, '已将 2 名学生移出班级');
    const [sent] = callsTo(calls, '/sworld/teachingclass/deleteClass');
    expect(sent.method).toBe('POST');
    expect(new URLSearchParams(sent.body).getAll('studentIds')).toHaveLength(2);
    await screenshot(page, 'calls-class-students');
  });
});

describe('a student', () => {
  it('sees the post the server names (getPostId) on the console', async () => {
    const tracked = await newPage(browser);
    const { page } = tracked;
    const calls = recordCalls(page);
    await login(page, 'student');
    await open(page, `/experiment/home?qs=${encodeURIComponent(JSON.stringify({ trainId }))}`);
    await page.getByTestId('my-post').getByText('总经理').waitFor();
    expect(callsTo(calls, '/sworld/training/student/getPostId')[0].method).toBe('GET');
    await screenshot(page, 'calls-student-console');
    expect(tracked.errors).toEqual([]);
    await tracked.context.close();
  });
});
