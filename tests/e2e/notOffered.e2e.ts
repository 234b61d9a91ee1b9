import { appErrors, newPage, screenshot, type TrackedPage } from './app';
import { OK, pick, toastsSeen } from './ui';
import { RUNNING, signIn } from './consoleKit';
import { useRealMode } from './realSuite';
import { callAs as callAsIn } from '../utils/callAs';

/**
 * A backend without the calls the spec does not have. Real mode (the production build against the
 * standalone mock, behind a proxy), so that page.route answers those calls with 404 or 405 as a
 * Spring backend without the mapping does. The screen says so once, in Chinese, with no toast, and
 * the rest of it keeps working.
 */
const suite = useRealMode();

const training = () => suite.real.store.db.trainings.find((t) => t.trainName === RUNNING)!;
const qs = () => encodeURIComponent(JSON.stringify({ trainId: training().id }));

/** The page's requests to this API path. */
const callsTo = (t: TrackedPage, path: string) => t.requests.filter((r) => new URL(r.url).pathname === path);

/** A call to the real-mode mock as `userCode`, signed in on its own (another browser on the same training). */
const callAs = (userCode: string, path: string, params: Record<string, string>) =>
  callAsIn(userCode, path, params, suite.real.apiUrl);

/** A page whose calls to `path` the backend answers with `status`, as Spring does without the mapping. */
async function refusing(path: string, status: 404 | 405) {
  const tracked = await newPage(suite.browser);
  await tracked.page.route(`**${path}**`, (route) =>
    route.fulfill(
      status === 404
        ? { status, contentType: 'application/json', body: JSON.stringify({ status, error: 'Not Found', path }) }
        : { status, contentType: 'text/html', body: '<html><body>405 Method Not Allowed</body></html>' },
    ),
  );
  return tracked;
}

/** One notice on the page, no load error, no toast, no console error, and the refused call made once. */
async function saidOnce(tracked: TrackedPage, path: string) {
  const { page } = tracked;
  await expect(page.getByText(/当前连接的后台不提供/).count()).resolves.toBe(1);
  await expect(page.getByText('数据加载失败，请重试。').count()).resolves.toBe(0);
  expect(callsTo(tracked, path)).toHaveLength(1);
  await expect(toastsSeen(page)).resolves.toEqual([]);
  expect(appErrors(tracked)).toEqual([]);
}

it("a student's console without the team's state: one notice, asked once, the meeting still followed", async () => {
  const tracked = await refusing('/sworld/team/state', 404);
  const { page } = tracked;
  await signIn(suite.real, tracked, 'student');
  await page.goto(`${suite.real.url}experiment/home?qs=${qs()}`);

  const panel = page.getByTestId('team-ops');
  await panel.getByText('当前连接的后台不提供「本队经营状态」功能').waitFor();
  await page.getByText('订货会尚未开始，请等待教师开始订货会。').waitFor();
  await page.getByTestId('my-post').getByText('总经理').waitFor();
  await expect(page.getByText(/当前连接的后台不提供/).count()).resolves.toBe(1);
  await expect(page.getByText('数据加载失败，请重试。').count()).resolves.toBe(0);

  // The teacher opens the meeting: the live poll brings the advertising card, and the team is not asked again.
  const meeting = suite.real.store.db.orderMeetings.find((m) => m.trainingId === training().id && m.round === 5)!;
  Object.assign(meeting, { state: 1, startTime: Date.now() });
  const ads = page.getByTestId('ads-card');
  await ads.getByText(/本组经营状态不可用，无法填写/).waitFor();
  await screenshot(page, 'not-offered-student-console');
  await saidOnce(tracked, '/sworld/team/state');
  await tracked.context.close();
});

it('rule import without templates: the notice in place of the download, and the import still opens', async () => {
  const tracked = await refusing('/sworld/template/download', 405);
  const { page } = tracked;
  await signIn(suite.real, tracked, 'admin');
  await page.goto(`${suite.real.url}admin/import-rules`);
  await page.getByRole('button', { name: /下载导入模板/ }).click();
  await page.getByText('当前连接的后台不提供「下载导入模板」功能').waitFor();
  await expect(page.getByRole('button', { name: /下载导入模板/ }).count()).resolves.toBe(0);

  await page.getByRole('button', { name: /导入规则/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('当前连接的后台不提供「下载导入模板」功能').waitFor();
  await dialog.getByText('点击或拖拽文件到此处').waitFor();
  await screenshot(page, 'not-offered-rule-import');
  expect(callsTo(tracked, '/sworld/template/download')).toHaveLength(1);
  await expect(toastsSeen(page)).resolves.toEqual([]);
  expect(appErrors(tracked)).toEqual([]);
  await tracked.context.close();
});

it("a student's console without the team's decisions: the form gives way to the notice, the team stays on view", async () => {
  const tracked = await refusing('/sworld/team/operate', 404);
  const { page } = tracked;
  await signIn(suite.real, tracked, 'student');
  await page.goto(`${suite.real.url}experiment/home?qs=${qs()}`);
  const ops = page.getByTestId('team-ops');
  await ops.getByTestId('team-cash').waitFor();
  await pick(page, '经营决策', '应收款贴现（财务总监）', ops);
  await ops.getByRole('spinbutton', { name: '金额（万元）' }).fill('1');
  await ops.getByRole('button', { name: /提\s*交\s*决\s*策/ }).click();
  await ops.getByText('当前连接的后台不提供「本队经营操作」功能').waitFor();
  await expect(ops.getByRole('button', { name: /提\s*交\s*决\s*策/ }).count()).resolves.toBe(0);
  await ops.getByTestId('team-cash').waitFor();
  await screenshot(page, 'not-offered-team-operate');
  await saidOnce(tracked, '/sworld/team/operate');
  await tracked.context.close();
});

it('course study without the course: the study home says so once, with the way to the introduction', async () => {
  const tracked = await refusing('/sworld/study/course/list', 405);
  const { page } = tracked;
  await signIn(suite.real, tracked, 'teacher');
  await page.goto(`${suite.real.url}train/study`);
  const notice = page.getByTestId('not-offered-study.courseList');
  await notice.getByText('当前连接的后台不提供「课程章节与进度」功能').waitFor();
  await screenshot(page, 'not-offered-study-course');
  await saidOnce(tracked, '/sworld/study/course/list');
  await notice.getByRole('button', { name: /课程介绍/ }).click();
  await page.getByText('学习目标').waitFor();
  await tracked.context.close();
});

it('the course without saving progress: the save turns off after the first refusal, the section stays', async () => {
  const tracked = await refusing('/sworld/study/progress/save', 404);
  const { page } = tracked;
  await signIn(suite.real, tracked, 'student');
  await page.goto(`${suite.real.url}train/study/course`);
  const section = page.getByTestId('study-section');
  await section.getByRole('button', { name: /保\s*存\s*进\s*度/ }).click();
  await section.getByText('当前连接的后台不提供「保存学习进度」功能').waitFor();
  await section.getByText('本节内容照常学习，学习进度无法保存。').waitFor();
  await expect(section.getByRole('button', { name: /保\s*存\s*进\s*度/ }).isDisabled()).resolves.toBe(true);
  await screenshot(page, 'not-offered-study-progress');
  await saidOnce(tracked, '/sworld/study/progress/save');
  await tracked.context.close();
});

it('case development without saving a case: renaming closes with the notice, and the list keeps deleting', async () => {
  const tracked = await refusing('/sworld/steCase/save', 405);
  const { page } = tracked;
  await signIn(suite.real, tracked, 'teacher');
  await page.goto(`${suite.real.url}class/case-dev`);
  const row = page.locator('tr.ant-table-row', { hasText: '智能家居创业公司' });
  await row.getByRole('button', { name: /重\s*命\s*名/ }).click();
  const dialog = page.getByRole('dialog', { name: '重命名' });
  await dialog.getByLabel('案例名称').fill('智能家居二期');
  await dialog.getByRole('button', { name: OK }).click();
  await page.getByText('当前连接的后台不提供「保存编辑案例」功能').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await expect(page.getByRole('button', { name: /从模板新建案例/ }).isDisabled()).resolves.toBe(true);
  await expect(row.getByRole('button', { name: /重\s*命\s*名/ }).count()).resolves.toBe(0);
  await row.getByRole('button', { name: /编\s*辑/ }).waitFor();
  await screenshot(page, 'not-offered-case-save');
  await saidOnce(tracked, '/sworld/steCase/save');
  await tracked.context.close();
});

it("the estimate service's rule list without it: the notice in place of the table", async () => {
  const tracked = await refusing('/estimate/rule/list', 404);
  const { page } = tracked;
  await signIn(suite.real, tracked, 'teacher');
  await page.goto(`${suite.real.url}fromEst/rule-list`);
  await page.getByText('当前连接的后台不提供「测评服务规则列表」功能').waitFor();
  await page.getByText('测评规则列表').first().waitFor();
  await expect(page.getByRole('table').count()).resolves.toBe(0);
  await screenshot(page, 'not-offered-estimate-rules');
  await saidOnce(tracked, '/estimate/rule/list');
  await tracked.context.close();
});

it('statements without saving the entered values: the inputs turn read-only, the tables still switch', async () => {
  const tracked = await refusing('/sworld/intelligentAnalysis/saveDataInput', 405);
  const { page } = tracked;
  await signIn(suite.real, tracked, 'student');
  await page.goto(`${suite.real.url}train/home/editResult-view?qs=${qs()}`);
  const cash = page.getByRole('spinbutton', { name: '现金' });
  await cash.fill('12');
  await page.getByRole('button', { name: /^\S*\s*保\s*存$/ }).click();
  await page.getByText('当前连接的后台不提供「保存报表填写值」功能').waitFor();
  await page.getByText('报表与核对结果照常查看，填写值无法保存。').waitFor();
  await expect(page.getByRole('spinbutton').count()).resolves.toBe(0);
  await page.getByText('利润表').first().click();
  await page.getByRole('cell', { name: '净利润' }).waitFor();
  await expect(page.getByRole('spinbutton').count()).resolves.toBe(0);
  await screenshot(page, 'not-offered-save-data-input');
  await saidOnce(tracked, '/sworld/intelligentAnalysis/saveDataInput');
  await tracked.context.close();
});

it("a student's console without picking: the pick buttons turn off, and the menu is still followed", async () => {
  const trainId = training().id;
  // The first test of this file opens the round's meeting in the store; otherwise the teacher opens it.
  const meeting = suite.real.store.db.orderMeetings.find((m) => m.trainingId === trainId && m.round === 5)!;
  if (meeting.state !== 1) await callAs('teacher', '/sworld/orderMeeting/start', { trainId });
  // Group 2 advertises most: its captain picks first.
  const captains = ['student', 'student04', 'student08', 'student12'];
  const amounts = [10, 20, 15, 11];
  for (const [i, captain] of captains.entries())
    await callAs(captain, '/sworld/gmMenu/putAdvertising', {
      trainId,
      items: JSON.stringify([{ market: 'LOCAL', product: 'P1', amount: amounts[i] }]),
    });
  await callAs('teacher', '/sworld/gmMenu/sendAdvertising', { trainId });
  await callAs('teacher', '/sworld/gmMenu/updateMenuState', { trainId, menuState: '3' });

  const tracked = await refusing('/sworld/gmMenu/selectOrder', 404);
  const { page } = tracked;
  await signIn(suite.real, tracked, 'student04');
  await page.goto(`${suite.real.url}experiment/home?qs=${qs()}`);
  const board = page.getByTestId('menu-board');
  await page.getByText('轮到本组选单，请在倒计时结束前选择订单或放弃。').waitFor();
  await board
    .getByRole('button', { name: /^选择订单 / })
    .first()
    .click();
  await page.getByText('当前连接的后台不提供「团队选单」功能').waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="menu-board"] button[aria-label^="选择订单 "]')].every(
      (b) => (b as HTMLButtonElement).disabled,
    ),
  );
  await page.getByTestId('menu-turn').getByText('轮到第2组选单').waitFor();
  await page.getByTestId('team-ops').waitFor();
  await screenshot(page, 'not-offered-select-order');
  await saidOnce(tracked, '/sworld/gmMenu/selectOrder');
  await tracked.context.close();
});
