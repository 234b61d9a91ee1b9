import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loginAs, useMockBackend } from '../../../../tests/utils/mockServer';
import { withNotice } from '../../../../tests/utils/notice';
import { renderScreen } from '../../../../tests/utils/renderScreen';
import { useSavedFiles } from '../../../../tests/utils/savedFiles';
import { readWorkbook, rowObjects } from '../../../../tests/utils/sheets';
import GradebookButton from '../GradebookButton';

const backend = useMockBackend();
jest.setTimeout(60_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });

const db = () => backend.store.db;
const training = () => db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
const klass = () => db().classes.find((c) => c.className === '2026级工商管理1班')!;
const exportButton = () => screen.getByRole('button', { name: /导出成绩册/ });
const at = { models: [], url: '/t', path: '/t' };
const COURSE = '企业经营沙盘模拟';
const TERM = '2026–2027 学年第一学期';

/** Opens the export dialog and waits until it has read the grades (its 导出 button is enabled). */
async function openDialog() {
  await userEvent.click(exportButton());
  const dialog = await screen.findByRole('dialog');
  const ok = () => within(dialog).getByRole('button', { name: /导\s*出/ });
  await waitFor(() => expect(ok()).toBeEnabled());
  return { dialog, ok };
}

/** Types the course and term in the open dialog and exports. */
async function fillAndExport({ dialog, ok }: Awaited<ReturnType<typeof openDialog>>, course = COURSE, term = TERM) {
  for (const [label, value] of [
    ['课程', course],
    ['学期', term],
  ]) {
    const field = within(dialog).getByLabelText(label);
    await userEvent.clear(field);
    if (value) await userEvent.paste(value);
  }
  await userEvent.click(ok());
  return dialog;
}

/** Opens the dialog, types the course and term, and exports. */
const exportWith = async (course = COURSE, term = TERM) => fillAndExport(await openDialog(), course, term);

describe('the gradebook export button', () => {
  const saved = useSavedFiles();
  beforeEach(() => localStorage.removeItem('gradebookTitle'));

  it('asks the training, then the class’s scores, seats, summaries, ratings and weights, and saves the workbook', async () => {
    await loginAs('teacher');
    renderScreen(<GradebookButton scope={{ trainId: training().id }} />, at);
    backend.requests.length = 0;
    await withNotice('成绩册已导出', async () => {
      await exportWith();
      await waitFor(() => expect(saved).toHaveLength(1));
    });
    const asked = backend.requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`);
    const trainId = training().id;
    const classId = klass().id;
    expect(asked[0]).toBe(`GET /sworld/training/getById?trainId=${trainId}`);
    expect(asked.slice(1).sort()).toEqual(
      [
        `GET /sworld/classSummary/list?classId=${classId}&current=1&size=500`,
        `GET /sworld/evaluate/list?classId=${classId}`,
        `GET /sworld/learningAnalysis/scoreList?classId=${classId}&trainId=${trainId}&current=1&size=500`,
        `GET /sworld/teacherRating/list?classId=${classId}&current=1&size=500`,
        `GET /sworld/training/post/relList?trainId=${trainId}`,
      ].sort(),
    );
    expect(saved[0].name).toBe('成绩册-2026级工商管理1班-2026春季沙盘对抗赛.xlsx');
    const sheets = await readWorkbook(await saved[0].blob.arrayBuffer());
    expect(sheets.map((s) => s.name)).toEqual(['学生成绩', '课堂总结', '教师评分', '评价权重']);
    const rows = sheets[0].rows;
    // The title block carries what the teacher typed, the class, the signed-in teacher and the date.
    const title = Object.fromEntries(rows.slice(1, 7).map((r) => [r[0], r[1]]));
    expect(title).toMatchObject({
      课程: COURSE,
      班级: '2026级工商管理1班',
      任课教师: '王老师',
      实训: '2026春季沙盘对抗赛',
      学期: TERM,
    });
    expect(title.导出日期).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const head = rows.findIndex((r) => r[0] === '学号');
    const students = rowObjects(rows.slice(head, head + 1 + klass().studentIds.length));
    expect(students).toHaveLength(klass().studentIds.length);
    expect(typeof students[0].综合成绩).toBe('number');
    await waitFor(() => expect(exportButton()).not.toHaveClass('ant-btn-loading'));
  });

  it('still saves the rest when one call fails, and names the part that is missing', async () => {
    backend.server.use(
      http.get('*/sworld/teacherRating/list', () =>
        HttpResponse.json({ code: 500, msg: '评分服务不可用', data: null }),
      ),
    );
    await loginAs('teacher');
    renderScreen(<GradebookButton scope={{ trainId: training().id }} />, at);
    await withNotice('成绩册已导出，但以下内容未能读取，在表中留空：教师评分', async () => {
      await exportWith();
      await waitFor(() => expect(saved).toHaveLength(1));
    });
    const sheets = await readWorkbook(await saved[0].blob.arrayBuffer());
    expect(sheets[2].rows).toEqual([
      ['学号', '姓名', '评分', '评语', '更新时间'],
      ['（教师评分未能读取，请重新导出）', '', '', '', ''],
    ]);
  });

  it('asks for the course and term before saving, and offers the last ones typed next time', async () => {
    await loginAs('teacher');
    renderScreen(<GradebookButton scope={{ trainId: training().id }} />, at);
    const dialog = await exportWith('', TERM);
    expect(await within(dialog).findByText('请填写课程名称')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await userEvent.click(within(dialog).getByLabelText('课程'));
    await userEvent.paste(COURSE);
    await userEvent.click(within(dialog).getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const { dialog: again } = await openDialog();
    expect(within(again).getByLabelText('课程')).toHaveValue(COURSE);
    expect(within(again).getByLabelText('学期')).toHaveValue(TERM);
  });

  it('warns before export of the students whose total lacks a part, and marks them in the file', async () => {
    // 练鑫 has a rating in the seed: without it, the server's total lacks 课堂表现.
    const student = db().users.find((u) => u.userName === '练鑫')!;
    db().teacherRatings = db().teacherRatings.filter((r) => r.studentId !== student.id);
    await loginAs('teacher');
    renderScreen(<GradebookButton scope={{ trainId: training().id }} />, at);
    const opened = await openDialog();
    const warning = within(opened.dialog).getByTestId('gradebook-missing');
    expect(within(warning).getByText(`练鑫（${student.studentNo}）：缺课堂表现`, { exact: false })).toBeInTheDocument();
    expect(saved).toEqual([]);
    await fillAndExport(opened);
    await waitFor(() => expect(saved).toHaveLength(1));
    const rows = (await readWorkbook(await saved[0].blob.arrayBuffer()))[0].rows;
    const row = rows.find((r) => r[0] === student.studentNo)!;
    expect(row[1]).toBe('练鑫');
    expect(row[5]).toBe('');
    expect(String(row[11])).toContain('综合成绩未含：课堂表现');
  });

  it('saves nothing and says so when the training cannot be read', async () => {
    backend.server.use(
      http.get('*/training/getById', () => HttpResponse.json({ code: 500, msg: '实训服务不可用', data: null })),
    );
    await loginAs('teacher');
    renderScreen(<GradebookButton scope={{ trainId: training().id }} />, at);
    await withNotice('未能读取该实训的信息，成绩册未导出，请稍后重试', () => userEvent.click(exportButton()));
    expect(saved).toEqual([]);
    await waitFor(() => expect(exportButton()).toBeEnabled());
  });

  it('is disabled with its reason while there is nothing to export, and not offered to a student', async () => {
    await loginAs('teacher');
    const { unmount } = renderScreen(<GradebookButton disabledReason="请先选择实训，再导出成绩册" />, at);
    expect(exportButton()).toBeDisabled();
    expect(screen.getByText('请先选择实训，再导出成绩册')).toBeInTheDocument();
    unmount();
    await loginAs('student');
    renderScreen(<GradebookButton scope={{ trainId: training().id }} />, at);
    expect(screen.queryByRole('button', { name: /导出成绩册/ })).toBeNull();
  });
});
