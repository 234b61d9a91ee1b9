import { endpoints } from '@/services/endpoints';
import * as learningService from '@/services/learning';
import * as ratingService from '@/services/teacherRating';
import * as evaluateService from '@/services/evaluate';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { expectRefused, lastRequest } from './teachingKit';

const backend = useMockBackend();
const e = endpoints.learning;
const db = () => backend.store.db;
const classNamed = (name: string) => db().classes.find((c) => c.className === name)!;
const userId = (code: string) => db().users.find((u) => u.userCode === code)!.id;

describe('learning analysis family', () => {
  it('sums up a class: figures, attendance per training, posts and summary states', async () => {
    await loginAs('teacher');
    const row = classNamed('2026级工商管理1班');
    const data = (await learningService.summary({ classId: row.id }))!;
    expect(lastRequest(backend).url.pathname).toBe('/sworld/learningAnalysis/summary');
    expect(lastRequest(backend).url.search).toBe(`?classId=${row.id}`);
    const records = db().learningRecords.filter((r) => r.classId === row.id);
    const attended = records.filter((r) => r.attended);
    expect(data.trainingTimes).toBe(attended.length);
    expect(data.trainScore).toBeCloseTo(attended.reduce((s, r) => s + r.trainScore, 0) / attended.length, 1);
    expect(data.attendanceList.map((a) => a.trainName)).toEqual([
      '第一次沙盘对抗（第一学年）',
      '第二次沙盘对抗（第二学年）',
      '综合实训（第三学年）',
    ]);
    expect(data.attendanceList.every((a) => a.attended + a.absent === 16 && a.rate > 0 && a.rate <= 1)).toBe(true);
    expect(data.postList.reduce((s, p) => s + p.count, 0)).toBe(attended.length);
    expect(data.summaryList).toEqual([
      { status: 'scored', count: 6 },
      { status: 'pending', count: 4 },
      { status: 'missing', count: 6 },
    ]);
    expect(data.trainList).toHaveLength(3);
    expect(data.score).toBeGreaterThan(0);
  });

  it('narrows to one training', async () => {
    await loginAs('teacher');
    const row = classNamed('2026级工商管理1班');
    const training = db().learningTrainings.find((t) => t.classId === row.id)!;
    const data = (await learningService.summary({ classId: row.id, trainId: training.id }))!;
    expect(data.attendanceList.map((a) => a.trainId)).toEqual([training.id]);
    expect(data.trainingTimes).toBe(db().learningRecords.filter((r) => r.trainId === training.id && r.attended).length);
  });

  it('weights each student’s parts by the class’s evaluation weights, ranked and paged', async () => {
    await loginAs('teacher');
    const row = classNamed('2026级工商管理1班');
    const studentId = userId('student15');
    await ratingService.score({ classId: row.id, studentId, score: 100 });
    await evaluateService.save({ classId: row.id, attendance: 0, performance: 100, training: 0, summary: 0 });
    const page = (await learningService.scoreList({ classId: row.id, current: 1, size: 5 }))!;
    expect(lastRequest(backend).url.search).toBe(`?classId=${row.id}&current=1&size=5`);
    expect(page.total).toBe(16);
    expect(page.records).toHaveLength(5);
    expect(page.records.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    const all = (await learningService.scoreList({ classId: row.id, size: 100 }))!.records;
    for (const r of all) expect(r.total).toBeCloseTo(r.performance ?? 0, 1);
    expect(all.find((r) => r.studentId === studentId)).toMatchObject({ performance: 100, total: 100, rank: 1 });
  });

  it('shows a student only their own data', async () => {
    await loginAs('student');
    const students = await learningService.students();
    expect(students).toEqual([expect.objectContaining({ userCode: 'student', className: '2026级工商管理1班' })]);
    const scores = (await learningService.scoreList())!;
    expect(scores.records.map((r) => r.userCode)).toEqual(['student']);
    const data = (await learningService.summary())!;
    expect(data.trainingTimes).toBe(
      db().learningRecords.filter((r) => r.studentId === userId('student') && r.attended).length,
    );
    expect(data.summaryList.reduce((s, x) => s + x.count, 0)).toBe(1);
  });

  it('lists the students of a teacher’s classes', async () => {
    await loginAs('teacher');
    const students = (await learningService.students({ classId: classNamed('2026级会计学2班').id }))!;
    expect(students).toHaveLength(8);
  });

  it('refuses unknown classes and trainings and other teachers’ classes', async () => {
    await loginAs('teacher');
    const row = classNamed('2026级工商管理1班');
    const otherTraining = db().learningTrainings.find((t) => t.classId !== row.id)!;
    await expectRefused(backend, e.summary, { classId: '9999' }, 404, '班级不存在');
    await expectRefused(backend, e.summary, { classId: row.id, trainId: '9999' }, 404, '实训不存在');
    await expectRefused(backend, e.scoreList, { classId: row.id, trainId: otherTraining.id }, 404, '实训不存在');
    await expectRefused(backend, e.scoreList, { classId: row.id, size: 501 }, 400, '每页条数必须在 1 到 500 之间');
    await expectRefused(backend, e.students, { classId: classNamed('2025级市场营销班').id }, 403, '只能查看自己的班级');
  });
});
