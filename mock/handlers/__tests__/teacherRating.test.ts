import { endpoints } from '@/services/endpoints';
import * as ratingService from '@/services/teacherRating';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { expectRefused, lastRequest } from './teachingKit';

const backend = useMockBackend();
const e = endpoints.teacherRating;
const db = () => backend.store.db;
const classNamed = (name: string) => db().classes.find((c) => c.className === name)!;
const userId = (code: string) => db().users.find((u) => u.userCode === code)!.id;

describe('teacher rating family', () => {
  it('lists every student of a class with their rating, paged and searchable', async () => {
    await loginAs('teacher');
    const classId = classNamed('2026级工商管理1班').id;
    const page = await ratingService.list({ classId, current: 1, size: 20 });
    expect(lastRequest(backend).url.search).toBe(`?classId=${classId}&current=1&size=20`);
    expect(page!.total).toBe(16);
    expect(page!.records!.filter((r) => r.score !== undefined)).toHaveLength(12);
    const found = await ratingService.list({ classId, keyword: 'student15' });
    expect(found!.records).toEqual([expect.objectContaining({ userCode: 'student15' })]);
    // Not rated: no score and no id (null on the wire, absent as the app reads it).
    expect(found!.records![0]).not.toHaveProperty('score');
    expect(found!.records![0]).not.toHaveProperty('id');
  });

  it('saves a rating and updates it on the second save', async () => {
    await loginAs('teacher');
    const classId = classNamed('2026级工商管理1班').id;
    const studentId = userId('student15');
    const first = (await ratingService.score({ classId, studentId, score: 85, comment: '积极' }))?.data;
    expect(lastRequest(backend).method).toBe('POST');
    expect(lastRequest(backend).url.pathname).toBe('/sworld/teacherRating/score');
    expect(lastRequest(backend).body).toBe(
      `classId=${classId}&studentId=${studentId}&score=85&comment=${encodeURIComponent('积极')}`,
    );
    expect(first).toMatchObject({
      studentId,
      studentName: expect.any(String),
      score: 85,
      comment: '积极',
      id: expect.any(String),
    });
    const second = (await ratingService.score({ classId, studentId, score: 90 }))?.data;
    expect(second).toMatchObject({ id: first!.id, score: 90, comment: '' });
    expect(db().teacherRatings.filter((r) => r.studentId === studentId && r.classId === classId)).toHaveLength(1);
  });

  it('refuses bad input, unknown ids, other classes and students, writing nothing', async () => {
    await loginAs('teacher');
    const classId = classNamed('2026级工商管理1班').id;
    const studentId = userId('student15');
    await expectRefused(backend, e.score, { classId, studentId, score: 101 }, 400, '评分必须在 0 到 100 之间');
    await expectRefused(backend, e.score, { classId, studentId, score: 'x' }, 400, '评分必须是整数');
    await expectRefused(backend, e.score, { classId, studentId }, 400, '评分不能为空');
    await expectRefused(
      backend,
      e.score,
      { classId, studentId, score: 80, comment: 'x'.repeat(201) },
      400,
      '评语长度不能超过 200 个字符',
    );
    await expectRefused(backend, e.score, { classId, score: 80 }, 400, '学生不能为空');
    await expectRefused(backend, e.score, { classId, studentId: '9999', score: 80 }, 404, '学生不存在');
    await expectRefused(backend, e.score, { classId: '9999', studentId, score: 80 }, 404, '班级不存在');
    await expectRefused(
      backend,
      e.score,
      { classId: classNamed('2026级会计学2班').id, studentId: userId('student'), score: 80 },
      400,
      '不在班级',
    );
    await expectRefused(
      backend,
      e.score,
      { classId: classNamed('2025级市场营销班').id, studentId, score: 80 },
      403,
      '只能管理自己的班级',
    );
    await loginAs('student');
    await expectRefused(backend, e.list, {}, 403, '仅教师');
  });
});
