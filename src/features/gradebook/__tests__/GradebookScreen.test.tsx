import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import classModel from '@/stores/class';
import learningModel from '@/stores/learning';
import LearningAnalysisPage from '@/pages/train/LearningAnalysis';
import { loginAs, useMockBackend } from '../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../tests/utils/renderScreen';
import { useSavedFiles } from '../../../../tests/utils/savedFiles';
import { readWorkbook } from '../../../../tests/utils/sheets';

jest.mock('@/components/BackButton', () => () => null);
// echarts cannot size a canvas in jsdom; the charts are drawn in the browser tests.
jest.mock('@/components/charts/Chart', () => ({
  __esModule: true,
  default: () => null,
  startLoadingEcharts: () => {},
}));

/*
 * Learning analysis and its gradebook read the same figures: with every class shown and a training
 * chosen, the screen's average and statistics are the file's, over the training's class, rounded alike.
 */
const backend = useMockBackend();
jest.setTimeout(90_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });

describe('learning analysis and its gradebook', () => {
  const saved = useSavedFiles();

  it('shows the average and statistics the file holds, over the same students', async () => {
    await loginAs('teacher');
    renderScreen(<LearningAnalysisPage />, {
      models: [learningModel, classModel],
      url: '/train/learning-analysis',
      path: '/train/learning-analysis',
    });
    // Every class stays shown: the gradebook is of the training's own class.
    fireEvent.mouseDown(await screen.findByLabelText('实训'));
    await userEvent.click(
      await screen.findByText('2026春季沙盘对抗赛', { selector: '.ant-select-item-option-content' }),
    );

    const card = await screen.findByTestId('gradebook-stats');
    await within(card).findByText(/成绩统计（2026级工商管理1班，\d+ 名学生的综合成绩）/);
    const figure = (title: string) => {
      const statistic = within(card).getByText(title).closest('.ant-statistic')!;
      return statistic.querySelector('.ant-statistic-content-value')!.textContent;
    };
    const onScreen = await waitFor(() => {
      const values = ['平均分', '中位数', '最高分', '最低分'].map(figure);
      expect(values.every((v) => /^\d+\.\d$/.test(v ?? ''))).toBe(true);
      return values;
    });
    const bandsOnScreen = [
      '优秀（90 分及以上）',
      '良好（80–89.9 分）',
      '中等（70–79.9 分）',
      '及格（60–69.9 分）',
      '不及格（60 分以下）',
    ].map((band) => Number(figure(band)));
    // The summary's average card shows the same mean, named after the class.
    const mean = screen.getByText('综合平均分（2026级工商管理1班）').closest('.ant-statistic')!;
    expect(mean.querySelector('.ant-statistic-content-value')!.textContent).toBe(onScreen[0]);

    await userEvent.click(screen.getByRole('button', { name: /导出成绩册/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('课程'));
    await userEvent.paste('企业经营沙盘模拟');
    await userEvent.click(within(dialog).getByLabelText('学期'));
    await userEvent.paste('2026–2027 学年第一学期');
    const ok = () => within(dialog).getByRole('button', { name: /导\s*出/ });
    await waitFor(() => expect(ok()).toBeEnabled());
    await userEvent.click(ok());
    await waitFor(() => expect(saved).toHaveLength(1));

    const rows = (await readWorkbook(await saved[0].blob.arrayBuffer()))[0].rows;
    const at = rows.findIndex((r) => String(r[0]).startsWith('成绩统计'));
    const inFile = rows.slice(at + 1, at + 10).map((r) => r[2]);
    // The file's numbers, shown with its one-decimal format, read as the screen's text.
    expect(inFile.slice(0, 4).map((v) => (v as number).toFixed(1))).toEqual(onScreen);
    expect(inFile.slice(4)).toEqual(bandsOnScreen);
    // Over the same students: the class's, as many rows as it has students.
    const klass = backend.store.db.classes.find((c) => c.className === '2026级工商管理1班')!;
    const counted = within(card)
      .getByText(/成绩统计/)
      .textContent!.match(/，(\d+) 名学生/)![1];
    expect(rows[at][0]).toBe(`成绩统计（综合成绩，${klass.studentIds.length} 名学生中 ${counted} 名有成绩）`);
    expect(rows.filter((r) => /^\d{10}$/.test(String(r[0])))).toHaveLength(klass.studentIds.length);
  });
});
