import { http, HttpResponse } from 'msw';
import { createModelStore } from '../../../tests/utils/dva';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { CAPTAINS, consoleKit } from '../../../mock/handlers/__tests__/consoleKit';
import menuModel, { initialMenuState, toMenuTimers } from '../menu';

const backend = useMockBackend();
const kit = consoleKit(backend);
const menu = (store: ReturnType<typeof createModelStore>) => store.getState().menu;
const body = () => new URLSearchParams(kit.last().body);

describe('menu model: phase and settings', () => {
  it("starts empty with the bulletin on page '1' and the report year −1", () => {
    expect(createModelStore([menuModel]).getState().menu).toEqual(initialMenuState());
    expect(initialMenuState()).toMatchObject({
      phase: 0,
      menuTimers: {},
      teamData: [],
      bulletin: { current: '1', records: [] },
      year: -1,
    });
  });

  it('loads the phase (phase, advertising, id, startTime, currentTime, state) and keeps a server-clock offset', async () => {
    await kit.startMeeting();
    const store = createModelStore([menuModel]);
    await store.dispatch({ type: 'menu/fetchPhase', payload: { trainId: kit.trainId() } });
    expect(`${kit.last().method} ${kit.last().url.pathname}`).toBe('POST /sworld/gmMenu/getMenuPhase');
    const meeting = kit.db().orderMeetings.find((m) => m.trainingId === kit.trainId() && m.round === 5)!;
    expect(menu(store)).toMatchObject({
      phase: 1,
      advertising: 0,
      id: meeting.id,
      startTime: meeting.startTime,
      state: 1,
      version: 1,
      duration: 60,
    });
    expect(typeof menu(store).currentTime).toBe('number');
    expect(Math.abs(menu(store).clockOffset)).toBeLessThan(5000);
  });

  it('reads a phase without the assumed fields as unknown: no version, no suspension, the seconds per pick kept', () => {
    const store = createModelStore([menuModel]);
    store.dispatch({ type: 'menu/savePhase', payload: { phase: 1, version: 3, suspended: false, duration: 45 } });
    // An answer with spec point 3's fields only.
    store.dispatch({ type: 'menu/savePhase', payload: { phase: 3, advertising: 1, id: '7', state: 1 } });
    expect(menu(store)).toMatchObject({ phase: 3, advertising: 1, version: null, suspended: null, duration: 45 });
  });

  it('sends advertising as issueAdvertising on save', async () => {
    await kit.startMeeting();
    const store = createModelStore([menuModel]);
    await store.dispatch({
      type: 'menu/saveMenu',
      payload: { trainId: kit.trainId(), version: 1, duration: 30, advertising: 1 },
    });
    expect(kit.last().url.pathname).toBe('/sworld/gmMenu/saveMenu');
    expect(kit.last().body).toBe(`trainId=${kit.trainId()}&version=1&duration=30&issueAdvertising=1`);
    expect(menu(store)).toMatchObject({ advertising: 1, duration: 30, version: 2 });
  });

  it('reads the new menu version when it publishes the ranking, so starting the picks right after is not refused', async () => {
    await kit.startMeeting();
    const store = createModelStore([menuModel]);
    await store.dispatch({ type: 'menu/fetchPhase', payload: { trainId: kit.trainId() } });
    const before = menu(store).version;
    await store.dispatch({ type: 'menu/sendAdvertising', payload: { trainId: kit.trainId(), version: before } });
    expect(kit.last().url.pathname).toBe('/sworld/gmMenu/getMenuCondition');
    expect(menu(store).version).toBeGreaterThan(before);
    const started = await store.dispatch({
      type: 'menu/updateMenuState',
      payload: { trainId: kit.trainId(), menuState: 3, version: menu(store).version },
    });
    expect(started).toBeTruthy();
    expect(menu(store).condition?.phase).toBeGreaterThanOrEqual(3);
  });
});

describe('menu model: the condition', () => {
  it('makes menuTimers whole seconds, negative values clamped to 0', () => {
    const row = (product: string, time: number) => ({
      product,
      productName: product,
      current: false,
      market: null,
      time,
    });
    expect(toMenuTimers([row('P1', 42.7), row('P2', -3.2), row('P3', 0), row('P4', Number.NaN)])).toEqual({
      P1: 42,
      P2: 0,
      P3: 0,
      P4: 0,
    });
  });

  it('stores allRound, productList, menuState, menuTime and the timers of phase 3 from the poll', async () => {
    await kit.openMenu();
    await loginAs('student');
    const store = createModelStore([menuModel]);
    await store.dispatch({ type: 'menu/fetchCondition', payload: { trainId: kit.trainId() } });
    expect(`${kit.last().method} ${kit.last().url.pathname}${kit.last().url.search}`).toBe(
      `GET /sworld/gmMenu/getMenuCondition?trainId=${kit.trainId()}`,
    );
    const state = menu(store);
    expect(state).toMatchObject({ phase: 3, menuState: 1 });
    expect(state.allRound).toEqual({
      allRounds: state.condition.allRounds,
      allOrder: state.condition.allOrder,
      surplusRounds: state.condition.surplusRounds,
      surplusOrder: state.condition.surplusOrder,
    });
    expect(state.allRound.allRounds).toBeGreaterThan(0);
    expect(state.productList.map((p: any) => p.product)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(Number.isInteger(state.menuTimers.P1)).toBe(true);
    expect(state.menuTimers.P1).toBeGreaterThan(55);
    expect(state.menuTimers.P1).toBeLessThanOrEqual(60);
    expect([state.menuTimers.P2, state.menuTimers.P3, state.menuTimers.P4]).toEqual([0, 0, 0]);
    expect(state.menuTime).toBe(state.menuTimers.P1);
  });

  it('picks with the version read, and a double pick is applied once', async () => {
    const opened = await kit.openMenu();
    await loginAs(CAPTAINS[1]);
    const store = createModelStore([menuModel]);
    await store.dispatch({ type: 'menu/fetchCondition', payload: { trainId: kit.trainId() } });
    const orderId = opened.currentOrders[0].id;
    const version = menu(store).version;
    const [a, b] = await Promise.all([
      store.dispatch({ type: 'menu/selectOrder', payload: { trainId: kit.trainId(), orderId, version } }),
      store.dispatch({ type: 'menu/selectOrder', payload: { trainId: kit.trainId(), orderId, version } }),
    ]);
    const picks = kit.requestsTo('/sworld/gmMenu/selectOrder');
    expect(picks.map((r) => r.body)).toEqual([
      `trainId=${kit.trainId()}&orderId=${orderId}&version=${version}`,
      `trainId=${kit.trainId()}&orderId=${orderId}&version=${version}`,
    ]);
    expect([a.data.duplicate, b.data.duplicate].sort()).toEqual([false, true]);
    expect(kit.game().state.teams[1].orders.filter((o) => o.id === orderId)).toHaveLength(1);
    expect(menu(store).condition.current.teamName).toBe('第3组');
  });

  it("passes, and runs the teacher's controls with the version", async () => {
    const opened = await kit.openMenu();
    await loginAs('teacher');
    const store = createModelStore([menuModel]);
    await store.dispatch({ type: 'menu/suspend', payload: { trainId: kit.trainId(), version: opened.version } });
    expect(body().get('version')).toBe(String(opened.version));
    expect(menu(store)).toMatchObject({ menuState: 2, suspended: true });
    await store.dispatch({ type: 'menu/restore', payload: { trainId: kit.trainId(), version: menu(store).version } });
    expect(menu(store).menuState).toBe(1);
    await loginAs(CAPTAINS[1]);
    await store.dispatch({
      type: 'menu/selectOrder',
      payload: { trainId: kit.trainId(), pass: true, version: menu(store).version },
    });
    expect(body().get('pass')).toBe('1');
    expect(body().has('orderId')).toBe(false);
    expect(menu(store).condition.current.teamName).toBe('第3组');
    await loginAs('teacher');
    const cancelled = await store.dispatch({ type: 'menu/autoCancel', payload: { trainId: kit.trainId() } });
    expect(kit.last().url.pathname).toBe('/sworld/gmMenu/autoCancel');
    expect(cancelled.data.cancelled).toBe(0);
    await store.dispatch({
      type: 'menu/updateMenuState',
      payload: { trainId: kit.trainId(), menuState: 4, version: menu(store).version },
    });
    expect(body().get('menuState')).toBe('4');
    expect(menu(store).phase).toBe(4);
  });
});

describe('menu model: advertising, bulletin, reports', () => {
  it("puts a team's advertising as JSON and reloads teamData", async () => {
    await kit.startMeeting();
    await loginAs('student');
    const store = createModelStore([menuModel]);
    await store.dispatch({
      type: 'menu/putAdvertising',
      payload: { trainId: kit.trainId(), items: [{ market: 'LOCAL', product: 'P1', amount: 10 }] },
    });
    const put = kit.requestsTo('/sworld/gmMenu/putAdvertising')[0];
    expect(new URLSearchParams(put.body).get('items')).toBe('[{"market":"LOCAL","product":"P1","amount":10}]');
    expect(`${kit.last().method} ${kit.last().url.pathname}`).toBe('POST /sworld/gmMenu/getTeamPutAdvertising');
    expect(menu(store).teamData.map((t: any) => [t.groupNum, t.total])).toEqual([[1, 10]]);
  });

  it("replaces the bulletin with page '1' and appends later pages", async () => {
    await loginAs('teacher');
    for (let i = 1; i <= 3; i += 1) {
      kit.db().bulletins.push({
        id: `b${i}`,
        trainingId: kit.trainId(),
        title: `公告${i}`,
        content: '内容',
        createTime: '2026-09-01 08:00:00',
      });
    }
    const store = createModelStore([menuModel]);
    const titles = () => menu(store).bulletin.records.map((b: any) => b.title);
    await store.dispatch({ type: 'menu/fetchBulletin', payload: { trainId: kit.trainId(), current: '1', size: 2 } });
    expect(kit.last().body).toBe(`trainId=${kit.trainId()}&current=1&size=2`);
    expect(titles()).toEqual(['公告3', '公告2']);
    await store.dispatch({ type: 'menu/fetchBulletin', payload: { trainId: kit.trainId(), current: '2', size: 2 } });
    expect(titles()).toEqual(['公告3', '公告2', '公告1', '第二年经营开始']);
    expect(menu(store).bulletin).toMatchObject({ current: '2', total: 5, more: true });
    await store.dispatch({ type: 'menu/fetchBulletin', payload: { trainId: kit.trainId(), current: '1', size: 2 } });
    expect(titles()).toEqual(['公告3', '公告2']);
  });

  it('offers more of the bulletin, where the answer has no total, while the last page came full', async () => {
    await loginAs('teacher');
    // Spec point 3 names only the page's current and records.
    const pageOf = (current: string, count: number) => ({
      pages: {
        current,
        records: Array.from({ length: count }, (_, i) => ({ id: `${current}-${i}`, title: `公告${current}-${i}` })),
      },
    });
    let answer = pageOf('1', 2);
    backend.server.use(
      http.post('*/sworld/gmSys/getSystemBulletin', () => HttpResponse.json({ code: 200, msg: '', data: answer })),
    );
    const store = createModelStore([menuModel]);
    await store.dispatch({ type: 'menu/fetchBulletin', payload: { trainId: kit.trainId(), current: '1', size: 2 } });
    expect(menu(store).bulletin).toMatchObject({ total: null, more: true });
    answer = pageOf('2', 1);
    await store.dispatch({ type: 'menu/fetchBulletin', payload: { trainId: kit.trainId(), current: '2', size: 2 } });
    expect(menu(store).bulletin.records).toHaveLength(3);
    expect(menu(store).bulletin.more).toBe(false);
  });

  it('asks the group-info report for year −1 and resolves it to ceil(round/4)', async () => {
    await loginAs('teacher');
    const store = createModelStore([menuModel]);
    await store.dispatch({ type: 'menu/fetchGroupReport', payload: { trainId: kit.trainId(), year: -1, round: 4 } });
    expect(kit.last().url.search).toBe(`?trainId=${kit.trainId()}&year=-1&round=4`);
    expect(menu(store)).toMatchObject({ year: 1, reportYear: 1 });
    expect(menu(store).reportData).toHaveLength(4);
    await store.dispatch({ type: 'menu/fetchGroupReport', payload: { trainId: kit.trainId(), year: -1, round: 7 } });
    expect(menu(store)).toMatchObject({ year: 2, reportYear: 2, reportData: [] });
    await store.dispatch({ type: 'menu/fetchGroupReport', payload: { trainId: kit.trainId(), year: 1, round: 7 } });
    expect(kit.last().url.search).toBe(`?trainId=${kit.trainId()}&year=1&round=7`);
    expect(menu(store)).toMatchObject({ year: 1, reportYear: 1 });
    expect(menu(store).reportData).toHaveLength(4);
  });

  it("loads a team's cash-limit rows as { cashLimit, posCode }", async () => {
    await loginAs('teacher');
    const store = createModelStore([menuModel]);
    await store.dispatch({
      type: 'menu/fetchCashLimits',
      payload: { trainId: kit.trainId(), groupId: kit.groups()[0].groupId },
    });
    expect(body().get('code')).toBe('2');
    expect(menu(store).cashLimitList.map((r: any) => Object.keys(r).sort())).toEqual(
      Array(5).fill(['cashLimit', 'posCode']),
    );
    expect(menu(store).cashLimitList.map((r: any) => r.posCode)).toEqual(['CEO', 'CFO', 'CMO', 'COO', 'CPO']);
  });
});
