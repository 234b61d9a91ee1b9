import { endpoints } from '@/services/endpoints';
import * as experimentService from '@/services/experiment';
import * as projectService from '@/services/project';
import * as toolService from '@/services/tool';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { teamStatements, teamView } from '../../engine';
import { expectRefused, lastRequest } from './teachingKit';

const backend = useMockBackend();
const db = () => backend.store.db;
const trainingNamed = (name: string) => db().trainings.find((t) => t.trainName === name)!;
const running = () => trainingNamed('2026春季沙盘对抗赛');
const groupOf = (trainingId: string, groupNum: number) =>
  db().groups.find((g) => g.trainingId === trainingId && g.groupNum === groupNum)!;
const sent = () =>
  `${lastRequest(backend).method} ${lastRequest(backend).url.pathname}${lastRequest(backend).url.search}`;

describe('experiment family', () => {
  it('lists a student’s experiments paged, with their seat', async () => {
    await loginAs('student');
    const page = (await experimentService.list({ current: 1, size: 1 }))!;
    expect(sent()).toBe('GET /sworld/experiment/list?current=1&size=1');
    expect(page.total).toBe(2);
    expect(page.records).toHaveLength(1);
    const all = (await experimentService.list({ current: 1, size: 10 }))!.records;
    expect(all!.map((r) => [r.trainName, r.groupName, r.postName]).sort()).toEqual([
      ['2025秋季沙盘实训', '第1组', '总经理'],
      ['2026春季沙盘对抗赛', '第1组', '总经理'],
    ]);
    expect(
      (await experimentService.list({ current: 1, size: 10, state: 3 }))!.records!.map((r) => r.trainName),
    ).toEqual(['2025秋季沙盘实训']);
  });

  it('lists the sand-table types with their order-meeting flag', async () => {
    await loginAs('teacher');
    const tables = (await experimentService.sandTableList())!;
    expect(tables.map((t) => [t.sandTableId, t.hasOrderMeeting])).toEqual([
      ['1', true],
      ['2', false],
      ['3', true],
    ]);
  });

  it('answers a student’s own desk from the engine, and a teacher’s for the team named', async () => {
    const training = running();
    const group = groupOf(training.id, 1);
    await loginAs('student');
    const desk = (await experimentService.realTimeDesk({ trainId: training.id }))!;
    expect(sent()).toBe(`GET /sworld/realTime/desk?trainId=${training.id}`);
    const state = db().games.find((g) => g.trainingId === training.id)!.state;
    const view = teamView(state, group.groupId)!;
    expect(desk).toMatchObject({
      teamId: group.groupId,
      groupNum: 1,
      round: 5,
      balance: view.balance,
      forecast: view.forecast,
    });
    expect(desk.members!.map((m) => m.studentName)[0]).toBe('张同学');

    await loginAs('teacher');
    const other = groupOf(training.id, 2);
    expect((await experimentService.realTimeDesk({ trainId: training.id, teamId: other.groupId }))!.groupNum).toBe(2);
  });

  it('compares every team for the teacher only', async () => {
    const training = running();
    await loginAs('teacher');
    const compare = (await experimentService.realTimeCompare({ trainId: training.id }))!;
    expect(compare.round).toBe(5);
    expect(compare.teams!.map((t) => t.groupNum)).toEqual([1, 2, 3, 4]);
    for (const row of compare.teams!) expect(row.assetsTotal).toBe(row.liabilitiesTotal! + row.ownerEquityTotal!);
    await loginAs('student');
    await expectRefused(
      backend,
      endpoints.experiment.realTimeCompare,
      { trainId: training.id },
      403,
      '无权限：仅教师可以执行此操作',
    );
  });

  it('lists a team’s loans, including one taken through a financing record', async () => {
    const training = running();
    const group = groupOf(training.id, 1);
    await loginAs('student');
    const before = (await experimentService.loanList({ trainId: training.id }))!;
    await toolService.save({
      gameId: training.id,
      round: 5,
      teamId: group.groupId,
      type: 7,
      details: JSON.stringify({ data: [{ one: 'long', two: '20' }] }),
    });
    const after = (await experimentService.loanList({ trainId: training.id }))!;
    expect(after.loans).toHaveLength(before.loans!.length + 1);
    expect(after.longTotal).toBe(before.longTotal! + 20);
    expect(after.loans!.find((l) => l.takenRound === 5 && l.kind === 'long')).toMatchObject({
      amount: 20,
      dueRound: 12,
    });
    expect(after.terms).toMatchObject({ longRate: 10, loanUnit: 10 });
  });

  it('replays the settled rounds for the COO and the CFO', async () => {
    const training = running();
    await loginAs('student');
    const coo = (await experimentService.cooReplay({ trainId: training.id }))!;
    expect(coo.map((r) => [r.round, r.year, r.quarter])).toEqual([
      [1, 1, 1],
      [2, 1, 2],
      [3, 1, 3],
      [4, 1, 4],
    ]);
    for (const row of coo) expect(row.used).toBeLessThanOrEqual(row.capacity!);
    const cfo = (await experimentService.cfoReplay({ trainId: training.id }))!;
    expect(sent()).toBe(`GET /sworld/replay/cfo?trainId=${training.id}`);
    expect(cfo).toHaveLength(4);
    const state = db().games.find((g) => g.trainingId === training.id)!.state;
    const q4 = teamStatements(state, groupOf(training.id, 1).groupId, 4)!;
    expect(cfo[3]).toMatchObject({
      cash: q4.balanceSheet.cash.end,
      ownerEquityTotal: q4.balanceSheet.ownerEquityTotal.end,
      netIncome: q4.incomeStatement.netIncome.end,
    });
    expect(cfo.every((r) => r.debtRatio! >= 0 && r.debtRatio! <= 1)).toBe(true);
  });

  it('refuses bad input naming the field', async () => {
    const training = running();
    await loginAs('student');
    await expectRefused(backend, endpoints.experiment.list, { current: 0 }, 400, '页码不能小于 1');
    await expectRefused(backend, endpoints.experiment.list, { state: 'x' }, 400, '实训状态必须是整数');
    await expectRefused(backend, endpoints.experiment.realTimeDesk, {}, 400, '实训编号不能为空');
    await expectRefused(backend, endpoints.experiment.loanList, { trainId: '999999' }, 404, '实训不存在');
    await expectRefused(
      backend,
      endpoints.experiment.cooReplay,
      { trainId: training.id, teamId: groupOf(training.id, 2).groupId },
      403,
      '只能操作本组的数据',
    );
    await loginAs('teacher');
    await expectRefused(backend, endpoints.experiment.cfoReplay, { trainId: training.id }, 400, '小组编号不能为空');
    await expectRefused(
      backend,
      endpoints.experiment.realTimeDesk,
      { trainId: training.id, teamId: '999999' },
      404,
      '小组不存在',
    );
    await expectRefused(
      backend,
      endpoints.experiment.realTimeDesk,
      { trainId: trainingNamed('会计2班经营模拟').id, teamId: groupOf(trainingNamed('会计2班经营模拟').id, 1).groupId },
      409,
      '实训尚未开始',
    );
  });
});

describe('project family', () => {
  it('answers materialList, productList and teams of the training', async () => {
    const training = running();
    await loginAs('student');
    const project = (await projectService.list({ trainId: training.id }))!;
    expect(sent()).toBe(`GET /sworld/project/list?trainId=${training.id}`);
    expect(Object.keys(project).sort()).toEqual(['materialList', 'productList', 'teams']);
    expect(project.materialList.map((m) => m.code)).toEqual(['R1', 'R2', 'R3', 'R4']);
    expect(project.productList.find((p) => p.code === 'P2')!.bom).toEqual([
      { code: 'R2', name: 'R2原料', qty: 1 },
      { code: 'R3', name: 'R3原料', qty: 1 },
    ]);
    expect(project.teams.map((t) => t.groupName)).toEqual(['第1组', '第2组', '第3组', '第4组']);
  });

  it('reads the rule record of a training that has not started', async () => {
    await loginAs('teacher');
    const project = (await projectService.list({ trainId: trainingNamed('会计2班经营模拟').id }))!;
    expect(project.materialList.length).toBeGreaterThan(0);
    expect(project.teams).toHaveLength(2);
  });

  it('refuses a missing or unknown training, and one the caller is not in', async () => {
    await loginAs('student');
    await expectRefused(backend, endpoints.project.list, {}, 400, '实训编号不能为空');
    await expectRefused(backend, endpoints.project.list, { trainId: 'abc' }, 404, '实训不存在');
    await expectRefused(
      backend,
      endpoints.project.list,
      { trainId: trainingNamed('会计2班经营模拟').id },
      403,
      '无权限：不是本实训的教师或学生',
    );
  });
});
