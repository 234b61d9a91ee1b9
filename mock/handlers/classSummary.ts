import { ROLE } from '../../src/constants';
import { type DbClassSummary, SUMMARY_TYPE } from '../db/teaching';
import type { DbClass, DbUser } from '../db/types';
import {
  CODE,
  type Ctx,
  type FamilyResolvers,
  find,
  formatTime,
  int,
  MAX_LONG_TEXT,
  page,
  paging,
  refuse,
  text,
} from './kit';
import {
  classesOf,
  isStudent,
  ownClass,
  seenClass,
  studentOfClass,
  studentsOf,
  teachingDb,
  userName,
} from './teachingShared';

/**
 * Class summaries: each student writes one per class (the teacher scores it 0–100), and the
 * teacher writes one per class. A scored summary is closed for changes.
 */
function summaryOf(ctx: Ctx, classId: string, userId: string, summaryType: number) {
  return teachingDb(ctx).classSummaries.find(
    (s) => s.classId === classId && s.userId === userId && s.summaryType === summaryType,
  );
}

/** A student's row of a class, submitted or not (then id is null and content empty). */
function studentRow(row: DbClass, student: DbUser, summary?: DbClassSummary) {
  return {
    id: summary?.id ?? null,
    classId: row.id,
    className: row.className,
    userId: student.id,
    userCode: student.userCode,
    userName: student.userName,
    content: summary?.content ?? '',
    trainingRecord: summary?.trainingRecord ?? '',
    score: summary?.score ?? null,
    submitted: !!summary?.content,
    updateTime: summary?.updateTime ?? '',
  };
}

function teacherRow(ctx: Ctx, row: DbClass, summary: DbClassSummary) {
  return {
    id: summary.id,
    classId: row.id,
    className: row.className,
    userId: summary.userId,
    userName: userName(ctx, summary.userId),
    content: summary.content,
    trainingRecord: summary.trainingRecord,
    updateTime: summary.updateTime,
  };
}

/** The class the caller writes about: a student's own class, a teacher's own class. */
function writableClass(ctx: Ctx): { row: DbClass; summaryType: number } {
  if (isStudent(ctx)) return { row: seenClass(ctx, ctx.params.classId), summaryType: SUMMARY_TYPE.student };
  return { row: ownClass(ctx, ctx.params.classId), summaryType: SUMMARY_TYPE.teacher };
}

/** Creates or updates the caller's summary of a class with these fields (validated before). */
function upsert(
  ctx: Ctx,
  row: DbClass,
  summaryType: number,
  fields: Partial<Pick<DbClassSummary, 'content' | 'trainingRecord'>>,
) {
  const time = formatTime(ctx.now);
  const existing = summaryOf(ctx, row.id, ctx.user!.id, summaryType);
  if (existing?.score !== null && existing?.score !== undefined) refuse(CODE.conflict, '课堂总结已评分，不能再修改');
  if (existing) {
    Object.assign(existing, fields, { updateTime: time });
    return existing;
  }
  const created: DbClassSummary = {
    id: ctx.store.nextId(),
    classId: row.id,
    userId: ctx.user!.id,
    summaryType,
    content: '',
    trainingRecord: '',
    score: null,
    ...fields,
    createTime: time,
    updateTime: time,
  };
  teachingDb(ctx).classSummaries.push(created);
  return created;
}

function answer(ctx: Ctx, row: DbClass, summary: DbClassSummary) {
  return summary.summaryType === SUMMARY_TYPE.student
    ? studentRow(row, ctx.user!, summary)
    : teacherRow(ctx, row, summary);
}

export const classSummaryResolvers: FamilyResolvers<'classSummary'> = {
  /** Student summaries of one class or of every class the caller sees; a student sees their own. */
  list(ctx) {
    const keyword = text(ctx, 'keyword', '关键字', { required: false });
    const rows = classesOf(ctx).flatMap((row) =>
      studentsOf(ctx, row)
        .filter((s) => !keyword || s.userName.includes(keyword) || s.userCode.includes(keyword))
        .map((s) => studentRow(row, s, summaryOf(ctx, row.id, s.id, SUMMARY_TYPE.student))),
    );
    return page(rows, paging(ctx));
  },
  /** One student's summary of a class: the caller's own, or (teachers) the student named by userId. */
  classSummary(ctx) {
    const row = seenClass(ctx, ctx.params.classId);
    const student = isStudent(ctx) || !ctx.params.userId ? ctx.user! : studentOfClass(ctx, row, 'userId');
    if (student.userType !== ROLE.student) refuse(CODE.badInput, '学生不能为空');
    return studentRow(row, student, summaryOf(ctx, row.id, student.id, SUMMARY_TYPE.student));
  },
  /** The teachers' summaries of one class or of every class the caller sees. */
  teacherSummary(ctx) {
    const db = teachingDb(ctx);
    return classesOf(ctx).flatMap((row) =>
      db.classSummaries
        .filter((s) => s.classId === row.id && s.summaryType === SUMMARY_TYPE.teacher)
        .map((s) => teacherRow(ctx, row, s)),
    );
  },
  saveClassSummary(ctx) {
    const { row, summaryType } = writableClass(ctx);
    const content = text(ctx, 'content', '总结内容', { max: MAX_LONG_TEXT });
    return answer(ctx, row, upsert(ctx, row, summaryType, { content }));
  },
  uploadTrainingRecord(ctx) {
    const { row, summaryType } = writableClass(ctx);
    const trainingRecord = text(ctx, 'trainingRecord', '实训记录', { max: MAX_LONG_TEXT });
    return answer(ctx, row, upsert(ctx, row, summaryType, { trainingRecord }));
  },
  score(ctx) {
    const summary = find(teachingDb(ctx).classSummaries, ctx.params.id?.trim(), '课堂总结');
    const row = ownClass(ctx, summary.classId);
    if (summary.summaryType !== SUMMARY_TYPE.student) refuse(CODE.badInput, '只能给学生的课堂总结评分');
    const score = int(ctx, 'score', '评分', { min: 0, max: 100 });
    if (!summary.content) refuse(CODE.badInput, '该学生尚未提交课堂总结，不能评分');
    summary.score = score;
    summary.updateTime = formatTime(ctx.now);
    const student = ctx.db.users.find((u) => u.id === summary.userId)!;
    return studentRow(row, student, summary);
  },
};
