import { ROLE } from '../../src/constants';
import type { DbUser } from '../db/types';
import { CODE, type Ctx, type FamilyResolvers, find, formatTime, int, refuse } from './kit';
import { isStudent, teachingDb, visibleClasses } from './teachingShared';

/**
 * Course study: the course's chapters and sections with a user's progress (0–100 percent).
 * Progress only grows: saving a lower value keeps the higher one.
 */
function learner(ctx: Ctx): DbUser {
  const userId = ctx.params.userId?.trim();
  if (!userId || userId === ctx.user!.id || isStudent(ctx)) return ctx.user!;
  const student = ctx.db.users.find((u) => u.id === userId && u.userType === ROLE.student);
  if (!student) refuse(CODE.notFound, '学生不存在');
  if (!visibleClasses(ctx).some((c) => c.studentIds.includes(student.id)))
    refuse(CODE.forbidden, '无权限：只能查看自己班级学生的学习进度');
  return student;
}

export const studyResolvers: FamilyResolvers<'study'> = {
  courseList(ctx) {
    const db = teachingDb(ctx);
    const user = learner(ctx);
    const progressOf = new Map(
      db.studyProgress.filter((p) => p.userId === user.id).map((p) => [p.sectionId, p.progress]),
    );
    return [...db.courseChapters]
      .sort((a, b) => a.sort - b.sort)
      .map((chapter) => {
        const sections = chapter.sections.map((s) => {
          const progress = progressOf.get(s.id) ?? 0;
          return { ...s, progress, finished: progress >= 100 };
        });
        const progress = sections.length
          ? Math.round(sections.reduce((sum, s) => sum + s.progress, 0) / sections.length)
          : 0;
        return { id: chapter.id, chapterName: chapter.chapterName, sort: chapter.sort, progress, sections };
      });
  },
  saveProgress(ctx) {
    const db = teachingDb(ctx);
    const sectionId = ctx.params.sectionId?.trim();
    if (!sectionId) refuse(CODE.badInput, '章节不能为空');
    const section = find(
      db.courseChapters.flatMap((c) => c.sections),
      sectionId,
      '章节',
    );
    const value = int(ctx, 'progress', '学习进度', { min: 0, max: 100 });
    const time = formatTime(ctx.now);
    let row = db.studyProgress.find((p) => p.userId === ctx.user!.id && p.sectionId === section.id);
    if (row) Object.assign(row, { progress: Math.max(row.progress, value), updateTime: time });
    else {
      row = { id: ctx.store.nextId(), userId: ctx.user!.id, sectionId: section.id, progress: value, updateTime: time };
      db.studyProgress.push(row);
    }
    return { sectionId: section.id, progress: row.progress, finished: row.progress >= 100 };
  },
};
