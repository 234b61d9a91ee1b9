import * as summaryService from '@/services/classSummary';
import { endpoints } from '@/services/endpoints';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { expectRefused, lastRequest } from './teachingKit';

const backend = useMockBackend();
const e = endpoints.classSummary;
const db = () => backend.store.db;
const classNamed = (name: string) => db().classes.find((c) => c.className === name)!;
const firstClass = () => classNamed('2026级工商管理1班');
const userId = (code: string) => db().users.find((u) => u.userCode === code)!.id;

describe('class summary family', () => {
  it('lists every student of a class, submitted or not, paged', async () => {
    await loginAs('teacher');
    const page = await summaryService.list({ classId: firstClass().id, current: 2, size: 5 });
    expect(lastRequest(backend).url.search).toBe(`?classId=${firstClass().id}&current=2&size=5`);
    expect(page!.total).toBe(16);
    expect(page!.records).toHaveLength(5);
    const all = (await summaryService.list({ classId: firstClass().id, size: 100 }))!.records!;
    expect(all.filter((r) => r.submitted)).toHaveLength(10);
    expect(all.filter((r) => r.score !== undefined)).toHaveLength(6);
    expect(all[15]).toMatchObject({ content: '', submitted: false });
    expect(all[15]).not.toHaveProperty('id');
    expect(all[15]).not.toHaveProperty('score');
  });

  it('lets a student write, save and read their own summary and training record (multipart)', async () => {
    await loginAs('student15');
    const classId = firstClass().id;
    const saved = (await summaryService.saveClassSummary({ classId, content: '我负责生产计划。' }))?.data;
    const sent = lastRequest(backend);
    expect(sent.url.pathname).toBe('/sworld/classSummary/saveClassSummary');
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(sent.body).toContain('name="content"\r\n\r\n我负责生产计划。');
    expect(saved).toMatchObject({
      classId,
      userId: userId('student15'),
      content: '我负责生产计划。',
      submitted: true,
    });
    expect(saved).not.toHaveProperty('score');

    const withRecord = (await summaryService.uploadTrainingRecord({ classId, trainingRecord: '第二年扩建了生产线' }))
      ?.data;
    expect(lastRequest(backend).body).toBe(
      `classId=${classId}&trainingRecord=${encodeURIComponent('第二年扩建了生产线')}`,
    );
    expect(withRecord).toMatchObject({ content: '我负责生产计划。', trainingRecord: '第二年扩建了生产线' });

    const own = await summaryService.classSummary({ classId });
    expect(own).toMatchObject({ id: saved!.id, trainingRecord: '第二年扩建了生产线' });
    const listed = await summaryService.list({ classId });
    expect(listed!.records!.map((r) => r.userCode)).toEqual(['student15']);
  });

  it('lets the teacher score a submitted summary 0–100, which closes it for changes', async () => {
    await loginAs('student15');
    const classId = firstClass().id;
    const saved = (await summaryService.saveClassSummary({ classId, content: '总结' }))?.data;
    await loginAs('teacher');
    const scored = (await summaryService.score({ id: String(saved!.id), score: 88 }))?.data;
    expect(lastRequest(backend).url.pathname).toBe('/sworld/classSummary/score');
    expect(lastRequest(backend).body).toBe(`id=${saved!.id}&score=88`);
    expect(scored).toMatchObject({ id: saved!.id, userCode: 'student15', score: 88 });
    await loginAs('student15');
    await expectRefused(backend, e.saveClassSummary, { classId, content: '改一下' }, 409, '课堂总结已评分，不能再修改');
  });

  it('keeps the teacher’s own summary apart and shows it to the class’s students', async () => {
    await loginAs('teacher');
    const classId = classNamed('2026级会计学2班').id;
    const saved = (await summaryService.saveClassSummary({ classId, content: '本班报表掌握较好。' }))?.data;
    expect(saved).toMatchObject({ classId, userName: '王老师', content: '本班报表掌握较好。' });
    const mine = await summaryService.teacherSummary();
    expect(mine!.map((s) => s.className).sort()).toEqual(['2026级会计学2班', '2026级工商管理1班'].sort());
    await loginAs('student08');
    const theirs = await summaryService.teacherSummary({ classId });
    expect(lastRequest(backend).url.search).toBe(`?classId=${classId}`);
    expect(theirs!.map((s) => s.content)).toEqual(['本班报表掌握较好。']);
  });

  it('gives a teacher one student’s summary by userId', async () => {
    await loginAs('teacher');
    const row = await summaryService.classSummary({ classId: firstClass().id, userId: userId('student') });
    expect(row).toMatchObject({ userCode: 'student', submitted: true });
  });

  it('refuses bad input, unknown ids, other classes and summaries, writing nothing', async () => {
    await loginAs('student');
    const classId = firstClass().id;
    const other = classNamed('2025级市场营销班').id;
    await expectRefused(backend, e.saveClassSummary, { classId, content: '   ' }, 400, '总结内容不能为空');
    await expectRefused(
      backend,
      e.saveClassSummary,
      { classId, content: '字'.repeat(2001) },
      400,
      '总结内容长度不能超过 2000 个字符',
    );
    await expectRefused(backend, e.saveClassSummary, { classId: '9999', content: 'x' }, 404, '班级不存在');
    await expectRefused(backend, e.saveClassSummary, { classId: other, content: 'x' }, 403, '只能查看自己的班级');
    await expectRefused(backend, e.uploadTrainingRecord, { classId, trainingRecord: '' }, 400, '实训记录不能为空');
    await expectRefused(backend, e.score, { id: db().classSummaries[0].id, score: 90 }, 403, '仅教师');

    await loginAs('teacher');
    const submitted = db().classSummaries.find((s) => s.summaryType === 1 && s.content)!;
    const teacherOwn = db().classSummaries.find((s) => s.summaryType === 2)!;
    await expectRefused(backend, e.score, { id: '9999', score: 90 }, 404, '课堂总结不存在');
    await expectRefused(backend, e.score, { id: submitted.id, score: 101 }, 400, '评分必须在 0 到 100 之间');
    await expectRefused(backend, e.score, { id: submitted.id, score: -1 }, 400, '评分必须在 0 到 100 之间');
    await expectRefused(backend, e.score, { id: submitted.id, score: 'A' }, 400, '评分必须是整数');
    await expectRefused(backend, e.score, { id: submitted.id }, 400, '评分不能为空');
    await expectRefused(backend, e.score, { id: teacherOwn.id, score: 80 }, 400, '只能给学生的课堂总结评分');
    await expectRefused(backend, e.saveClassSummary, { classId: other, content: 'x' }, 403, '只能管理自己的班级');
    await expectRefused(backend, e.classSummary, { classId, userId: userId('teacher2') }, 404, '学生不存在');
    await expectRefused(
      backend,
      e.classSummary,
      { classId: classNamed('2026级会计学2班').id, userId: userId('student') },
      400,
      '不在班级',
    );

    await loginAs('teacher2');
    await expectRefused(backend, e.score, { id: submitted.id, score: 80 }, 403, '只能管理自己的班级');
  });
});
