import { appErrors, login, newPage, open, screenshot, type TrackedPage } from './app';
import { RUNNING, signIn } from './consoleKit';
import { useRealMode } from './realSuite';
import { confirmPopup, toastsSeen } from './ui';

/**
 * The app in front of a backend with the Java backend's habits (the mock's spec dialect: 18-digit
 * ids, downloads named by URLEncoder, only the spec's fields), where a user sees them: a download
 * keeps its real name, an account the server refuses says why in its form, and calls this backend
 * lacks (answered 404 or 405, as Spring does without the mapping) are said once, with no toast,
 * while the rest of the screen works.
 */
const suite = useRealMode('spec');

const training = () => suite.real.store.db.trainings.find((t) => t.trainName === RUNNING)!;
const qs = () => encodeURIComponent(JSON.stringify({ trainId: suite.real.wireId(training().id) }));
const missing = (tracked: TrackedPage, path: string) =>
  tracked.page.route(`**${path}**`, (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: '<html><body>404 Not Found</body></html>' }),
  );

it('keeps the real name of a download the backend names the Java way', async () => {
  // The standalone server cannot build workbooks inside jest, so this runs on the in-browser mock in its spec dialect.
  const tracked = await newPage(suite.browser);
  const { page } = tracked;
  await open(page, '/login?dialect=spec');
  await login(page, 'teacher');
  await open(page, '/selectExperiment');
  await page
    .locator('.ant-card', { hasText: RUNNING })
    .getByRole('button', { name: /进\s*入/ })
    .click();
  await page.waitForURL(/train\/home\/console\?qs=/);
  // The spec dialect is in force: the training's id is an 18-digit number.
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('qs')!)).toMatch(/"trainId":"\d{18}"/);
  await page.getByRole('tab', { name: '报表' }).click();
  const answered = page.waitForResponse((r) => r.url().includes('/oneKeyExport'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('one-key-export').click()]);
  // Sent as Java sends it: URLEncoder's percent-encoded UTF-8 in a plain filename=.
  expect((await answered).headers()['content-disposition']).toBe(
    `attachment;filename=${encodeURIComponent(`${RUNNING}-经营报表.xlsx`)}`,
  );
  expect(download.suggestedFilename()).toBe(`${RUNNING}-经营报表.xlsx`);
  expect(tracked.errors).toEqual([]);
  await tracked.context.close();
});

it("shows the server's refusal of an account in its form, and says once that password reset is not offered", async () => {
  const tracked = await newPage(suite.browser);
  const { page } = tracked;
  await missing(tracked, '/sworld/user/pwd/reset');
  await signIn(suite.real, tracked, 'teacher');
  await page.goto(`${suite.real.url}class/account`);
  await page.getByRole('cell', { name: 'student', exact: true }).waitFor();

  // A login that exists: the server's message beside the form, the input kept, no toast.
  await page.getByRole('button', { name: /新建账号/ }).click();
  const dialog = page.getByRole('dialog', { name: '新建账号' });
  await dialog.getByLabel('登录账号').fill('student');
  await dialog.getByLabel('姓名').fill('重名');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.getByRole('alert').getByText('登录账号“student”已存在').waitFor();
  await expect(dialog.getByLabel('登录账号').inputValue()).resolves.toBe('student');
  await screenshot(page, 'java-account-refused');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await dialog.waitFor({ state: 'hidden' });

  // The password reset this backend lacks: one notice, every reset disabled, no toast.
  const row = page.getByRole('row', { name: /student/ }).first();
  await row.getByRole('button', { name: /重置密码/ }).click();
  await confirmPopup(page);
  await page.getByText('当前连接的后台不提供「重置用户密码」功能').waitFor();
  await expect(page.getByText(/当前连接的后台不提供/).count()).resolves.toBe(1);
  for (const button of await page.getByRole('button', { name: /重置密码/ }).all())
    await expect(button.isDisabled()).resolves.toBe(true);
  await screenshot(page, 'java-reset-not-offered');
  await expect(toastsSeen(page)).resolves.toEqual([]);
  expect(appErrors(tracked)).toEqual([]);
  await tracked.context.close();
});

it("a student's advertising this backend lacks: said in the card, the console still works", async () => {
  const tracked = await newPage(suite.browser);
  const { page } = tracked;
  await missing(tracked, '/sworld/gmMenu/putAdvertising');
  const meeting = suite.real.store.db.orderMeetings.find((m) => m.trainingId === training().id && m.round === 5)!;
  Object.assign(meeting, { state: 1, startTime: Date.now() });
  await signIn(suite.real, tracked, 'student');
  await page.goto(`${suite.real.url}experiment/home?qs=${qs()}`);
  const ads = page.getByTestId('ads-card');
  await ads.getByLabel('本地市场 P1产品 广告额').fill('12');
  await ads.getByRole('button', { name: '提交广告' }).click();
  await ads.getByText('当前连接的后台不提供「团队投放广告」功能').waitFor();
  await expect(ads.getByRole('button', { name: '提交广告' }).isDisabled()).resolves.toBe(true);
  await page.getByTestId('team-ops').getByTestId('team-cash').waitFor();
  await screenshot(page, 'java-ads-not-offered');
  await expect(toastsSeen(page)).resolves.toEqual([]);
  expect(appErrors(tracked)).toEqual([]);
  await tracked.context.close();
});
