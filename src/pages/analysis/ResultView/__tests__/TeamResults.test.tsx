import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import analysisModel from '@/stores/analysis';
import trainInfoModel from '@/stores/trainInfo';
import { encodeQs } from '@/utils/qs';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import ResultView from '../index';

jest.mock('@/components/BackButton', () => () => null);
// The balance trend draws with echarts, which jsdom cannot size; this test is about the tables below it.
jest.mock('../../components/AnalysisChart', () => () => null);

const backend = useMockBackend();
jest.setTimeout(90_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const sent = (path: string) => backend.requests.filter((r) => r.url.pathname === path);
const training = () => backend.store.db.trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;

function open(round?: number) {
  const path = '/train/home/result-view';
  return renderScreen(<ResultView />, {
    models: [analysisModel, trainInfoModel],
    url: `${path}?qs=${encodeQs({ trainId: training().id, ...(round ? { round } : {}) })}`,
    path,
  });
}

describe('the result view: scores of the teams and network marketing', () => {
  it('loads each score measure on demand and the chosen team’s network marketing', async () => {
    await loginAs('teacher');
    open();
    const scores = await screen.findByTestId('score-card');
    await waitFor(() => expect(within(scores).getAllByRole('row')).toHaveLength(5));
    expect(sent('/sworld/training/getCountScore')).toHaveLength(1);
    expect(sent('/sworld/training/getCountScore')[0].method).toBe('GET');
    expect(sent('/sworld/training/getCountScore')[0].url.search).toBe(`?trainId=${training().id}`);
    expect(within(scores).getByText('当前小组')).toBeInTheDocument();
    expect(sent('/sworld/training/getPDCA')).toHaveLength(0);

    await userEvent.click(within(scores).getByText('PDCA 得分'));
    await waitFor(() => expect(sent('/sworld/training/getPDCA')).toHaveLength(1));
    expect(sent('/sworld/training/getPDCA')[0].url.search).toBe(`?trainId=${training().id}`);
    expect(await within(scores).findByRole('columnheader', { name: 'PDCA 得分' })).toBeInTheDocument();
    await userEvent.click(within(scores).getByText('平台建设得分'));
    await waitFor(() => expect(sent('/sworld/training/getPlatformConstruction')).toHaveLength(1));

    const network = await screen.findByTestId('network-card');
    await waitFor(() => expect(sent('/sworld/training/getNetWorkList')).toHaveLength(1));
    const [request] = sent('/sworld/training/getNetWorkList');
    expect(request.method).toBe('GET');
    expect(request.url.searchParams.get('trainId')).toBe(training().id);
    const groupId = request.url.searchParams.get('groupId');
    const group = backend.store.db.groups.find((g) => g.groupId === groupId && g.trainingId === training().id);
    expect(group).toBeDefined();
    expect(network).toHaveTextContent('网络营销明细');
    await waitFor(() => expect(within(network).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(network).getAllByText('本地').length).toBeGreaterThan(0);
    expect(within(network).getAllByText('第 1 年第 1 季度').length).toBeGreaterThan(0);
  });

  it('opens at the round its link names (the coach links to a finding’s round)', async () => {
    await loginAs('teacher');
    open(2);
    const statements = () =>
      backend.requests.filter((r) => r.url.pathname.endsWith('/intelligentAnalysis/getDataByCode'));
    await waitFor(() => expect(statements().length).toBeGreaterThan(0));
    expect(new Set(statements().map((r) => r.url.searchParams.get('round')))).toEqual(new Set(['2']));
  });
});
