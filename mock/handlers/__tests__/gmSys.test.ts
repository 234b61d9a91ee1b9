import * as gmInfoServiceTyped from '@/services/gmInfo';
import * as gmSysServiceTyped from '@/services/gmSys';
import * as teamServiceTyped from '@/services/team';
import { teamStatements } from '../../engine';
import { loginAs, useMockBackend, anyCalls } from '../../../tests/utils/mockServer';
import { readWorkbook, rowObjects } from '../../../tests/utils/sheets';
import { CAPTAINS, consoleKit, fail } from './consoleKit';

const gmInfoService = anyCalls(gmInfoServiceTyped);
const gmSysService = anyCalls(gmSysServiceTyped);
const teamService = anyCalls(teamServiceTyped);

const backend = useMockBackend();
const kit = consoleKit(backend);

describe('messages, announcements and the bulletin', () => {
  it('sends a message to every team or to one, and a student reads only theirs', async () => {
    await loginAs('teacher');
    const toAll = (await gmSysService.sendMessage({ trainId: kit.trainId(), content: '第二年开始，请投放广告' }))?.data;
    expect(kit.last().method).toBe('POST');
    expect(kit.last().url.pathname).toBe('/sworld/gmSys/sendMessage');
    // A message to every team names no group (null on the wire, absent as the app reads it).
    expect(toAll.groupId).toBeUndefined();
    await gmSysService.sendMessage({
      trainId: kit.trainId(),
      groupId: kit.groups()[1].groupId,
      content: '第2组请尽快交货',
    });
    expect(await fail(gmSysService.sendMessage({ trainId: kit.trainId(), content: '  ' }, { handleError: true }))).toBe(
      '消息内容不能为空',
    );
    await loginAs('student');
    const mine = await gmInfoService.publicMes({ trainId: kit.trainId() });
    expect(kit.last().method).toBe('GET');
    expect(kit.last().url.pathname).toBe('/sworld/gmInfo/publicMes');
    expect(mine.map((m: any) => m.content)).toEqual(['第二年开始，请投放广告', '请各组 CEO 确认本组岗位分工。']);
    await loginAs(CAPTAINS[1]);
    const theirs = await gmInfoService.publicMes({ trainId: kit.trainId() });
    expect(theirs.map((m: any) => [m.content, m.groupName])).toEqual([
      ['第2组请尽快交货', '第2组'],
      ['第二年开始，请投放广告', undefined],
      ['请各组 CEO 确认本组岗位分工。', undefined],
    ]);
    expect(await fail(gmSysService.sendMessage({ trainId: kit.trainId(), content: 'x' }, { handleError: true }))).toBe(
      '无权限：仅教师可以执行此操作',
    );
  });

  it('issues announcements and pages the bulletin: { pages: { current, records } }, newest first', async () => {
    await loginAs('teacher');
    for (let i = 1; i <= 3; i += 1)
      await gmSysService.issuedAnnouncement({ trainId: kit.trainId(), title: `公告${i}`, content: `内容${i}` });
    expect(kit.last().url.pathname).toBe('/sworld/gmSys/issuedAnnouncement');
    expect(
      await fail(
        gmSysService.issuedAnnouncement({ trainId: kit.trainId(), title: '', content: 'x' }, { handleError: true }),
      ),
    ).toBe('公告标题不能为空');
    await loginAs('student');
    const first = await gmSysService.getSystemBulletin({ trainId: kit.trainId(), current: '1', size: 2 });
    expect(kit.last().method).toBe('POST');
    expect(kit.last().body).toBe(`trainId=${kit.trainId()}&current=1&size=2`);
    expect(first.pages).toMatchObject({ current: '1', total: 5 });
    expect(first.pages.records.map((b: any) => b.title)).toEqual(['公告3', '公告2']);
    const third = await gmSysService.getSystemBulletin({ trainId: kit.trainId(), current: '3', size: 2 });
    expect(third.pages.records.map((b: any) => b.title)).toEqual(['平台维护通知']);
  });
});

describe('reports', () => {
  it('answers one statement table of a team for a settled round, cash limits as { posCode, cashLimit }', async () => {
    await loginAs('teacher');
    const g1 = kit.groups()[0].groupId;
    const balance = await gmSysService.selectReport({ trainId: kit.trainId(), groupId: g1, code: 1, round: 4 });
    expect(kit.last().method).toBe('POST');
    const expected = teamStatements(kit.game().state, g1, 4)!;
    expect(balance).toMatchObject({ code: 1, round: 4, year: 1, quarter: 4, teamName: '第1组' });
    expect(balance.rows.find((r: any) => r.key === 'cash')).toEqual({
      key: 'cash',
      label: '现金',
      beginning: expected.balanceSheet.cash.beginning,
      end: expected.balanceSheet.cash.end,
    });
    const limits = await gmSysService.selectReport({ trainId: kit.trainId(), groupId: g1, code: 2 });
    expect(limits.round).toBe(4);
    expect(limits.rows.map((r: any) => [r.posCode, r.cashLimit])).toEqual(
      expected.cashLimits.map((c) => [c.posCode, c.cashLimit]),
    );
    expect(
      await fail(gmSysService.selectReport({ trainId: kit.trainId(), groupId: g1, code: 5 }, { handleError: true })),
    ).toBe('报表代码必须在 1 到 4 之间');
    expect(
      await fail(
        gmSysService.selectReport({ trainId: kit.trainId(), groupId: g1, code: 1, round: 5 }, { handleError: true }),
      ),
    ).toBe('回合必须在 1 到 4 之间');
  });

  it('resolves the group-info report year -1 to ceil(round/4)', async () => {
    await loginAs('teacher');
    const report = await gmSysService.groupInfoReport({ trainId: kit.trainId(), year: -1, round: 4 });
    expect(kit.last().url.search).toBe(`?trainId=${kit.trainId()}&year=-1&round=4`);
    expect(report).toMatchObject({ year: 1, reportYear: 1, round: 4 });
    expect(report.reportData.map((r: any) => r.groupNum)).toEqual([1, 2, 3, 4]);
    const nextYear = await gmSysService.groupInfoReport({ trainId: kit.trainId(), year: -1, round: 5 });
    expect(nextYear).toMatchObject({ year: 2, round: 0, reportData: [] });
  });

  it("checks the students' statement inputs against the engine", async () => {
    const g1 = kit.groups()[0].groupId;
    const record = teamStatements(kit.game().state, g1, 4)!;
    kit.db().statementInputs.push(
      { trainingId: kit.trainId(), groupId: g1, round: 4, code: 1, key: 'cash', value: record.balanceSheet.cash.end },
      {
        trainingId: kit.trainId(),
        groupId: g1,
        round: 4,
        code: 3,
        key: 'netIncome',
        value: record.incomeStatement.netIncome.end + 1,
      },
    );
    await loginAs('teacher');
    const check = await gmSysService.checkReport({ trainId: kit.trainId(), round: 4 });
    expect(kit.last().method).toBe('GET');
    expect(check[0]).toMatchObject({ groupNum: 1, filled: 2, wrong: 1, total: 32, complete: false });
    expect(check[1]).toMatchObject({ groupNum: 2, filled: 0, wrong: 0 });
  });

  it("exports every team's statements as a real workbook", async () => {
    await loginAs('teacher');
    const file = (await gmSysService.oneKeyExport({ trainId: kit.trainId() }))!;
    expect(kit.last().method).toBe('GET');
    expect(file.fileName).toBe('2026春季沙盘对抗赛-经营报表.xlsx');
    const book = await readWorkbook(new Uint8Array(await file.blob.arrayBuffer()));
    expect(book.map((sheet) => sheet.name)).toEqual(['资产负债表', '利润表', '费用明细表', '现金限额表']);
    const rows = rowObjects(book[0].rows);
    expect(rows).toHaveLength(16);
    const g1 = kit.groups()[0].groupId;
    expect(rows[12]).toMatchObject({
      组号: 1,
      公司: '第1组',
      回合: 4,
      年: 1,
      季: 4,
      现金: teamStatements(kit.game().state, g1, 4)!.balanceSheet.cash.end,
    });
    await loginAs('student');
    expect(await fail(gmSysService.oneKeyExport({ trainId: kit.trainId() }, { handleError: true }))).toBe(
      '无权限：仅教师可以执行此操作',
    );
  });
});

describe("a team's own operations", () => {
  it("answers the caller's team with seat, cash limits and form options", async () => {
    await loginAs('student');
    const state = await teamService.state({ trainId: kit.trainId() });
    expect(kit.last().method).toBe('GET');
    expect(kit.last().url.pathname).toBe('/sworld/team/state');
    expect(state).toMatchObject({
      groupNum: 1,
      postId: 1,
      postName: '总经理',
      round: 5,
      year: 2,
      quarter: 1,
      trainState: 1,
    });
    expect(state.balance.cash).toBe(20);
    expect(state.cashLimits.map((c: any) => c.posCode)).toEqual(['CEO', 'CFO', 'CMO', 'COO', 'CPO']);
    expect(state.options.lineTypes.length).toBeGreaterThan(0);
    expect(
      await fail(
        teamService.state({ trainId: kit.trainId(), groupId: kit.groups()[1].groupId }, { handleError: true }),
      ),
    ).toBe('只能操作本组的数据');
  });

  it('maps decisions onto the engine, naming bad fields, refusing what cannot be paid', async () => {
    await loginAs('student01');
    const operate = (params: Record<string, unknown>) =>
      teamService.operate({ trainId: kit.trainId(), ...params }, { handleError: true }).then((w) => w?.data as any);
    const before = JSON.stringify(kit.game().state);
    expect(await fail(operate({ type: 'fly' }))).toBe('操作类型的取值不正确');
    expect(await fail(operate({ type: 'takeLoan', kind: 'long' }))).toBe('贷款金额不能为空');
    expect(await fail(operate({ type: 'takeLoan', kind: 'medium', amount: 20 }))).toBe('贷款类型的取值不正确');
    expect(await fail(operate({ type: 'buildLine', lineType: 'FLEX', product: 'P1' }))).toMatch(/^现金不足/);
    expect(JSON.stringify(kit.game().state)).toBe(before);
    const ordered = await operate({ type: 'orderMaterial', material: 'R1', quantity: 2 });
    expect(kit.last().method).toBe('POST');
    expect(kit.last().body).toBe(`trainId=${kit.trainId()}&type=orderMaterial&material=R1&quantity=2`);
    expect(ordered.materialOrders.at(-1)).toMatchObject({ code: 'R1', qty: 2 });
    const cancelled = await operate({ type: 'cancelMaterialOrder', orderId: ordered.materialOrders.at(-1).id });
    expect(cancelled.materialOrders).toHaveLength(ordered.materialOrders.length - 1);
  });

  it("holds a student's decisions to their post's cash limit, refused with a message; the teacher's are not", async () => {
    // Group 3 opens round 5 with 108: its CMO (student10) may pay out 32, its COO (student11) 54.
    const operate = (params: Record<string, unknown>) =>
      teamService.operate({ trainId: kit.trainId(), ...params }, { handleError: true }).then((w) => w?.data as any);
    const manual = { type: 'buildLine', lineType: 'MANUAL', product: 'P1' };
    await loginAs('student10');
    const cmo = await teamService.state({ trainId: kit.trainId() });
    expect(cmo).toMatchObject({ groupNum: 3, postName: '营销总监' });
    expect(cmo.balance.cash).toBe(108);
    expect(cmo.cashLimits).toEqual([
      { posCode: 'CEO', cashLimit: 108, spent: 0, remaining: 108 },
      { posCode: 'CFO', cashLimit: 108, spent: 0, remaining: 108 },
      { posCode: 'CMO', cashLimit: 32, spent: 0, remaining: 32 },
      { posCode: 'COO', cashLimit: 54, spent: 0, remaining: 54 },
      { posCode: 'CPO', cashLimit: 43, spent: 0, remaining: 43 },
    ]);
    const before = JSON.stringify(kit.game());
    expect(await fail(operate(manual))).toBe(
      '超出营销总监（CMO）本回合现金限额 32 万元：已支出 0 万元，本次需支出 50 万元，还可支出 32 万元',
    );
    expect(kit.last().url.pathname).toBe('/sworld/team/operate');
    expect(JSON.stringify(kit.game())).toBe(before);

    await loginAs('student11');
    const built = await operate(manual);
    expect(built.balance.cash).toBe(58);
    expect(built.cashLimits.find((c: any) => c.posCode === 'COO')).toEqual({
      posCode: 'COO',
      cashLimit: 54,
      spent: 50,
      remaining: 4,
    });
    expect(kit.game().actions.at(-1)).toMatchObject({ type: 'buildLine', post: 'COO' });
    expect(await fail(operate(manual))).toBe(
      '超出生产总监（COO）本回合现金限额 54 万元：已支出 50 万元，本次需支出 50 万元，还可支出 4 万元',
    );

    await loginAs('teacher');
    const byTeacher = await operate({ ...manual, groupId: kit.groups()[2].groupId });
    expect(byTeacher.balance.cash).toBe(8);
    expect(kit.game().actions.at(-1)).not.toHaveProperty('post');
  });

  it('lets the teacher act for a named group and refuses a paused training', async () => {
    await loginAs('teacher');
    const g2 = kit.groups()[1].groupId;
    const state = await teamService.state({ trainId: kit.trainId(), groupId: g2 });
    expect(state.groupNum).toBe(2);
    expect(state.postId).toBeUndefined();
    kit.training().state = 2;
    await loginAs('student');
    expect(
      await fail(
        teamService.operate(
          { trainId: kit.trainId(), type: 'orderMaterial', material: 'R1', quantity: 1 },
          { handleError: true },
        ),
      ),
    ).toBe('实训已暂停，不能进行此操作');
  });
});
