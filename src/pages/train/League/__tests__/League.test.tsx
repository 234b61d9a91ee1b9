import { act, fireEvent, screen, within } from '@testing-library/react';
import { createHistory } from '@umijs/max';
import { HttpResponse, http } from 'msw';
import { TRAINING_STATE } from '@/domain/codes';
import { leagueUrl } from '@/features/league/league';
import trainInfoModel from '@/stores/trainInfo';
import trainManageModel from '@/stores/trainManage';
import { decodeQs } from '@/utils/qs';
import { liveClock } from '../../../../../tests/utils/liveClock';
import { callAs, loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import { useSavedFiles } from '../../../../../tests/utils/savedFiles';
import { readWorkbook, rowObjects } from '../../../../../tests/utils/sheets';
import TrainManage from '../../Manage/index';
import League from '../index';
import LeagueProjector, { CHROME_PX, PAGE_MS, ROW_PX } from '../Projector';

/*
 * The league against the mock: the teacher's own trainings from their list, each training's team
 * score list, ranked together and followed live at no more than one request a second.
 */

// The back action reads umi's route table, which this render has not: a stand-in without one.
jest.mock('@/components/BackButton', () => () => null);
jest.setTimeout(120_000);

const backend = useMockBackend();
const { settle } = liveClock(backend);
/**
 * The clock moved `step` at a time, the mock's answers read after each step. The league calls on
 * whole seconds from its first call, so with a step that divides a second the recorded times of
 * its calls keep their true gaps; a tenth of a second lets a call come sooner than a second.
 */
const STEP_MS = 1000;
async function moveClock(ms: number, step = STEP_MS) {
  for (let passed = 0; passed < ms; passed += step) {
    act(() => jest.advanceTimersByTime(step));
    await settle();
  }
}
async function clockUntil(done: () => boolean, limitMs: number) {
  for (let passed = 0; !done(); passed += STEP_MS) {
    if (passed >= limitMs) throw new Error(`not done after ${limitMs} ms of the clock`);
    await moveClock(STEP_MS);
  }
}
const saved = useSavedFiles();
const db = () => backend.store.db;
type Training = ReturnType<typeof db>['trainings'][number];
const RUNNING = '2026春季沙盘对抗赛';
const byName = (name: string) => db().trainings.find((t) => t.trainName === name)!;
const classNamed = (name: string) => db().classes.find((c) => c.className === name)!;
const scoreCalls = (from = 0) =>
  backend.requests.slice(from).filter((r) => r.url.pathname.endsWith('/training/getTeamScoreList'));

/** A copy of the seeded running training (its game as it stands), under another name and class. */
function copyOfRunning(trainName: string, changes: Partial<Training> = {}): Training {
  const source = byName(RUNNING);
  const copy: Training = { ...source, id: backend.store.nextId(), trainName, ...changes };
  db().trainings.push(copy);
  // Its groups, under ids of their own (the game names its teams by their groups' ids).
  let state = JSON.stringify(db().games.find((g) => g.trainingId === source.id)!.state);
  for (const group of db().groups.filter((g) => g.trainingId === source.id)) {
    const groupId = backend.store.nextId();
    state = state.split(`"${group.groupId}"`).join(`"${groupId}"`);
    db().groups.push({ ...group, groupId, trainingId: copy.id });
  }
  db().games.push({ trainingId: copy.id, state: JSON.parse(state), actions: [] });
  return copy;
}

function open(ids: string[], Screen = League, path = '/train/league') {
  return renderScreen(<Screen />, { models: [], url: leagueUrl(ids, path), path });
}

/** The league table's body rows, each as its cells' text. */
const tableRows = () =>
  within(screen.getByTestId('league-table'))
    .getAllByRole('row')
    .slice(1)
    .filter(
      (r) => r.querySelector('td:not(.ant-table-cell-scrollbar)') && !r.classList.contains('ant-table-placeholder'),
    )
    .map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? ''));

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the league', () => {
  it('ranks the teams of three trainings by score, then by owner equity; filters by class; exports one row per team', async () => {
    const a = byName(RUNNING);
    const b = copyOfRunning('会计班联赛', { classId: classNamed('2026级会计学2班').id });
    const c = copyOfRunning('无班级联赛', { classId: 'none' });
    // Crafted scores: equal scores across trainings, split by equity; one pair equal on both.
    const crafted: Record<string, { teamId: string; teamName: string; countScore: number; equity: number }[]> = {
      [a.id]: [
        { teamId: 'a1', teamName: '甲一', countScore: 500, equity: 100 },
        { teamId: 'a2', teamName: '甲二', countScore: 400, equity: 90 },
      ],
      [b.id]: [
        { teamId: 'b1', teamName: '乙一', countScore: 500, equity: 120 },
        { teamId: 'b2', teamName: '乙二', countScore: 300, equity: 200 },
      ],
      [c.id]: [
        { teamId: 'c1', teamName: '丙一', countScore: 400, equity: 95 },
        { teamId: 'c2', teamName: '丙二', countScore: 400, equity: 90 },
      ],
    };
    backend.server.use(
      http.get('*/training/getTeamScoreList', ({ request }) => {
        const rows = crafted[new URL(request.url).searchParams.get('trainId')!];
        return HttpResponse.json({
          code: 200,
          msg: '',
          data: rows.map((r) => ({ ...r, bankrupt: false, potential: 0, pdcaScore: 0, platformScore: 0 })),
        });
      }),
    );
    await loginAs('teacher');
    open([a.id, b.id, c.id]);
    expect(screen.getByTestId('league-not-stored')).toHaveTextContent('服务器上不保存任何联赛数据');
    await clockUntil(() => screen.queryAllByTestId('league-table').length > 0 && tableRows().length === 6, 10_000);
    const order = () => tableRows().map((cells) => cells.slice(0, 4).join('|'));
    expect(order()).toEqual([
      `1|乙一|会计班联赛|2026级会计学2班`,
      `2|甲一|${RUNNING}|2026级工商管理1班`,
      `3|丙一|无班级联赛|-`,
      `4|甲二|${RUNNING}|2026级工商管理1班`,
      `4|丙二|无班级联赛|-`,
      `6|乙二|会计班联赛|2026级会计学2班`,
    ]);
    // The same case and rule: no warning. Each team's round is its training's; nothing has moved yet.
    expect(screen.queryByTestId('league-differ')).toBeNull();
    expect(tableRows()[0][6]).toBe('第 2 年第 1 季度（第 5 / 8 回合）');
    expect(tableRows().map((cells) => cells[7])).toEqual(Array(6).fill('持平'));

    // Filtered by class: that class's teams, with their league ranks.
    fireEvent.mouseDown(within(screen.getByLabelText('按班级筛选').closest('.ant-select')!).getByRole('combobox'));
    await settle();
    fireEvent.click(await screen.findByTitle('无班级'));
    await settle();
    expect(order()).toEqual([`3|丙一|无班级联赛|-`, `4|丙二|无班级联赛|-`]);
    fireEvent.mouseDown(within(screen.getByLabelText('按班级筛选').closest('.ant-select')!).getByRole('combobox'));
    await settle();
    fireEvent.click(screen.getByTitle('全部班级'));
    await settle();
    expect(tableRows()).toHaveLength(6);

    // The export: one row per team, in rank order.
    fireEvent.click(screen.getByRole('button', { name: /导出 Excel/ }));
    await clockUntil(() => saved.length === 1, 10_000);
    expect(saved[0].name).toMatch(/^联赛排名-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [sheet] = await readWorkbook(await saved[0].blob.arrayBuffer());
    const rows = rowObjects(sheet.rows);
    expect(rows.map((r) => [r.排名, r.小组, r.经营得分, r.所有者权益])).toEqual([
      [1, '乙一', 500, 120],
      [2, '甲一', 500, 100],
      [3, '丙一', 400, 95],
      [4, '甲二', 400, 90],
      [4, '丙二', 400, 90],
      [6, '乙二', 300, 200],
    ]);
    expect(rows[2].班级).toBe('-');
  });

  it('makes at most one request a second with five running trainings, and shows a change in one within 5 s', async () => {
    const first = byName(RUNNING);
    const copies = ['二', '三', '四', '五'].map((n) => copyOfRunning(`联赛${n}`));
    const ids = [first.id, ...copies.map((c) => c.id)];
    await loginAs('teacher');
    open(ids);
    await clockUntil(() => screen.queryAllByTestId('league-table').length > 0 && tableRows().length === 20, 20_000);
    // Every training read once: the opening ranking stands.
    await clockUntil(() => tableRows().every((cells) => cells[7] === '持平'), 10_000);

    // Follow it for 10 s of the clock: calls never closer than a second, each training's scores
    // at most 5 s apart.
    // A tenth of a second at a time from here; the first second of it only aligns the steps with
    // the calls (a call due at the end of a longer step is recorded at the end of the next one).
    await moveClock(1000, 100);
    const from = backend.requests.length;
    const start = Date.now();
    await moveClock(10_000, 100);
    const made = backend.requests.slice(from);
    // One a second: 10 in 10 s, or 11 when one falls on each end of the window.
    expect(made.length).toBeLessThanOrEqual(11);
    made.slice(1).forEach((r, i) => expect(r.at - made[i].at).toBeGreaterThanOrEqual(1000));
    for (const id of ids) {
      const times = [
        start,
        ...scoreCalls(from)
          .filter((r) => r.url.searchParams.get('trainId') === id)
          .map((r) => r.at),
      ];
      times.slice(1).forEach((at, i) => expect(at - times[i]).toBeLessThanOrEqual(5000));
    }

    // The worst moment for a change: just after its training's scores were read. The change: the
    // teacher marks the running training's best team bankrupt, and its score drops to 0.
    const best = tableRows().find((cells) => cells[2] === RUNNING)!;
    const team = db()
      .games.find((g) => g.trainingId === first.id)!
      .state.teams.find((x) => x.teamName === best[1])!;
    const readsOfFirst = () => scoreCalls(from).filter((r) => r.url.searchParams.get('trainId') === first.id).length;
    const seen = readsOfFirst();
    await clockUntil(() => readsOfFirst() > seen, 6000);
    await act(() =>
      callAs('teacher', '/sworld/training/clickBankruptcy', { trainId: first.id, groupId: team.teamId, bankrupt: '1' }),
    );
    const changedAt = Date.now();
    const rowOf = () => tableRows().find((cells) => cells[2] === RUNNING && cells[1].startsWith(best[1]))!;
    await clockUntil(() => rowOf()[1].includes('已破产'), 5000);
    expect(Date.now() - changedAt).toBeLessThanOrEqual(5000);
    expect(Number(rowOf()[0])).toBeGreaterThan(Number(best[0]));
    expect(rowOf()[7]).toMatch(/^↓ \d+$/);
    // The teams it was ahead of moved up a place.
    expect(tableRows().some((cells) => cells[7] === '↑ 1')).toBe(true);
  });

  it('names the trainings whose case or rule differ, and the ids the teacher’s list does not give', async () => {
    const running = byName(RUNNING);
    const other = byName('2025秋季沙盘实训');
    const theirs = byName('市场营销班实训（暂停中）');
    await loginAs('teacher');
    open([running.id, other.id, theirs.id]);
    await clockUntil(() => screen.queryAllByTestId('league-table').length > 0, 10_000);
    const warning = screen.getByTestId('league-differ');
    // The seed gives the two trainings different cases and rules: both are named.
    expect(running.caseId).not.toBe(other.caseId);
    expect(warning).toHaveTextContent(
      `所选实训的案例不同：${running.caseName}（${RUNNING}）、${other.caseName}（2025秋季沙盘实训）`,
    );
    expect(running.ruleId).not.toBe(other.ruleId);
    expect(warning).toHaveTextContent(
      `所选实训的规则不同：${running.ruleName}（${RUNNING}）、${other.ruleName}（2025秋季沙盘实训）`,
    );
    // Another teacher's training is named as not available, and never asked for.
    expect(screen.getByText(`以下实训不在你的实训列表中，未载入：${theirs.id}`)).toBeInTheDocument();
    await moveClock(3000);
    expect(scoreCalls().map((r) => r.url.searchParams.get('trainId'))).not.toContain(theirs.id);
  });

  it('says it cannot rank when the backend reports neither score nor equity, and lists every team', async () => {
    const a = byName(RUNNING);
    const b = copyOfRunning('会计班联赛');
    // A backend that sends only what the spec names: both ranking fields are assumptions.
    backend.server.use(
      http.get('*/training/getTeamScoreList', ({ request }) => {
        const id = new URL(request.url).searchParams.get('trainId')!;
        return HttpResponse.json({
          code: 200,
          msg: '',
          data: [
            { teamId: `${id}-2`, teamName: '第2组' },
            { teamId: `${id}-1`, teamName: '第1组' },
          ],
        });
      }),
    );
    await loginAs('teacher');
    open([a.id, b.id]);
    await clockUntil(() => screen.queryAllByTestId('league-table').length > 0 && tableRows().length === 4, 10_000);
    expect(screen.getByTestId('league-unranked')).toHaveTextContent(
      '当前后台未上报小组的经营得分和所有者权益，无法排名',
    );
    expect(tableRows().map((cells) => cells.slice(0, 3).concat(cells.slice(4, 6)).join('|'))).toEqual([
      `1|第1组|${RUNNING}|-|-`,
      `1|第2组|${RUNNING}|-|-`,
      '1|第1组|会计班联赛|-|-',
      '1|第2组|会计班联赛|-|-',
    ]);
  });

  it('says so when the training list cannot be read, and reads it again on retry', async () => {
    let refuse = true;
    backend.server.use(
      http.get('*/training/list', () =>
        refuse ? HttpResponse.json({ code: 500, msg: '服务不可用', data: null }) : undefined,
      ),
    );
    await loginAs('teacher');
    open([byName(RUNNING).id, byName('2025秋季沙盘实训').id]);
    expect(screen.getByRole('status')).toHaveTextContent('正在读取实训列表');
    await clockUntil(() => !!screen.queryByText('数据加载失败，请重试。'), 5000);
    // Nothing more is asked while the page shows the failure.
    const asked = backend.requests.length;
    await moveClock(3000);
    expect(backend.requests).toHaveLength(asked);
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await clockUntil(() => screen.queryAllByTestId('league-table').length > 0 && tableRows().length === 8, 10_000);
  });

  it('opens from training management with the picked trainings in its link, and the link opens the same league', async () => {
    const history = createHistory({ type: 'memory' });
    history.push('/train/home/manage');
    await loginAs('teacher');
    const manage = renderScreen(<TrainManage />, {
      models: [trainManageModel, trainInfoModel],
      url: '/train/home/manage',
      path: '/train/home/manage',
    });
    await clockUntil(() => !!screen.queryByText(RUNNING), 10_000);
    const button = screen.getByRole('button', { name: /联赛排名/ });
    expect(button).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: `选择实训“${RUNNING}”参加联赛` }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择实训“2025秋季沙盘实训”参加联赛' }));
    await settle();
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(history.location.pathname).toBe('/train/league');
    const ids = [byName(RUNNING).id, byName('2025秋季沙盘实训').id];
    expect(decodeQs(history.location.search)).toEqual({ trainIds: ids });
    manage.unmount();

    // The copied link is the page's own address: opened, it shows the same two trainings.
    const copied: string[] = [];
    Object.assign(navigator, { clipboard: { writeText: async (text: string) => void copied.push(text) } });
    renderScreen(<League />, { models: [], url: `/train/league${history.location.search}`, path: '/train/league' });
    await clockUntil(() => screen.queryAllByTestId('league-table').length > 0 && tableRows().length === 8, 10_000);
    expect(new Set(tableRows().map((cells) => cells[2]))).toEqual(new Set([RUNNING, '2025秋季沙盘实训']));
    fireEvent.click(screen.getByRole('button', { name: /复制链接/ }));
    await settle();
    const link = new URL(copied[0]);
    expect(link.pathname.endsWith('/train/league')).toBe(true);
    expect(decodeQs(link.search)).toEqual({ trainIds: ids });
  });

  it('waits while its projector window is open, so the whole league keeps to one request a second', async () => {
    const a = byName(RUNNING);
    const b = copyOfRunning('会计班联赛');
    // The projector's own window is the browser's: here a stand-in that the test closes.
    const projector = { closed: false, focus: () => undefined };
    const opened = jest.spyOn(window, 'open').mockReturnValue(projector as unknown as Window);
    try {
      await loginAs('teacher');
      open([a.id, b.id]);
      await clockUntil(() => screen.queryAllByTestId('league-table').length > 0 && tableRows().length === 8, 10_000);
      fireEvent.click(screen.getByRole('button', { name: /投影视图/ }));
      expect(opened).toHaveBeenCalledWith(
        expect.stringContaining('/train/league/projector?qs='),
        'sworld-league-projector',
      );
      await settle();
      expect(screen.getByTestId('league-paused')).toHaveTextContent('投影视图已打开');
      // A call already under way may end; then none for as long as the projector is open.
      await moveClock(1000);
      const before = backend.requests.length;
      await moveClock(10_000);
      expect(backend.requests.length).toBe(before);
      // Closed: the page follows the league again.
      projector.closed = true;
      await moveClock(3000);
      expect(backend.requests.length).toBeGreaterThan(before);
      expect(screen.queryByTestId('league-paused')).toBeNull();
    } finally {
      opened.mockRestore();
    }
  });

  it('shows the league on the projector without controls, a page at a time when the teams do not fit', async () => {
    const copies = ['二', '三', '四'].map((n) => copyOfRunning(`联赛${n}`, { state: TRAINING_STATE.finished }));
    await loginAs('teacher');
    open([byName(RUNNING).id, ...copies.map((c) => c.id)], LeagueProjector, '/train/league/projector');
    await clockUntil(() => !!screen.queryByTestId('league-projector-table'), 10_000);
    const perPage = Math.floor((window.innerHeight - CHROME_PX) / ROW_PX);
    const pages = Math.ceil(16 / perPage);
    const bodyRows = () => within(screen.getByTestId('league-projector-table')).getAllByRole('row').slice(1);
    await clockUntil(() => bodyRows().length === Math.min(16, perPage), 10_000);
    expect(screen.getByTestId('projector').querySelectorAll('button, a, input, select')).toHaveLength(0);
    expect(screen.getByTestId('league-projector-page')).toHaveTextContent(`第 1 / ${pages} 页`);
    const firstRank = () => bodyRows()[0].querySelector('td')!.textContent;
    expect(firstRank()).toBe('1');
    await moveClock(PAGE_MS);
    expect(screen.getByTestId('league-projector-page')).toHaveTextContent(`第 2 / ${pages} 页`);
    expect(Number(firstRank())).toBeGreaterThan(1);
  });
});
