import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { createStore } from '../../mock/db/store';
import { SUMMARY_TYPE } from '../../mock/db/teaching';
import type { Ctx } from '../../mock/handlers/kit';
import { learningRecords } from '../../mock/handlers/learningRecords';
import { compositeScore, evaluationOf } from '../../mock/handlers/teachingShared';
import { POSTS } from '../../src/constants';
import { encodeQs } from '../../src/utils/qs';
import { readWorkbook, rowObjects } from '../utils/sheets';
import { loginSaved as login, newPage, open, openBrowser, screenshot as fullPage } from './app';
import { RUNNING } from './consoleKit';
import { choose } from './ui';

/**
 * The gradebook export of a class in a training, from learning analysis and from the result view:
 * the teacher types the course and term, sees the warning of totals lacking a part, and the file
 * is downloaded and its cells read back. The values expected come from the seeded store built
 * again here in node (seed and clock are fixed) through the mock's own scoring, never from the
 * calls the screens read; the averages are read from the screen and compared with the file's.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});
jest.setTimeout(180_000);

const db = createStore().db;
const training = db.trainings.find((t) => t.trainName === RUNNING)!;
const klass = db.classes.find((c) => c.id === training.classId)!;
const teacher = db.users.find((u) => u.userCode === 'teacher')!;
// The mock's scoring reads only the store and the caller.
const ctx = { db, user: teacher, params: {} } as unknown as Ctx;
const students = klass.studentIds.map((id) => db.users.find((u) => u.id === id)!);
const FILE = `成绩册-${klass.className}-${RUNNING}.xlsx`;
const COURSE = '企业经营沙盘模拟';
const TERM = '2026–2027 学年第一学期';
const round1 = (n: number) => Math.round(n * 10) / 10;

/** What the student sheet should hold, by student number (what the academic office looks a row up by). */
function expected() {
  const records = learningRecords(ctx, [klass]);
  const scores = students.map((s) => ({
    ...compositeScore(ctx, klass, s, records, training.id),
    studentNo: s.studentNo!,
  }));
  const byNumber = [...scores].sort((a, b) => a.studentNo.localeCompare(b.studentNo));
  const studentRows = byNumber.map((score) => {
    const seat = db.groupPosts.find((p) => p.trainingId === training.id && p.studentId === score.studentId);
    const group = seat && db.groups.find((g) => g.groupId === seat.groupId);
    return {
      学号: score.studentNo,
      姓名: score.studentName,
      小组: group?.groupName ?? '',
      岗位: (seat && POSTS.find((p) => p.postId === seat.postId)?.postName) ?? '',
      出勤率: score.attendanceRate ?? '',
      // A part the store lacks stays empty in the file: never a 0.
      课堂表现: score.performance ?? '',
      实训成绩: score.trainScore ?? '',
      总结成绩: score.summaryScore ?? '',
      综合成绩: score.total,
    };
  });
  const incomplete = byNumber
    .filter((s) => [s.attendanceRate, s.performance, s.trainScore, s.summaryScore].some((v) => v == null))
    .map((s) => s.studentNo);
  const summaryScores = Object.fromEntries(
    students.map((s) => {
      const summary = db.classSummaries.find(
        (x) => x.classId === klass.id && x.userId === s.id && x.summaryType === SUMMARY_TYPE.student,
      );
      return [s.studentNo, summary?.score ?? ''];
    }),
  );
  const ratings = Object.fromEntries(
    students.map((s) => [
      s.studentNo,
      db.teacherRatings.find((r) => r.classId === klass.id && r.studentId === s.id)?.score ?? '',
    ]),
  );
  const weights = evaluationOf(ctx, klass).map((e) => ({ 评价项: e.itemName, '权重（%）': e.weight }));
  const totals = scores.map((s) => s.total);
  const mean = round1(totals.reduce((a, b) => a + b, 0) / totals.length);
  return { studentRows, incomplete, summaryScores, ratings, weights, mean };
}

/** A full-page screenshot from the top (a scrolled page would draw the fixed header mid-page). */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPage(page, name);
}

/** Clicks the export; types the course and term unless the dialog offers them already; saves and reads the file. */
async function exportGradebook(page: Page, shot?: string) {
  await page.getByRole('button', { name: /导出成绩册/ }).click();
  const dialog = page.getByRole('dialog');
  const course = dialog.getByLabel('课程');
  await course.waitFor();
  if ((await course.inputValue()) === '') {
    await course.fill(COURSE);
    await dialog.getByLabel('学期').fill(TERM);
  } else {
    // What was typed at the last export is offered again.
    expect(await course.inputValue()).toBe(COURSE);
    expect(await dialog.getByLabel('学期').inputValue()).toBe(TERM);
  }
  const warning = dialog.getByTestId('gradebook-missing');
  await warning.waitFor();
  const listed = (await warning.locator('li').allInnerTexts()).map((t) => t.match(/（(\d+)）/)?.[1]);
  expect(listed).toEqual(expected().incomplete);
  if (shot) await fullPage(page, shot);
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await dialog.getByRole('button', { name: /导\s*出/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(FILE);
  await page.getByText('成绩册已导出', { exact: true }).waitFor();
  return readWorkbook(readFileSync((await file.path())!));
}

/** The student sheet's title block, its student rows and its statistics, as read back. */
function studentSheet(rows: unknown[][]) {
  const head = rows.findIndex((r) => r[0] === '学号');
  const stats = rows.findIndex((r) => String(r[0]).startsWith('成绩统计'));
  const title = Object.fromEntries(rows.slice(1, head).map((r) => [r[0], r[1]]));
  const table = rowObjects(rows.slice(head, stats));
  const figures = Object.fromEntries(rows.slice(stats + 1, stats + 10).map((r) => [r[0], r[2]]));
  return { title, table, figures };
}

function checkWorkbook(sheets: Awaited<ReturnType<typeof readWorkbook>>, screenMean: string) {
  const want = expected();
  expect(sheets.map((s) => s.name)).toEqual(['学生成绩', '课堂总结', '教师评分', '评价权重']);
  const { title, table, figures } = studentSheet(sheets[0].rows);
  expect(title).toEqual({
    课程: COURSE,
    班级: klass.className,
    任课教师: teacher.userName,
    实训: RUNNING,
    学期: TERM,
    导出日期: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  // Rows by student number, which is not the rank's order nor the login names'.
  const pick = Object.keys(want.studentRows[0]);
  expect(table.map((r) => Object.fromEntries(pick.map((k) => [k, r[k]])))).toEqual(want.studentRows);
  expect(table.map((r) => r.学号)).not.toEqual(
    [...table].sort((a, b) => Number(a.排名) - Number(b.排名)).map((r) => r.学号),
  );
  // Each row whose total lacks a part says so in its note; the others say nothing.
  expect(table.filter((r) => r.备注 !== '').map((r) => r.学号)).toEqual(want.incomplete);
  expect(want.incomplete.length).toBeGreaterThan(0);
  // The file's average is the screen's, over the class's students, rounded alike.
  expect(figures.平均分).toBe(want.mean);
  expect((figures.平均分 as number).toFixed(1)).toBe(screenMean);
  const byNumber = (rows: unknown[][], column: string) =>
    Object.fromEntries(rowObjects(rows).map((r) => [String(r.学号), r[column]]));
  expect(byNumber(sheets[1].rows, '评分')).toEqual(want.summaryScores);
  expect(byNumber(sheets[2].rows, '评分')).toEqual(want.ratings);
  expect(rowObjects(sheets[3].rows)).toEqual(want.weights);
}

/** The average the screen's statistics show. */
async function screenMean(page: Page) {
  const card = page.getByTestId('gradebook-stats');
  const value = card.locator('.ant-statistic', { hasText: '平均分' }).locator('.ant-statistic-content-value');
  await value.waitFor({ timeout: 30_000 });
  return (await value.innerText()).trim();
}

describe('the gradebook', () => {
  it('exports from learning analysis and from the result view, with the class’s figures', async () => {
    const { page, errors, context } = await newPage(browser);
    await login(page, 'teacher');

    await open(page, '/train/learning-analysis');
    const button = page.getByRole('button', { name: /导出成绩册/ });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await page.getByText('请先选择实训，再导出成绩册').waitFor();
    await screenshot(page, 'gradebook-learning-analysis-no-training');
    // Every class shown: the gradebook, and the screen's average, are of the chosen training's own class.
    await choose(page, '实训', RUNNING);
    await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'), undefined, { timeout: 30_000 });
    const mean = await screenMean(page);
    expect(mean).toBe(expected().mean.toFixed(1));
    await page.getByText(`综合平均分（${klass.className}）`).waitFor();
    await screenshot(page, 'gradebook-learning-analysis');
    checkWorkbook(await exportGradebook(page, 'gradebook-export-dialog'), mean);

    await open(page, `/train/home/result-view?qs=${encodeQs({ trainId: training.id })}`);
    await page.getByText('负债和所有者权益总计').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'), undefined, { timeout: 30_000 });
    await screenshot(page, 'gradebook-result-view');
    checkWorkbook(await exportGradebook(page), mean);
    expect(errors).toEqual([]);
    await context.close();
  });
});
