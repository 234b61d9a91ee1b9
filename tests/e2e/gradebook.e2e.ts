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
 * the file is downloaded and its cells read back. The values expected come from the seeded store
 * built again here in node (seed and clock are fixed) through the mock's own scoring, never from
 * the calls the screens read.
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

/** What each sheet should hold, keyed by student number (what the teacher looks a row up by). */
function expected() {
  const records = learningRecords(ctx, [klass]);
  const scores = students.map((s) => compositeScore(ctx, klass, s, records, training.id));
  const ranked = [...scores].sort((a, b) => b.total - a.total || a.userCode.localeCompare(b.userCode));
  const studentRows = ranked.map((score, i) => {
    const seat = db.groupPosts.find((p) => p.trainingId === training.id && p.studentId === score.studentId);
    const group = seat && db.groups.find((g) => g.groupId === seat.groupId);
    return {
      排名: i + 1,
      学号: score.userCode,
      姓名: score.studentName,
      小组: group?.groupName ?? '',
      岗位: (seat && POSTS.find((p) => p.postId === seat.postId)?.postName) ?? '',
      实训成绩: score.trainScore ?? '',
      综合成绩: score.total,
      出勤率: score.attendanceRate ?? '',
    };
  });
  const summaryScores = Object.fromEntries(
    students.map((s) => {
      const summary = db.classSummaries.find(
        (x) => x.classId === klass.id && x.userId === s.id && x.summaryType === SUMMARY_TYPE.student,
      );
      return [s.userCode, summary?.score ?? ''];
    }),
  );
  const ratings = Object.fromEntries(
    students.map((s) => [
      s.userCode,
      db.teacherRatings.find((r) => r.classId === klass.id && r.studentId === s.id)?.score ?? '',
    ]),
  );
  const weights = evaluationOf(ctx, klass).map((e) => ({ 评价项: e.itemName, '权重（%）': e.weight }));
  return { studentRows, summaryScores, ratings, weights };
}

/** A full-page screenshot from the top (a scrolled page would draw the fixed header mid-page). */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPage(page, name);
}

/** Clicks the export, waits for the file and reads its sheets back. */
async function exportGradebook(page: Page) {
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: /导出成绩册/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(FILE);
  await page.getByText('成绩册已导出', { exact: true }).waitFor();
  return readWorkbook(readFileSync((await file.path())!));
}

function checkWorkbook(sheets: Awaited<ReturnType<typeof readWorkbook>>) {
  const want = expected();
  expect(sheets.map((s) => s.name)).toEqual(['学生成绩', '课堂总结', '教师评分', '评价权重']);
  expect(rowObjects(sheets[0].rows)).toEqual(want.studentRows);
  // Some students sat in the training, and the scores are numbers, not text.
  expect(want.studentRows.some((r) => r.小组 !== '')).toBe(true);
  expect(typeof rowObjects(sheets[0].rows)[0].综合成绩).toBe('number');
  const byCode = (rows: unknown[][], column: string) =>
    Object.fromEntries(rowObjects(rows).map((r) => [String(r.学号), r[column]]));
  expect(byCode(sheets[1].rows, '评分')).toEqual(want.summaryScores);
  expect(byCode(sheets[2].rows, '评分')).toEqual(want.ratings);
  expect(rowObjects(sheets[3].rows)).toEqual(want.weights);
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
    // Every class shown: the gradebook is of the chosen training's own class.
    await choose(page, '实训', RUNNING);
    await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'), undefined, { timeout: 30_000 });
    await screenshot(page, 'gradebook-learning-analysis');
    checkWorkbook(await exportGradebook(page));

    await open(page, `/train/home/result-view?qs=${encodeQs({ trainId: training.id })}`);
    await page.getByText('负债和所有者权益总计').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'), undefined, { timeout: 30_000 });
    await screenshot(page, 'gradebook-result-view');
    checkWorkbook(await exportGradebook(page));
    expect(errors).toEqual([]);
    await context.close();
  });
});
