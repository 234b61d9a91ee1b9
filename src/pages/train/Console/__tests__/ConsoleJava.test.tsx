import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { JAVA_CODES } from '../../../../../mock/handlers/javaDialect';
import { specId } from '../../../../../mock/handlers/specDialect';
import { DEFAULT_CODES, readCodes, setActiveCodes } from '@/domain/codes';
import menuModel from '@/stores/menu';
import trainModel from '@/stores/train';
import { encodeQs } from '@/utils/qs';
import { liveClock } from '../../../../../tests/utils/liveClock';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import Console from '../index';

/*
 * The consoles in front of a backend with a Spring backend's habits (the mock's java dialect): times
 * as `yyyy-MM-dd HH:mm:ss` text, unset fields null, flags 0/1 and the backend's own state numbers,
 * which the deployment names in sworld.config.json's `codes`. They follow the training at the same
 * bounded rate as on any backend, and never show what a Java answer read as the mock's would print.
 */

jest.mock('@/components/BackButton', () => () => null);

const backend = useMockBackend({ dialect: 'java' });
jest.setTimeout(120_000);
const db = () => backend.store.db;
const training = () => db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
const meeting = () =>
  db().orderMeetings.find((m) => m.trainingId === training().id && m.round === training().currRound)!;

function open(path: string) {
  return renderScreen(<Console />, {
    models: [trainModel, menuModel],
    url: `${path}?qs=${encodeQs({ trainId: specId(training().id) })}`,
    path,
  });
}

const { moveClock, clockUntil } = liveClock(backend);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null, advanceTimers: jest.advanceTimersByTime });
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const shows = (text: string) => () => screen.queryAllByText(text).length > 0;
const since = (from: number) => backend.requests.slice(from).map((r) => `${r.method} ${r.url.pathname}`);
/** What a screen must never show. */
const JUNK = /NaN|Invalid Date|\bnull\b|\bundefined\b/;

beforeAll(() => {
  const { codes, problems } = readCodes(JAVA_CODES);
  expect(problems).toEqual([]);
  setActiveCodes(codes);
});
afterAll(() => setActiveCodes(DEFAULT_CODES));
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
});

describe("a student's console on a Java backend", () => {
  it('makes at most 1.5 requests a second at rest, over a minute', async () => {
    await loginAs('student');
    open('/experiment/home');
    await clockUntil(shows('订货会尚未开始，请等待教师开始订货会。'), 10_000);
    await moveClock(5000);
    const from = backend.requests.length;
    await moveClock(60_000);
    expect(since(from).length / 60).toBeLessThanOrEqual(1.5);
    expect(document.body.textContent).not.toMatch(JUNK);
    // A 0/1 flag (bankrupt: 0) is read as a flag: React would print a bare 0 before the figures.
    expect(screen.getByTestId('team-ops').textContent).toMatch(/^本组经营现金/);
  });

  it('shows the cash a decision left, read again when the backend answered the decision with no data', async () => {
    await loginAs('student');
    open('/experiment/home');
    await clockUntil(() => !!screen.queryByTestId('team-cash'), 10_000);
    const ops = screen.getByTestId('team-ops');
    const before = within(ops).getByTestId('team-cash').textContent;
    await userEvent.click(within(ops).getByRole('combobox', { name: '经营决策' }));
    await userEvent.click(await screen.findByText('申请贷款（财务总监）'));
    await clockUntil(() => !!within(ops).queryByRole('combobox', { name: '贷款类型' }), 3000);
    await userEvent.click(within(ops).getByRole('combobox', { name: '贷款类型' }));
    await userEvent.click(await screen.findByText(/^短期贷款/));
    await userEvent.type(within(ops).getByRole('spinbutton', { name: '金额（万元）' }), '100');
    const from = backend.requests.length;
    await userEvent.click(within(ops).getByRole('button', { name: label('提交决策') }));
    await clockUntil(() => within(ops).getByTestId('team-cash').textContent !== before, 5000);
    expect(since(from)).toEqual(expect.arrayContaining(['POST /sworld/team/operate', 'GET /sworld/team/state']));
  });

  it("reads the backend's own numbers: the meeting's start, then the teacher's pause", async () => {
    await loginAs('student');
    open('/experiment/home');
    await clockUntil(shows('订货会尚未开始，请等待教师开始订货会。'), 10_000);
    // Stored in the mock's own numbers; the dialect sends the java table's (meeting 11, paused 6).
    Object.assign(meeting(), { state: 1, startTime: Date.now() });
    await clockUntil(() => !!screen.queryByTestId('ads-card'), 5000);
    expect(document.body.textContent).not.toMatch(JUNK);
    Object.assign(training(), { state: 2, version: training().version + 1 });
    await clockUntil(shows('实训已暂停，暂时不能操作。'), 5000);
  });
});

describe("the teacher's console on a Java backend", () => {
  it('counts the round clock down from a start written as text, never NaN or null', async () => {
    // The round began ten minutes ago and lasts 45: the java dialect writes its start as text.
    const round = db().rounds.find((r) => r.trainingId === training().id && r.round === training().currRound)!;
    round.startTime = Date.now() - 10 * 60_000;
    await loginAs('teacher');
    open('/train/home/console');
    await clockUntil(() => !!screen.queryByTestId('round-clock'), 10_000);
    expect(screen.getByTestId('round-clock').textContent).toMatch(/00:3[45]:\d\d/);
    await moveClock(2000);
    expect(screen.getByTestId('meeting-state')).toHaveTextContent('未开始');
    expect(document.body.textContent).not.toMatch(JUNK);
  });
});
