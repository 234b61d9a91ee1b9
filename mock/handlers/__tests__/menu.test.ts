import * as menuServiceTyped from '@/services/menu';
import * as meetingServiceTyped from '@/services/orderMeeting';
import * as trainingServiceTyped from '@/services/training';
import { loginAs, useMockBackend, anyCalls } from '../../../tests/utils/mockServer';
import { CAPTAINS, consoleKit, fail } from './consoleKit';

const menuService = anyCalls(menuServiceTyped);
const meetingService = anyCalls(meetingServiceTyped);
const trainingService = anyCalls(trainingServiceTyped);

const backend = useMockBackend();
const kit = consoleKit(backend);

describe('the order meeting', () => {
  it('answers { duration, state, id } of the round, starts once (answering its id) and ends', async () => {
    await loginAs('teacher');
    const before = await meetingService.get({ trainId: kit.trainId() });
    expect(kit.last().method).toBe('GET');
    expect(kit.last().url.pathname).toBe('/sworld/orderMeeting/get');
    expect(kit.last().url.searchParams.get('trainId')).toBe(kit.trainId());
    expect(before).toMatchObject({ round: 5, duration: 600, state: 0, hasMenu: true });
    expect(await meetingService.canStart({ trainId: kit.trainId() })).toEqual({ canStart: true });
    const id = (await meetingService.start({ trainId: kit.trainId(), duration: 900 }))?.data;
    expect(kit.last().method).toBe('POST');
    expect(kit.last().body).toBe(`trainId=${kit.trainId()}&duration=900`);
    expect(id).toBe(before.id);
    const running = await meetingService.get({ trainId: kit.trainId() });
    expect(running).toMatchObject({ id, state: 1, duration: 900 });
    expect(typeof running.startTime).toBe('number');
    expect(await meetingService.canStart({ trainId: kit.trainId() })).toEqual({
      canStart: false,
      reason: '订货会已经开始',
    });
    expect(await fail(meetingService.start({ trainId: kit.trainId() }, { handleError: true }))).toBe('订货会已经开始');
    expect((await meetingService.end({ trainId: kit.trainId() }))?.data).toEqual({ id, state: 2 });
    // Ending the meeting ended the menu, so the round can now be settled.
    expect(kit.game().state.menu!.phase).toBe(4);
    expect(await fail(meetingService.end({ trainId: kit.trainId() }, { handleError: true }))).toBe('订货会已结束');
  });

  it('refuses a start from a student, a bad duration, and a round without meeting', async () => {
    await loginAs('student');
    expect(await fail(meetingService.start({ trainId: kit.trainId() }, { handleError: true }))).toBe(
      '无权限：仅教师可以执行此操作',
    );
    await loginAs('teacher');
    expect(await fail(meetingService.start({ trainId: kit.trainId(), duration: 5 }, { handleError: true }))).toBe(
      '订货会时长（秒）必须在 60 到 7200 之间',
    );
    expect(await fail(meetingService.get({ trainId: '999999' }, { handleError: true }))).toBe('实训不存在');
    await trainingService.changeState({ id: kit.trainId(), state: 2 });
    expect(await meetingService.canStart({ trainId: kit.trainId() })).toEqual({
      canStart: false,
      reason: '实训未在进行中',
    });
    expect(kit.db().orderMeetings.find((m) => m.trainingId === kit.trainId() && m.round === 5)!.state).toBe(0);
  });
});

describe('advertising', () => {
  it('is refused before the meeting starts, and refuses what the team cannot pay or has not developed', async () => {
    await loginAs('student');
    const ad = (items: unknown) =>
      fail(menuService.putAdvertising({ trainId: kit.trainId(), items }, { handleError: true }));
    expect(await ad([{ market: 'LOCAL', product: 'P1', amount: 10 }])).toBe('订货会尚未开始');
    await kit.startMeeting();
    await loginAs('student');
    expect(await ad([{ market: 'LOCAL', product: 'P1', amount: 30 }])).toBe(
      '现金不足：广告需再支付 30 万元，现有现金 20 万元',
    );
    expect(await ad([{ market: 'ASIA', product: 'P1', amount: 10 }])).toBe(
      '尚未完成亚洲市场开拓，不能在该市场投放广告',
    );
    expect(await ad([{ market: 'LOCAL', product: 'P1', amount: -1 }])).toBe('第 1 项广告金额必须是非负整数');
    expect(await ad('oops')).toBe('广告投放格式不正确');
    expect(
      await fail(
        menuService.putAdvertising(
          { trainId: kit.trainId(), groupId: kit.groups()[1].groupId, items: '[]' },
          { handleError: true },
        ),
      ),
    ).toBe('只能操作本组的数据');
    expect(kit.game().state.menu!.ads).toEqual([]);
    const mine = (
      await menuService.putAdvertising({
        trainId: kit.trainId(),
        items: JSON.stringify([{ market: 'LOCAL', product: 'P1', amount: 10 }]),
      })
    )?.data;
    expect(kit.last().url.pathname).toBe('/sworld/gmMenu/putAdvertising');
    expect(new URLSearchParams(kit.last().body).get('items')).toBe('[{"market":"LOCAL","product":"P1","amount":10}]');
    expect(mine).toMatchObject({
      groupNum: 1,
      submitted: true,
      total: 10,
      items: [{ market: 'LOCAL', marketName: '本地', product: 'P1', amount: 10 }],
    });
    expect(kit.game().state.teams[0].cash).toBe(10);
  });

  it('shows a student only their own team until the teacher publishes the ranking', async () => {
    await kit.startMeeting();
    await kit.advertise([10, 20, 15, 11]);
    await loginAs('student');
    const hidden = await menuService.getTeamPutAdvertising({ trainId: kit.trainId() });
    expect(kit.last().method).toBe('POST');
    expect(hidden.teamData.map((t: any) => t.groupNum)).toEqual([1]);
    expect(hidden.ranking).toEqual([]);
    await loginAs('teacher');
    const all = await menuService.getTeamPutAdvertising({ trainId: kit.trainId() });
    expect(all.teamData.map((t: any) => [t.groupNum, t.total])).toEqual([
      [1, 10],
      [2, 20],
      [3, 15],
      [4, 11],
    ]);
    const sent = (await menuService.sendAdvertising({ trainId: kit.trainId() }))?.data;
    expect(kit.last().url.pathname).toBe('/sworld/gmMenu/sendAdvertising');
    expect(sent.phase).toBe(2);
    expect(sent.advertising).toBe(1);
    const local = sent.ranking.find((r: any) => r.market === 'LOCAL' && r.product === 'P1');
    expect(local.queue.map((q: any) => [q.teamName, q.amount, q.rights])).toEqual([
      ['第2组', 20, 2],
      ['第3组', 15, 1],
      ['第4组', 11, 1],
      ['第1组', 10, 1],
    ]);
    await loginAs('student');
    const published = await menuService.getTeamPutAdvertising({ trainId: kit.trainId() });
    expect(published.teamData).toHaveLength(4);
    expect(published.ranking[0].queue[0].teamName).toBe('第2组');
    // Advertising is over once the ranking is out.
    expect(await fail(menuService.putAdvertising({ trainId: kit.trainId(), items: '[]' }, { handleError: true }))).toBe(
      '广告投放已截止',
    );
  });
});

describe('the menu', () => {
  it('saves the phase settings: seconds per pick and issueAdvertising, with the version read', async () => {
    await kit.startMeeting();
    const phase = await menuService.getMenuPhase({ trainId: kit.trainId() });
    expect(kit.last().method).toBe('POST');
    expect(kit.last().url.pathname).toBe('/sworld/gmMenu/getMenuPhase');
    expect(phase).toMatchObject({ phase: 1, advertising: 0, state: 1, version: 1, duration: 60, round: 5 });
    expect(phase.currentTime).toBeGreaterThanOrEqual(phase.startTime);
    const saved = (
      await menuService.saveMenu({
        trainId: kit.trainId(),
        version: phase.version,
        duration: 45,
        issueAdvertising: 1,
      })
    )?.data;
    expect(kit.last().body).toBe(`trainId=${kit.trainId()}&version=1&duration=45&issueAdvertising=1`);
    expect(saved).toMatchObject({ duration: 45, advertising: 1, version: 2 });
    expect(
      await fail(menuService.saveMenu({ trainId: kit.trainId(), version: 1, duration: 30 }, { handleError: true })),
    ).toBe('数据已更新，请刷新后重试');
    expect(await fail(menuService.saveMenu({ trainId: kit.trainId(), duration: 0 }, { handleError: true }))).toBe(
      '每次选单时间（秒）必须在 1 到 3600 之间',
    );
    expect(
      await fail(menuService.saveMenu({ trainId: kit.trainId(), issueAdvertising: 2 }, { handleError: true })),
    ).toBe('是否发布广告的取值不正确');
    expect(kit.game().state.menu!.duration).toBe(45);
  });

  it('runs picks in rank order: not your turn, stale version, duplicate pick, pass, time-out and the end', async () => {
    const opened = await kit.openMenu();
    expect(opened).toMatchObject({ phase: 3, menuState: 1 });
    expect(opened.current).toMatchObject({
      teamName: '第2组',
      groupNum: 2,
      market: 'LOCAL',
      product: 'P1',
      productName: 'P1产品',
    });
    const orders = opened.currentOrders.map((o: any) => o.id);
    expect(orders.length).toBeGreaterThanOrEqual(4);
    const timer = opened.list.find((row: any) => row.product === 'P1');
    expect(timer.time).toBeGreaterThan(59);
    expect(opened.list.filter((row: any) => row.product !== 'P1').every((row: any) => row.time === 0)).toBe(true);

    await loginAs('student');
    const pick = async (orderId: string, version: number) =>
      (await menuService.selectOrder({ trainId: kit.trainId(), orderId, version }, { handleError: true }))?.data;
    expect(await fail(pick(orders[0], opened.version))).toBe('还没有轮到本组选单');

    await loginAs(CAPTAINS[1]);
    expect(await fail(pick(orders[0], opened.version - 1))).toBe('数据已更新，请刷新后重试');
    const first = await pick(orders[0], opened.version);
    expect(kit.last().url.pathname).toBe('/sworld/gmMenu/selectOrder');
    expect(new URLSearchParams(kit.last().body).get('version')).toBe(String(opened.version));
    expect(first).toMatchObject({ duplicate: false, order: { id: orders[0] } });
    // The same pick sent twice (a retry) is applied once.
    const again = await pick(orders[0], opened.version);
    expect(again.duplicate).toBe(true);
    expect(kit.game().state.teams[1].orders.filter((o) => o.id === orders[0])).toHaveLength(1);
    expect(first.condition.current.teamName).toBe('第3组');

    // Group 3 lets the clock run out: a late pick is refused, and the turn moves on.
    kit.game().state.menu!.turn!.startTime -= 61_000;
    await loginAs(CAPTAINS[2]);
    expect(await fail(pick(orders[1], first.condition.version))).toBe('本次选单已超时');
    const afterTimeout = await menuService.condition({ trainId: kit.trainId() });
    expect(afterTimeout.current.teamName).toBe('第4组');

    await loginAs(CAPTAINS[3]);
    await menuService.selectOrder({ trainId: kit.trainId(), pass: 1, version: afterTimeout.version });
    await loginAs('student');
    const mine = await menuService.condition({ trainId: kit.trainId() });
    expect(mine.current.teamName).toBe('第1组');
    const taken = await pick(orders[1], mine.version);
    expect(taken.condition.current.teamName).toBe('第2组');
    expect(taken.condition.picks.map((p: any) => [p.groupNum, p.orders.map((o: any) => o.id)])).toEqual([
      [1, [orders[1]]],
      [2, [orders[0]]],
      [3, []],
      [4, []],
    ]);
    expect(taken.condition).toMatchObject({ allRounds: expect.any(Number), surplusRounds: expect.any(Number) });
  });

  it('suspends (freezing the countdown, refusing picks), restores, re-menus and ends', async () => {
    const opened = await kit.openMenu();
    await loginAs('teacher');
    const suspended = (await menuService.suspend({ trainId: kit.trainId(), version: opened.version }))?.data;
    expect(kit.last().url.pathname).toBe('/sworld/gmMenu/suspend');
    expect(suspended).toMatchObject({ menuState: 2, suspended: true });
    expect(await menuService.checkMenuIsOpen({ trainId: kit.trainId() })).toMatchObject({
      open: false,
      suspended: true,
    });
    await loginAs(CAPTAINS[1]);
    const order = opened.currentOrders[0].id;
    expect(
      await fail(
        menuService.selectOrder(
          { trainId: kit.trainId(), orderId: order, version: suspended.version },
          { handleError: true },
        ),
      ),
    ).toBe('选单已暂停，请等待恢复');
    await loginAs('teacher');
    expect(
      await fail(menuService.suspend({ trainId: kit.trainId(), version: suspended.version }, { handleError: true })),
    ).toBe('选单已处于暂停状态');
    const restored = (await menuService.restore({ trainId: kit.trainId(), version: suspended.version }))?.data;
    expect(restored).toMatchObject({ menuState: 1, suspended: false });
    expect(restored.menuTime).toBeGreaterThanOrEqual(59);
    const remade = (await menuService.reMenu({ trainId: kit.trainId(), version: restored.version }))?.data;
    expect(remade.current.teamName).toBe('第2组');
    const ended = (await menuService.updateMenuState({ trainId: kit.trainId(), menuState: 4, version: remade.version }))
      ?.data;
    expect(ended).toMatchObject({ phase: 4, menuState: 0 });
    expect(ended).not.toHaveProperty('current');
    expect(
      await fail(menuService.updateMenuState({ trainId: kit.trainId(), menuState: 9 }, { handleError: true })),
    ).toBe('选单状态的取值不正确');
    const detail = await menuService.menuDetail({ trainId: kit.trainId() });
    expect(kit.last().method).toBe('GET');
    expect(detail.round).toBe(5);
    expect(detail.sessions[0].orders.every((o: any) => o.status === 'unpicked')).toBe(true);
  });

  it('answers the condition of spec point 7 and the training version for polling', async () => {
    await loginAs('student');
    const idle = await menuService.condition({ trainId: kit.trainId() });
    expect(kit.last().method).toBe('GET');
    expect(kit.last().url.pathname).toBe('/sworld/gmMenu/getMenuCondition');
    expect(idle).toMatchObject({
      phase: 1,
      menuState: 0,
      menuTime: 0,
      allRounds: 0,
      allOrder: 0,
      surplusRounds: 0,
      surplusOrder: 0,
      trainState: 1,
      currRound: 5,
      trainVersion: 1,
    });
    expect(idle.list.map((row: any) => row.product)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(idle.meeting).toMatchObject({ state: 0, duration: 600 });
  });

  it('refuses menu controls from students and in the wrong phase', async () => {
    await kit.startMeeting();
    await loginAs('teacher');
    expect(await fail(menuService.reMenu({ trainId: kit.trainId() }, { handleError: true }))).toBe(
      '选单尚未开始，无需重新选单',
    );
    await loginAs('student');
    expect(await fail(menuService.suspend({ trainId: kit.trainId() }, { handleError: true }))).toBe(
      '无权限：仅教师可以执行此操作',
    );
    expect(
      await fail(menuService.selectOrder({ trainId: kit.trainId(), orderId: 'x', version: 1 }, { handleError: true })),
    ).toBe('当前不在选单阶段');
    expect(await fail(menuService.selectOrder({ trainId: kit.trainId(), orderId: 'x' }, { handleError: true }))).toBe(
      '选单版本号不能为空',
    );
    await loginAs('teacher');
    await trainingService.changeState({ id: kit.trainId(), state: 2 });
    await loginAs('student');
    expect(await fail(menuService.putAdvertising({ trainId: kit.trainId(), items: '[]' }, { handleError: true }))).toBe(
      '实训已暂停，不能进行此操作',
    );
  });
});

describe('rounds without an order meeting', () => {
  it('answer no meeting and no advertising (not an error) after the meeting round, and on a sand table without meetings', async () => {
    await kit.startMeeting();
    await meetingService.end({ trainId: kit.trainId() });
    await trainingService.changeRound({ id: kit.trainId(), round: 6, version: kit.training().version });
    // Round 6 (second quarter, standard rule) holds no menu: no meeting, empty advertising.
    const none = await meetingService.get({ trainId: kit.trainId() });
    expect(none).not.toHaveProperty('id');
    expect(none).toMatchObject({
      round: 6,
      state: 0,
      hasMenu: false,
    });
    expect(await menuService.getTeamPutAdvertising({ trainId: kit.trainId() })).toEqual({
      phase: 0,
      advertising: 0,
      teamData: [],
      ranking: [],
    });
    // No meeting: null on the wire, absent as the app reads it.
    expect(await menuService.condition({ trainId: kit.trainId() })).not.toHaveProperty('meeting');
    // Round 5's meeting stays on record as ended.
    expect(await meetingService.get({ trainId: kit.trainId(), round: 5 })).toMatchObject({ round: 5, state: 2 });
    await loginAs('student');
    expect(await menuService.getTeamPutAdvertising({ trainId: kit.trainId() })).toEqual({
      phase: 0,
      advertising: 0,
      teamData: [],
      ranking: [],
    });

    // Sand table 2 holds no meetings, although the standard rule's first quarter has a menu.
    await loginAs('teacher');
    const gz = kit.db().trainings.find((t) => t.trainName === '会计2班经营模拟')!;
    await trainingService.changeState({ id: gz.id, state: 1, version: gz.version });
    const noMeeting = await meetingService.get({ trainId: gz.id });
    expect(noMeeting).toMatchObject({ round: 1 });
    expect(noMeeting).not.toHaveProperty('id');
    expect(await menuService.condition({ trainId: gz.id })).not.toHaveProperty('meeting');
    expect(await meetingService.canStart({ trainId: gz.id })).toEqual({
      canStart: false,
      reason: '该沙盘类型没有订货会',
    });
  });
});

describe('the menu detail before the ranking is published', () => {
  const queues = (detail: any) => detail.sessions.flatMap((s: any) => s.queue);

  it("shows a student only their own team's bid, rank and rights until the teacher publishes", async () => {
    await kit.startMeeting();
    await kit.advertise([10, 20, 15, 11]);
    await loginAs('teacher');
    const phase = await menuService.getMenuPhase({ trainId: kit.trainId() });
    await menuService.updateMenuState({ trainId: kit.trainId(), menuState: 2, version: phase.version });
    const full = queues(await menuService.menuDetail({ trainId: kit.trainId() }));
    expect(full.map((q: any) => [q.rank, q.amount])).toEqual([
      [1, 20],
      [2, 15],
      [3, 11],
      [4, 10],
    ]);

    await loginAs(CAPTAINS[0]);
    const own = kit.groups()[0].groupId;
    const hidden = queues(await menuService.menuDetail({ trainId: kit.trainId() }));
    expect(hidden).toEqual([{ teamId: own, teamName: '第1组', rank: 4, rights: 1, picked: 0, amount: 10 }]);

    await loginAs('teacher');
    await menuService.sendAdvertising({ trainId: kit.trainId() });
    await loginAs(CAPTAINS[0]);
    const shown = queues(await menuService.menuDetail({ trainId: kit.trainId() }));
    expect(shown.map((q: any) => [q.rank, q.amount])).toEqual([
      [1, 20],
      [2, 15],
      [3, 11],
      [4, 10],
    ]);
  });
});
