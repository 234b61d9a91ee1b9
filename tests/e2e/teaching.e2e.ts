import type { Browser, Page } from 'playwright-core';
import {
  type Call,
  login,
  newPage,
  openBrowser,
  recordCalls,
  screenshot as fullScreenshot,
  sessionSaved,
  type TrackedPage,
} from './app';
import { consoleFromRow, leaveConsole } from './consoleKit';
import { OK, confirmPopup, dialogsSettled, openScreen, pick, toast } from './ui';
import { AREA_WALKS } from './walks';

/**
 * Teaching administration in the browser against the mock: every screen of the area for a teacher,
 * an administrator and a student (no console error, one screenshot each), and what a teacher does
 * there, asserting the calls the screens make and what the user sees.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const lastCall = (calls: Call[], method: string, path: string) =>
  [...calls].reverse().find((c) => c.method === method && c.path === path);

/** Confirms the open Popconfirm and waits until no Popconfirm is open. */
async function confirmAndClose(page: Page) {
  await confirmPopup(page);
  await page.waitForFunction(() => !document.querySelector('.ant-popover:not(.ant-popover-hidden)'));
}

/** Submits the open FormDialog once it is past its opening zoom (a click during it was lost on a busy machine). */
async function submitDialog(page: Page) {
  await dialogsSettled(page);
  await page.getByRole('dialog').getByRole('button', { name: OK }).click();
}

/** A full-page screenshot from the top (the layout's header is fixed, so a scrolled page would hide content under it). */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullScreenshot(page, name);
}

/**
 * Waits until the mock's store (saved 100 ms after a change) reached localStorage with `text` in it,
 * by default the session, before a reload or a direct URL.
 */
async function persisted(page: Page, text?: string) {
  if (text === undefined) {
    await sessionSaved(page);
    return;
  }
  const wanted = text;
  await page.waitForFunction(
    (t) =>
      Object.keys(localStorage).some((k) => k.startsWith('sworld-mock-db:v') && localStorage.getItem(k)?.includes(t)),
    wanted,
  );
}

describe('a teacher', () => {
  let tracked: TrackedPage;
  let page: Page;
  let calls: Call[];
  beforeAll(async () => {
    tracked = await newPage(browser);
    page = tracked.page;
    calls = recordCalls(page);
    await login(page, 'teacher');
    await persisted(page);
  });
  afterAll(async () => {
    await tracked.context.close();
  });
  afterEach(() => {
    expect(tracked.errors).toEqual([]);
  });

  it('opens every teaching screen without a console error', async () => {
    for (const path of AREA_WALKS.teacher['teaching.e2e']) {
      await openScreen(page, path);
      await page.locator('.ant-table-row, .ant-form, canvas').first().waitFor();
      // teaching-class-home, teaching-class-account, teaching-evaluate, teaching-teaching-plan...
      await screenshot(
        page,
        `teaching-${path.startsWith('/class/') ? path.slice(1).replace('/', '-') : path.split('/').pop()}`,
      );
      expect({ path, errors: tracked.errors }).toEqual({ path, errors: [] });
    }
  });

  it('creates a class, sees it listed, renames it, chooses its students, records training, keeps it over a reload and deletes it', async () => {
    await openScreen(page, '/class/home');
    await page.getByText('共 2 条').waitFor();

    await page.getByRole('button', { name: '新建班级' }).click();
    await page.getByRole('dialog').getByLabel('班级名称').waitFor();
    await submitDialog(page);
    await page.getByRole('dialog').getByText('请输入班级名称').waitFor();
    await page.getByRole('dialog').getByLabel('班级名称').fill('E2E测试班');
    await page.getByRole('dialog').getByLabel('备注').fill('浏览器测试');
    await submitDialog(page);
    await toast(page, '班级已创建');
    expect(lastCall(calls, 'POST', '/sworld/teachingclass/save')!.body).toBe(
      `className=${encodeURIComponent('E2E测试班')}&remark=${encodeURIComponent('浏览器测试')}`,
    );
    const row = () => page.getByRole('row', { name: /E2E测试班/ });
    await row().waitFor();
    await page.getByText('共 3 条').waitFor();

    await row().getByRole('button', { name: '编辑' }).click();
    await page.getByRole('dialog').getByLabel('班级名称').fill('E2E测试班改');
    await submitDialog(page);
    await toast(page, '班级已保存');
    const saved = lastCall(calls, 'POST', '/sworld/teachingclass/save')!;
    const id = new URLSearchParams(saved.body).get('id')!;
    expect(saved.body).toBe(
      `className=${encodeURIComponent('E2E测试班改')}&remark=${encodeURIComponent('浏览器测试')}&id=${id}`,
    );
    await page.getByRole('row', { name: /E2E测试班改/ }).waitFor();

    await row().getByRole('button', { name: '维护学生' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('搜索姓名或账号').first().fill('student01');
    await dialog
      .locator('.ant-transfer-section')
      .first()
      .getByText(/student01/)
      .click();
    await dialog.getByRole('button', { name: /right/ }).click();
    await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
    await toast(page, '班级学生已保存');
    const maintained = lastCall(calls, 'POST', '/sworld/teachingclass/maintain')!;
    expect(maintained.body).toMatch(new RegExp(`^id=${id}&studentIds=\\d+$`));
    await row().getByRole('cell', { name: '1', exact: true }).waitFor();

    await row().getByRole('button', { name: '实训记录' }).click();
    await page.getByRole('dialog').getByLabel('实训记录').fill('完成第一学年经营');
    await submitDialog(page);
    await toast(page, '实训记录已更新');
    expect(lastCall(calls, 'POST', '/sworld/teachingclass/updateTrainingRecord')!.body).toBe(
      `id=${id}&trainingRecord=${encodeURIComponent('完成第一学年经营')}`,
    );

    await persisted(page, '完成第一学年经营');
    await page.reload();
    await row().waitFor();
    await row().getByText('完成第一学年经营').waitFor();

    await row().getByRole('button', { name: '删除' }).click();
    await confirmAndClose(page);
    await toast(page, '班级已删除');
    expect(lastCall(calls, 'POST', '/sworld/teachingclass/delete')!.body).toBe(`id=${id}`);
    await page.getByText('共 2 条').waitFor();
    expect(await row().count()).toBe(0);
  });

  it('uploads a teaching plan (a wrong type is refused in the form), sees it listed after a reload and deletes it', async () => {
    await openScreen(page, '/train/teaching-plan');
    await page.getByText('共 3 条').waitFor();
    const input = page.locator('input[type="file"]');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a plan') });
    await page.getByRole('button', { name: /上\s*传/ }).click();
    await page.getByText('计划文件格式不正确，仅支持 pdf、doc、docx、ppt、pptx、xls、xlsx').waitFor();
    expect(lastCall(calls, 'POST', '/sworld/teachingplan/upload')).toBeUndefined();

    await input.setInputFiles({
      name: '期末实训安排.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n% e2e plan\n'),
    });
    await page.getByLabel('计划名称').fill('期末实训安排');
    await page.getByLabel('备注').fill('第十八周');
    await page.getByRole('button', { name: /上\s*传/ }).click();
    await toast(page, '教学计划已上传');
    const upload = lastCall(calls, 'POST', '/sworld/teachingplan/upload')!;
    expect(upload.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const row = () => page.getByRole('row', { name: /期末实训安排/ });
    await row().waitFor();
    await row().locator('.ant-tag', { hasText: 'PDF' }).waitFor();
    await page.getByText('共 4 条').waitFor();

    await persisted(page, '期末实训安排');
    await page.reload();
    await row().waitFor();

    await row().getByRole('button', { name: '删除' }).click();
    await confirmAndClose(page);
    await toast(page, '教学计划已删除');
    const removed = lastCall(calls, 'POST', '/sworld/teachingplan/delete')!;
    expect(removed.body).toMatch(/^id=\d+$/);
    await page.getByText('共 3 条').waitFor();
  });

  it('refuses weights that do not add up to 100 in the form, then saves weights that do', async () => {
    await openScreen(page, '/train/evaluate');
    const classId = new URLSearchParams(lastCall(calls, 'GET', '/sworld/evaluate/list')!.search).get('classId')!;
    await page.getByTestId('weight-sum').getByText('100%').waitFor();
    await page.getByLabel('出勤').fill('10');
    await page.getByText('各项权重之和必须等于 100%（当前为 90%）').waitFor();
    const before = calls.length;
    await page.getByRole('button', { name: /^保\s*存$/ }).click();

    await page.getByLabel('实训成绩').fill('40');
    await page.getByTestId('weight-sum').getByText('100%').waitFor();
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await toast(page, '评价权重已保存');
    expect(lastCall(calls, 'POST', '/sworld/evaluate/save')!.body).toBe(
      `classId=${classId}&attendance=10&performance=30&training=40&summary=20`,
    );
    // The refused click came first and sent nothing: this save is the only one since.
    expect(calls.slice(before).filter((c) => c.path === '/sworld/evaluate/save')).toHaveLength(1);
    await page.getByRole('row', { name: /实训成绩\s*40%/ }).waitFor();
  });

  it('scores a student’s class summary and saves the teacher’s own summary and training record', async () => {
    await openScreen(page, '/train/class-summary');
    const pending = page.getByRole('row', { name: /待评分/ }).first();
    const who = (await pending.getByRole('cell').nth(0).innerText()).trim();
    await pending.getByRole('button', { name: '评分' }).click();
    await page.getByRole('dialog').getByLabel('评分').fill('88');
    await submitDialog(page);
    await toast(page, '评分已保存');
    expect(lastCall(calls, 'POST', '/sworld/classSummary/score')!.body).toMatch(/^id=\d+&score=88$/);
    const scored = page.getByRole('row', { name: new RegExp(who) });
    await scored.getByText('已评分').waitFor();
    await scored.getByRole('cell', { name: '88', exact: true }).waitFor();

    await page.getByRole('tab', { name: '我的教师总结' }).click();
    await page.getByLabel('总结内容').fill('本班报表分析能力明显提高。');
    await page.getByRole('button', { name: /保存总结/ }).click();
    await toast(page, '课堂总结已保存');
    const saved = lastCall(calls, 'POST', '/sworld/classSummary/saveClassSummary')!;
    expect(saved.contentType).toMatch(/^multipart\/form-data/);
    expect(saved.body).toContain('本班报表分析能力明显提高。');

    await page.getByLabel('实训记录').fill('第三学年全部小组完成报表');
    await page.getByRole('button', { name: /上传实训记录/ }).click();
    await toast(page, '实训记录已上传');
    expect(lastCall(calls, 'POST', '/sworld/classSummary/uploadTrainingRecord')!.body).toMatch(
      new RegExp(`^classId=\\d+&trainingRecord=${encodeURIComponent('第三学年全部小组完成报表')}$`),
    );
  });

  it('rates a student’s classroom performance', async () => {
    await openScreen(page, '/train/teacher-ratings');
    await page.getByLabel('关键字').fill('student15');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const row = page.getByRole('row', { name: /student15/ });
    await row.getByText('未评分').waitFor();
    expect(lastCall(calls, 'GET', '/sworld/teacherRating/list')!.search).toMatch(
      /^\?keyword=student15&classId=\d+&current=1&size=10$/,
    );
    await row.getByRole('button', { name: '评分' }).click();
    await page.getByRole('dialog').getByLabel('课堂表现评分').fill('95');
    await page.getByRole('dialog').getByLabel('评语').fill('小组汇报清楚');
    await submitDialog(page);
    await toast(page, '评分已保存');
    expect(lastCall(calls, 'POST', '/sworld/teacherRating/score')!.body).toMatch(
      new RegExp(`^classId=\\d+&studentId=\\d+&score=95&comment=${encodeURIComponent('小组汇报清楚')}$`),
    );
    await row.getByRole('cell', { name: '95', exact: true }).waitFor();
  });

  it('analyses learning by class and training, as charts and tables', async () => {
    await openScreen(page, '/train/learning-analysis');
    expect(lastCall(calls, 'GET', '/sworld/learningAnalysis/summary')!.search).toBe('');
    // Four charts: attendance, posts, summaries and the scores of the page once its table has loaded.
    await page.waitForFunction(() => document.querySelectorAll('[role="img"] canvas').length >= 4);
    await pick(page, '班级', '2026级工商管理1班');
    await page.getByRole('cell', { name: '2025秋季沙盘实训' }).waitFor();
    expect(lastCall(calls, 'GET', '/sworld/learningAnalysis/summary')!.search).toMatch(/^\?classId=\d+$/);
    await pick(page, '实训', '2025秋季沙盘实训');
    await page.waitForLoadState('networkidle');
    expect(lastCall(calls, 'GET', '/sworld/learningAnalysis/summary')!.search).toMatch(/^\?classId=\d+&trainId=\d+$/);
    // The table's page; the gradebook's statistics read the class's scores in pages of 500 beside it.
    expect(
      calls.filter((c) => c.method === 'GET' && c.path === '/sworld/learningAnalysis/scoreList').map((c) => c.search),
    ).toContainEqual(expect.stringMatching(/^\?classId=\d+&trainId=\d+&current=1&size=10$/));
    await page.getByText('共 16 条').waitFor();
    await screenshot(page, 'teaching-learning-analysis-filtered');
  });

  it('sees a training played in the console in the learning analysis of its class', async () => {
    await openScreen(page, '/train/learning-analysis');
    await pick(page, '班级', '2026级会计学2班');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('cell', { name: '会计2班经营模拟' }).count()).toBe(0);

    // The teacher starts the class's training and settles its first round in the console.
    await openScreen(page, '/train/home/manage');
    const row = page.locator('tr.ant-table-row').filter({ hasText: '会计2班经营模拟' });
    await row.getByRole('button', { name: '开始' }).click();
    await confirmPopup(page);
    await row.getByText('进行中').waitFor();
    await consoleFromRow(row);
    await page.getByTestId('train-round').getByText('第 1 年第 1 季度（第 1 / 4 回合）').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '进入下一回合' }).click();
    await confirmPopup(page, '确定结算本回合并进入第 2 回合吗？');
    await page.getByTestId('train-round').getByText('第 1 年第 2 季度（第 2 / 4 回合）').waitFor();
    await leaveConsole(page);

    await openScreen(page, '/train/learning-analysis');
    await pick(page, '班级', '2026级会计学2班');
    const attendance = page.getByRole('row', { name: /会计2班经营模拟/ });
    await attendance.waitFor();
    // Its eight students sat in its two groups: all present.
    expect((await attendance.locator('td').allInnerTexts()).map((c) => c.trim())).toEqual(
      expect.arrayContaining(['会计2班经营模拟', '8', '0']),
    );
    await page.getByText('共 8 条').waitFor();
    await screenshot(page, 'teaching-learning-analysis-played-training');
  });
});

describe('an administrator', () => {
  it('creates a teacher (the form checks the fields), sees it listed with its password, resets the password and deletes it', async () => {
    const { page, errors, context } = await newPage(browser);
    const calls = recordCalls(page);
    await login(page, 'admin');
    await persisted(page);
    await openScreen(page, '/admin/teacher-management');
    await page.getByText('共 2 条').waitFor();
    await screenshot(page, 'teaching-teacher-management');

    await page.getByRole('button', { name: '新建账号' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('登录账号').fill('bad name');
    await dialog.getByLabel('姓名').fill('测试老师');
    await dialog.getByLabel('手机号').fill('123');
    await submitDialog(page);
    await dialog.getByText('登录账号只能包含字母、数字和下划线').waitFor();
    await dialog.getByText('手机号必须是 11 位数字').waitFor();
    await dialog.getByLabel('登录账号').fill('e2e_teacher');
    await dialog.getByLabel('手机号').fill('13900001111');
    await submitDialog(page);
    await toast(page, '账号已创建');
    expect(lastCall(calls, 'POST', '/sworld/user/save')!.body).toBe(
      `userCode=e2e_teacher&userName=${encodeURIComponent('测试老师')}&phone=13900001111&userType=2`,
    );
    const row = page.getByRole('row', { name: /e2e_teacher/ });
    await row.waitFor();
    await page.getByTestId('account-pwd').getByText('测试老师（e2e_teacher）的密码：').waitFor();

    await row.getByRole('button', { name: '重置密码' }).click();
    await confirmAndClose(page);
    await toast(page, '密码已重置');
    expect(lastCall(calls, 'POST', '/sworld/user/pwd/reset')!.body).toMatch(/^id=\d+$/);

    await row.getByRole('button', { name: '删除' }).click();
    await confirmAndClose(page);
    await toast(page, '账号已删除');
    expect(lastCall(calls, 'POST', '/sworld/user/delete')!.body).toMatch(/^id=\d+$/);
    await page.getByText('共 2 条').waitFor();

    await openScreen(page, '/admin/account');
    await page.getByText('共 20 条').waitFor();
    await pick(page, '角色', '学生');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByText('共 16 条').waitFor();
    expect(lastCall(calls, 'GET', '/sworld/user/list')!.search).toBe('?userType=3&current=1&size=10');
    await screenshot(page, 'teaching-account');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a student', () => {
  it('sees the weights read-only, writes and saves their own summary and sees only their own learning data', async () => {
    const { page, errors, context } = await newPage(browser);
    const calls = recordCalls(page);
    await login(page, 'student15');
    await persisted(page);

    await openScreen(page, '/train/evaluate');
    await page.getByText('评价权重由任课教师设置，学生只能查看。').waitFor();
    expect(await page.getByRole('button', { name: /^保\s*存$/ }).count()).toBe(0);
    await screenshot(page, 'teaching-student-evaluate');

    await openScreen(page, '/train/class-summary');
    await page.getByText('我的课堂总结').waitFor();
    await page.getByLabel('总结内容').fill('我负责采购，学会了按订单备料。');
    await page.getByRole('button', { name: /保存总结/ }).click();
    await toast(page, '课堂总结已保存');
    expect(lastCall(calls, 'POST', '/sworld/classSummary/saveClassSummary')!.body).toContain(
      '我负责采购，学会了按订单备料。',
    );
    await screenshot(page, 'teaching-student-class-summary');

    // student15 is in both classes of the teacher: one score row per class, none of anyone else.
    await openScreen(page, '/train/learning-analysis');
    await page.getByText('共 2 条').waitFor();
    expect(await page.getByRole('row', { name: /student15/ }).count()).toBe(2);
    expect(await page.locator('.sworld-table .ant-table-row').count()).toBe(2);
    await screenshot(page, 'teaching-student-learning-analysis');
    expect(errors).toEqual([]);
    await context.close();
  });
});
