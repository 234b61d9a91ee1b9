import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { specId } from '../../../../mock/handlers/specDialect';
import { loginAs, useMockBackend } from '../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../tests/utils/renderScreen';
import { useSavedFiles } from '../../../../tests/utils/savedFiles';
import { readWorkbook } from '../../../../tests/utils/sheets';
import GradebookButton from '../GradebookButton';

/*
 * The gradebook against a backend that sends only what the spec promises: a training without its
 * class (the project's addition), ids as 18-digit numbers. Without a class from the screen it says
 * why it cannot export; with the class learning analysis chose, it exports.
 */

const backend = useMockBackend({ dialect: 'spec' });
jest.setTimeout(60_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const db = () => backend.store.db;
const training = () => db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
const klass = () => db().classes.find((c) => c.className === '2026级工商管理1班')!;
const exportButton = () => screen.getByRole('button', { name: /导出成绩册/ });
const at = { models: [], url: '/t', path: '/t' };

describe('the gradebook with the spec’s fields only', () => {
  const saved = useSavedFiles();

  it('says why it cannot export when neither the screen nor the training names the class', async () => {
    await loginAs('teacher');
    renderScreen(<GradebookButton scope={{ trainId: String(specId(training().id)) }} />, at);
    await userEvent.click(exportButton());
    expect(
      await screen.findByText('后端未告知该实训所属的班级，无法导出成绩册；请在学情分析中选择班级后导出'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('exports with the class the screen chose, ids sent as the backend gave them', async () => {
    await loginAs('teacher');
    const scope = { trainId: String(specId(training().id)), classId: String(specId(klass().id)), className: '1班' };
    renderScreen(<GradebookButton scope={scope} />, at);
    await userEvent.click(exportButton());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('课程'));
    await userEvent.paste('企业经营沙盘模拟');
    await userEvent.click(within(dialog).getByLabelText('学期'));
    await userEvent.paste('2026–2027 学年第一学期');
    const ok = () => within(dialog).getByRole('button', { name: /导\s*出/ });
    await waitFor(() => expect(ok()).toBeEnabled());
    await userEvent.click(ok());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('成绩册-1班-2026春季沙盘对抗赛.xlsx');
    const sheets = await readWorkbook(await saved[0].blob.arrayBuffer());
    // The student sheet: its rows between the header and the statistics block.
    const rows = sheets[0].rows;
    const head = rows.findIndex((r) => r[0] === '学号');
    const end = rows.findIndex((r) => String(r[0]).startsWith('成绩统计'));
    expect([
      rows.slice(head + 1, end).filter((r) => r[1] !== '').length,
      ...sheets.slice(1).map((s) => s.rows.length - 1),
    ]).toEqual([klass().studentIds.length, klass().studentIds.length, klass().studentIds.length, 4]);
    expect(await screen.findByText('成绩册已导出')).toBeInTheDocument();
  });
});
