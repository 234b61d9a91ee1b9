import * as classService from '@/services/class';
import { endpoints } from '@/services/endpoints';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { expectRefused, lastRequest } from './teachingKit';

const backend = useMockBackend();
const e = endpoints.class;
const db = () => backend.store.db;
const classNamed = (name: string) => db().classes.find((c) => c.className === name)!;
const studentIds = (...codes: string[]) => codes.map((code) => db().users.find((u) => u.userCode === code)!.id);

describe('class family', () => {
  it('lists a teacher its own classes with teacher name and student count', async () => {
    await loginAs('teacher');
    const page = await classService.list({ current: 1, size: 10 });
    expect(page!.total).toBe(2);
    expect(page!.records.map((c: any) => [c.className, c.teacherName, c.studentCount])).toEqual([
      ['2026级工商管理1班', '王老师', 16],
      ['2026级会计学2班', '王老师', 8],
    ]);
  });

  it('maintains the students of a class with repeated studentIds', async () => {
    await loginAs('teacher');
    const row = classNamed('2026级会计学2班');
    const ids = studentIds('student01', 'student02');
    const saved = (await classService.maintain({ id: row.id, studentIds: ids }))?.data;
    expect(lastRequest(backend).url.pathname).toBe('/sworld/teachingclass/maintain');
    expect(lastRequest(backend).body).toBe(`id=${row.id}&studentIds=${ids[0]}&studentIds=${ids[1]}`);
    expect(saved).toMatchObject({ studentIds: ids, studentCount: 2 });
  });

  it('removes a batch of students from one class (deleteClass), refusing students not in it, writing nothing', async () => {
    await loginAs('teacher');
    const row = classNamed('2026级会计学2班');
    const [first, second, ...rest] = row.studentIds;
    const saved = (await classService.removeBatch({ id: row.id, studentIds: [first, second] }))?.data;
    expect(lastRequest(backend).method).toBe('POST');
    expect(lastRequest(backend).url.pathname).toBe('/sworld/teachingclass/deleteClass');
    expect(lastRequest(backend).body).toBe(`id=${row.id}&studentIds=${first}&studentIds=${second}`);
    expect(saved).toMatchObject({ id: row.id, studentIds: rest, studentCount: 6 });
    expect(classNamed('2026级会计学2班').studentIds).toEqual(rest);
    await expectRefused(
      backend,
      e.removeBatch,
      { id: row.id, studentIds: [first] },
      400,
      `学生（编号 ${first}）不在本班级中`,
    );
    await expectRefused(backend, e.removeBatch, { id: row.id }, 400, '请选择要移出的学生');
    await expectRefused(
      backend,
      e.removeBatch,
      { id: classNamed('2025级市场营销班').id, studentIds: rest },
      403,
      '只能管理自己的班级',
    );
  });

  it('updates the training record', async () => {
    await loginAs('teacher');
    const row = classNamed('2026级会计学2班');
    const saved = (await classService.updateTrainingRecord({ id: row.id, trainingRecord: '完成第一学年' }))?.data;
    expect(lastRequest(backend).body).toBe(`id=${row.id}&trainingRecord=${encodeURIComponent('完成第一学年')}`);
    expect(saved!.trainingRecord).toBe('完成第一学年');
  });

  it('deletes a class with its weights, summaries and ratings', async () => {
    await loginAs('teacher');
    const row = classNamed('2026级工商管理1班');
    const owned = () =>
      [db().evaluations, db().classSummaries, db().teacherRatings].map(
        (list) => (list as { classId: string }[]).filter((r) => r.classId === row.id).length,
      );
    expect(owned().every((n) => n > 0)).toBe(true);
    expect((await classService.remove({ id: row.id }))?.data).toBeNull();
    expect(db().classes.some((c) => c.id === row.id)).toBe(false);
    expect(owned()).toEqual([0, 0, 0]);
    expect(db().users.some((u) => u.classId === row.id)).toBe(false);
  });

  it('refuses bad input, unknown ids, duplicates and other teachers’ classes, writing nothing', async () => {
    await loginAs('teacher');
    const own = classNamed('2026级会计学2班');
    const other = classNamed('2025级市场营销班');
    await expectRefused(backend, e.save, { className: '  ' }, 400, '班级名称不能为空');
    await expectRefused(backend, e.save, { className: 'x'.repeat(51) }, 400, '班级名称长度不能超过 50 个字符');
    await expectRefused(backend, e.save, { className: '2026级工商管理1班' }, 409, '班级名称“2026级工商管理1班”已存在');
    await expectRefused(backend, e.save, { className: '新班', studentIds: ['9999'] }, 400, '学生（编号 9999）不存在');
    await expectRefused(backend, e.save, { id: '9999', className: '新班' }, 404, '班级不存在');
    await expectRefused(backend, e.remove, { id: other.id }, 403, '只能管理自己的班级');
    await expectRefused(backend, e.maintain, { id: own.id, studentIds: studentIds('teacher2') }, 400, '不存在');
    await expectRefused(backend, e.updateTrainingRecord, { id: own.id, trainingRecord: '' }, 400, '实训记录不能为空');
    await expectRefused(
      backend,
      e.updateTrainingRecord,
      { id: own.id, trainingRecord: 'x'.repeat(2001) },
      400,
      '实训记录长度不能超过 2000 个字符',
    );
    await loginAs('student');
    await expectRefused(backend, e.save, { className: '学生的班' }, 403, '仅教师');
  });
});
