import * as roundServiceTyped from '@/services/round';
import * as studentServiceTyped from '@/services/student';
import * as trainingServiceTyped from '@/services/training';
import { loginAs, useMockBackend, anyCalls } from '../../../tests/utils/mockServer';
import { xlsxBytes } from '../../../tests/utils/sheets';
import { teamStatements } from '../../engine';

const roundService = anyCalls(roundServiceTyped);
const studentService = anyCalls(studentServiceTyped);
const trainingService = anyCalls(trainingServiceTyped);

const backend = useMockBackend();
const db = () => backend.store.db;
const last = () => backend.requests[backend.requests.length - 1];

/** A real .xlsx upload with the student template's columns. */
async function sheet(rows: (string | number)[][]): Promise<File> {
  const bytes = await xlsxBytes([['登录账号', '姓名', '组号', '岗位编号'], ...rows]);
  return new File([bytes], '学生名单.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

async function createTraining(extra: Record<string, unknown> = {}) {
  const klass = db().classes.find((c) => c.className === '2026级会计学2班')!;
  const saved = await trainingService.save({
    trainName: '期中经营对抗',
    caseId: db().cases[0].id,
    ruleId: db().rules[0].id,
    classId: klass.id,
    groupNum: 2,
    ...extra,
  });
  return saved?.data;
}

const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (e: Error) => e.message,
  );

describe('the training lifecycle through the endpoints', () => {
  it('creates a training with default rounds, groups and four empty seats per group', async () => {
    await loginAs('teacher');
    const saved = await createTraining();
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/sworld/training/save');
    expect(saved).toMatchObject({
      trainName: '期中经营对抗',
      roundNumber: 4,
      groupNum: 2,
      state: 0,
      stateName: '未开始',
      currRound: 0,
      isOpen: 1,
      selectVersion: 1,
    });
    const groups = await studentService.relList({ trainId: saved.id });
    expect(Object.keys(groups)).toEqual(['1', '2']);
    expect(groups['1'].map((p: any) => [p.postId, p.postName, p.studentId])).toEqual([
      // Empty seats: no student (null on the wire, absent as the app reads it).
      [1, '总经理', undefined],
      [2, '财务总监', undefined],
      [3, '营销总监', undefined],
      [4, '生产总监', undefined],
    ]);
    const rounds = await roundService.findList({ trainId: saved.id });
    expect(rounds.map((r: any) => [r.round, r.duration, r.year, r.quarter])).toEqual([
      [1, 45, 1, 1],
      [2, 45, 1, 2],
      [3, 45, 1, 3],
      [4, 45, 1, 4],
    ]);
  });

  it('records the sandbox version of the save path (gz 2, release 3) and a custom post list', async () => {
    await loginAs('teacher');
    const gz = (
      await trainingService.saveGz({
        ...(await createTraining()),
        id: undefined,
        trainName: 'gz 实训',
        caseId: db().cases[0].id,
        ruleId: db().rules[0].id,
        classId: db().classes[1].id,
        groupNum: 1,
        postList: [5, 1, 2],
      })
    )?.data;
    expect(last().url.pathname).toBe('/sworldgz/training/save');
    expect(gz.selectVersion).toBe(2);
    const groups = await studentService.relList({ trainId: gz.id });
    expect(groups['1'].map((p: any) => p.postId)).toEqual([1, 2, 5]);
    const release = (
      await trainingService.saveRelease({
        trainName: 'release 实训',
        caseId: db().cases[0].id,
        ruleId: db().rules[0].id,
        classId: db().classes[1].id,
        groupNum: 1,
      })
    )?.data;
    expect(last().url.pathname).toBe('/sworldrelease/training/save');
    expect(release.selectVersion).toBe(3);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    await loginAs('teacher');
    const before = db().trainings.length;
    expect(await fail(trainingService.save({ trainName: '', caseId: db().cases[0].id }, { handleError: true }))).toBe(
      '实训名称不能为空',
    );
    const valid = {
      trainName: '新实训',
      caseId: db().cases[0].id,
      ruleId: db().rules[0].id,
      classId: db().classes[0].id,
    };
    expect(await fail(trainingService.save({ ...valid, groupNum: 0 }, { handleError: true }))).toBe(
      '小组数必须在 1 到 20 之间',
    );
    expect(await fail(trainingService.save({ ...valid, groupNum: 2, roundNumber: 'x' }, { handleError: true }))).toBe(
      '回合数必须是整数',
    );
    expect(await fail(trainingService.save({ ...valid, groupNum: 2, caseId: '999999' }, { handleError: true }))).toBe(
      '案例不存在',
    );
    expect(await fail(trainingService.save({ ...valid, groupNum: 2, postList: [1, 9] }, { handleError: true }))).toBe(
      '岗位列表中的岗位编号 9 不存在',
    );
    expect(
      await fail(
        trainingService.save({ ...valid, trainName: '2026春季沙盘对抗赛', groupNum: 2 }, { handleError: true }),
      ),
    ).toBe('实训名称“2026春季沙盘对抗赛”已存在');
    expect(db().trainings.length).toBe(before);
  });

  it('imports students from a spreadsheet, all rows or none, with per-row errors', async () => {
    await loginAs('teacher');
    const training = await createTraining();
    const bad = await studentService.importStudents(
      {
        trainId: training.id,
        file: await sheet([
          ['newkid1', '新同学', 1, 1],
          ['bad code!', '坏账号', 1, 2],
          ['newkid3', '同学三', 9, 1],
        ]),
      },
      { raw: true, hideError: true },
    );
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('导入失败，第 3 行：登录账号只能包含字母、数字和下划线，最多 32 个字符（共 2 处错误）');
    expect(bad.data).toEqual([
      { row: 3, field: '登录账号', msg: '登录账号只能包含字母、数字和下划线，最多 32 个字符' },
      { row: 4, field: '组号', msg: '组号必须是 1 到 2 之间的整数' },
    ]);
    expect(db().users.some((u) => u.userCode === 'newkid1')).toBe(false);

    const ok = await studentService.importStudents({
      trainId: training.id,
      file: await sheet([
        ['newkid1', '新同学', 1, 1],
        ['student', '张同学', 2, 3],
      ]),
    });
    expect(last().headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(ok).toEqual({ imported: 2, created: 1, errors: [] });
    const groups = await studentService.relList({ trainId: training.id });
    expect(groups['1'][0]).toMatchObject({ postId: 1, studentName: '新同学', userCode: 'newkid1' });
    expect(groups['2'][2]).toMatchObject({ postId: 3, studentName: '张同学' });
  });

  it('refuses to start while a group has no student, then starts at round 1 with a game', async () => {
    await loginAs('teacher');
    const training = await createTraining();
    await studentService.importStudents({ trainId: training.id, file: await sheet([['student', '张同学', 1, 1]]) });
    expect(await fail(trainingService.changeState({ id: training.id, state: 1 }, { handleError: true }))).toBe(
      '实训不能开始：第2组还没有学生',
    );
    await studentService.importStudents({
      trainId: training.id,
      file: await sheet([
        ['student', '张同学', 1, 1],
        ['student01', 'x', 2, 1],
      ]),
    });
    const started = (await trainingService.changeState({ id: training.id, state: 1, version: 1 }))?.data;
    expect(started).toMatchObject({ state: 1, stateName: '进行中', currRound: 1, version: 2 });
    expect(db().games.find((g) => g.trainingId === training.id)!.state.teams).toHaveLength(2);
    expect(await fail(trainingService.changeState({ id: training.id, state: 0 }, { handleError: true }))).toBe(
      '实训不能从“进行中”改为“未开始”',
    );
  });

  it('changes round only forward, one at a time, refusing a stale version', async () => {
    await loginAs('teacher');
    const running = db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
    expect(running.currRound).toBe(5);
    expect(
      await fail(
        trainingService.changeRound({ id: running.id, round: 4, version: running.version }, { handleError: true }),
      ),
    ).toBe('回合只能向后切换');
    expect(
      await fail(
        trainingService.changeRound({ id: running.id, round: 7, version: running.version }, { handleError: true }),
      ),
    ).toBe('只能切换到下一回合（第 6 回合）');
    expect(
      await fail(
        trainingService.changeRound({ id: running.id, round: 6, version: running.version - 1 }, { handleError: true }),
      ),
    ).toBe('实训已被他人更新，请刷新后重试');
    // Round 5 opens year 2 with an order meeting in play: it must end before the round is settled.
    const game = db().games.find((g) => g.trainingId === running.id)!;
    expect(game.state.menu).toMatchObject({ round: 5, phase: 1 });
    expect(
      await fail(
        trainingService.changeRound({ id: running.id, round: 6, version: running.version }, { handleError: true }),
      ),
    ).toBe('本回合订货会尚未结束，不能结算');
    expect(running.currRound).toBe(5);
  });

  it('runs a training on a sand table without order meetings from round 1 to its end', async () => {
    // The seeded 会计2班经营模拟 plays the standard rule (a meeting every first quarter) on sand table 2,
    // which holds no meetings: round 1 used to stay open for good ("本回合订货会尚未结束，不能结算").
    await loginAs('teacher');
    const training = db().trainings.find((t) => t.trainName === '会计2班经营模拟')!;
    expect(training).toMatchObject({ sandTableId: '2', state: 0, roundNumber: 4 });
    await trainingService.changeState({ id: training.id, state: 1, version: training.version });
    const game = () => db().games.find((g) => g.trainingId === training.id)!;
    expect(game().state.menu).toMatchObject({ round: 1, phase: 1 });
    for (const round of [2, 3, 4]) {
      expect(
        (await trainingService.changeRound({ id: training.id, round, version: training.version }))?.data,
      ).toMatchObject({
        currRound: round,
      });
    }
    await trainingService.changeState({ id: training.id, state: 3, version: training.version });
    expect(game().state).toMatchObject({ status: 'finished', settledRound: 4 });
    // No meeting: round 1's menu was closed without orders.
    expect(game().state.pastMenus.find((m) => m.round === 1)).toMatchObject({ phase: 4 });
    expect(game().state.teams.every((t) => t.orders.length === 0)).toBe(true);
    for (const team of game().state.teams) {
      for (let round = 1; round <= 4; round += 1) {
        const { balanceSheet: balance } = teamStatements(game().state, team.teamId, round)!;
        expect(balance.assetsTotal.end).toBe(balance.liabilitiesEquityTotal.end);
      }
    }
  });

  it('still refuses to leave a round whose order meeting is open on a sand table that holds meetings', async () => {
    await loginAs('teacher');
    const training = await createTraining({ sandTableId: '1', groupNum: 1 });
    await studentService.importStudents({ trainId: training.id, file: await sheet([['student', '张同学', 1, 1]]) });
    await trainingService.changeState({ id: training.id, state: 1, version: 1 });
    expect(
      await fail(trainingService.changeRound({ id: training.id, round: 2, version: 2 }, { handleError: true })),
    ).toBe('本回合订货会尚未结束，不能结算');
  });

  it('shows a student only the trainings they are seated in, and their own post', async () => {
    await loginAs('student');
    const mine = await trainingService.getList();
    expect(mine.map((t: any) => t.trainName).sort()).toEqual(['2025秋季沙盘实训', '2026春季沙盘对抗赛']);
    const running = mine.find((t: any) => t.trainName === '2026春季沙盘对抗赛');
    expect(await studentService.getPostId({ trainId: running.id })).toMatchObject({
      postId: 1,
      postName: '总经理',
      groupNum: 1,
    });
    expect(await fail(trainingService.changeRound({ id: running.id, round: 6 }, { handleError: true }))).toBe(
      '无权限：仅教师可以执行此操作',
    );
  });

  it('seeds a game whose four finished rounds balance for every team', () => {
    const game = db().games.find(
      (g) => db().trainings.find((t) => t.id === g.trainingId)!.trainName === '2026春季沙盘对抗赛',
    )!;
    expect(game.state.settledRound).toBe(4);
    for (const team of game.state.teams) {
      for (let round = 1; round <= 4; round += 1) {
        const { balanceSheet: balance } = teamStatements(game.state, team.teamId, round)!;
        expect(balance.assetsTotal.end).toBe(balance.liabilitiesEquityTotal.end);
      }
    }
  });

  it('names a training by trainId only: an alias of it is refused as a missing training id', async () => {
    await loginAs('teacher');
    const training = await createTraining();
    expect(await trainingService.getById({ trainId: training.id })).toMatchObject({ id: training.id });
    for (const alias of ['trainingId', 'gameId', 'id'])
      expect(await fail(trainingService.getById({ [alias]: training.id }, { handleError: true }))).toBe(
        '实训编号不能为空',
      );
    expect(last().url.searchParams.get('id')).toBe(training.id);
  });
});

describe('seating while a training runs', () => {
  /** The seeded running training with its group 1 post 4 left empty, and a class student of none of its seats. */
  function runningWithEmptySeat() {
    const running = db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
    const seats = db().groupPosts.filter((p) => p.trainingId === running.id);
    const empty = seats.find((p) => p.groupNum === 1 && p.postId === 4)!;
    const late = empty.studentId!;
    empty.studentId = null;
    return { running, seats, empty, late };
  }

  it('lets a student without a seat take an empty seat', async () => {
    await loginAs('teacher');
    const { running, empty, late } = runningWithEmptySeat();
    const groups = (await studentService.transfer({ trainId: running.id, id: empty.id, studentId: late }))?.data;
    expect(last().body).toBe(`trainId=${running.id}&id=${empty.id}&studentId=${late}`);
    expect(groups['1'].find((p: any) => p.postId === 4)).toMatchObject({ studentId: late });
    expect(empty.studentId).toBe(late);
  });

  it('refuses to move a seated student, to fill a taken seat or to empty one, with a message that says why', async () => {
    await loginAs('teacher');
    const { running, seats, empty, late } = runningWithEmptySeat();
    const seated = seats.find((p) => p.groupNum === 2 && p.postId === 1)!;
    const name = db().users.find((u) => u.id === seated.studentId)!.userName;
    const before = seats.map((p) => p.studentId);
    expect(
      await fail(
        studentService.transfer(
          { trainId: running.id, id: empty.id, studentId: seated.studentId },
          { handleError: true },
        ),
      ),
    ).toBe(`实训进行中，不能调换已入座学生的岗位：“${name}”已在第2组担任总经理`);
    expect(
      await fail(
        studentService.transfer({ trainId: running.id, id: seated.id, studentId: late }, { handleError: true }),
      ),
    ).toBe('实训进行中，第2组的总经理岗位已有学生，只能安排到空缺岗位');
    expect(
      await fail(studentService.transfer({ trainId: running.id, id: seated.id, studentId: '' }, { handleError: true })),
    ).toBe('实训进行中，不能让已入座的学生离开岗位');
    expect(seats.map((p) => p.studentId)).toEqual(before);
  });

  it('still refuses any change to a paused or finished training', async () => {
    for (const [name, teacher] of [
      ['市场营销班实训（暂停中）', 'teacher2'],
      ['2025秋季沙盘实训', 'teacher'],
    ]) {
      await loginAs(teacher);
      const training = db().trainings.find((t) => t.trainName === name)!;
      const seat = db().groupPosts.find((p) => p.trainingId === training.id)!;
      expect(
        await fail(
          studentService.transfer({ trainId: training.id, id: seat.id, studentId: '' }, { handleError: true }),
        ),
      ).toBe('实训已开始，不能再调整学生');
    }
  });
});
