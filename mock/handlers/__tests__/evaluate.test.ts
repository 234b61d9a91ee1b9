import { endpoints } from '@/services/endpoints';
import * as evaluateService from '@/services/evaluate';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { expectRefused, lastRequest } from './teachingKit';

const backend = useMockBackend();
const e = endpoints.evaluate;
const classNamed = (name: string) => backend.store.db.classes.find((c) => c.className === name)!;
const weights = { attendance: 10, performance: 20, training: 50, summary: 20 };

describe('evaluate family', () => {
  it('lists the four weighted items of a class', async () => {
    await loginAs('teacher');
    const row = classNamed('2026级工商管理1班');
    const list = await evaluateService.list({ classId: row.id });
    expect(lastRequest(backend).url.search).toBe(`?classId=${row.id}`);
    expect(list!.map((x) => [x.itemCode, x.itemName, x.weight])).toEqual([
      ['attendance', '出勤', 20],
      ['performance', '课堂表现', 30],
      ['training', '实训成绩', 30],
      ['summary', '课堂总结', 20],
    ]);
    expect(list!.every((x) => x.id && x.className === '2026级工商管理1班')).toBe(true);
  });

  it('lists every class a teacher sees when no class is named; unsaved classes show the defaults', async () => {
    await loginAs('teacher2');
    const list = await evaluateService.list();
    // Unsaved entries have no id (null on the wire, absent as the app reads it).
    expect(list!.map((x) => [x.className, x.weight, x.id])).toEqual([
      ['2025级市场营销班', 20, undefined],
      ['2025级市场营销班', 30, undefined],
      ['2025级市场营销班', 30, undefined],
      ['2025级市场营销班', 20, undefined],
    ]);
  });

  it('saves weights that add up to 100 and answers the updated list', async () => {
    await loginAs('teacher2');
    const row = classNamed('2025级市场营销班');
    const list = (await evaluateService.save({ classId: row.id, ...weights }))?.data;
    expect(lastRequest(backend).method).toBe('POST');
    expect(lastRequest(backend).url.pathname).toBe('/sworld/evaluate/save');
    expect(lastRequest(backend).body).toBe(`classId=${row.id}&attendance=10&performance=20&training=50&summary=20`);
    expect(list!.map((x) => x.weight)).toEqual([10, 20, 50, 20]);
    expect(list!.every((x) => x.id)).toBe(true);
    expect((await evaluateService.list({ classId: row.id }))!.map((x) => x.weight)).toEqual([10, 20, 50, 20]);
  });

  it('shows a student the weights of their classes, read-only', async () => {
    await loginAs('student');
    const list = await evaluateService.list();
    expect(new Set(list!.map((x) => x.className))).toEqual(new Set(['2026级工商管理1班']));
    await expectRefused(backend, e.save, { classId: classNamed('2026级工商管理1班').id, ...weights }, 403, '仅教师');
  });

  it.each([
    ['a sum under 100', { attendance: 0 }, 400, '评价权重之和必须等于 100（当前为 90）'],
    ['a sum over 100', { summary: 40 }, 400, '评价权重之和必须等于 100（当前为 120）'],
    ['a missing weight', { training: '' }, 400, '实训成绩权重不能为空'],
    ['a weight that is not a number', { performance: 'abc' }, 400, '课堂表现权重必须是整数'],
    ['a fractional weight', { performance: 20.5 }, 400, '课堂表现权重必须是整数'],
    ['a negative weight', { attendance: -10, training: 80 }, 400, '出勤权重必须在 0 到 100 之间'],
    ['a weight over 100', { attendance: 101 }, 400, '出勤权重必须在 0 到 100 之间'],
    ['an unknown class', { classId: '9999' }, 404, '班级不存在'],
    ['a missing class', { classId: '' }, 404, '班级不存在'],
  ])('refuses %s', async (_, change, code, msg) => {
    await loginAs('teacher');
    const classId = classNamed('2026级工商管理1班').id;
    await expectRefused(backend, e.save, { classId, ...weights, ...change }, code as number, msg as string);
  });

  it('refuses another teacher’s class', async () => {
    await loginAs('teacher');
    await expectRefused(
      backend,
      e.save,
      { classId: classNamed('2025级市场营销班').id, ...weights },
      403,
      '只能管理自己的班级',
    );
    await expectRefused(backend, e.list, { classId: classNamed('2025级市场营销班').id }, 403, '只能查看自己的班级');
  });
});
