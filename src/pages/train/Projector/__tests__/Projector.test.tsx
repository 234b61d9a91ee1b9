import { screen, within } from '@testing-library/react';
import { menuView } from '../../../../../mock/engine';
import { specId } from '../../../../../mock/handlers/specDialect';
import { sameValue } from '@/components/charts/sameValue';
import menuModel from '@/stores/menu';
import trainModel from '@/stores/train';
import { formatNumber } from '@/utils/format';
import { encodeQs } from '@/utils/qs';
import { liveClock } from '../../../../../tests/utils/liveClock';
import { callAs, loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import Projector from '../index';

/*
 * The projector view against the mock as it is and against the mock that sends only the spec's
 * fields: it follows an order meeting by itself, shows who has bid but never an amount, the
 * published ranking, the picks where the backend reports them, the bulletin, and between meetings
 * the last settled round by group; at a student console's request rate.
 */

jest.setTimeout(180_000);
// echarts cannot size a canvas in jsdom: a chart here is its name and the groups its option draws (the browser test draws them).
// Each option a chart is given is kept: the chart draws again only when it differs (Chart's sameValue).
const given: { label: string; option: unknown }[] = [];
jest.mock('@/components/charts/Chart', () => ({ label, option }: { label: string; option: any }) => {
  given.push({ label, option });
  return (
    <div
      role="img"
      aria-label={label}
      data-groups={option.yAxis.data.join('|')}
      data-values={option.series[0].data.join('|')}
    />
  );
});

/** An advertising amount (a team of the seed has 24 in cash). */
const AMOUNT = 23;
const ADS = JSON.stringify([{ market: 'LOCAL', product: 'P1', amount: AMOUNT }]);
const PATH = '/train/home/projector';

describe.each(['default', 'spec'] as const)('the projector view against the %s dialect', (dialect) => {
  const backend = useMockBackend({ dialect });
  const db = () => backend.store.db;
  const training = () => db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
  const wireId = (id: string) => (dialect === 'spec' ? specId(id) : id);
  const game = () => db().games.find((g) => g.trainingId === training().id)!;
  const { settle, moveClock, clockUntil } = liveClock(backend);
  const since = (from: number) => backend.requests.slice(from).map((r) => `${r.method} ${r.url.pathname}`);
  const text = () => screen.getByTestId('projector').textContent ?? '';
  /** The view's text but its clocks and the bulletin, whose digits say nothing of a bid. */
  const textButClocks = () => {
    const copy = screen.getByTestId('projector').cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[role="timer"], [data-testid="projector-bulletin"]').forEach((e) => e.remove());
    return copy.textContent ?? '';
  };

  /** A call made in another browser on this training, with that user's own session. */
  const callOn = (user: string, path: string, params: Record<string, string> = {}) =>
    callAs(user, path, { trainId: wireId(training().id), ...params });

  function open() {
    return renderScreen(<Projector />, {
      models: [trainModel, menuModel],
      url: `${PATH}?qs=${encodeQs({ trainId: wireId(training().id) })}`,
      path: PATH,
    });
  }

  beforeEach(() => {
    given.length = 0;
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('follows an order meeting by itself and never shows a bid before the ranking is published', async () => {
    await loginAs('teacher');
    open();
    await clockUntil(() => !!screen.queryByTestId('projector'), 10_000);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2026春季沙盘对抗赛');
    expect(screen.getByTestId('projector-round')).toHaveTextContent('第 2 年第 1 季度（第 5 / 8 回合）');
    expect(screen.getByTestId('projector-state')).toHaveTextContent('进行中');
    expect(screen.getByRole('button', { name: '全屏' })).toBeInTheDocument();

    // Between meetings: the last settled round (round 4) by group.
    await clockUntil(() => !!screen.queryByText('第 1 年第 4 季度（第 4 回合）结算：各组对比'), 10_000);
    expect(screen.getByTestId('projector-phase')).toHaveTextContent('订货会尚未开始');
    // The seed's round 4 sold nothing: the share is of round 3, the last round with sales, named as such.
    expect(screen.getByTestId('projector-chart-share-round')).toHaveTextContent(
      '第 1 年第 3 季度（第 3 回合）：最近有销售的回合',
    );
    expect(within(screen.getByTestId('projector-chart-share')).getByRole('img')).toHaveAccessibleName(
      '市场占有率（%）',
    );
    expect(text()).not.toContain('该回合各市场均无销售额');
    // Equity by group, ranked from the highest down (the top bar first).
    const equity = within(screen.getByTestId('projector-chart-equity')).getByRole('img');
    expect(equity).toHaveAccessibleName('所有者权益（万元）');
    expect(equity.getAttribute('data-groups')?.split('|').sort()).toEqual(['第1组', '第2组', '第3组', '第4组']);
    const values = equity.getAttribute('data-values')!.split('|').map(Number);
    expect(values).toHaveLength(4);
    expect(values).toEqual([...values].sort((a, b) => b - a));

    // The teacher starts the meeting elsewhere: the view shows advertising with the meeting's countdown.
    await callOn('teacher', '/sworld/orderMeeting/start');
    await clockUntil(() => screen.queryByTestId('projector-phase')?.textContent === '投放广告', 3000);
    expect(screen.getByTestId('projector-countdown')).toHaveAccessibleName(/^订货会剩余时间 \d\d:\d\d:\d\d$/);

    // Group 2 bids: the view says so, and shows no amount.
    await callOn('student04', '/sworld/gmMenu/putAdvertising', { items: ADS });
    await clockUntil(() => !!screen.queryByTestId('projector-bids')?.textContent?.includes('第2组✔ 已投放'), 3000);
    expect(screen.getByTestId('projector-bids')).toHaveTextContent('第1组未投放');
    expect(text()).toContain('1 / 4 组已投放');
    expect(textButClocks()).not.toContain(String(AMOUNT));

    await callOn('teacher', '/sworld/gmMenu/sendAdvertising');
    // Published: each group's rank and advertising amount.
    await clockUntil(() => !!screen.queryByTestId('projector-ranking'), 3000);
    expect(screen.getByTestId('projector-ranking')).toHaveTextContent(`本地 · P1产品1. 第2组${AMOUNT} 万元`);

    // Picking.
    await callOn('teacher', '/sworld/gmMenu/updateMenuState', { menuState: '3' });
    await clockUntil(() => screen.queryByTestId('projector-phase')?.textContent === '选单中', 3000);
    if (dialect === 'default') {
      await clockUntil(() => !!screen.queryByTestId('projector-turn'), 3000);
      expect(screen.getByTestId('projector-turn')).toHaveTextContent('第2组 正在选单本地 · P1产品');
      const view = menuView(game().state, Date.now())!;
      const order = view.currentOrders[0];
      // The orders on offer, each with its terms (jsdom measures no room, so every one is listed).
      const offered = within(screen.getByTestId('projector-offers')).getAllByRole('row').slice(1);
      expect(offered.map((r) => r.getAttribute('data-order'))).toEqual(view.currentOrders.map((o) => o.id));
      expect(offered[0]).toHaveTextContent(
        `P1产品本地${order.quantity}${formatNumber(order.unitPrice)}${formatNumber(order.totalPrice)}第${order.deliveryQuarter}季${order.receivableTerm} 季`,
      );
      await callOn('student04', '/sworld/gmMenu/selectOrder', { orderId: order.id, version: String(view.version) });
      await clockUntil(() => !!screen.queryByTestId('projector-picks'), 3000);
      expect(screen.getByTestId('projector-picks')).toHaveTextContent(`第2组：本地 · P1产品 · ${order.quantity} 个`);
    } else {
      // The spec's answers say neither whose turn it is nor what was picked: the view says so once.
      await clockUntil(() => !!screen.queryByTestId('projector-not-reported'), 3000);
      expect(screen.getByTestId('projector-not-reported')).toHaveTextContent('轮到哪一组：当前后台未上报');
      expect(screen.getByTestId('projector-offers-not-reported')).toHaveTextContent('当前后台未上报可选订单。');
      expect(screen.queryByTestId('projector-turn')).toBeNull();
      expect(screen.queryByTestId('projector-picks')).toBeNull();
    }
    // A student console's rate while picking: at most 2.5 requests a second, over 30 s of the view's
    // own calls (the test's calls as other users above are not the view's).
    const from = backend.requests.length;
    await moveClock(30_000);
    expect(since(from).length / 30).toBeLessThanOrEqual(2.5);
  });

  it('shows the latest bulletin, read again when the training changes', async () => {
    await loginAs('teacher');
    open();
    await clockUntil(() => !!screen.queryByTestId('projector-bulletin'), 10_000);
    await settle();
    await callOn('teacher', '/sworld/gmSys/issuedAnnouncement', { title: '第五回合开始', content: '请各组准备广告' });
    training().state = 2;
    training().version += 1;
    await clockUntil(() => !!screen.queryByText('第五回合开始'), 3000);
    expect(screen.getByTestId('projector-bulletin')).toHaveTextContent('请各组准备广告');
    expect(screen.getByTestId('projector-state')).toHaveTextContent('已暂停');
  });

  it('makes no more requests at rest than a student console', async () => {
    await loginAs('teacher');
    open();
    await clockUntil(() => !!screen.queryByText('第 1 年第 4 季度（第 4 回合）结算：各组对比'), 10_000);
    await moveClock(5000);
    const from = backend.requests.length;
    await moveClock(60_000);
    expect(since(from).length / 60).toBeLessThanOrEqual(dialect === 'spec' ? 1.5 : 1);
    // Following the training redraws nothing while the settled round stays the same.
    const equity = given.filter((g) => g.label === '所有者权益（万元）');
    expect(equity.length).toBeGreaterThan(0);
    expect(equity.every((g) => sameValue(g.option, equity[0].option))).toBe(true);
  });

  it('is for teachers: a student is told so and nothing is read', async () => {
    await loginAs('student');
    open();
    await settle();
    expect(screen.getByText('投影屏仅供教师打开。')).toBeInTheDocument();
    const from = backend.requests.length;
    await moveClock(3000);
    expect(since(from)).toEqual([]);
  });
});
