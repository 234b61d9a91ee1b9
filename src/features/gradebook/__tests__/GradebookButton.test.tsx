import { configure, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loginAs, useMockBackend } from '../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../tests/utils/renderScreen';
import { useSavedFiles } from '../../../../tests/utils/savedFiles';
import { readWorkbook, rowObjects } from '../../../../tests/utils/sheets';
import GradebookButton from '../GradebookButton';

// A shared, busy machine: answers may take a few seconds.
configure({ asyncUtilTimeout: 8000 });
const backend = useMockBackend();
jest.setTimeout(60_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });

const db = () => backend.store.db;
const training = () => db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
const klass = () => db().classes.find((c) => c.className === '2026级工商管理1班')!;
const exportButton = () => screen.getByRole('button', { name: /导出成绩册/ });
const at = { models: [], url: '/t', path: '/t' };

describe('the gradebook export button', () => {
  const saved = useSavedFiles();

  it('asks the training, then the class’s scores, seats, summaries, ratings and weights, and saves the workbook', async () => {
    await loginAs('teacher');
    renderScreen(<GradebookButton scope={{ trainId: training().id }} />, at);
    backend.requests.length = 0;
    await userEvent.click(exportButton());
    await waitFor(() => expect(saved).toHaveLength(1));
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
    const students = rowObjects(sheets[0].rows);
    expect(students).toHaveLength(klass().studentIds.length);
    expect(typeof students[0].综合成绩).toBe('number');
    expect(await screen.findByText('成绩册已导出')).toBeInTheDocument();
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
    await userEvent.click(exportButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await screen.findByText('成绩册已导出，但以下内容未能读取，在表中留空：教师评分')).toBeInTheDocument();
    const sheets = await readWorkbook(await saved[0].blob.arrayBuffer());
    expect(sheets[2].rows).toEqual([
      ['学号', '姓名', '评分', '评语', '更新时间'],
      ['（教师评分未能读取，请重新导出）', '', '', '', ''],
    ]);
  });

  it('saves nothing and says so when the training cannot be read', async () => {
    backend.server.use(
      http.get('*/training/getById', () => HttpResponse.json({ code: 500, msg: '实训服务不可用', data: null })),
    );
    await loginAs('teacher');
    renderScreen(<GradebookButton scope={{ trainId: training().id }} />, at);
    await userEvent.click(exportButton());
    expect(await screen.findByText('未能读取该实训的信息，成绩册未导出，请稍后重试')).toBeInTheDocument();
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
