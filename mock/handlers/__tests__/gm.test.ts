import * as gmServiceTyped from '@/services/gm';
import * as gmOrderServiceTyped from '@/services/gmOrder';
import * as menuServiceTyped from '@/services/menu';
import * as meetingServiceTyped from '@/services/orderMeeting';
import * as eventServiceTyped from '@/services/specialEvent';
import * as trainingServiceTyped from '@/services/training';
import { loginAs, useMockBackend, anyCalls } from '../../../tests/utils/mockServer';
import { CAPTAINS, consoleKit, fail } from './consoleKit';

const gmService = anyCalls(gmServiceTyped);
const gmOrderService = anyCalls(gmOrderServiceTyped);
const menuService = anyCalls(menuServiceTyped);
const meetingService = anyCalls(meetingServiceTyped);
const eventService = anyCalls(eventServiceTyped);
const trainingService = anyCalls(trainingServiceTyped);

const backend = useMockBackend();
const kit = consoleKit(backend);
const team = (i: number) => kit.game().state.teams[i];

describe('teams, products and materials', () => {
  it("lists the game's materials plus products, and every team", async () => {
    await loginAs('teacher');
    const products = await gmService.findProductAndMaterial({ trainId: kit.trainId() });
    expect(kit.last().method).toBe('GET');
    expect(kit.last().url.pathname).toBe('/sworld/gm/findProductAndMaterial');
    expect(products.map((p: any) => [p.type, p.code])).toEqual([
      ['material', 'R1'],
      ['material', 'R2'],
      ['material', 'R3'],
      ['material', 'R4'],
      ['product', 'P1'],
      ['product', 'P2'],
      ['product', 'P3'],
      ['product', 'P4'],
    ]);
    const teams = await gmService.findTeamList({ trainId: kit.trainId() });
    expect(teams.map((t: any) => [t.groupNum, t.teamName, t.cash, t.bankrupt])).toEqual([
      [1, '第1组', 20, false],
      [2, '第2组', 24, false],
      [3, '第3组', 108, false],
      [4, '第4组', 111, false],
    ]);
  });

  it('injects capital (both paths), corrects cash with a reason, renames a company; refuses bad input and writes nothing', async () => {
    await loginAs('teacher');
    const g1 = kit.groups()[0].groupId;
    const injected = (await gmService.capitalInjection({ trainId: kit.trainId(), groupId: g1, amount: 50 }))?.data;
    expect(kit.last().body).toBe(`trainId=${kit.trainId()}&groupId=${g1}&amount=50`);
    expect(injected).toMatchObject({ cash: 70, shareholderCapital: team(0).shareholderCapital });
    const g2 = kit.groups()[1].groupId;
    const cash2 = team(1).cash;
    const teams = (await gmService.companyInject({ trainId: kit.trainId(), groupIds: [g1, g2], amount: 5 }))?.data;
    expect(kit.last().url.pathname).toBe('/sworld/company/inject');
    expect(kit.last().body).toBe(`trainId=${kit.trainId()}&groupIds=${g1}&groupIds=${g2}&amount=5`);
    expect(team(0).cash).toBe(75);
    expect(team(1).cash).toBe(cash2 + 5);
    expect(teams.map((t: any) => t.cash).slice(0, 2)).toEqual([75, cash2 + 5]);
    const corrected = (
      await gmService.updateData({
        trainId: kit.trainId(),
        groupId: g1,
        cashDelta: -5,
        reason: '多计广告费退回',
      })
    )?.data;
    expect(corrected.cash).toBe(70);
    const renamed = (await gmService.updateCompanyData({ trainId: kit.trainId(), groupId: g1, teamName: '星光制造' }))
      ?.data;
    expect(kit.last().url.pathname).toBe('/sworld/company/updateData');
    expect(renamed.teamName).toBe('星光制造');
    const before = JSON.stringify(kit.game().state);
    const refused = (p: Promise<unknown>) => fail(p);
    expect(
      await refused(
        gmService.capitalInjection({ trainId: kit.trainId(), groupId: g1, amount: 0 }, { handleError: true }),
      ),
    ).toBe('注资金额必须在 1 到 100000 之间');
    expect(
      await refused(
        gmService.capitalInjection({ trainId: kit.trainId(), groupId: '999', amount: 5 }, { handleError: true }),
      ),
    ).toBe('小组不存在');
    expect(await refused(gmService.companyInject({ trainId: kit.trainId(), amount: 5 }, { handleError: true }))).toBe(
      '请选择要注资的公司',
    );
    expect(
      await refused(
        gmService.companyInject({ trainId: kit.trainId(), groupIds: [g1, '999'], amount: 5 }, { handleError: true }),
      ),
    ).toBe('小组不存在');
    expect(
      await refused(
        gmService.companyInject({ trainId: kit.trainId(), groupIds: [g1], amount: 100001 }, { handleError: true }),
      ),
    ).toBe('注资金额必须在 1 到 100000 之间');
    expect(
      await refused(
        gmService.updateData(
          { trainId: kit.trainId(), groupId: g1, cashDelta: -500, reason: 'x' },
          { handleError: true },
        ),
      ),
    ).toBe('调整后现金不能为负：现有现金 70 万元');
    expect(
      await refused(gmService.updateData({ trainId: kit.trainId(), groupId: g1, cashDelta: 5 }, { handleError: true })),
    ).toBe('调整原因不能为空');
    expect(
      await refused(
        gmService.updateCompanyData({ trainId: kit.trainId(), groupId: g1, teamName: '第2组' }, { handleError: true }),
      ),
    ).toBe('公司名称“第2组”已被其他组使用');
    expect(JSON.stringify(kit.game().state)).toBe(before);
    await loginAs('student');
    expect(
      await refused(
        gmService.capitalInjection({ trainId: kit.trainId(), groupId: g1, amount: 5 }, { handleError: true }),
      ),
    ).toBe('无权限：仅教师可以执行此操作');
  });

  it('lists the teams in good standing', async () => {
    await loginAs('teacher');
    const goodwill = await gmService.getGoodwillTeam({ trainId: kit.trainId() });
    expect(kit.last().url.pathname).toBe('/sworld/gm/getGoodwillTeam');
    const expected = kit
      .game()
      .state.teams.filter(
        (t) =>
          !t.bankrupt && t.otherPayable === 0 && t.orders.every((o) => o.penalty === 0 && o.status !== 'cancelled'),
      );
    expect(goodwill.map((t: any) => t.teamId)).toEqual(expected.map((t) => t.teamId));
  });
});

describe('order rules and orders', () => {
  it('shows the order rules of a round with shocks, and saves an edit used by the next generation', async () => {
    await loginAs('teacher');
    const rules = await gmOrderService.getOrderRuleByRound({ trainId: kit.trainId(), round: 5 });
    expect(kit.last().url.search).toBe(`?trainId=${kit.trainId()}&round=5`);
    const localP1 = rules.find((r: any) => r.market === 'LOCAL' && r.product === 'P1');
    expect(localP1).toMatchObject({
      marketName: '本地',
      productName: 'P1产品',
      open: true,
      demandPct: 100,
      pricePct: 100,
    });
    const saved = (
      await gmOrderService.saveOrder({
        trainId: kit.trainId(),
        market: 'LOCAL',
        product: 'P1',
        priceMin: 40,
        priceMax: 40,
      })
    )?.data;
    expect(saved).toMatchObject({ priceMin: 40, priceMax: 40 });
    expect(
      await fail(
        gmOrderService.saveOrder({ trainId: kit.trainId(), market: 'LOCAL', product: 'P1' }, { handleError: true }),
      ),
    ).toBe('请至少修改一项订单规则');
    expect(
      await fail(
        gmOrderService.saveOrder(
          { trainId: kit.trainId(), market: 'LOCAL', product: 'P1', qualPct: 101 },
          { handleError: true },
        ),
      ),
    ).toBe('要求资质的概率必须在 0 到 100 之间');
    await kit.openMenu();
    await loginAs('teacher');
    const page = await gmOrderService.getGmOrder({
      trainId: kit.trainId(),
      market: 'LOCAL',
      product: 'P1',
      current: 1,
      size: 5,
    });
    expect(page.records.length).toBeLessThanOrEqual(5);
    expect(page.records.every((o: any) => o.unitPrice === 40 && o.state === 'open')).toBe(true);
  });

  it("withdraws a team's order without penalty", async () => {
    const opened = await kit.openMenu();
    await loginAs(CAPTAINS[1]);
    const id = opened.currentOrders[0].id;
    await menuService.selectOrder({ trainId: kit.trainId(), orderId: id, version: opened.version });
    await loginAs('teacher');
    const g2 = kit.groups()[1].groupId;
    expect(
      (await gmOrderService.updateState({ trainId: kit.trainId(), groupId: g2, orderId: id, state: 'cancelled' }))
        ?.data,
    ).toEqual({ orderId: id, groupId: g2, state: 'cancelled' });
    expect(team(1).orders.find((o) => o.id === id)).toMatchObject({ status: 'cancelled', penalty: 0 });
    expect(
      await fail(
        gmOrderService.updateState(
          { trainId: kit.trainId(), groupId: g2, orderId: id, state: 'open' },
          { handleError: true },
        ),
      ),
    ).toBe('订单状态的取值不正确');
    expect(
      await fail(
        gmOrderService.updateState(
          { trainId: kit.trainId(), groupId: g2, orderId: id, state: 'cancelled' },
          { handleError: true },
        ),
      ),
    ).toBe('订单已作废');
  });

  it('repairs a pick lost by time-out once its selection is over', async () => {
    const opened = await kit.openMenu();
    kit.game().state.menu!.turn!.startTime -= 61_000;
    await loginAs('teacher');
    const groups = await gmOrderService.repairOrderGroups({ trainId: kit.trainId() });
    expect(kit.last().url.pathname).toBe('/sworld/gmOrder/getRepairOrderGroup');
    expect(groups.map((g: any) => [g.teamName, g.market, g.product, g.lost, g.done])).toEqual([
      ['第2组', 'LOCAL', 'P1', 1, false],
    ]);
    const g2 = kit.groups()[1].groupId;
    const orderId = opened.currentOrders[0].id;
    expect(
      await fail(gmOrderService.repairOrder({ trainId: kit.trainId(), groupId: g2, orderId }, { handleError: true })),
    ).toBe('该市场产品的选单尚未结束，不能补单');
    const condition = await menuService.condition({ trainId: kit.trainId() });
    await menuService.updateMenuState({ trainId: kit.trainId(), menuState: 4, version: condition.version });
    const repaired = (await gmOrderService.repairOrder({ trainId: kit.trainId(), groupId: g2, orderId }))?.data;
    expect(repaired).toMatchObject({ id: orderId, marketName: '本地' });
    const g3 = kit.groups()[2].groupId;
    const other = opened.currentOrders[1].id;
    expect(
      await fail(
        gmOrderService.repairOrder({ trainId: kit.trainId(), groupId: g3, orderId: other }, { handleError: true }),
      ),
    ).toBe('该组在此市场产品的选单中没有超时损失的选单机会');
  });
});

describe('supplementary orders', () => {
  it('lists the unpicked orders of the finished meeting with eligible teams, and gives one to a team', async () => {
    await loginAs('teacher');
    expect(await trainingService.checkSupplementaryOrder({ trainId: kit.trainId() })).toEqual({
      finished: false,
      orders: [],
    });
    const opened = await kit.openMenu();
    await loginAs('teacher');
    await meetingService.end({ trainId: kit.trainId(), version: opened.version });
    const check = await trainingService.checkSupplementaryOrder({ trainId: kit.trainId() });
    expect(kit.last().url.pathname).toBe('/sworld/training/checkSupplementaryOrder');
    expect(check.finished).toBe(true);
    const localP1 = check.orders.find((o: any) => o.market === 'LOCAL' && o.product === 'P1');
    expect(localP1.teams.map((t: any) => t.teamName)).toEqual(['第1组', '第2组', '第3组', '第4组']);
    const asia = check.orders.find((o: any) => o.market === 'ASIA');
    if (asia) expect(asia.teams).toEqual([]);
    const g3 = kit.groups()[2].groupId;
    const given = (
      await trainingService.supplementaryOrder({
        trainId: kit.trainId(),
        groupId: g3,
        orderId: localP1.id,
      })
    )?.data;
    expect(kit.last().method).toBe('POST');
    expect(given.id).toBe(localP1.id);
    expect(team(2).orders.some((o) => o.id === localP1.id)).toBe(true);
    expect(
      await fail(
        trainingService.supplementaryOrder(
          { trainId: kit.trainId(), groupId: g3, orderId: localP1.id },
          { handleError: true },
        ),
      ),
    ).toBe('订单已被选走');
    const only = await trainingService.checkSupplementaryOrder({ trainId: kit.trainId(), groupId: g3 });
    expect(only.orders.every((o: any) => o.teams.length === 1)).toBe(true);
  });
});

describe('network marketing', () => {
  it("answers each team's advertising and sales, and one team's rows per round and market", async () => {
    await loginAs('teacher');
    const teams = await trainingService.getNetWorkTeam({ trainId: kit.trainId() });
    expect(teams).toHaveLength(4);
    for (const t of teams) {
      expect(t.salesPerAd).toBe(t.advertising > 0 ? Math.round((t.sales / t.advertising) * 100) / 100 : 0);
    }
    await loginAs('student');
    const rows = await trainingService.getNetWorkList({ trainId: kit.trainId() });
    expect(kit.last().url.pathname).toBe('/sworld/training/getNetWorkList');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: any) => r.round >= 1 && r.round <= 4 && (r.advertising > 0 || r.sales > 0))).toBe(true);
    expect(
      await fail(
        trainingService.getNetWorkList(
          { trainId: kit.trainId(), groupId: kit.groups()[1].groupId },
          { handleError: true },
        ),
      ),
    ).toBe('只能操作本组的数据');
  });
});

describe('special events', () => {
  it('saves a draft, starts it into the game once, and refuses unknown codes', async () => {
    await loginAs('teacher');
    const draft = (
      await eventService.save({
        trainId: kit.trainId(),
        name: '原料涨价',
        type: 'costChange',
        material: 'R1',
        newPrice: 12,
      })
    )?.data;
    expect(kit.last().url.pathname).toBe('/sworld/gmSpecialEvent/save');
    expect(draft).toMatchObject({ name: '原料涨价', type: 'costChange', material: 'R1', newPrice: 12, started: false });
    expect(
      await fail(
        eventService.save(
          { trainId: kit.trainId(), name: 'x', type: 'marketShock', market: 'MARS' },
          { handleError: true },
        ),
      ),
    ).toBe('市场“MARS”不存在');
    expect(
      await fail(eventService.save({ trainId: kit.trainId(), name: 'x', type: 'flood' }, { handleError: true })),
    ).toBe('事件类型的取值不正确');
    expect(
      await fail(
        eventService.save({ trainId: kit.trainId(), name: '', type: 'grant', amount: 5 }, { handleError: true }),
      ),
    ).toBe('事件名称不能为空');
    const started = (await eventService.start({ trainId: kit.trainId(), id: draft.id }))?.data;
    expect(started.started).toBe(true);
    expect(kit.game().state.materialPrices.R1).toBe(12);
    expect(await fail(eventService.start({ trainId: kit.trainId(), id: draft.id }, { handleError: true }))).toBe(
      '事件已启动',
    );
    const grant = (
      await eventService.save({
        trainId: kit.trainId(),
        name: '技改补贴',
        type: 'grant',
        groupId: kit.groups()[0].groupId,
        amount: 8,
      })
    )?.data;
    await eventService.start({ trainId: kit.trainId(), id: grant.id });
    expect(team(0).cash).toBe(28);
    const found = await eventService.find({ trainId: kit.trainId() });
    expect(found.list.map((e: any) => [e.name, e.started])).toEqual([
      ['原料涨价', true],
      ['技改补贴', true],
    ]);
    expect(found.events.map((e: any) => [e.type, e.name])).toEqual([
      ['costChange', '原料涨价'],
      ['grant', '技改补贴'],
    ]);
  });

  it("shows a student of the training the events started, never the teacher's drafts", async () => {
    await loginAs('teacher');
    const shock = (
      await eventService.save({
        trainId: kit.trainId(),
        name: '需求骤降',
        type: 'marketShock',
        market: 'LOCAL',
        demandPct: 50,
      })
    )?.data;
    await eventService.start({ trainId: kit.trainId(), id: shock.id });
    await eventService.save({ trainId: kit.trainId(), name: '下回合补贴', type: 'grant', amount: 5 });
    expect((await eventService.find({ trainId: kit.trainId() })).list.map((e: any) => e.name)).toEqual([
      '需求骤降',
      '下回合补贴',
    ]);
    await loginAs(CAPTAINS[1]);
    const seen = await eventService.find({ trainId: kit.trainId() });
    expect(seen.list.map((e: any) => [e.name, e.started])).toEqual([['需求骤降', true]]);
    expect(seen.events.map((e: any) => e.name)).toEqual(['需求骤降']);
  });
});
