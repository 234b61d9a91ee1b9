import { newPage, screenshot, type TrackedPage } from './app';
import { toastsSeen, watchToasts } from './ui';
import { RUNNING, signIn } from './consoleKit';
import { useRealMode } from './realSuite';

/**
 * A backend without the calls the spec does not have. Real mode (the production build against the
 * standalone mock, behind a proxy), so that page.route answers those calls with 404 or 405 as a
 * Spring backend without the mapping does. The screen says so once, in Chinese, with no toast, and
 * the rest of it keeps working.
 */
const suite = useRealMode();

const training = () => suite.real.store.db.trainings.find((t) => t.trainName === RUNNING)!;
const qs = () => encodeURIComponent(JSON.stringify({ trainId: training().id }));

/** Console errors and page errors, without Chromium's own log line for each answer this file fails on purpose. */
const appErrors = (t: TrackedPage) => t.errors.filter((e) => !/^console: Failed to load resource: /.test(e));

/** The page's requests to this API path. */
const callsTo = (t: TrackedPage, path: string) => t.requests.filter((r) => new URL(r.url).pathname === path);

it("a student's console without the team's state: one notice, asked once, the meeting still followed", async () => {
  const tracked = await newPage(suite.browser);
  const { page } = tracked;
  await watchToasts(page);
  await page.route('**/sworld/team/state**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ status: 404, error: 'Not Found', path: '/sworld/team/state' }),
    }),
  );
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
  expect(callsTo(tracked, '/sworld/team/state')).toHaveLength(1);
  await expect(toastsSeen(page)).resolves.toEqual([]);
  expect(appErrors(tracked)).toEqual([]);
  await tracked.context.close();
});

it('rule import without templates: the notice in place of the download, and the import still opens', async () => {
  const tracked = await newPage(suite.browser);
  const { page } = tracked;
  await watchToasts(page);
  await page.route('**/sworld/template/download**', (route) =>
    route.fulfill({ status: 405, contentType: 'text/html', body: '<html><body>405 Method Not Allowed</body></html>' }),
  );
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
