import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { message } from 'antd';
import { HttpResponse, http } from 'msw';
import { forgetNotOffered } from '@/services/notOffered';
import analysisModel from '@/stores/analysis';
import trainInfoModel from '@/stores/trainInfo';
import { encodeQs } from '@/utils/qs';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import EditResultView from '../index';

jest.mock('@/components/BackButton', () => () => null);

const backend = useMockBackend();
jest.setTimeout(90_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const sent = (path: string) => backend.requests.filter((r) => r.url.pathname === path);
/** The save button: its icon's label comes first in its name. */
const saveButton = () =>
  screen.queryAllByRole('button').find((b) => b.textContent?.replace(/\s/g, '') === '保存') ?? null;
const training = () => backend.store.db.trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;

beforeEach(async () => {
  forgetNotOffered();
  // destroy() lets a message leave with its animation: the previous test's must be gone before this one looks.
  message.destroy();
  await waitFor(() => expect(document.querySelector('.ant-message-notice')).toBeNull());
});

describe('filling in statements on a backend without saving them', () => {
  it('turns the inputs read-only after the first refused save, says so once, and keeps the tables switchable', async () => {
    backend.server.use(
      http.post('*/sworld/intelligentAnalysis/saveDataInput', () => new HttpResponse(null, { status: 405 })),
    );
    await loginAs('student');
    const path = '/train/home/editResult-view';
    renderScreen(<EditResultView />, {
      models: [analysisModel, trainInfoModel],
      url: `${path}?qs=${encodeQs({ trainId: training().id })}`,
      path,
    });
    const cash = await screen.findByRole('spinbutton', { name: '现金' });
    await userEvent.type(cash, '12');
    await userEvent.click(saveButton()!);

    expect(await screen.findByText('当前连接的后台不提供「保存报表填写值」功能')).toBeInTheDocument();
    expect(screen.getByText('报表与核对结果照常查看，填写值无法保存。')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(saveButton()).toBeNull();
    expect(screen.getByRole('cell', { name: '现金' })).toBeInTheDocument();
    expect(sent('/sworld/intelligentAnalysis/saveDataInput')).toHaveLength(1);

    // Another table loads without asking to discard anything, and stays read-only.
    const tables = sent('/sworld/intelligentAnalysis/getDataByCode').length;
    await userEvent.click(screen.getByText('利润表'));
    await waitFor(() => expect(sent('/sworld/intelligentAnalysis/getDataByCode').length).toBe(tables + 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('cell', { name: '净利润' })).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.getAllByText(/当前连接的后台不提供/)).toHaveLength(1);

    message.info('之后的消息');
    await screen.findByText('之后的消息');
    expect([...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent)).toEqual(['之后的消息']);
  });
});
