import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { allEndpoints, resolvePath } from '@/services/endpoints';
import * as analysisService from '@/services/analysis';
import analysisModel from '@/stores/analysis';
import { encodeQs } from '@/utils/qs';
import { loginAs, useMockBackend } from '../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../tests/utils/renderScreen';
import Debrief from '../../../pages/analysis/Debrief';
import CoachCard from '../../../pages/train/Console/CoachCard';
import { liveClock } from '../../../../tests/utils/liveClock';
import { OWN_TEAM_CALLS, SWITCH_CHECK_MS } from '../queries';

jest.mock('@/components/BackButton', () => () => null);
// echarts cannot size a canvas in jsdom; the debrief's charts are drawn in the browser test.
jest.mock('@/components/charts/Chart', () => () => null);

// A shared, busy machine: answers may take a few seconds.
configure({ asyncUtilTimeout: 20_000 });
const backend = useMockBackend();
const { settle, clockUntil } = liveClock(backend);
jest.setTimeout(120_000);

const RUNNING = '2026春季沙盘对抗赛';
const training = () => backend.store.db.trainings.find((t) => t.trainName === RUNNING)!;
const game = () => backend.store.db.games.find((g) => g.trainingId === training().id)!.state;
/** The seeded student's team (group 1) and the three others. */
const own = () => game().teams[0];
const others = () => game().teams.slice(1);
const recordOf = (round: number, teamId: string) =>
  game()
    .history.find((r) => r.round === round)!
    .teams.find((t) => t.teamId === teamId)!;

/**
 * The seeded training (four settled rounds; only round 1 had an order meeting) made into a game
 * with something to say about group 1:
 * - round 4: cash 20 against equity 400 (below 10%), 2 of 10 units of capacity used, and its local
 *   share up from 25% to 50% over the last two rounds (a class comparison);
 * - round 3: 50 spent on advertising while no meeting took place (its ranking never published);
 * - round 1 (the meeting): `adRound1` spent, and no order won unless `wonOrders`;
 * - an entered cash figure that differs from the computed one at round 4.
 */
function craft({ adRound1, wonOrders }: { adRound1: number; wonOrders: boolean }) {
  const teamId = own().teamId;
  for (const round of [1, 2, 3, 4])
    for (const team of game().teams) {
      const metrics = recordOf(round, team.teamId).metrics;
      metrics.salesByMarket = { LOCAL: team.teamId === teamId && round >= 3 ? 300 : 100 };
      metrics.capacity = { ...metrics.capacity, capacity: 10, used: 8 };
      metrics.advertising = round === 1 ? metrics.advertising : {};
      metrics.advertisingTotal = round === 1 ? metrics.advertisingTotal : 0;
    }
  const last = recordOf(4, teamId);
  last.balanceSheet.cash.end = 20;
  last.balanceSheet.ownerEquityTotal.end = 400;
  last.metrics.capacity = { ...last.metrics.capacity, capacity: 10, used: 2 };
  recordOf(3, teamId).metrics.advertising = { LOCAL: { P1: 50 } };
  recordOf(3, teamId).metrics.advertisingTotal = 50;
  recordOf(1, teamId).metrics.advertising = { LOCAL: { P1: adRound1 } };
  recordOf(1, teamId).metrics.advertisingTotal = adRound1;
  if (!wonOrders)
    for (const session of game().pastMenus[0].sessions)
      session.picks = session.picks.filter((p) => p.teamId !== teamId);
  backend.store.db.statementInputs.push({
    trainingId: training().id,
    groupId: teamId,
    round: 4,
    code: 1,
    key: 'cash',
    value: 999,
  });
}

function openCard() {
  return renderScreen(<CoachCard trainId={training().id} teamId={own().teamId} settled="5" />, {
    models: [],
    url: '/experiment/home',
    path: '/experiment/home',
  });
}

const card = () => screen.findByTestId('coach-card', {}, { timeout: 30_000 });
const shown = (kind: string) => screen.queryByTestId(`coach-${kind}`);

/** Picks a round in the card's round picker. */
async function pickRound(label: RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '选择复盘的回合' }));
  fireEvent.click(await screen.findByTitle(label));
}

describe('the coach', () => {
  it("with the analysis closed, gives the team's own findings from calls that answer for the team alone", async () => {
    craft({ adRound1: 40, wonOrders: false });
    await loginAs('student');
    // Every answer the coach receives, as the backend sent it.
    const answers: unknown[] = [];
    const keep = async ({ response }: { response: Response }) => {
      answers.push(await response.clone().json());
    };
    backend.server.events.on('response:mocked', keep);
    try {
      const view = openCard();
      await card();
      await screen.findByTestId('coach-lowCash');
      // The latest settled round first.
      expect(screen.getByRole('combobox', { name: '选择复盘的回合' }).closest('.ant-select')).toHaveTextContent(
        '第 1 年第 4 季度',
      );
      expect(screen.getByText(/老师尚未开放全班分析/)).toBeInTheDocument();
      expect(shown('lowCash')).toHaveTextContent('回合末现金 20 万元，低于所有者权益 400 万元的 10%');
      expect(shown('lowCash')).toHaveTextContent('现金低于权益的 10%：下回合的原材料采购和贷款到期，现金够吗？');
      expect(within(shown('lowCash')!).getByRole('link', { name: '看报表' })).toHaveAttribute(
        'href',
        `/experiment/result-view?qs=${encodeQs({ trainId: training().id, round: 4 })}`,
      );
      expect(shown('idleCapacity')).toHaveTextContent('产能只用了 20%（低于 50%）');
      expect(within(shown('idleCapacity')!).getByRole('link', { name: '看产能' })).toHaveAttribute(
        'href',
        `/experiment/intelligent-analysis?qs=${encodeQs({ trainId: training().id, tab: 'capacity', round: 4 })}`,
      );
      expect(await screen.findByTestId('coach-inputDiffers')).toHaveTextContent('有 1 项与系统计算值不同');
      // The share compares with the class: not while the analysis is closed.
      expect(shown('shareGain')).toBeNull();

      // A past round: advertising without a published ranking says nothing; the meeting's round does.
      await pickRound(/第 1 年第 3 季度/);
      // Nothing to say of round 3 (its statements read, its advertising left out).
      await screen.findByText('本回合没有需要特别指出的情况。');
      expect(shown('adNoOrder')).toBeNull();
      expect(shown('inputDiffers')).toBeNull();
      await pickRound(/第 1 年第 1 季度/);
      expect(await screen.findByTestId('coach-adNoOrder')).toHaveTextContent('投入广告 40 万元，但没有获得订单');

      // Only the calls listed went out, each naming the team (but the switch, which names none).
      const paths = new Map(
        allEndpoints
          .filter((e) => (OWN_TEAM_CALLS as readonly string[]).includes(e.key))
          .map((e) => [resolvePath(e.path, ''), e.key]),
      );
      expect(backend.requests.length).toBeGreaterThan(0);
      for (const request of backend.requests.filter((r) => r.url.pathname !== '/login')) {
        const key = paths.get(request.url.pathname);
        expect({ path: request.url.pathname, listed: !!key }).toEqual({ path: request.url.pathname, listed: true });
        if (key !== 'analysis.openAll') expect(request.url.searchParams.get('teamId')).toBe(own().teamId);
      }
      // No other team in what came back, nor on the card.
      const teamIds = new Set<string>();
      const walk = (value: unknown) => {
        if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === 'object')
          for (const [k, v] of Object.entries(value)) {
            if (k === 'teamId') teamIds.add(String(v));
            walk(v);
          }
      };
      answers.forEach(walk);
      expect([...teamIds]).toEqual([own().teamId]);
      const text = (await card()).textContent ?? '';
      for (const team of others()) {
        expect(JSON.stringify(answers)).not.toContain(team.teamName);
        expect(text).not.toContain(team.teamName);
      }

      // Folded away, and still folded when the console opens again.
      fireEvent.click(screen.getByRole('button', { name: '收起复盘' }));
      expect(screen.getByRole('button', { name: '展开复盘' })).toHaveAttribute('aria-expanded', 'false');
      expect(shown('adNoOrder')).not.toBeVisible();
      view.unmount();
      openCard();
      await card();
      expect(await screen.findByRole('button', { name: '展开复盘' })).toHaveAttribute('aria-expanded', 'false');
    } finally {
      backend.server.events.removeListener('response:mocked', keep);
      window.localStorage.removeItem('sworld-coach-folded:student');
    }
  });

  it('compares with the class once the teacher opens the analysis, still not for an unpublished ranking', async () => {
    craft({ adRound1: 200, wonOrders: true });
    await loginAs('teacher');
    await analysisService.openAll({ trainId: training().id, open: 1 });
    await loginAs('student');
    openCard();
    await card();
    expect(await screen.findByTestId('coach-shareGain')).toHaveTextContent('本地市场占有率持续上升');
    expect(shown('shareGain')).toHaveTextContent('下回合的产能和原材料跟得上更多的订单吗？');
    expect(within(shown('shareGain')!).getByRole('link', { name: '看市场占有率' })).toHaveAttribute(
      'href',
      `/experiment/intelligent-analysis?qs=${encodeQs({ trainId: training().id, tab: 'marketShare', round: 4 })}`,
    );
    expect(shown('lowCash')).toBeInTheDocument();
    expect(screen.getByText(/老师已开放全班分析/)).toBeInTheDocument();
    await pickRound(/第 1 年第 3 季度/);
    await screen.findByText('本回合没有需要特别指出的情况。');
    expect(shown('adNoOrder')).toBeNull();
    await pickRound(/第 1 年第 1 季度/);
    expect(await screen.findByTestId('coach-adPerOrder')).toHaveTextContent('是全班中位数');
    expect(shown('adPerOrder')).toHaveTextContent('全班中位数的 1.5 倍');
  });

  it('takes the class figures off the card within SWITCH_CHECK_MS of the teacher closing the analysis', async () => {
    craft({ adRound1: 200, wonOrders: true });
    const switchTo = async (open: 0 | 1) => {
      await loginAs('teacher');
      await analysisService.openAll({ trainId: training().id, open });
      await loginAs('student');
    };
    await switchTo(1);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      openCard();
      await clockUntil(() => !!shown('shareGain'), 20_000);
      // Closed mid-round: no settlement, no reload of the page.
      await switchTo(0);
      await clockUntil(() => !shown('shareGain') && !!shown('lowCash'), SWITCH_CHECK_MS + 5000);
      expect(screen.getByText(/老师尚未开放全班分析/)).toBeInTheDocument();
      await settle();
      // The reload made the team's own calls only.
      const last = backend.requests
        .filter((r) => r.url.pathname.endsWith('/intelligentAnalysis/getLiabilities'))
        .pop()!;
      expect(last.url.searchParams.get('teamId')).toBe(own().teamId);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows no failure on its way to the findings, and a retry when its calls fail', async () => {
    craft({ adRound1: 40, wonOrders: false });
    await loginAs('student');
    // Every failure notice the page ever drew, also one gone by the next render.
    const failures: string[] = [];
    const watch = new MutationObserver((changes) => {
      for (const change of changes)
        change.addedNodes.forEach((node) => {
          if (node.textContent?.includes('数据加载失败')) failures.push(node.textContent);
        });
    });
    watch.observe(document.body, { childList: true, subtree: true });
    const view = openCard();
    await screen.findByTestId('coach-lowCash', {}, { timeout: 30_000 });
    watch.disconnect();
    expect(failures).toEqual([]);
    view.unmount();

    // The team's analyses fail: the card says so and offers a retry, which reads them again.
    const failing = ['liabilities', 'capacity', 'advertising'].map((key) =>
      http.get(`*${resolvePath(allEndpoints.find((e) => e.key === `analysis.${key}`)!.path, '')}`, () =>
        HttpResponse.json({ code: 500, msg: '服务器繁忙' }),
      ),
    );
    backend.server.use(...failing);
    openCard();
    const retry = await within(await card()).findByRole('button', { name: /重\s*试/ });
    backend.server.resetHandlers();
    fireEvent.click(retry);
    await screen.findByTestId('coach-lowCash', {}, { timeout: 30_000 });
  });

  it('shows the teacher, in the debrief, what the coach gives the team under the switch as it is', async () => {
    craft({ adRound1: 40, wonOrders: false });
    await loginAs('teacher');
    const path = '/train/home/debrief';
    renderScreen(<Debrief />, {
      models: [analysisModel],
      url: `${path}?qs=${encodeQs({ trainId: training().id })}`,
      path,
    });
    const panel = await screen.findByTestId('debrief-coach', {}, { timeout: 60_000 });
    expect(panel).toHaveTextContent(`教练给 ${own().teamName} 的复盘 · 第 1 年第 4 季度`);
    await within(panel).findByTestId('coach-lowCash');
    expect(panel).toHaveTextContent('当前未开放全班分析');
    expect(within(panel).getByTestId('coach-idleCapacity')).toBeInTheDocument();
    // The debrief's own findings compare the share with the class; the students' coach does not.
    expect(screen.getByText(/本地市场占有率持续上升：/)).toBeInTheDocument();
    expect(within(panel).queryByTestId('coach-shareGain')).toBeNull();
    expect(within(panel).getByRole('link', { name: '看报表' })).toHaveAttribute(
      'href',
      `/train/home/result-view?qs=${encodeQs({ trainId: training().id, round: 4 })}`,
    );
    // The entries are checked once the teacher reads the round's statements.
    expect(within(panel).queryByTestId('coach-inputDiffers')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: '读取本回合报表，核对填写' }));
    expect(await within(panel).findByTestId('coach-inputDiffers')).toBeInTheDocument();
    // A round whose ranking was never published: the debrief names the advertising, the coach does not.
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    await waitFor(() => expect(panel).toHaveTextContent('第 1 年第 3 季度'));
    expect(screen.getByText('投入广告 50 万元，但没有获得订单。')).toBeInTheDocument();
    expect(within(panel).queryByTestId('coach-adNoOrder')).toBeNull();
  });
});
