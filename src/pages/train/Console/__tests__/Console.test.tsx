import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import menuModel from '@/stores/menu';
import trainModel from '@/stores/train';
import { modelCalls } from '@/utils/model';
import { encodeQs } from '@/utils/qs';
import { enterTraining } from '@/utils/session';
import { createModelStore } from '../../../../../tests/utils/dva';
import { liveClock, setVisibility } from '../../../../../tests/utils/liveClock';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import Console from '../index';

// The back action reads umi's route table, which this render has not: a stand-in without one.
jest.mock('@/components/BackButton', () => () => null);

const backend = useMockBackend();
jest.setTimeout(60_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const db = () => backend.store.db;
const training = () => db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
const pollTimes = () =>
  backend.requests.filter((r) => r.url.pathname === '/sworld/gmMenu/getMenuCondition').map((r) => r.at);
const polls = () => pollTimes().length;
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

function open(path: string) {
  return renderScreen(<Console />, {
    models: [trainModel, menuModel],
    url: `${path}?qs=${encodeQs({ trainId: training().id })}`,
    path,
  });
}

afterEach(() => {
  setVisibility('visible');
  jest.useRealTimers();
});

const { settle, moveClock, clockUntil } = liveClock(backend);

describe("the students' console", () => {
  it("shows the student's group and post, and the teacher's opening of the meeting on the next poll", async () => {
    await loginAs('student');
    open('/experiment/home');
    expect(await screen.findByText('订货会尚未开始，请等待教师开始订货会。')).toBeInTheDocument();
    expect(screen.getByTestId('my-group')).toHaveTextContent('第1组');
    expect(screen.getByTestId('my-post')).toHaveTextContent('总经理');
    expect(screen.getByTestId('train-round')).toHaveTextContent('第 2 年第 1 季度（第 5 / 8 回合）');
    // The teacher opens the meeting elsewhere: the poll brings the advertising form.
    const meeting = db().orderMeetings.find((m) => m.trainingId === training().id && m.round === 5)!;
    Object.assign(meeting, { state: 1, startTime: Date.now() });
    expect(await screen.findByTestId('ads-card', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByLabelText('本地市场 P1产品 广告额')).toBeInTheDocument();
    // Not developed, so not offered: the Asian market.
    expect(screen.queryByLabelText('亚洲市场 P1产品 广告额')).toBeNull();
  });

  it('polls once a second, pauses while the page is hidden and polls at once when it is shown', async () => {
    await loginAs('student');
    // The clock is fake and moves only when the test moves it (the requests' I/O stays real): the
    // time between polls is read from it, and a hidden page is proved silent over seconds of it.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    open('/experiment/home');
    await settle();
    await clockUntil(() => polls() >= 4);
    const times = pollTimes();
    for (let i = 1; i < times.length; i += 1) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(1000);
    setVisibility('hidden');
    const paused = polls();
    await moveClock(5000);
    expect(polls()).toBe(paused);
    setVisibility('visible');
    // The clock stands still, so this poll can only come from the page being shown.
    await settle();
    expect(polls()).toBe(paused + 1);
  });

  it("submits the team's advertising once however often the button is clicked", async () => {
    const meeting = db().orderMeetings.find((m) => m.trainingId === training().id && m.round === 5)!;
    Object.assign(meeting, { state: 1, startTime: Date.now() });
    await loginAs('student');
    open('/experiment/home');
    const input = await screen.findByLabelText('本地市场 P1产品 广告额');
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    const submit = screen.getByRole('button', { name: '提交广告' });
    // A double click: the second click comes before the first answer.
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('广告已提交')).toBeInTheDocument();
    const puts = backend.requests.filter((r) => r.url.pathname === '/sworld/gmMenu/putAdvertising');
    expect(puts).toHaveLength(1);
    expect(new URLSearchParams(puts[0].body).get('items')).toContain('{"market":"LOCAL","product":"P1","amount":12}');
    expect(db().games.find((g) => g.trainingId === training().id)!.state.teams[0].cash).toBe(8);
  });
});

describe("the teacher's console", () => {
  it("sends round changes with the version read, shows the server's refusal, and follows a change made elsewhere", async () => {
    await loginAs('teacher');
    open('/train/home/console');
    await screen.findByTestId('train-state');
    const popconfirmOk = () =>
      within([...document.querySelectorAll<HTMLElement>('.ant-popover')].at(-1)!).getByRole('button', {
        name: label('确定'),
      });
    await userEvent.click(screen.getByRole('button', { name: '进入下一回合' }));
    await userEvent.click(popconfirmOk());
    expect(await screen.findByText('本回合订货会尚未结束，不能结算')).toBeInTheDocument();
    const change = backend.requests.find((r) => r.url.pathname === '/sworld/training/changeRound')!;
    expect(change.body).toBe(`id=${training().id}&round=6&version=1`);
    expect(training().currRound).toBe(5);
    // Another teacher's tab pauses the training: this screen follows on the next poll.
    Object.assign(training(), { state: 2, version: training().version + 1 });
    expect(
      await screen.findByText('已暂停', { selector: '[data-testid="train-state"]' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '继续实训' }));
    await userEvent.click(popconfirmOk());
    await waitFor(() => expect(training().state).toBe(1));
    expect(backend.requests.filter((r) => r.url.pathname === '/sworld/training/changeState').at(-1)!.body).toBe(
      `id=${training().id}&state=1&version=2`,
    );
  });

  it('moves on from the meeting round to a round without a meeting: no meeting shown, no error', async () => {
    await loginAs('teacher');
    // The teacher opened and closed this round's meeting before: through the train model, as the console does.
    const trainCalls = modelCalls(trainModel, createModelStore([trainModel]).dispatch);
    await trainCalls.startMeeting({ trainId: training().id });
    await trainCalls.endMeeting({ trainId: training().id });
    open('/train/home/console');
    await waitFor(() => expect(screen.getByTestId('meeting-state')).toHaveTextContent('已结束'));
    await userEvent.click(screen.getByRole('button', { name: '进入下一回合' }));
    await userEvent.click(
      within([...document.querySelectorAll<HTMLElement>('.ant-popover')].at(-1)!).getByRole('button', {
        name: label('确定'),
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('train-round')).toHaveTextContent('第 2 年第 2 季度（第 6 / 8 回合）'),
    );
    // The header follows on the next poll: round 6 holds no meeting (not round 5's, ended).
    expect(await screen.findByText('本回合没有订货会', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('本回合没有订货会。')).toBeInTheDocument();
    expect(screen.queryByTestId('meeting-state')).toBeNull();
    expect(document.querySelector('.ant-message-error')).toBeNull();
    expect(
      backend.requests.filter((r) => r.url.pathname === '/sworld/gmMenu/getTeamPutAdvertising').length,
    ).toBeGreaterThan(0);
  });

  it('starts the meeting after the can-start check and shows its countdown', async () => {
    await loginAs('teacher');
    open('/train/home/console');
    await userEvent.click(await screen.findByRole('button', { name: '开始订货会' }));
    await waitFor(() => expect(screen.getByTestId('meeting-state')).toHaveTextContent('进行中'));
    const paths = backend.requests.map((r) => `${r.method} ${r.url.pathname}`);
    expect(paths.indexOf('GET /sworld/orderMeeting/canStart')).toBeLessThan(
      paths.indexOf('POST /sworld/orderMeeting/start'),
    );
    expect(screen.getByTestId('countdown').textContent).toMatch(/^00:(10|09):\d\d$/);
  });
});

describe("the teacher's menu figures", () => {
  it("show '-' until an answer gave them, then the condition's figures", async () => {
    await loginAs('teacher');
    // The first menu condition fails and the second waits until it is let through: until then no
    // answer has given the figures. Holding it (not failing it again) keeps the poll on the
    // condition, which it leaves for the spec's other calls after two failures.
    let letThrough!: () => void;
    const answering = new Promise<void>((resolve) => {
      letThrough = resolve;
    });
    let asked = 0;
    backend.server.use(
      http.get('*/sworld/gmMenu/getMenuCondition', async () => {
        asked += 1;
        if (asked === 1) return HttpResponse.json({ code: 500, msg: '服务器忙', data: null });
        await answering;
        return undefined;
      }),
    );
    open('/train/home/console');
    const figure = async (title: string) =>
      (await screen.findByText(title)).closest('.ant-statistic')?.querySelector('.ant-statistic-content');
    await waitFor(() => expect(polls()).toBe(2));
    for (const title of ['选单组合数', '订单总数', '剩余组合数', '剩余订单数'])
      expect(await figure(title)).toHaveTextContent(/^-$/);
    letThrough();
    await waitFor(async () => expect(await figure('选单组合数')).not.toHaveTextContent(/^-$/));
  });
});

describe("the teacher's overview", () => {
  it("shows the case's pictures and skips one that names no url", async () => {
    await loginAs('teacher');
    const pictures = db().casePictures.filter((p) => p.caseCode === training().caseCode);
    expect(pictures.length).toBe(2);
    delete (pictures[0] as { url?: string }).url;
    pictures[1].name = '';
    open('/train/home/editTrainConsole');
    const card = (await screen.findByText('案例图片')).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(card.querySelectorAll('img')).toHaveLength(1));
    expect(card.querySelector('img')).toHaveAttribute('src', pictures[1].url);
    // A picture without its name is still shown, captioned '-'.
    expect(within(card).getByText('-')).toBeInTheDocument();
  });
});

describe('the training the console opens', () => {
  const calls = () => backend.requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`);
  const bare = (path: string) => renderScreen(<Console />, { models: [trainModel, menuModel], url: path, path });

  it("opens a student's training in progress when none was chosen", async () => {
    await loginAs('student');
    bare('/experiment/home');
    expect(await screen.findByTestId('train-round')).toHaveTextContent('第 2 年第 1 季度（第 5 / 8 回合）');
    expect(screen.queryByText('没有指定实训，请从实训列表进入。')).toBeNull();
    expect(calls()).toContain('GET /sworld/training/getList');
    expect(calls()).toContain(`GET /sworld/training/getById?trainId=${training().id}`);
  });

  it("opens the training chosen last, on its sand table's service, without asking the list", async () => {
    await loginAs('student');
    const finished = db().trainings.find((t) => t.sandTableId === '3')!;
    enterTraining({ id: finished.id, sandTableId: '3' });
    bare('/experiment/home');
    expect(await screen.findByText(finished.trainName)).toBeInTheDocument();
    expect(calls()).not.toContain('GET /sworld/training/getList');
    expect(calls()).toContain(`GET /sworldrelease/training/getById?trainId=${finished.id}`);
  });

  it('shows the teacher which service variant the console acts on', async () => {
    await loginAs('teacher');
    const gz = db().trainings.find((t) => t.sandTableId === '2')!;
    renderScreen(<Console />, {
      models: [trainModel, menuModel],
      url: `/train/home/console?qs=${encodeQs({ trainId: gz.id })}`,
      path: '/train/home/console',
    });
    expect(await screen.findByTestId('sandbox-variant')).toHaveTextContent('沙盘服务：gz 版');
    // Its sand table was not known before: the list (a default-service call) named it first.
    const list = calls().indexOf('GET /sworld/training/getList');
    expect(list).toBeGreaterThanOrEqual(0);
    expect(calls().indexOf(`GET /sworldgz/training/getById?trainId=${gz.id}`)).toBeGreaterThan(list);
    expect(calls().filter((c) => /^\w+ \/sworld\/training\/getById/.test(c))).toEqual([]);
  });
});
