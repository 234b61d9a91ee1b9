import { act, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { holdKey, startKey } from '@/features/console/roundClock';
import menuModel from '@/stores/menu';
import trainModel from '@/stores/train';
import { modelCalls } from '@/utils/model';
import { encodeQs } from '@/utils/qs';
import { createModelStore } from '../../../../../tests/utils/dva';
import { liveClock, setVisibility } from '../../../../../tests/utils/liveClock';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import Projector from '../../Projector';
import Console from '../index';

// The back action reads umi's route table, which this render has not: a stand-in without one.
jest.mock('@/components/BackButton', () => () => null);
// echarts cannot size a canvas in jsdom; the projector's charts say nothing of its clocks.
jest.mock('@/components/charts/Chart', () => () => null);

const backend = useMockBackend();
jest.setTimeout(60_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null, advanceTimers: jest.advanceTimersByTime });
const db = () => backend.store.db;
const training = () => db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
const roundRow = (round: number) => db().rounds.find((r) => r.trainingId === training().id && r.round === round)!;
const meeting = (round: number) => db().orderMeetings.find((m) => m.trainingId === training().id && m.round === round)!;
const changes = () => backend.requests.filter((r) => r.url.pathname === '/sworld/training/changeRound');
const calls = (name: string) => backend.requests.filter((r) => r.url.pathname.endsWith(name));
const clockText = () => screen.getByTestId('round-clock').textContent;
const timerText = () => within(screen.getByTestId('round-clock')).getByRole('timer').textContent;
const popconfirmOk = () =>
  within([...document.querySelectorAll<HTMLElement>('.ant-popover')].at(-1)!).getByRole('button', { name: /确\s*定/ });
/** A clock's "HH:MM:SS" in seconds. */
const seconds = (text: string | null) => (text ?? '').split(':').reduce((total, part) => total * 60 + Number(part), 0);
/** Moves the fake clock by `ms` at once, as a laptop's lid closed that long, then a second on. */
async function jumpClock(ms: number) {
  act(() => jest.setSystemTime(Date.now() + ms));
  await moveClock(1000);
}
const { settle, moveClock, clockUntil } = liveClock(backend);
let faked = false;

function open(path = '/train/home/console') {
  return renderScreen(<Console />, {
    models: [trainModel, menuModel],
    url: `${path}?qs=${encodeQs({ trainId: training().id })}`,
    path,
  });
}

/** The round 5 of the seeded training: `minutes` long, begun `secondsAgo` before now, its meeting over (or not held). */
async function roundOf(minutes: number, secondsAgo: number | null, meeting: 'held' | 'notHeld' = 'held') {
  const trainCalls = modelCalls(trainModel, createModelStore([trainModel]).dispatch);
  if (meeting === 'held') {
    await trainCalls.startMeeting({ trainId: training().id });
    await trainCalls.endMeeting({ trainId: training().id });
  }
  Object.assign(roundRow(5), {
    duration: minutes,
    startTime: secondsAgo === null ? null : Date.now() - secondsAgo * 1000,
  });
}

/** Opens the console and waits until it has loaded, on jest's fake clock (installed once). */
async function openOnFakeClock(path?: string) {
  if (!faked) jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  faked = true;
  const view = open(path);
  await settle();
  await clockUntil(() => !!screen.queryByTestId('round-clock'));
  return view;
}

beforeEach(() => {
  window.localStorage.removeItem(`sworld-auto-advance:${training().id}`);
  window.localStorage.removeItem(holdKey(training().id, 5));
});

afterEach(() => {
  setVisibility('visible');
  jest.useRealTimers();
  faked = false;
});

describe("the round's clock", () => {
  it('counts down from the round list’s start on the teacher’s and the students’ consoles', async () => {
    await loginAs('teacher');
    await roundOf(2, 30);
    const teacher = await openOnFakeClock();
    expect(clockText()).toContain('00:01:30');
    await moveClock(5000);
    expect(clockText()).toContain('00:01:25');
    expect(screen.queryByText('本机计时')).toBeNull();
    teacher.unmount();

    await loginAs('student');
    await openOnFakeClock('/experiment/home');
    expect(clockText()).toMatch(/00:01:2\d/);
  });

  it('holds while the training is paused, and neither asks nor advances while it is', async () => {
    await loginAs('teacher');
    await roundOf(1, 55);
    window.localStorage.setItem(`sworld-auto-advance:${training().id}`, '1');
    Object.assign(training(), { state: 2 });
    await openOnFakeClock();
    expect(within(screen.getByTestId('round-clock')).getByText('已暂停')).toBeInTheDocument();
    await jumpClock(20_000);
    expect(timerText()).toBe('00:00:05');
    expect(screen.getByTestId('clock-at-zero')).toHaveTextContent('计时已停止，继续后从停下处接着计时');
    expect(screen.queryByTestId('round-end')).toBeNull();
    expect(changes()).toHaveLength(0);
  });

  it('resumes from where it held: the pause is added to the round in whole minutes before the training runs again, and another console shows the same time', async () => {
    await loginAs('teacher');
    await roundOf(6, 60);
    const first = await openOnFakeClock();
    // Five minutes left: amber, and said in words.
    expect(timerText()).toBe('00:05:00');
    expect(screen.getByTestId('round-clock')).toHaveTextContent('不足 5 分钟');
    expect(screen.getByTestId('clock-at-zero')).toHaveTextContent('到 0 时：只提示，不会自动结算');

    await userEvent.click(screen.getByRole('button', { name: '暂停实训' }));
    await userEvent.click(popconfirmOk());
    await clockUntil(() => !!screen.queryByText('已暂停', { selector: '[data-testid="round-clock"] *' }), 3000);
    const held = timerText();
    await jumpClock(90_000);
    expect(timerText()).toBe(held);

    await userEvent.click(screen.getByRole('button', { name: '继续实训' }));
    await userEvent.click(popconfirmOk());
    await clockUntil(() => training().state === 1, 3000);
    // A pause of a minute and a half adds two minutes, written before the state changes.
    const order = backend.requests
      .map((r) => r.url.pathname)
      .filter((path) => path.endsWith('/trainingRound/updateList') || path.endsWith('/training/changeState'));
    expect(order.slice(-2)).toEqual(['/sworld/trainingRound/updateList', '/sworld/training/changeState']);
    expect(JSON.parse(new URLSearchParams(calls('/trainingRound/updateList')[0].body!).get('rounds')!)).toEqual([
      { round: 5, duration: 8 },
    ]);
    expect(roundRow(5).duration).toBe(8);
    await clockUntil(() => !screen.queryByText('已暂停', { selector: '[data-testid="round-clock"] *' }), 3000);
    const resumed = timerText()!;
    expect(resumed > held!).toBe(true);
    expect(resumed < '00:06:00').toBe(true);
    first.unmount();

    // Another console, with nothing kept in this browser, reads the same time from the round list.
    window.localStorage.removeItem(holdKey(training().id, 5));
    await openOnFakeClock();
    // Opening it moves the fake clock by a fraction of a second: at most one second apart.
    expect(Math.abs(seconds(timerText()) - seconds(resumed))).toBeLessThanOrEqual(1);
    expect(calls('/trainingRound/updateList')).toHaveLength(1);
  });

  it('at zero with the order meeting not held, says so and offers to start it instead of the next round', async () => {
    await loginAs('teacher');
    await roundOf(1, 58, 'notHeld');
    await openOnFakeClock();
    expect(screen.getByTestId('round-clock')).toHaveTextContent('不足 1 分钟');
    expect(screen.getByTestId('clock-at-zero')).toHaveTextContent('本回合的订货会还没有召开：到 0 时不会推进');
    await clockUntil(() => !!screen.queryByTestId('round-end'), 5000);
    const prompt = screen.getByTestId('round-end');
    expect(prompt).toHaveTextContent('第 5 回合时间到，但本回合的订货会还没有召开：须先开完订货会，才能结算本回合。');
    expect(within(prompt).queryByRole('button', { name: /进入第 6 回合/ })).toBeNull();
    await userEvent.click(within(prompt).getByRole('button', { name: '开始本回合订货会' }));
    await clockUntil(() => meeting(5).state === 1, 3000);
    await clockUntil(() => !!screen.queryByText(/订货会仍在进行/), 3000);
    expect(changes()).toHaveLength(0);
  });

  it('shows the projector one clock: the round’s between meetings, only the meeting’s while one runs', async () => {
    await loginAs('teacher');
    await roundOf(45, 60, 'notHeld');
    const path = '/train/home/projector';
    const view = () =>
      renderScreen(<Projector />, {
        models: [trainModel, menuModel],
        url: `${path}?qs=${encodeQs({ trainId: training().id })}`,
        path,
      });
    if (!faked) jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    faked = true;
    const between = view();
    await clockUntil(() => !!screen.queryByTestId('projector'), 10_000);
    expect(screen.getByTestId('projector-clock')).toHaveTextContent(/00:4[34]:\d\d/);
    between.unmount();

    Object.assign(meeting(5), { state: 1, startTime: Date.now() });
    view();
    await clockUntil(() => !!screen.queryByTestId('projector-countdown'), 10_000);
    expect(screen.queryByTestId('projector-clock')).toBeNull();
    expect(screen.getAllByRole('timer')).toHaveLength(1);
  });

  it('asks at zero whether to go to the next round; put off, the question goes for the round', async () => {
    await loginAs('teacher');
    await roundOf(1, 57);
    await openOnFakeClock();
    expect(screen.queryByTestId('round-end')).toBeNull();
    await clockUntil(() => !!screen.queryByTestId('round-end'), 5000);
    expect(screen.getByTestId('round-end')).toHaveTextContent('第 5 回合时间到。是否结算本回合并进入第 6 回合？');
    // Put off, the question goes for this round, and nothing was sent.
    await userEvent.click(screen.getByRole('button', { name: /稍\s*后/ }));
    expect(screen.queryByTestId('round-end')).toBeNull();
    expect(changes()).toHaveLength(0);
  });

  it('sends the change of round from the question', async () => {
    await loginAs('teacher');
    await roundOf(1, 60);
    await openOnFakeClock();
    await userEvent.click(within(screen.getByTestId('round-end')).getByRole('button', { name: '进入第 6 回合' }));
    await clockUntil(() => training().currRound === 6, 3000);
    expect(changes().map((r) => r.body)).toEqual([`id=${training().id}&round=6&version=${training().version - 1}`]);
  });

  it('with 自动推进 on, advances after a 10-second notice; a cancelled notice advances nothing', async () => {
    await loginAs('teacher');
    await roundOf(1, 58);
    const view = await openOnFakeClock();
    await userEvent.click(screen.getByRole('switch', { name: '自动推进' }));
    expect(screen.getByRole('switch', { name: '自动推进' })).toHaveAccessibleDescription(/回合时间到时先提示 10 秒/);
    expect(screen.getByTestId('clock-at-zero')).toHaveTextContent(
      '到 0 时：提示 10 秒（可取消）后自动结算并进入第 6 回合。',
    );
    await clockUntil(() => !!screen.queryByText(/秒后自动进入第 6 回合/), 5000);
    expect(screen.getByTestId('round-end')).toHaveTextContent('时间到：10 秒后自动进入第 6 回合。');
    await moveClock(4000);
    expect(screen.getByTestId('round-end')).toHaveTextContent('6 秒后自动进入');
    await userEvent.click(screen.getByRole('button', { name: '取消自动推进' }));
    await moveClock(12_000);
    expect(changes()).toHaveLength(0);
    expect(screen.getByTestId('round-end')).toHaveTextContent('是否结算本回合并进入第 6 回合');
    view.unmount();

    // Opened again (the switch is kept): the notice runs out and the round moves.
    await openOnFakeClock();
    expect(screen.getByRole('switch', { name: '自动推进' })).toBeChecked();
    await clockUntil(() => training().currRound === 6, 15_000);
    expect(changes()).toHaveLength(1);
  });

  it('never advances while the order meeting is open', async () => {
    await loginAs('teacher');
    await roundOf(1, 60);
    window.localStorage.setItem(`sworld-auto-advance:${training().id}`, '1');
    Object.assign(meeting(5), { state: 1, startTime: Date.now() });
    await openOnFakeClock();
    await moveClock(15_000);
    expect(screen.getByTestId('round-end')).toHaveTextContent('订货会仍在进行');
    expect(changes()).toHaveLength(0);
  });

  it('advances from a hidden console, which checks the clock while hidden', async () => {
    await loginAs('teacher');
    await roundOf(1, 50);
    window.localStorage.setItem(`sworld-auto-advance:${training().id}`, '1');
    await openOnFakeClock();
    setVisibility('hidden');
    expect(document.hidden).toBe(true);
    // The poll stops while hidden; the clock's own check goes on: zero at 10 s, the notice's end at 20 s.
    await clockUntil(() => changes().length > 0, 25_000);
    expect(document.hidden).toBe(true);
    expect(training().currRound).toBe(6);
  });

  it('without a start in the round list: the teacher’s console starts the clock and keeps it across a remount; students see none', async () => {
    await loginAs('teacher');
    await roundOf(2, null);
    const first = await openOnFakeClock();
    expect(clockText()).toContain('00:02:00');
    expect(screen.getByText('本机计时')).toBeInTheDocument();
    expect(window.localStorage.getItem(startKey(training().id, 5))).toBe(String(Date.now()));
    await moveClock(3000);
    first.unmount();
    await moveClock(7000);
    const again = await openOnFakeClock();
    expect(clockText()).toContain('00:01:50');
    again.unmount();

    await loginAs('student');
    open('/experiment/home');
    await screen.findByTestId('train-round');
    expect(screen.queryByTestId('round-clock')).toBeNull();
    expect(screen.queryByText('本回合剩余')).toBeNull();
  });

  it('shows "—" and why when the round has no planned duration', async () => {
    await loginAs('teacher');
    Object.assign(roundRow(5), { duration: 0 });
    open();
    expect(await screen.findByText('未设置本回合时长')).toBeInTheDocument();
    expect(screen.getByTestId('round-clock')).toHaveTextContent('—');
  });
});
