import { POSTS } from '../../src/constants';
import { SUMMARY_TYPE } from '../db/teaching';
import type { DbClass } from '../db/types';
import { CODE, type Ctx, type FamilyResolvers, page, paging, refuse, text } from './kit';
import { type LearningTraining, learningRecords, learningTrainings } from './learningRecords';
import { classesOf, compositeScore, isStudent, studentsOf, teachingDb } from './teachingShared';

/**
 * Learning analysis of the classes the caller sees (a student: only their own data), optionally
 * narrowed to one training: figures, attendance per training, posts, summaries and the students'
 * composite scores weighted by the class's evaluation weights. Trainings, attendance, posts and
 * training scores come from the trainings played in the store (learningRecords.ts).
 */
interface Scope {
  classes: DbClass[];
  /** The played trainings of those classes. */
  trainings: LearningTraining[];
  trainId?: string;
}

function scope(ctx: Ctx): Scope {
  const classes = classesOf(ctx);
  const trainings = learningTrainings(ctx, classes);
  const trainId = ctx.params.trainId?.trim();
  if (trainId && !trainings.some((t) => t.id === trainId)) refuse(CODE.notFound, '实训不存在');
  return { classes, trainings, trainId: trainId || undefined };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const avg = (values: number[]) => (values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : 0);

function records(ctx: Ctx, { classes, trainings, trainId }: Scope) {
  const me = isStudent(ctx) ? ctx.user!.id : undefined;
  return learningRecords(
    ctx,
    classes,
    trainings.filter((t) => !trainId || t.id === trainId),
  ).filter((r) => !me || r.studentId === me);
}

function scores(ctx: Ctx, s: Scope) {
  const all = learningRecords(ctx, s.classes, s.trainings);
  return s.classes.flatMap((row) =>
    studentsOf(ctx, row).map((student) => compositeScore(ctx, row, student, all, s.trainId)),
  );
}

export const learningResolvers: FamilyResolvers<'learning'> = {
  summary(ctx) {
    const s = scope(ctx);
    const db = teachingDb(ctx);
    const rows = records(ctx, s);
    const attended = rows.filter((r) => r.attended);
    const trainings = s.trainings;
    const attendanceList = trainings
      .filter((t) => !s.trainId || t.id === s.trainId)
      .map((t) => {
        const of = rows.filter((r) => r.trainId === t.id);
        const present = of.filter((r) => r.attended).length;
        return {
          trainId: t.id,
          trainName: t.trainName,
          classId: t.classId,
          className: s.classes.find((c) => c.id === t.classId)!.className,
          trainTime: t.trainTime,
          attended: present,
          absent: of.length - present,
          rate: of.length ? round1((present / of.length) * 100) / 100 : 0,
        };
      });
    const postList = POSTS.map(({ postId, postName }) => {
      const of = attended.filter((r) => r.postId === postId);
      return { postId, postName, count: of.length, avgScore: avg(of.map((r) => r.trainScore ?? 0)) };
    }).filter((p) => p.count > 0);
    const counts = { scored: 0, pending: 0, missing: 0 };
    for (const row of s.classes) {
      for (const student of studentsOf(ctx, row)) {
        const summary = db.classSummaries.find(
          (x) => x.classId === row.id && x.userId === student.id && x.summaryType === SUMMARY_TYPE.student,
        );
        if (!summary?.content) counts.missing += 1;
        else if (summary.score === null) counts.pending += 1;
        else counts.scored += 1;
      }
    }
    return {
      trainScore: avg(attended.map((r) => r.trainScore ?? 0)),
      score: avg(scores(ctx, s).map((x) => x.total)),
      trainingTimes: attended.length,
      attendanceList,
      postList,
      summaryList: (Object.keys(counts) as (keyof typeof counts)[]).map((status) => ({
        status,
        count: counts[status],
      })),
      trainList: trainings.map((t) => ({ trainId: t.id, trainName: t.trainName, classId: t.classId })),
    };
  },
  students(ctx) {
    return classesOf(ctx).flatMap((row) =>
      studentsOf(ctx, row).map((u) => ({
        studentId: u.id,
        userCode: u.userCode,
        userName: u.userName,
        classId: row.id,
        className: row.className,
      })),
    );
  },
  scoreList(ctx) {
    const s = scope(ctx);
    const keyword = text(ctx, 'keyword', '关键字', { required: false });
    const rows = scores(ctx, s)
      .sort((a, b) => b.total - a.total || a.userCode.localeCompare(b.userCode))
      .map((x, i) => ({ ...x, rank: i + 1 }))
      .filter((x) => !keyword || x.studentName.includes(keyword) || x.userCode.includes(keyword));
    return page(rows, paging(ctx));
  },
};
