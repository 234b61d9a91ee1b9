import { endpoints } from '@/services/endpoints';
import * as learningService from '@/services/learning';
import * as ratingService from '@/services/teacherRating';
import * as evaluateService from '@/services/evaluate';
import * as teamServiceTyped from '@/services/team';
import * as trainingServiceTyped from '@/services/training';
import { roundRecord } from '../../engine';
import { loginAs, useMockBackend, anyCalls } from '../../../tests/utils/mockServer';
import { expectRefused, lastRequest } from './teachingKit';

const teamService = anyCalls(teamServiceTyped);
const trainingService = anyCalls(trainingServiceTyped);

const backend = useMockBackend();
const e = endpoints.learning;
const db = () => backend.store.db;
const classNamed = (name: string) => db().classes.find((c) => c.className === name)!;
const userId = (code: string) => db().users.find((u) => u.userCode === code)!.id;
const trainingNamed = (name: string) => db().trainings.find((t) => t.trainName === name)!;

/**
 * The documented training score of each team at the last settled round, from the engine's record:
 * 60 × equity ÷ the best equity + 40 × (0.6 × on-time delivery + 0.4 × capacity utilisation).
 */
function expectedScores(trainName: string): Map<string, number> {
  const state = db().games.find((g) => g.trainingId === trainingNamed(trainName).id)!.state;
  const record = roundRecord(state, state.settledRound)!;
  const equity = (t: (typeof record.teams)[number]) =>
    t.bankrupt ? 0 : Math.max(0, t.balanceSheet.ownerEquityTotal.end);
  const best = Math.max(...record.teams.map(equity));
  return new Map(
    record.teams.map((t) => {
      const team = state.teams.find((x) => x.teamId === t.teamId)!;
      const due = team.orders.filter((o) => !(o.status === 'open' && o.dueRound > state.settledRound));
      const onTime = due.length ? due.filter((o) => o.status === 'delivered').length / due.length : 0;
      const rounds = state.history.map((h) => h.teams.find((x) => x.teamId === t.teamId)!.metrics.capacity);
      const capacity = rounds.reduce((s, c) => s + c.capacity, 0);
      const used = rounds.reduce((s, c) => s + c.used, 0);
      const pdca = 0.6 * onTime + 0.4 * (capacity ? Math.min(1, used / capacity) : 0);
      return [t.teamId, Math.round(((60 * equity(t)) / best + 40 * pdca) * 10) / 10];
    }),
  );
}

describe('learning analysis family', () => {
  it('sums up a class from the trainings it played: attendance per training, posts, scores, summaries', async () => {
    await loginAs('teacher');
    const row = classNamed('2026级工商管理1班');
    const data = (await learningService.summary({ classId: row.id }))!;
    expect(lastRequest(backend).url.pathname).toBe('/sworld/learningAnalysis/summary');
    expect(lastRequest(backend).url.search).toBe(`?classId=${row.id}`);
    // The class's two seeded trainings with settled rounds; every one of its 16 students sat in both.
    const played = ['2026春季沙盘对抗赛', '2025秋季沙盘实训'];
    expect(data.trainList!.map((t) => t.trainName)).toEqual(played);
    expect(data.trainList!.map((t) => t.trainId)).toEqual(played.map((n) => trainingNamed(n).id));
    expect(data.attendanceList).toEqual(
      played.map((n) =>
        expect.objectContaining({
          trainId: trainingNamed(n).id,
          trainName: n,
          className: '2026级工商管理1班',
          trainTime: '2026-09-01 08:00:00',
          attended: 16,
          absent: 0,
          rate: 1,
        }),
      ),
    );
    expect(data.trainingTimes).toBe(32);
    // Four posts per group, four groups, two trainings: eight students per post.
    expect(data.postList.map((p) => [p.postName, p.count])).toEqual([
      ['总经理', 8],
      ['财务总监', 8],
      ['营销总监', 8],
      ['生产总监', 8],
    ]);
    const scores = played.flatMap((n) => [...expectedScores(n).values()].flatMap((v) => [v, v, v, v]));
    expect(data.trainScore).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / scores.length, 1);
    expect(data.summaryList).toEqual([
      { status: 'scored', count: 6 },
      { status: 'pending', count: 4 },
      { status: 'missing', count: 6 },
    ]);
    expect(data.score).toBeGreaterThan(0);
  });

  it('narrows to one training, scoring each seat by its team’s settled results', async () => {
    await loginAs('teacher');
    const row = classNamed('2026级工商管理1班');
    const training = trainingNamed('2025秋季沙盘实训');
    const data = (await learningService.summary({ classId: row.id, trainId: training.id }))!;
    expect(lastRequest(backend).url.search).toBe(`?classId=${row.id}&trainId=${training.id}`);
    expect(data.attendanceList.map((a) => a.trainId)).toEqual([training.id]);
    expect(data.trainingTimes).toBe(16);
    const expected = expectedScores(training.trainName);
    expect(Math.max(...expected.values())).toBeGreaterThanOrEqual(60);
    const page = (await learningService.scoreList({ classId: row.id, trainId: training.id, size: 100 }))!;
    for (const r of page.records!) {
      const seat = db().groupPosts.find((p) => p.trainingId === training.id && p.studentId === r.studentId)!;
      expect(r).toMatchObject({ attendanceRate: 1, trainScore: expected.get(seat.groupId) });
    }
  });

  it('shows a training played in the console: attendance, posts and scores of its seats', async () => {
    await loginAs('teacher');
    const row = classNamed('2026级会计学2班');
    const training = trainingNamed('会计2班经营模拟');
    expect((await learningService.summary({ classId: row.id }))!).toMatchObject({
      trainList: [],
      attendanceList: [],
      trainingTimes: 0,
    });
    // One of the eight leaves the seat before the start: absent.
    const seat = db().groupPosts.find((p) => p.trainingId === training.id && p.studentId === userId('student09'))!;
    seat.studentId = null;
    await trainingService.changeState({ id: training.id, state: 1, version: training.version });
    expect((await learningService.summary({ classId: row.id }))!.trainList).toEqual([]);
    // Group 1's CEO develops a market (an expense), group 2's COO starts production; round 1 is settled.
    await loginAs('student08');
    await teamService.operate({ trainId: training.id, type: 'developMarket', market: 'REGION' });
    await loginAs('student15');
    const line = (await teamService.state({ trainId: training.id })).lines[0].id;
    await teamService.operate({ trainId: training.id, type: 'startProduction', lineId: line, quantity: 1 });
    await loginAs('teacher');
    await trainingService.changeRound({ id: training.id, round: 2, version: training.version });

    const data = (await learningService.summary({ classId: row.id }))!;
    expect(data.trainList).toEqual([{ trainId: training.id, trainName: '会计2班经营模拟', classId: row.id }]);
    expect(data.attendanceList).toEqual([
      expect.objectContaining({ trainId: training.id, attended: 7, absent: 1, rate: 0.875 }),
    ]);
    expect(data.trainingTimes).toBe(7);
    expect(data.postList.map((p) => [p.postName, p.count])).toEqual([
      ['总经理', 2],
      ['财务总监', 1],
      ['营销总监', 2],
      ['生产总监', 2],
    ]);
    const expected = expectedScores(training.trainName);
    const [g1, g2] = db()
      .groups.filter((g) => g.trainingId === training.id)
      .sort((a, b) => a.groupNum - b.groupNum);
    expect(expected.get(g1.groupId)).toBeLessThan(60);
    expect(expected.get(g2.groupId)).toBeGreaterThan(60);
    const rows = (await learningService.scoreList({ classId: row.id, trainId: training.id, size: 100 }))!.records!;
    const of = (code: string) => rows.find((r) => r.userCode === code)!;
    expect(of('student08')).toMatchObject({ attendanceRate: 1, trainScore: expected.get(g1.groupId) });
    expect(of('student15')).toMatchObject({ attendanceRate: 1, trainScore: expected.get(g2.groupId) });
    expect(of('student09')).toMatchObject({ attendanceRate: 0 });
    expect(of('student09')).not.toHaveProperty('trainScore');

    // The student sees the training too, with their own row only.
    await loginAs('student15');
    const mine = (await learningService.summary({ classId: row.id }))!;
    expect(mine.attendanceList).toEqual([expect.objectContaining({ attended: 1, absent: 0 })]);
    expect(mine.trainScore).toBe(expected.get(g2.groupId));
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
    expect(page.records!.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    const all = (await learningService.scoreList({ classId: row.id, size: 100 }))!.records!;
    for (const r of all) expect(r.total).toBeCloseTo(r.performance ?? 0, 1);
    expect(all.find((r) => r.studentId === studentId)).toMatchObject({ performance: 100, total: 100, rank: 1 });
  });

  it('shows a student only their own data', async () => {
    await loginAs('student');
    const students = await learningService.students();
    expect(students).toEqual([expect.objectContaining({ userCode: 'student', className: '2026级工商管理1班' })]);
    const scores = (await learningService.scoreList())!;
    expect(scores.records!.map((r) => r.userCode)).toEqual(['student']);
    const data = (await learningService.summary())!;
    expect(data.trainingTimes).toBe(2);
    expect(data.postList).toEqual([expect.objectContaining({ postName: '总经理', count: 2 })]);
    expect(data.summaryList.reduce((s, x) => s + x.count!, 0)).toBe(1);
  });

  it('lists the students of a teacher’s classes', async () => {
    await loginAs('teacher');
    const students = (await learningService.students({ classId: classNamed('2026级会计学2班').id }))!;
    expect(students).toHaveLength(8);
  });

  it('refuses unknown classes and trainings and other teachers’ classes', async () => {
    await loginAs('teacher');
    const row = classNamed('2026级工商管理1班');
    const otherTraining = trainingNamed('市场营销班实训（暂停中）');
    await expectRefused(backend, e.summary, { classId: '9999' }, 404, '班级不存在');
    await expectRefused(backend, e.summary, { classId: row.id, trainId: '9999' }, 404, '实训不存在');
    await expectRefused(backend, e.scoreList, { classId: row.id, trainId: otherTraining.id }, 404, '实训不存在');
    await expectRefused(backend, e.scoreList, { classId: row.id, size: 501 }, 400, '每页条数必须在 1 到 500 之间');
    await expectRefused(backend, e.students, { classId: classNamed('2025级市场营销班').id }, 403, '只能查看自己的班级');
  });
});
