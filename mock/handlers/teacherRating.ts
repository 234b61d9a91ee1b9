import type { DbTeacherRating } from '../db/teaching';
import type { DbClass, DbUser } from '../db/types';
import { type FamilyResolvers, formatTime, int, page, paging, requireTeacher, text } from './kit';
import { classesOf, ownClass, studentOfClass, studentsOf, teachingDb } from './teachingShared';

/** A teacher rates each student's classroom performance in a class, 0–100, with a comment. */
function ratingRow(row: DbClass, student: DbUser, rating?: DbTeacherRating) {
  return {
    id: rating?.id ?? null,
    classId: row.id,
    className: row.className,
    studentId: student.id,
    userCode: student.userCode,
    studentName: student.userName,
    score: rating?.score ?? null,
    comment: rating?.comment ?? '',
    updateTime: rating?.updateTime ?? '',
  };
}

export const teacherRatingResolvers: FamilyResolvers<'teacherRating'> = {
  list(ctx) {
    requireTeacher(ctx);
    const keyword = text(ctx, 'keyword', '关键字', { required: false });
    const ratings = teachingDb(ctx).teacherRatings;
    const rows = classesOf(ctx).flatMap((row) =>
      studentsOf(ctx, row)
        .filter((s) => !keyword || s.userName.includes(keyword) || s.userCode.includes(keyword))
        .map((s) =>
          ratingRow(
            row,
            s,
            ratings.find((r) => r.classId === row.id && r.studentId === s.id),
          ),
        ),
    );
    return page(rows, paging(ctx));
  },
  score(ctx) {
    const row = ownClass(ctx, ctx.params.classId);
    const student = studentOfClass(ctx, row);
    const score = int(ctx, 'score', '评分', { min: 0, max: 100 });
    const comment = text(ctx, 'comment', '评语', { required: false, max: 200 });
    const db = teachingDb(ctx);
    const time = formatTime(ctx.now);
    let rating = db.teacherRatings.find((r) => r.classId === row.id && r.studentId === student.id);
    if (rating) Object.assign(rating, { score, comment, teacherId: ctx.user!.id, updateTime: time });
    else {
      rating = {
        id: ctx.store.nextId(),
        classId: row.id,
        studentId: student.id,
        teacherId: ctx.user!.id,
        score,
        comment,
        updateTime: time,
      };
      db.teacherRatings.push(rating);
    }
    return ratingRow(row, student, rating);
  },
};
