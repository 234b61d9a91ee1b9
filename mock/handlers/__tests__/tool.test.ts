import { endpoints } from '@/services/endpoints';
import * as toolService from '@/services/tool';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { expectRefused, lastRequest } from './teachingKit';

const backend = useMockBackend();
const db = () => backend.store.db;
const e = endpoints.tool;

/** The running seeded training (round 5): `student` sits in group 1 with student01–03. */
function running() {
  const training = db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
  const group = db().groups.find((g) => g.trainingId === training.id && g.groupNum === 1)!;
  return { training, group, scope: { gameId: training.id, round: 5, teamId: group.groupId } };
}
const game = () => db().games.find((g) => g.trainingId === running().training.id)!;
const team = () => game().state.teams.find((t) => t.teamId === running().group.groupId)!;
const details = (...items: Record<string, string>[]) => JSON.stringify({ data: items });
const note = (text: string) => details({ one: text });

describe('tool records', () => {
  it('lists a team’s records of one type, remapping an older type code, with details as JSON text', async () => {
    const { scope } = running();
    await loginAs('student');
    const saved = (await toolService.save({ ...scope, type: 1, details: note('第二年主攻本地市场') }))?.data;
    expect(lastRequest(backend).method).toBe('POST');
    expect(lastRequest(backend).body).toBe(
      `gameId=${scope.gameId}&round=5&teamId=${scope.teamId}&type=1&details=${encodeURIComponent(note('第二年主攻本地市场'))}`,
    );
    expect(saved).toMatchObject({ type: 1, round: 5, userName: '张同学', key: saved!.id });
    expect(JSON.parse(saved!.details)).toEqual({
      userId: '4',
      userName: '张同学',
      data: [{ one: '第二年主攻本地市场' }],
    });

    // 18 is the older code of 1.
    const rows = await toolService.list({ ...scope, type: 18 });
    expect(`${lastRequest(backend).method} ${lastRequest(backend).url.pathname}`).toBe('GET /sworld/tool/list');
    expect(rows!.map((r) => r.id)).toEqual([saved!.id]);
    expect(await toolService.list({ ...scope, type: 2 })).toEqual([]);
  });

  it('keeps one note per member, type and round: a second is refused, an update replaces it', async () => {
    const { scope } = running();
    await loginAs('student');
    const saved = (await toolService.save({ ...scope, type: 3, details: note('本地 P1 需求旺盛') }))!.data!;
    await expectRefused(
      backend,
      e.save,
      { ...scope, type: 3, details: note('再写一条') },
      409,
      '你本回合已填写过该工具，请修改原记录',
    );
    const updated = (
      await toolService.save({
        ...scope,
        id: String(saved.id),
        type: 3,
        details: details({ one: '改为区域市场', two: '2', three: '备注' }),
      })
    )?.data;
    expect(JSON.parse(updated!.details).data).toEqual([{ one: '改为区域市场', two: '2', three: '备注' }]);
    expect(db().toolRecords.filter((r) => r.type === 3)).toHaveLength(1);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const { scope } = running();
    await loginAs('student');
    await expectRefused(backend, e.save, { ...scope, type: 99, details: note('x') }, 400, '工具类型 99 不存在');
    await expectRefused(backend, e.save, { ...scope, type: 'a', details: note('x') }, 400, '工具类型必须是整数');
    await expectRefused(backend, e.save, { ...scope, type: 1, details: '{not json' }, 400, '记录内容格式不正确');
    await expectRefused(backend, e.save, { ...scope, type: 1 }, 400, '记录内容不能为空');
    await expectRefused(
      backend,
      e.save,
      { ...scope, type: 1, details: JSON.stringify({ data: [] }) },
      400,
      '记录内容至少需要一条',
    );
    await expectRefused(
      backend,
      e.save,
      { ...scope, type: 1, details: details({ one: 'a' }, { one: ' ' }) },
      400,
      '第 2 条内容不能为空',
    );
    await expectRefused(
      backend,
      e.save,
      { ...scope, type: 1, details: note('x'.repeat(501)) },
      400,
      '第 1 条内容不能超过 500 个字符',
    );
    await expectRefused(
      backend,
      e.save,
      { ...scope, round: 4, type: 1, details: note('x') },
      409,
      '只能填写当前回合（第 5 回合）的记录',
    );
    await expectRefused(
      backend,
      e.save,
      { ...scope, round: 9, type: 1, details: note('x') },
      400,
      '回合必须在 1 到 8 之间',
    );
    await expectRefused(
      backend,
      e.save,
      { ...scope, gameId: '999999', type: 1, details: note('x') },
      404,
      '实训不存在',
    );
    await expectRefused(
      backend,
      e.save,
      { ...scope, id: '999999', type: 1, details: note('x') },
      404,
      '工具记录不存在',
    );
    await expectRefused(backend, e.remove, { id: '999999' }, 404, '工具记录不存在');
    await expectRefused(backend, e.remove, {}, 400, '记录编号不能为空');
    await expectRefused(
      backend,
      e.list,
      { ...scope, type: 1, teamId: running().training.id },
      403,
      '只能操作本组的数据',
    );
    await expectRefused(backend, e.checkVote, { ...scope }, 400, '用户编号不能为空');
  });

  it('lets only the owner change or delete a note; teachers read but do not write', async () => {
    const { scope } = running();
    await loginAs('student01');
    const theirs = (await toolService.save({ ...scope, type: 11, details: note('会议纪要') }))!.data!;
    await loginAs('student');
    await expectRefused(
      backend,
      e.save,
      { ...scope, id: theirs.id, type: 11, details: note('改') },
      403,
      '只能修改自己的记录',
    );
    await expectRefused(backend, e.remove, { id: theirs.id }, 403, '只能删除自己的记录');
    await loginAs('teacher');
    expect((await toolService.list({ ...scope, type: 17 }))!.map((r) => r.userName)).toEqual(['赫国强']);
    await expectRefused(
      backend,
      e.save,
      { ...scope, type: 11, details: note('老师') },
      403,
      '只有本组学生可以填写工具记录',
    );
    await loginAs('student01');
    expect((await toolService.remove({ id: String(theirs.id) }))?.data).toBeNull();
    expect(lastRequest(backend).body).toBe(`id=${theirs.id}`);
    expect(db().toolRecords).toEqual([]);
  });
});

describe('decision tools drive the game', () => {
  it('a production plan starts production on the team’s line (type 5 → startProduction)', async () => {
    const { scope } = running();
    await loginAs('student');
    const line = team().lines.find((l) => l.status === 'ready' && !l.wip)!;
    const actionsBefore = game().actions.length;
    await toolService.save({ ...scope, type: 5, details: details({ one: line.id, two: '1' }) });
    expect(team().lines.find((l) => l.id === line.id)!.wip).not.toBeNull();
    expect(game().actions.slice(actionsBefore)).toEqual([
      { type: 'startProduction', teamId: scope.teamId, lineId: line.id, quantity: 1 },
    ]);
  });

  it('a purchase orders material and a financing record takes a loan (types 6 and 7)', async () => {
    const { scope } = running();
    await loginAs('student');
    const orders = team().materialOrders.length;
    await toolService.save({ ...scope, type: 6, details: details({ one: 'R1', two: '3' }) });
    expect(team().materialOrders).toHaveLength(orders + 1);
    expect(team().materialOrders[orders]).toMatchObject({ code: 'R1', qty: 3 });

    const cash = team().cash;
    const loans = team().shortLoans.length;
    await toolService.save({ ...scope, type: 7, details: details({ one: 'short', two: '20' }) });
    expect(team().shortLoans).toHaveLength(loans + 1);
    expect(team().cash).toBe(cash + 20);
    // Each decision record is its own batch: a second one the same round is allowed.
    await toolService.save({ ...scope, type: 7, details: details({ one: 'short', two: '10' }) });
    expect(team().cash).toBe(cash + 30);
  });

  it('refuses a decision whose item is bad or that the engine refuses, all items or none', async () => {
    const { scope } = running();
    await loginAs('student');
    await expectRefused(
      backend,
      e.save,
      { ...scope, type: 7, details: details({ one: 'mid', two: '10' }) },
      400,
      '第 1 条：贷款类型只能是长期贷款（long）或短期贷款（short）',
    );
    await expectRefused(
      backend,
      e.save,
      { ...scope, type: 6, details: details({ one: 'R1', two: 'x' }) },
      400,
      '第 1 条：采购数量必须是正整数',
    );
    await expectRefused(
      backend,
      e.save,
      { ...scope, type: 5, details: details({ one: 'L1' }) },
      400,
      '第 1 条：生产数量必须是正整数',
    );
    await expectRefused(
      backend,
      e.save,
      { ...scope, type: 9, details: details({ one: 'MOON' }) },
      400,
      '第 1 条：没有编码为“MOON”的市场、产品或资质',
    );
    // The first item alone is fine; the second is refused by the engine: nothing is applied.
    await expectRefused(
      backend,
      e.save,
      { ...scope, type: 7, details: details({ one: 'short', two: '10' }, { one: 'short', two: '7' }) },
      409,
      /^第 2 条：/,
    );
    await expectRefused(
      backend,
      e.save,
      { ...scope, type: 6, details: details({ one: 'R9', two: '1' }) },
      409,
      /^第 1 条：/,
    );
  });

  it('keeps an executed decision record: no edit, no delete', async () => {
    const { scope } = running();
    await loginAs('student');
    const saved = (await toolService.save({ ...scope, type: 6, details: details({ one: 'R2', two: '1' }) }))!.data!;
    await expectRefused(
      backend,
      e.save,
      { ...scope, id: saved.id, type: 6, details: details({ one: 'R2', two: '5' }) },
      409,
      '决策记录已执行，不能修改',
    );
    await expectRefused(backend, e.remove, { id: saved.id }, 409, '决策记录已执行，不能删除');
  });

  it('refuses records while the training is not running', async () => {
    await loginAs('student');
    const finished = db().trainings.find((t) => t.trainName === '2025秋季沙盘实训')!;
    const group = db().groups.find((g) => g.trainingId === finished.id && g.groupNum === 1)!;
    await expectRefused(
      backend,
      e.save,
      { gameId: finished.id, round: 4, teamId: group.groupId, type: 1, details: note('x') },
      409,
      '实训不在进行中，不能填写工具记录',
    );
  });
});

describe('the group vote (type 15)', () => {
  const members = ['student', 'student01', 'student02', 'student03'];

  it('opens when every member has proposed, counts one vote per member, then locks the proposals', async () => {
    const { scope } = running();
    const proposals: string[] = [];
    for (const code of members.slice(0, 3)) {
      const { userId } = await loginAs(code);
      proposals.push(
        String((await toolService.save({ ...scope, type: 15, details: note(`${code} 的方案`) }))!.data!.id),
      );
      expect(await toolService.checkVote({ ...scope, userId })).toBe(0);
    }
    const { userId } = await loginAs('student');
    await expectRefused(
      backend,
      e.vote,
      { ...scope, userId, recordId: proposals[0] },
      409,
      '组内成员尚未全部提交提案（3/4）',
    );

    await loginAs('student03');
    proposals.push(
      String((await toolService.save({ ...scope, type: 15, details: note('student03 的方案') }))!.data!.id),
    );
    await loginAs('student');
    expect(await toolService.checkVote({ ...scope, userId })).toBe(0);
    expect(`${lastRequest(backend).url.pathname}${lastRequest(backend).url.search}`).toBe(
      `/sworld/tool/checkVote?gameId=${scope.gameId}&round=5&teamId=${scope.teamId}&userId=${userId}`,
    );
    await expectRefused(
      backend,
      e.vote,
      { ...scope, userId: '6', recordId: proposals[1] },
      403,
      '只能以自己的身份投票',
    );
    await expectRefused(backend, e.vote, { ...scope, userId, recordId: '999999' }, 404, '提案不存在');
    await expectRefused(backend, e.vote, { ...scope, userId }, 400, '投票选项不能为空');
    expect((await toolService.vote({ ...scope, userId, recordId: proposals[1] }))?.data).toEqual({
      recordId: proposals[1],
      voteCount: 1,
      votes: 1,
      members: 4,
    });
    expect(await toolService.checkVote({ ...scope, userId })).toBe(1);
    await expectRefused(backend, e.vote, { ...scope, userId, recordId: proposals[2] }, 409, '你本回合已经投过票');
    await expectRefused(
      backend,
      e.save,
      { ...scope, id: proposals[0], type: 15, details: note('改方案') },
      409,
      '投票已开始，不能再修改或删除提案',
    );
    await expectRefused(backend, e.remove, { id: proposals[0] }, 409, '投票已开始，不能再修改或删除提案');

    const rows = (await toolService.list({ ...scope, type: 15 }))!;
    expect(rows.map((r) => [r.userName, r.voteCount])).toEqual([
      ['张同学', 0],
      ['赫国强', 1],
      ['钮俊凯', 0],
      ['苦俊凯', 0],
    ]);
  });
});
