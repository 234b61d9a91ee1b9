/**
 * What the teaching administration families share: who may see which class, the class and student
 * parameters, the evaluation weights of a class and the students' composite scores.
 */
import { ROLE } from '../../src/constants';
import { EVALUATE_ITEMS, SUMMARY_TYPE, type TeachingCollections } from '../db/teaching';
import type { DbClass, DbUser } from '../db/types';
import { CODE, type Ctx, find, refuse, requireTeacher } from './kit';
import type { LearningRecord } from './learningRecords';

const EMPTY_COLLECTIONS: { [K in keyof TeachingCollections]: () => TeachingCollections[K] } = {
  teachingPlans: () => [],
  evaluations: () => [],
  classSummaries: () => [],
  teacherRatings: () => [],
  courseChapters: () => [],
  studyProgress: () => [],
};

/**
 * This area's collections. A browser store saved before they existed has none: they start empty
 * there (the seed comes back with "reset mock data").
 */
export function teachingDb(ctx: Ctx): TeachingCollections {
  const db = ctx.db as unknown as Record<string, unknown>;
  for (const [key, empty] of Object.entries(EMPTY_COLLECTIONS)) {
    if (!Array.isArray(db[key])) db[key] = empty();
  }
  return ctx.db;
}

export const isStudent = (ctx: Ctx) => ctx.user!.userType === ROLE.student;

/** Teachers see and change their own classes; administrators all; students the ones they are in. */
export function visible(ctx: Ctx, row: DbClass): boolean {
  const user = ctx.user!;
  if (user.userType === ROLE.admin) return true;
  if (user.userType === ROLE.student) return row.studentIds.includes(user.id);
  return row.teacherId === user.id;
}

export function visibleClasses(ctx: Ctx): DbClass[] {
  return ctx.db.classes.filter((c) => visible(ctx, c));
}

/**
 * Whether a teacher (or embedded user) has this student: one in a class the teacher teaches or
 * seated in a training the teacher runs (a student in two teachers' trainings is both teachers'),
 * or one in no class and no training at all (an account not yet taken, which any teacher may take).
 */
export function hasStudent(ctx: Ctx, student: DbUser): boolean {
  if (student.userType !== ROLE.student) return false;
  const teachers = new Set(ctx.db.classes.filter((c) => c.studentIds.includes(student.id)).map((c) => c.teacherId));
  const trainings = new Set(ctx.db.groupPosts.filter((p) => p.studentId === student.id).map((p) => p.trainingId));
  for (const t of ctx.db.trainings) if (trainings.has(t.id)) teachers.add(t.teacherId);
  return teachers.size === 0 || teachers.has(ctx.user!.id);
}

/**
 * Whose account the caller may read (the rules of docs/ASSUMPTIONS.md): an administrator anyone; a
 * teacher or embedded user themself and their students; a student only themself.
 */
export function mayReadUser(ctx: Ctx, target: DbUser): boolean {
  const user = ctx.user!;
  if (user.userType === ROLE.admin || target.id === user.id) return true;
  if (user.userType === ROLE.teacher || user.userType === ROLE.abutment) return hasStudent(ctx, target);
  return false;
}

/** A class the caller may see (students: one they are in). */
export function seenClass(ctx: Ctx, id: string | undefined): DbClass {
  const row = find(ctx.db.classes, id?.trim(), '班级');
  if (!visible(ctx, row)) refuse(CODE.forbidden, '无权限：只能查看自己的班级');
  return row;
}

/** A class the caller teaches (administrators: any). */
export function ownClass(ctx: Ctx, id: string | undefined): DbClass {
  requireTeacher(ctx);
  const row = find(ctx.db.classes, id?.trim(), '班级');
  if (!visible(ctx, row)) refuse(CODE.forbidden, '无权限：只能管理自己的班级');
  return row;
}

/** The classes a list covers: the one named by classId, or every class the caller sees. */
export function classesOf(ctx: Ctx): DbClass[] {
  const classId = ctx.params.classId?.trim();
  if (!ctx.params.classId) return visibleClasses(ctx);
  if (!classId) refuse(CODE.badInput, '班级不能为空');
  return [seenClass(ctx, classId)];
}

/** A student of this class, named by the field (404 when unknown, 400 when not in the class). */
export function studentOfClass(ctx: Ctx, row: DbClass, field = 'studentId'): DbUser {
  const id = ctx.params[field]?.trim();
  if (!id) refuse(CODE.badInput, '学生不能为空');
  const student = ctx.db.users.find((u) => u.id === id && u.userType === ROLE.student);
  if (!student) refuse(CODE.notFound, '学生不存在');
  if (!row.studentIds.includes(student.id))
    refuse(CODE.badInput, `学生“${student.userName}”不在班级“${row.className}”中`);
  return student;
}

/** The students of a class a caller may see: a student only themself. */
export function studentsOf(ctx: Ctx, row: DbClass): DbUser[] {
  const ids = isStudent(ctx) ? row.studentIds.filter((id) => id === ctx.user!.id) : row.studentIds;
  return ids.map((id) => ctx.db.users.find((u) => u.id === id)).filter((u): u is DbUser => !!u);
}

export function userName(ctx: Ctx, id: string): string {
  return ctx.db.users.find((u) => u.id === id)?.userName ?? '';
}

/** The evaluation entries of a class: its saved weights, or the default weights (id null) when none are saved. */
export function evaluationOf(ctx: Ctx, row: DbClass) {
  const saved = teachingDb(ctx).evaluations.filter((e) => e.classId === row.id);
  return EVALUATE_ITEMS.map((item, i) => {
    const entry = saved.find((e) => e.itemCode === item.itemCode);
    return {
      id: entry?.id ?? null,
      classId: row.id,
      className: row.className,
      itemCode: item.itemCode,
      itemName: item.itemName,
      weight: entry?.weight ?? item.defaultWeight,
      sort: i + 1,
      updateTime: entry?.updateTime ?? '',
    };
  });
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const average = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

/**
 * A student's composite score in a class: attendance rate, the teacher's rating, the average
 * training score and the summary score, weighted by the class's evaluation weights. A missing
 * part counts 0. `learning` are the class's records of played trainings (learningRecords.ts);
 * trainId narrows attendance and training score to one training.
 */
export function compositeScore(ctx: Ctx, row: DbClass, student: DbUser, learning: LearningRecord[], trainId?: string) {
  const db = teachingDb(ctx);
  const records = learning.filter(
    (r) => r.classId === row.id && r.studentId === student.id && (!trainId || r.trainId === trainId),
  );
  const attended = records.filter((r) => r.attended);
  const attendanceRate = records.length ? attended.length / records.length : null;
  const trainScore = average(attended.map((r) => r.trainScore ?? 0));
  const performance = db.teacherRatings.find((r) => r.classId === row.id && r.studentId === student.id)?.score ?? null;
  const summary = db.classSummaries.find(
    (s) => s.classId === row.id && s.userId === student.id && s.summaryType === SUMMARY_TYPE.student,
  );
  const summaryScore = summary?.score ?? null;
  const parts: Record<string, number> = {
    attendance: (attendanceRate ?? 0) * 100,
    performance: performance ?? 0,
    training: trainScore ?? 0,
    summary: summaryScore ?? 0,
  };
  const total = evaluationOf(ctx, row).reduce((sum, e) => sum + (parts[e.itemCode] * e.weight) / 100, 0);
  return {
    studentId: student.id,
    userCode: student.userCode,
    studentNo: student.studentNo,
    studentName: student.userName,
    classId: row.id,
    className: row.className,
    attendanceRate: attendanceRate === null ? null : round1(attendanceRate * 100) / 100,
    performance,
    trainScore: trainScore === null ? null : round1(trainScore),
    summaryScore,
    total: round1(total),
  };
}
