import { ROLE } from '../../src/constants';
import type { DbClass } from '../db/types';
import { CODE, type Ctx, type FamilyResolvers, formatTime, page, paging, refuse, requireTeacher, text } from './kit';
import { hasStudent, ownClass, teachingDb, visible } from './teachingShared';

/** A class row as the list shows it, with the teacher's name and the student count. */
function classRow(ctx: Ctx, row: DbClass) {
  const teacher = ctx.db.users.find((u) => u.id === row.teacherId);
  return { ...row, teacherName: teacher?.userName ?? '', studentCount: row.studentIds.length };
}

function studentIds(ctx: Ctx): string[] {
  const ids = (ctx.lists.studentIds ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  for (const id of ids) {
    const user = ctx.db.users.find((u) => u.id === id);
    if (!user || user.userType !== ROLE.student) refuse(CODE.badInput, `学生（编号 ${id}）不存在`);
    // Taking another teacher's student into a class would hand over their account details.
    if (ctx.user!.userType !== ROLE.admin && !hasStudent(ctx, user))
      refuse(CODE.forbidden, `无权限：学生“${user.userName}”在其他教师的班级或实训中`);
  }
  return [...new Set(ids)];
}

/** Deletes classes with what belongs only to them: weights, summaries, ratings (learning analysis is derived). */
function dropClasses(ctx: Ctx, rows: DbClass[]) {
  const ids = new Set(rows.map((r) => r.id));
  const db = teachingDb(ctx);
  const keep = <T extends { classId: string }>(list: T[]) => list.filter((r) => !ids.has(r.classId));
  ctx.db.classes = ctx.db.classes.filter((c) => !ids.has(c.id));
  ctx.db.users.forEach((u) => {
    if (u.classId && ids.has(u.classId)) delete u.classId;
  });
  db.evaluations = keep(db.evaluations);
  db.classSummaries = keep(db.classSummaries);
  db.teacherRatings = keep(db.teacherRatings);
}

export const classResolvers: FamilyResolvers<'class'> = {
  list(ctx) {
    const keyword = (ctx.params.className ?? ctx.params.keyword ?? '').trim();
    const rows = ctx.db.classes
      .filter((c) => visible(ctx, c))
      .filter((c) => !keyword || c.className.includes(keyword))
      .map((c) => classRow(ctx, c));
    return page(rows, paging(ctx));
  },
  save(ctx) {
    requireTeacher(ctx);
    const existing = ctx.params.id ? ownClass(ctx, ctx.params.id) : undefined;
    const className = text(ctx, 'className', '班级名称', { max: 50 });
    const remark = text(ctx, 'remark', '备注', { required: false, max: 200 });
    const teacherId = existing?.teacherId ?? ctx.user!.id;
    if (ctx.db.classes.some((c) => c.className === className && c.teacherId === teacherId && c.id !== existing?.id)) {
      refuse(CODE.conflict, `班级名称“${className}”已存在`);
    }
    const ids = ctx.lists.studentIds ? studentIds(ctx) : undefined;
    if (existing) {
      Object.assign(existing, { className, remark }, ids ? { studentIds: ids } : {});
      return classRow(ctx, existing);
    }
    const created: DbClass = {
      id: ctx.store.nextId(),
      className,
      remark,
      teacherId,
      studentIds: ids ?? [],
      trainingRecord: '',
      createTime: formatTime(ctx.now),
    };
    ctx.db.classes.unshift(created);
    return classRow(ctx, created);
  },
  remove(ctx) {
    const row = ownClass(ctx, ctx.params.id);
    dropClasses(ctx, [row]);
    return null;
  },
  maintain(ctx) {
    const row = ownClass(ctx, ctx.params.id);
    row.studentIds = studentIds(ctx);
    return classRow(ctx, row);
  },
  /** Takes a batch of students (`studentIds`) out of one class (`id`); each must be in it. */
  removeBatch(ctx) {
    const row = ownClass(ctx, ctx.params.id);
    const ids = studentIds(ctx);
    if (!ids.length) refuse(CODE.badInput, '请选择要移出的学生');
    const outside = ids.filter((id) => !row.studentIds.includes(id));
    if (outside.length) refuse(CODE.badInput, `学生（编号 ${outside.join('、')}）不在本班级中`);
    row.studentIds = row.studentIds.filter((id) => !ids.includes(id));
    return classRow(ctx, row);
  },
  updateTrainingRecord(ctx) {
    const row = ownClass(ctx, ctx.params.id);
    row.trainingRecord = text(ctx, 'trainingRecord', '实训记录', { max: 2000 });
    return classRow(ctx, row);
  },
};
