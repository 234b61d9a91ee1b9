import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { specId } from '../../../../../mock/handlers/specDialect';
import { SWITCH_CHECK_MS } from '@/features/coach/queries';
import menuModel from '@/stores/menu';
import trainModel from '@/stores/train';
import { encodeQs } from '@/utils/qs';
import { liveClock } from '../../../../../tests/utils/liveClock';
import { callAs, loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import Console from '../index';

/*
 * The consoles against a backend that sends only what the spec promises: a menu condition with
 * point 7's fields alone, trainings with point 3's, ids as 18-digit numbers. They follow the
 * training through the spec's own calls, at a bounded request rate, without reloading everything.
 */

jest.mock('@/components/BackButton', () => () => null);

const backend = useMockBackend({ dialect: 'spec' });
jest.setTimeout(120_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null, advanceTimers: jest.advanceTimersByTime });
const db = () => backend.store.db;
const training = () => db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
const meeting = () =>
  db().orderMeetings.find((m) => m.trainingId === training().id && m.round === training().currRound)!;
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

function open(path: string) {
  return renderScreen(<Console />, {
    models: [trainModel, menuModel],
    url: `${path}?qs=${encodeQs({ trainId: specId(training().id) })}`,
    path,
  });
}

const { settle, moveClock, clockUntil } = liveClock(backend);

/** A team's advertising: enough to win an order in the local market. */
const ADS = JSON.stringify([{ market: 'LOCAL', product: 'P1', amount: 10 }]);

const shows = (text: string) => () => screen.queryAllByText(text).length > 0;

/** The requests made since `from` (an index into the recorded requests), as "METHOD path". */
const since = (from: number) => backend.requests.slice(from).map((r) => `${r.method} ${r.url.pathname}`);

/** A call made in another browser on this training, with that user's own session. */
const callOn = (user: string, path: string, params: Record<string, string> = {}) =>
  callAs(user, path, { trainId: specId(training().id), ...params });

beforeEach(() => {
  // The clock moves only when the test moves it; the requests' I/O stays real.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
});

describe("a student's console on a backend that sends only the spec's fields", () => {
  it('makes at most 1.5 requests a second at rest, over a minute, and reloads nothing', async () => {
    await loginAs('student');
    open('/experiment/home');
    await clockUntil(shows('订货会尚未开始，请等待教师开始订货会。'), 10_000);
    await moveClock(5000);
    const from = backend.requests.length;
    await moveClock(60_000);
    const minute = since(from);
    expect(minute.length / 60).toBeLessThanOrEqual(1.5);
    // Only the spec's calls that tell a change: the training, the round's meeting, and the analysis
    // switch that the coach's card asks every SWITCH_CHECK_MS (twice a minute).
    expect(new Set(minute)).toEqual(
      new Set([
        'GET /sworld/training/getById',
        'GET /sworld/orderMeeting/get',
        'GET /sworld/intelligentAnalysis/openAll',
      ]),
    );
    expect(minute.filter((call) => call.endsWith('/openAll')).length).toBe(60_000 / SWITCH_CHECK_MS);
  });

  it("shows the teacher's pause, round change, meeting start and menu phase within 3 seconds", async () => {
    await loginAs('student');
    open('/experiment/home');
    await clockUntil(shows('订货会尚未开始，请等待教师开始订货会。'), 10_000);
    await moveClock(3000);

    // The meeting starts: the advertising form.
    Object.assign(meeting(), { state: 1, startTime: Date.now() });
    await clockUntil(() => !!screen.queryByTestId('ads-card'), 3000);

    // Group 2 advertises; picking starts: the board with what this backend reports, and a line on what it does not.
    await callOn('student04', '/sworld/gmMenu/putAdvertising', { items: ADS });
    await callOn('teacher', '/sworld/gmMenu/updateMenuState', { menuState: '3' });
    await clockUntil(() => !!screen.queryByTestId('menu-board'), 3000);
    expect(screen.getByTestId('menu-not-reported')).toHaveTextContent('当前后台不报告轮到哪一组');
    expect(screen.getByRole('group', { name: '各产品选单倒计时' })).toHaveTextContent('P1产品');
    // The rounds and orders left, which the condition does report.
    expect(screen.getByTestId('menu-board')).toHaveTextContent(
      /已完成 0 \/ [1-9]\d* 个选单组合，剩余订单 [1-9]\d* \/ [1-9]\d* 张/,
    );
    expect(screen.queryByTestId('menu-turn')).toBeNull();
    expect(screen.queryByTestId('menu-picks')).toBeNull();
    // The product being picked counts down with the condition's answers.
    const p1 = () =>
      Number(/P1产品 (\d+)秒/.exec(screen.getByRole('group', { name: '各产品选单倒计时' }).textContent!)![1]);
    const first = p1();
    // The state shown stays through the answers that follow: nothing flickers back to loading.
    const board = screen.getByTestId('menu-board');
    await moveClock(5000);
    expect(screen.getByTestId('menu-board')).toBe(board);
    expect(p1()).toBeLessThan(first);

    // While picking: at most 2.5 requests a second.
    const from = backend.requests.length;
    await moveClock(30_000);
    expect(since(from).length / 30).toBeLessThanOrEqual(2.5);

    // The teacher pauses the training.
    Object.assign(training(), { state: 2, version: training().version + 1 });
    await clockUntil(shows('实训已暂停，暂时不能操作。'), 3000);
  });

  it('follows the training through the spec calls when the condition fails', async () => {
    backend.server.use(
      http.get('*/sworld/gmMenu/getMenuCondition', () =>
        HttpResponse.json({ code: 500, msg: '服务器错误', data: null }),
      ),
    );
    await loginAs('student');
    open('/experiment/home');
    await clockUntil(shows('订货会尚未开始，请等待教师开始订货会。'), 10_000);
    await moveClock(3000);
    training().state = 2;
    await clockUntil(shows('实训已暂停，暂时不能操作。'), 3000);
    // Silent: a poll that fails says nothing.
    expect(document.querySelector('.ant-message-error')).toBeNull();
  });

  it('follows a round change within 3 seconds', async () => {
    await loginAs('student');
    open('/experiment/home');
    await clockUntil(() => !!screen.queryByTestId('train-round'), 10_000);
    expect(screen.getByTestId('train-round')).toHaveTextContent('第 5 / 8 回合');
    await moveClock(3000);
    training().currRound = 6;
    await clockUntil(() => screen.getByTestId('train-round').textContent!.includes('第 6 / 8 回合'), 3000);
  });
});

describe("the teacher's console on a backend that sends only the spec's fields", () => {
  it('sends no version the backend never gave, and shows its own menu step at once', async () => {
    await loginAs('teacher');
    open('/train/home/console');
    await clockUntil(() => !!screen.queryByRole('button', { name: '开始订货会' }), 10_000);
    await userEvent.click(screen.getByRole('button', { name: '开始订货会' }));
    await clockUntil(() => screen.queryByTestId('meeting-state')?.textContent === '进行中', 5000);

    // Seconds per pick: getMenuPhase does not repeat them, and the field keeps what was saved.
    const seconds = screen.getByLabelText('每次选单时间（秒）');
    await userEvent.clear(seconds);
    await userEvent.type(seconds, '600');
    await userEvent.click(screen.getByRole('button', { name: label('保存') }));
    await clockUntil(shows('已保存'), 5000);
    await moveClock(5000);
    expect(screen.getByLabelText('每次选单时间（秒）')).toHaveValue('600');

    await callOn('student', '/sworld/gmMenu/putAdvertising', { items: ADS });
    const from = backend.requests.length;
    await userEvent.click(screen.getByRole('button', { name: '开始选单' }));
    await settle();
    // The step is read from getMenuPhase right after the control, not at the next poll.
    const steps = screen.getByTestId('menu-phase');
    expect(within(steps).getByText('选单中').closest('.ant-steps-item')).toHaveClass('ant-steps-item-process');
    const control = backend.requests.slice(from).find((r) => r.url.pathname === '/sworld/gmMenu/updateMenuState')!;
    expect(new URLSearchParams(control.body).has('version')).toBe(false);
    expect(since(from)).toContain('POST /sworld/gmMenu/getMenuPhase');
    // Whether the menu is suspended is not reported: both controls are offered.
    expect(screen.getByRole('button', { name: '暂停选单' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '恢复选单' })).toBeEnabled();
    // A control answered with no condition (the spec names no answer): the condition and phase are read instead.
    backend.server.use(
      http.post('*/sworld/gmMenu/suspend', () => HttpResponse.json({ code: 200, msg: '操作成功', data: true })),
    );
    const beforeSuspend = backend.requests.length;
    await userEvent.click(screen.getByRole('button', { name: '暂停选单' }));
    await settle();
    expect(since(beforeSuspend)).toEqual(
      expect.arrayContaining(['GET /sworld/gmMenu/getMenuCondition', 'POST /sworld/gmMenu/getMenuPhase']),
    );
    expect(screen.getByTestId('menu-board')).toBeInTheDocument();

    // The training's state changes without a version (getById sends none).
    await userEvent.click(screen.getByRole('button', { name: '暂停实训' }));
    await userEvent.click(
      within([...document.querySelectorAll<HTMLElement>('.ant-popover')].at(-1)!).getByRole('button', {
        name: label('确定'),
      }),
    );
    await clockUntil(() => training().state === 2, 5000);
    const change = backend.requests.find((r) => r.url.pathname === '/sworld/training/changeState')!;
    expect(new URLSearchParams(change.body).has('version')).toBe(false);
  });
});
