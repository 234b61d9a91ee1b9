import type { Page } from 'playwright-core';
import { encodeQs } from '../../src/utils/qs';
import { newPage, screenshot } from './app';
import { signInReal, useRealMode } from './realSuite';

/**
 * Text a user typed is shown as text everywhere it appears. Hostile class names, a
 * remark with a javascript: link, a team message and an announcement are created through the API
 * (real mode: the production build against the standalone mock), then the screens that show them
 * are opened: the markup must be visible as plain text, no injected element may exist, no handler
 * may run, and no link may point at javascript:.
 */
const suite = useRealMode();

const RUNNING = '2026春季沙盘对抗赛';
const SCRIPT = '<script>window.__xss=1</script>';
const IMG = '<img src=x onerror="window.__xss=2">';
const LINK = 'javascript:window.__xss=3';
const MESSAGE = `消息<img src=x onerror="window.__xss=4"><a href="javascript:window.__xss=5">点我</a>`;
const TITLE = '<b onmouseover="window.__xss=6">公告</b>';
const CONTENT = `<script>window.__xss=7</script>[链接](${LINK})`;

async function api(path: string, body: Record<string, unknown>, token = '') {
  const answer = await fetch(`${suite.real.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify(body),
  });
  const json = await answer.json();
  if (json.code !== 0 && json.code !== 200) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data;
}

/** Nothing injected ran, and nothing injected is in the DOM. */
async function expectInert(page: Page) {
  const found = await page.evaluate(() => ({
    ran: (window as any).__xss ?? null,
    images: document.querySelectorAll('img[src="x"]').length,
    scripts: Array.from(document.scripts).filter((s) => s.textContent?.includes('__xss')).length,
    links: Array.from(document.querySelectorAll('a[href]')).filter((a) =>
      /^\s*javascript:/i.test(a.getAttribute('href') || ''),
    ).length,
    handlers: document.querySelectorAll('[onerror],[onmouseover]').length,
  }));
  expect(found).toEqual({ ran: null, images: 0, scripts: 0, links: 0, handlers: 0 });
}

it('shows hostile class names, remarks, messages and announcements as text', async () => {
  const { token } = {
    token: (await api('/login', { username: 'teacher', password: '123456' })).authorization as string,
  };
  await api('/sworld/teachingclass/save', { className: SCRIPT, remark: LINK }, token);
  await api('/sworld/teachingclass/save', { className: IMG, remark: IMG }, token);
  const training = suite.real.store.db.trainings.find((t) => t.trainName === RUNNING)!;
  await api('/sworld/gmSys/sendMessage', { trainId: training.id, content: MESSAGE }, token);
  await api('/sworld/gmSys/issuedAnnouncement', { trainId: training.id, title: TITLE, content: CONTENT }, token);

  const teacher = await newPage(suite.browser);
  await signInReal(teacher.page, suite.real.url, 'teacher');
  await teacher.page.getByText(SCRIPT, { exact: true }).first().waitFor({ timeout: 20_000 });
  await teacher.page.getByText(IMG, { exact: true }).first().waitFor();
  await teacher.page.getByText(LINK, { exact: true }).first().waitFor();
  await expectInert(teacher.page);
  await screenshot(teacher.page, 'security-class-names');

  await teacher.page.goto(`${suite.real.url}train/home/console?qs=${encodeQs({ trainId: training.id })}`);
  await teacher.page.getByRole('tab', { name: '消息与公告' }).click();
  await teacher.page.getByText(MESSAGE, { exact: true }).first().waitFor({ timeout: 20_000 });
  await teacher.page.getByText(TITLE, { exact: true }).first().waitFor();
  await teacher.page.getByText(TITLE, { exact: true }).first().hover();
  await expectInert(teacher.page);
  await screenshot(teacher.page, 'security-console-messages');
  expect(teacher.errors).toEqual([]);
  await teacher.context.close();

  // A student of the training reads the same message and announcement on their own screen.
  const student = await newPage(suite.browser);
  await signInReal(student.page, suite.real.url, 'student');
  await student.page.goto(`${suite.real.url}experiment/home?qs=${encodeQs({ trainId: training.id })}`);
  await student.page.getByText(TITLE, { exact: true }).first().waitFor({ timeout: 20_000 });
  await expectInert(student.page);
  await screenshot(student.page, 'security-student-bulletin');
  expect(student.errors).toEqual([]);
  await student.context.close();
});
