import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@umijs/max';
import { delay, HttpResponse, http } from 'msw';
import { liabilitiesAnalysis, teamStatements } from '../../../../../mock/engine';
import analysisModel from '@/stores/analysis';
import { formatNumber } from '@/utils/format';
import { encodeQs } from '@/utils/qs';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import Debrief, { URL_AFTER_MS } from '../index';

jest.mock('@/components/BackButton', () => () => null);
// echarts cannot size a canvas in jsdom; the charts are drawn in the browser test.
jest.mock('@/components/charts/Chart', () => () => null);

const backend = useMockBackend();
jest.setTimeout(120_000);
const sent = (suffix: string) => backend.requests.filter((r) => r.url.pathname.endsWith(suffix));
const training = () => backend.store.db.trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
const game = () => backend.store.db.games.find((g) => g.trainingId === training().id)!.state;

/** The address the screen is at, as a teacher would read it in the address bar. */
function Address() {
  const { search } = useLocation();
  return <div data-testid="address">{decodeURIComponent(search)}</div>;
}

function open(qs: Record<string, unknown> = {}) {
  const path = '/train/home/debrief';
  return renderScreen(
    <>
      <Debrief />
      <Address />
    </>,
    {
      models: [analysisModel],
      url: `${path}?qs=${encodeQs({ trainId: training().id, ...qs })}`,
      path,
    },
  );
}

const roundLine = () => screen.findByTestId('debrief-round', {}, { timeout: 60_000 });

describe('the class debrief', () => {
  it('fetches the class view once from calls for every team, and steps without a call', async () => {
    await loginAs('teacher');
    // Every value the progress bar shows, in order.
    const shown: number[] = [];
    const watch = new MutationObserver(() => {
      const now = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (now != null && Number(now) !== shown.at(-1)) shown.push(Number(now));
    });
    watch.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    // Answers that take a moment, as over a network, so the bar is drawn between them; the rounds
    // come last, and with them the calls per round.
    backend.server.use(
      http.get('*/intelligentAnalysis/:call', async ({ params }) => {
        await delay(params.call === 'getQuarter' ? 600 : 100);
      }),
    );
    open();
    // The progress shows while the calls answer, and never goes back.
    await screen.findByText(/正在读取全班各回合数据/);
    expect(await roundLine()).toHaveTextContent('第 1 年第 4 季度（第 4 / 4 个已结算回合）');
    watch.disconnect();
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    const state = game();
    expect(sent('/intelligentAnalysis/getMarketShare').map((r) => r.url.searchParams.get('round'))).toEqual(
      state.history.map((r) => String(r.round)),
    );
    // Nothing per team: cash and equity come with the liabilities' round rows.
    expect(sent('/intelligentAnalysis/getDataBanlance')).toHaveLength(0);
    expect(sent('/intelligentAnalysis/getDataByCode')).toHaveLength(0);
    for (const call of ['getCostProfit', 'getLiabilities', 'getAdvertising', 'getCapacity'])
      expect(sent(`/intelligentAnalysis/${call}`).map((r) => r.url.searchParams.get('round'))).toEqual([null]);
    const before = backend.requests.length;
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    await waitFor(() => expect(screen.getByTestId('debrief-round')).toHaveTextContent('第 1 年第 3 季度'));
    const [first] = state.teams;
    const row = within(screen.getByTestId('debrief-teams'))
      .getByRole('button', { name: new RegExp(`^${first.teamName}`) })
      .closest('tr')!;
    expect(row).toHaveTextContent(
      formatNumber(teamStatements(state, first.teamId, 3)!.balanceSheet.ownerEquityTotal.end),
    );
    fireEvent.click(screen.getByRole('button', { name: '下一回合' }));
    await waitFor(() => expect(screen.getByTestId('debrief-round')).toHaveTextContent('第 1 年第 4 季度'));
    expect(backend.requests.length).toBe(before);
    // Alt+← is the browser's Back, and Ctrl or Shift with an arrow belongs to the browser too: no step.
    for (const held of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey'])
      fireEvent.keyDown(document.body, { key: 'ArrowLeft', [held]: true });
    expect(screen.getByTestId('debrief-round')).toHaveTextContent('第 1 年第 4 季度');

    // The statements are fetched when opened, once per team and round.
    fireEvent.click(screen.getByRole('button', { name: '查看报表' }));
    await screen.findByText('资产负债表');
    await waitFor(() => expect(sent('/intelligentAnalysis/getDataByCode')).toHaveLength(2));
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    await waitFor(() => expect(sent('/intelligentAnalysis/getDataByCode')).toHaveLength(4));
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByTestId('debrief-round')).toHaveTextContent('第 1 年第 4 季度'));
    expect(sent('/intelligentAnalysis/getDataByCode')).toHaveLength(4);
  });

  it('opens at the round and teams of its link', async () => {
    await loginAs('teacher');
    const [, second, third] = game().teams;
    open({ round: 2, teams: [second.teamId, third.teamId] });
    expect(await roundLine()).toHaveTextContent('第 1 年第 2 季度');
    const compare = await screen.findByTestId('debrief-compare');
    expect(within(compare).getByRole('columnheader', { name: second.teamName })).toBeInTheDocument();
    expect(within(compare).getByRole('columnheader', { name: third.teamName })).toBeInTheDocument();
    // The printed pages are headed with the training and its class from the training list, and the teacher signed in.
    const klass = backend.store.db.classes.find((c) => c.id === training().classId);
    await waitFor(() => {
      act(() => {
        window.dispatchEvent(new Event('beforeprint'));
      });
      expect(screen.getAllByText(`训练：${training().trainName}`)).toHaveLength(game().teams.length);
    });
    expect(screen.getAllByText(`班级：${klass?.className}`)).toHaveLength(game().teams.length);
    expect(screen.getAllByText('教师：王老师')).toHaveLength(game().teams.length);
  });

  it('leaves the address as it came until the view changes, then follows the view once it rests', async () => {
    await loginAs('teacher');
    // A clock the test can move on, that also runs by itself for the load's calls.
    jest.useFakeTimers({ advanceTimers: true });
    try {
      open();
      expect(await roundLine()).toHaveTextContent('第 1 年第 4 季度');
      const address = () => screen.getByTestId('address').textContent;
      const came = `?qs=${JSON.stringify({ trainId: training().id })}`;
      expect(address()).toBe(came);
      const [first] = game().teams;
      const rest = () =>
        act(() => {
          jest.advanceTimersByTime(URL_AFTER_MS * 2);
        });
      rest();
      expect(address()).toBe(came);
      fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
      rest();
      expect(address()).toBe(`?qs=${JSON.stringify({ trainId: training().id, round: 3, teams: [first.teamId] })}`);
      // Back at the round it opened: the address follows, no longer as it came.
      fireEvent.keyDown(document.body, { key: 'ArrowRight' });
      rest();
      expect(address()).toBe(`?qs=${JSON.stringify({ trainId: training().id, round: 4, teams: [first.teamId] })}`);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows what the others give and names the part the backend did not answer', async () => {
    await loginAs('teacher');
    // A backend whose liabilities rows lack the cash and equity the project assumes.
    const state = game();
    backend.server.use(
      http.get('*/intelligentAnalysis/getLiabilities', () => {
        const rows = (round?: number) =>
          liabilitiesAnalysis(state, round).map(({ cash, ownerEquityTotal, ...rest }) => rest);
        const trend = state.history.map((r) => ({
          round: r.round,
          year: r.year,
          quarter: r.quarter,
          rows: rows(r.round),
        }));
        return HttpResponse.json({ code: 200, msg: '操作成功', data: { round: null, rows: rows(), trend } });
      }),
    );
    open();
    await roundLine();
    expect(screen.getByRole('status')).toHaveTextContent('各回合现金与所有者权益');
    expect(sent('/intelligentAnalysis/getDataBanlance')).toHaveLength(0);
    const [first] = game().teams;
    const row = within(screen.getByTestId('debrief-teams'))
      .getByRole('button', { name: new RegExp(`^${first.teamName}`) })
      .closest('tr')!;
    // Equity and cash unknown; revenue and the rest still there.
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('–');
  });

  it('says the orders are unknown where the backend does not name its meeting rounds', async () => {
    await loginAs('teacher');
    // A backend that answers the last meeting without `meetingRounds` (nor any pick): the rounds
    // after it may have had a meeting of their own.
    const [firstMeeting] = game().pastMenus;
    backend.server.use(
      http.get('*/intelligentAnalysis/getMenuDetail', () =>
        HttpResponse.json({ code: 200, msg: '操作成功', data: { round: firstMeeting.round, rows: [] } }),
      ),
    );
    open({ round: firstMeeting.round + 1 });
    await roundLine();
    expect(screen.getByRole('status')).toHaveTextContent('各回合订货会排名与所获订单');
    const [first] = game().teams;
    const row = within(screen.getByTestId('debrief-teams'))
      .getByRole('button', { name: new RegExp(`^${first.teamName}`) })
      .closest('tr')!;
    const ordersWon = () => within(row).getAllByRole('cell').at(-1);
    expect(ordersWon()).toHaveTextContent('–');
    fireEvent.click(within(row).getByRole('button', { name: '订单与事件' }));
    expect(await screen.findAllByText('本回合的选单未能读取')).not.toHaveLength(0);
    // The meeting it did name had no pick: nought there, not unknown.
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    await waitFor(() => expect(ordersWon()).toHaveTextContent('0'));
  });
});
