import { endpoints } from '@/services/endpoints';
import * as analysisService from '@/services/analysis';
import * as classService from '@/services/class';
import * as gmServiceTyped from '@/services/gm';
import * as gmSysServiceTyped from '@/services/gmSys';
import * as ruleService from '@/services/rule';
import * as studentServiceTyped from '@/services/student';
import * as trainingServiceTyped from '@/services/training';
import * as userService from '@/services/user';
import { loginAs, useMockBackend, anyCalls } from '../../../tests/utils/mockServer';
import { xlsxBytes } from '../../../tests/utils/sheets';
import { consoleKit } from './consoleKit';
import { envelopeOf, expectRefused } from './teachingKit';

const gmService = anyCalls(gmServiceTyped);
const gmSysService = anyCalls(gmSysServiceTyped);
const studentService = anyCalls(studentServiceTyped);
const trainingService = anyCalls(trainingServiceTyped);

/** Who reads whose data (docs/ASSUMPTIONS.md, "Access rules"): the mock is the reference for the Java backend. */
const backend = useMockBackend();
const kit = consoleKit(backend);
const idOf = (code: string) => backend.store.db.users.find((u) => u.userCode === code)!.id;
const NOT_YOURS = '无权限：只能查看和管理自己或自己学生的账号';

/** A student account in no class, made by the administrator. */
async function unassignedStudent(): Promise<string> {
  await loginAs('admin');
  const created = (await userService.save({ userCode: 'loose01', userName: '未分班', userType: 3 }))?.data;
  return String(created!.id);
}

describe('GET /sworld/user/getById', () => {
  it('gives a student their own account only', async () => {
    await loginAs('student');
    expect((await userService.getById())!.userCode).toBe('student');
    expect((await userService.getById({ id: idOf('student') }))!.userCode).toBe('student');
    for (const other of ['student01', 'teacher', 'teacher2', 'admin', 'abutment'])
      await expectRefused(backend, endpoints.user.getById, { id: idOf(other) }, 403, NOT_YOURS);
  });

  it('gives a teacher themself and their students, with e-mail and phone, and nobody else', async () => {
    const loose = await unassignedStudent();
    await loginAs('teacher');
    expect((await userService.getById({ id: idOf('teacher') }))!.email).toBe('teacher@example.edu.cn');
    const mine = await userService.getById({ id: idOf('student01') });
    expect(mine).toMatchObject({ userCode: 'student01', email: 'student01@example.edu.cn', phone: expect.any(String) });
    expect(mine).not.toHaveProperty('password');
    expect((await userService.getById({ id: loose }))!.userCode).toBe('loose01');
    for (const other of ['teacher2', 'admin', 'abutment'])
      await expectRefused(backend, endpoints.user.getById, { id: idOf(other) }, 403, NOT_YOURS);
    // teacher2 teaches none of the seeded students: every one of them is refused.
    await loginAs('teacher2');
    await expectRefused(backend, endpoints.user.getById, { id: idOf('student') }, 403, NOT_YOURS);
    await expectRefused(backend, endpoints.user.getById, { id: idOf('teacher') }, 403, NOT_YOURS);
    expect((await userService.getById({ id: loose }))!.userCode).toBe('loose01');
  });

  it('gives an administrator anyone, and says 404 for an unknown id', async () => {
    await loginAs('admin');
    for (const code of ['teacher', 'teacher2', 'student', 'abutment'])
      expect((await userService.getById({ id: idOf(code) }))!.userCode).toBe(code);
    await expectRefused(backend, endpoints.user.getById, { id: '999999' }, 404, '用户不存在');
  });

  it('treats an embedded user as a teacher without classes', async () => {
    await loginAs('abutment');
    expect((await userService.getById())!.userCode).toBe('abutment');
    await expectRefused(backend, endpoints.user.getById, { id: idOf('student') }, 403, NOT_YOURS);
  });
});

describe('accounts a teacher lists and manages', () => {
  it("lists only the teacher's students and those in no class", async () => {
    const loose = await unassignedStudent();
    await loginAs('teacher');
    const page = await userService.list({ size: 100 });
    expect(page!.total).toBe(17);
    expect(page!.records!.map((u) => u.id)).toContain(loose);
    await loginAs('teacher2');
    const other = await userService.list({ size: 100 });
    expect(other!.records!.map((u) => u.userCode)).toEqual(['loose01']);
    await expectRefused(
      backend,
      endpoints.user.list,
      { classId: backend.store.db.classes[0].id },
      403,
      '只能管理自己的班级',
    );
  });

  it("refuses to reset, edit or delete another teacher's student", async () => {
    await loginAs('teacher2');
    const id = idOf('student');
    await expectRefused(backend, endpoints.user.resetPassword, { id }, 403, NOT_YOURS);
    await expectRefused(backend, endpoints.user.save, { id, userCode: 'student', userName: '改名' }, 403, NOT_YOURS);
    await expectRefused(backend, endpoints.user.remove, { id }, 403, NOT_YOURS);
  });

  it("refuses to take another teacher's student into a class (which would open their account)", async () => {
    await loginAs('teacher2');
    const own = backend.store.db.classes.find((c) => c.className === '2025级市场营销班')!.id;
    await expectRefused(
      backend,
      endpoints.class.maintain,
      { id: own, studentIds: [idOf('student')] },
      403,
      '无权限：学生“张同学”在其他教师的班级或实训中',
    );
    await expectRefused(
      backend,
      endpoints.class.save,
      { className: '抢学生的班', studentIds: [idOf('student01')] },
      403,
      '在其他教师的班级或实训中',
    );
    // The teacher of those students still maintains their classes as before.
    await loginAs('teacher');
    const second = backend.store.db.classes[1].id;
    const saved = (await classService.maintain({ id: second, studentIds: [idOf('student'), idOf('student01')] }))?.data;
    expect(saved!.studentIds).toEqual([idOf('student'), idOf('student01')]);
  });
});

describe("a student reads only their own team's figures in the console's team lists", () => {
  const trainId = () => kit.trainId();
  const ownGroup = () =>
    backend.store.db.groupPosts.find((p) => p.trainingId === trainId() && p.studentId === idOf('student'))!.groupId;

  it('teams, scores, reports and network marketing: own team for a student, every team for the teacher', async () => {
    await loginAs('teacher');
    expect(await gmService.findTeamList({ trainId: trainId() })).toHaveLength(4);
    expect(await trainingService.getTeamScoreList({ trainId: trainId() })).toHaveLength(4);
    expect(await gmSysService.checkReport({ trainId: trainId() })).toHaveLength(4);
    expect(await trainingService.getNetWorkTeam({ trainId: trainId() })).toHaveLength(4);
    const goodStanding = await gmService.getGoodwillTeam({ trainId: trainId() });
    expect(goodStanding.length).toBeGreaterThan(0);
    expect(goodStanding.map((t: any) => t.teamId)).not.toContain(ownGroup());
    await loginAs('student');
    const teamIds = (rows: any[]) => rows.map((r) => r.teamId ?? r.groupId);
    expect(teamIds(await gmService.findTeamList({ trainId: trainId() }))).toEqual([ownGroup()]);
    expect(teamIds(await trainingService.getTeamScoreList({ trainId: trainId() }))).toEqual([ownGroup()]);
    expect(teamIds(await trainingService.getCountScore({ trainId: trainId() }))).toEqual([ownGroup()]);
    expect(teamIds(await gmSysService.checkReport({ trainId: trainId() }))).toEqual([ownGroup()]);
    expect(teamIds(await trainingService.getNetWorkTeam({ trainId: trainId() }))).toEqual([ownGroup()]);
    // The student's team is not in good standing, and the others' are not theirs to see.
    expect(await gmService.getGoodwillTeam({ trainId: trainId() })).toEqual([]);
  });

  it('every team once the teacher opens the analysis', async () => {
    await loginAs('teacher');
    await analysisService.openAll({ trainId: trainId(), open: 1 });
    await loginAs('student');
    expect(await gmService.findTeamList({ trainId: trainId() })).toHaveLength(4);
    expect(await trainingService.getTeamScoreList({ trainId: trainId() })).toHaveLength(4);
  });

  it('a teacher of another training gets nothing of it', async () => {
    await loginAs('teacher2');
    const answer = await envelopeOf(endpoints.gm.findTeamList, { trainId: trainId() });
    expect(answer).toMatchObject({ code: 403, data: null });
  });
});

/** A real .xlsx upload with the student template's columns. */
async function studentSheet(rows: (string | number)[][]): Promise<File> {
  const bytes = await xlsxBytes([['登录账号', '姓名', '组号', '岗位编号'], ...rows]);
  return new File([bytes], '学生名单.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

const db = () => backend.store.db;
const caseByCode = (code: string) => db().cases.find((c) => c.caseCode === code)!;
const ruleByCode = (code: string) => db().rules.find((r) => r.params.code === code && r.ruleType === 1)!;

/** A training of the logged-in teacher, in their class, on the standard case and rule. */
async function trainingIn(className: string, trainName: string) {
  const std = caseByCode('STD-MFG');
  return (await trainingService.save({
    trainName,
    caseId: std.id,
    ruleId: std.ruleId,
    classId: db().classes.find((c) => c.className === className)!.id,
    groupNum: 1,
  }))!.data!;
}

describe('students a teacher manages through their trainings', () => {
  const kidId = () => idOf('kid01');

  it("refuses the student imported into another teacher's training, and lets both teachers of two trainings manage them", async () => {
    await loginAs('teacher2');
    const second = await trainingIn('2025级市场营销班', '二班对抗');
    await studentService.importStudents({ trainId: second.id, file: await studentSheet([['kid01', '新同学', 1, 1]]) });
    // The imported account is in no class: it is teacher2's through the training alone.
    await loginAs('teacher');
    await expectRefused(backend, endpoints.user.resetPassword, { id: kidId() }, 403, NOT_YOURS);
    await expectRefused(
      backend,
      endpoints.user.save,
      { id: kidId(), userCode: 'kid01', userName: '改名' },
      403,
      NOT_YOURS,
    );
    await expectRefused(backend, endpoints.user.remove, { id: kidId() }, 403, NOT_YOURS);
    await expectRefused(backend, endpoints.user.getById, { id: kidId() }, 403, NOT_YOURS);
    expect((await userService.list({ size: 100 }))!.records!.map((u) => u.userCode)).not.toContain('kid01');
    await loginAs('teacher2');
    expect((await userService.resetPassword({ id: kidId() }))?.data).toMatchObject({ userCode: 'kid01' });

    // The first teacher seats the same student in a training of their own: now both manage them.
    await loginAs('teacher');
    const first = await trainingIn('2026级会计学2班', '一班对抗');
    await studentService.importStudents({ trainId: first.id, file: await studentSheet([['kid01', '新同学', 1, 1]]) });
    expect((await userService.resetPassword({ id: kidId() }))?.data).toMatchObject({ userCode: 'kid01' });
    expect(
      (await userService.save({ id: kidId(), userCode: 'kid01', userName: '新名字', userType: 3 }))?.data,
    ).toMatchObject({
      userName: '新名字',
    });
    await loginAs('teacher2');
    expect((await userService.resetPassword({ id: kidId() }))?.data).toMatchObject({ userCode: 'kid01' });
  });

  it("refuses to seat another teacher's student by moving them into a post, or to take them into a class", async () => {
    await loginAs('teacher');
    const first = await trainingIn('2026级会计学2班', '一班对抗');
    await studentService.importStudents({ trainId: first.id, file: await studentSheet([['kid01', '新同学', 1, 1]]) });
    await loginAs('teacher2');
    const second = await trainingIn('2025级市场营销班', '二班对抗');
    const seat = db().groupPosts.find((p) => p.trainingId === second.id)!;
    for (const code of ['student', 'kid01'])
      await expectRefused(
        backend,
        endpoints.student.transfer,
        { trainId: second.id, id: seat.id, studentId: idOf(code) },
        403,
        '在其他教师的班级或实训中',
      );
    const own = db().classes.find((c) => c.className === '2025级市场营销班')!.id;
    await expectRefused(
      backend,
      endpoints.class.maintain,
      { id: own, studentIds: [kidId()] },
      403,
      '无权限：学生“新同学”在其他教师的班级或实训中',
    );
  });
});

describe("a training's case and rule are ones its teacher sees", () => {
  it("refuses another teacher's private case and custom rule (so their owner can still delete them)", async () => {
    const privateCase = caseByCode('DEV-SMART-HOME');
    const customRule = db().rules.find((r) => r.ruleName === '高需求练习规则')!;
    const std = caseByCode('STD-MFG');
    const classId = db().classes.find((c) => c.className === '2025级市场营销班')!.id;
    await loginAs('teacher2');
    const base = { trainName: '借用', classId, groupNum: 1 };
    await expectRefused(
      backend,
      endpoints.training.save,
      { ...base, caseId: privateCase.id, ruleId: std.ruleId },
      404,
      '案例不存在',
    );
    await expectRefused(
      backend,
      endpoints.training.save,
      { ...base, caseId: std.id, ruleId: customRule.id },
      404,
      '规则不存在',
    );
    // Their owner may still delete them: no training plays them.
    await loginAs('teacher');
    expect((await ruleService.customDelete({ ruleId: customRule.id }))?.data).toBe(true);
  });
});

describe('preset rules are changed by administrators only', () => {
  const tax = (id: string) => db().rules.find((r) => r.id === id)!.params;
  const ADMIN_ONLY = '无权限：预设规则只能由管理员修改，可以复制为自己的规则后修改';

  it('refuses a teacher every change of a preset rule, and marks it not editable', async () => {
    const standard = ruleByCode('STANDARD');
    await loginAs('teacher');
    const rows = JSON.stringify([{ code: 'base.taxRate', value: 90 }]);
    await expectRefused(backend, endpoints.rule.savePreset, { ruleId: standard.id, rows }, 403, ADMIN_ONLY);
    await expectRefused(
      backend,
      endpoints.rule.savePreset,
      { caseId: standard.caseId, ruleName: '教师的预设' },
      403,
      ADMIN_ONLY,
    );
    await expectRefused(backend, endpoints.rule.remove, { ruleId: standard.id }, 403, '预设规则只能由管理员删除');
    await expectRefused(backend, endpoints.rule.importDealerOrder, { ruleId: standard.id }, 403, ADMIN_ONLY);
    const listed = await ruleService.listForCaseAndTemplate({ ruleType: 1, caseId: standard.caseId });
    expect(listed!.records!.find((r) => r.id === standard.id)).toMatchObject({ editable: false });
  });

  it('lets a teacher copy a preset into a custom rule of their own, which they edit', async () => {
    const standard = ruleByCode('STANDARD');
    const before = (tax(standard.id) as any).taxRate;
    await loginAs('teacher');
    const copy = (await ruleService.copy({ ruleId: standard.id, ruleName: '我的标准规则' }))?.data;
    expect(copy).toMatchObject({ ruleType: 2, ownerId: idOf('teacher'), editable: true });
    const saved = (
      await ruleService.customSave({
        ruleId: copy!.id,
        rows: JSON.stringify([{ code: 'base.taxRate', value: 30 }]),
      })
    )?.data;
    expect(saved!.rows!.find((r: any) => r.code === 'base.taxRate')!.value).toBe(30);
    expect((tax(standard.id) as any).taxRate).toBe(before);
  });

  it('lets an administrator change a preset rule', async () => {
    const standard = ruleByCode('STANDARD');
    await loginAs('admin');
    const saved = (
      await ruleService.savePreset({
        ruleId: standard.id,
        rows: JSON.stringify([{ code: 'base.taxRate', value: 30 }]),
      })
    )?.data;
    expect(saved!.rows!.find((r: any) => r.code === 'base.taxRate')!.value).toBe(30);
    expect(saved).toMatchObject({ editable: true });
  });
});
