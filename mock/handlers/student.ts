import { POSTS, ROLE, TRAINING_STATE } from '../../src/constants';
import { SEED_PASSWORD_HASH } from '../db/seed';
import type { DbUser } from '../db/types';
import { readSheetOrRefuse, refuseRows, type RowError, SHEET_EXTENSIONS } from '../files';
import { groupList, groupsOf, isTeacherLike, ownTraining, postName, seatOf, trainingOf } from './gameShared';
import { CODE, type FamilyResolvers, file, find, formatTime, refuse } from './kit';
import { hasStudent } from './teachingShared';

/** The student import's columns (the template of GET /sworld/template/download?name=student). */
export const STUDENT_COLUMNS = {
  userCode: '登录账号',
  userName: '姓名',
  groupNum: '组号',
  postId: '岗位编号',
} as const;

function requireNotStarted(state: number) {
  if (state !== TRAINING_STATE.notStarted) refuse(CODE.conflict, '实训已开始，不能再调整学生');
}

export const studentResolvers: FamilyResolvers<'student'> = {
  /** Seats students from a spreadsheet; unknown login names become student accounts. All rows or none. */
  async importStudents(ctx) {
    const training = ownTraining(ctx);
    requireNotStarted(training.state);
    const upload = file(ctx, 'file', '学生名单文件', { extensions: SHEET_EXTENSIONS });
    const sheet = await readSheetOrRefuse(upload, Object.values(STUDENT_COLUMNS));
    const seats = ctx.db.groupPosts.filter((p) => p.trainingId === training.id);
    const errors: RowError[] = [];
    const planned: { user: DbUser | { userCode: string; userName: string }; seatId: string }[] = [];
    const takenSeats = new Set<string>();
    const seenCodes = new Set<string>();
    sheet.rows.forEach((row, i) => {
      const line = sheet.rowNumbers[i];
      const err = (field: string, msg: string) => errors.push({ row: line, field, msg });
      const userCode = row[STUDENT_COLUMNS.userCode];
      const userName = row[STUDENT_COLUMNS.userName];
      const groupNum = Number(row[STUDENT_COLUMNS.groupNum]);
      const postId = Number(row[STUDENT_COLUMNS.postId]);
      if (!/^[A-Za-z0-9_]{1,32}$/.test(userCode))
        return err(STUDENT_COLUMNS.userCode, '登录账号只能包含字母、数字和下划线，最多 32 个字符');
      if (seenCodes.has(userCode)) return err(STUDENT_COLUMNS.userCode, `登录账号“${userCode}”在文件中重复`);
      seenCodes.add(userCode);
      if (!userName || userName.length > 32) return err(STUDENT_COLUMNS.userName, '姓名不能为空且不能超过 32 个字符');
      if (!Number.isInteger(groupNum) || groupNum < 1 || groupNum > training.groupNum)
        return err(STUDENT_COLUMNS.groupNum, `组号必须是 1 到 ${training.groupNum} 之间的整数`);
      const seat = seats.find((s) => s.groupNum === groupNum && s.postId === postId);
      if (!seat) return err(STUDENT_COLUMNS.postId, `第 ${groupNum} 组没有岗位编号 ${row[STUDENT_COLUMNS.postId]}`);
      if (takenSeats.has(seat.id))
        return err(STUDENT_COLUMNS.postId, `第 ${groupNum} 组的“${postName(postId)}”岗位在文件中重复`);
      takenSeats.add(seat.id);
      const existing = ctx.db.users.find((u) => u.userCode === userCode);
      if (existing && existing.userType !== ROLE.student)
        return err(STUDENT_COLUMNS.userCode, `“${userCode}”不是学生账号`);
      planned.push({ user: existing ?? { userCode, userName }, seatId: seat.id });
    });
    if (errors.length) refuseRows(errors);
    let created = 0;
    for (const { user, seatId } of planned) {
      let student = user as DbUser;
      if (!('id' in user)) {
        student = {
          id: ctx.store.nextId(),
          userCode: user.userCode,
          userName: user.userName,
          passwordHash: SEED_PASSWORD_HASH,
          userType: ROLE.student,
          socketHost: '',
          headImg: '',
          email: '',
          phone: '',
          createTime: formatTime(ctx.now),
        };
        ctx.db.users.push(student);
        created += 1;
      }
      // A student sits in one seat of a training: leave any other seat first.
      seats.forEach((s) => {
        if (s.studentId === student.id) s.studentId = null;
      });
      seats.find((s) => s.id === seatId)!.studentId = student.id;
    }
    return { imported: planned.length, created, errors: [] };
  },
  relList(ctx) {
    return groupList(ctx, trainingOf(ctx));
  },
  /**
   * Moves a student to a seat (the group_post id); a student already there swaps places. While the
   * training runs only a late student (one without a seat) may take an empty seat: nobody moves.
   */
  transfer(ctx) {
    const training = ownTraining(ctx);
    const running = training.state === TRAINING_STATE.running;
    if (!running) requireNotStarted(training.state);
    const seats = ctx.db.groupPosts.filter((p) => p.trainingId === training.id);
    const target = find(seats, ctx.params.id, '岗位');
    const studentId = (ctx.params.studentId ?? '').trim();
    if (!studentId) {
      if (running) refuse(CODE.conflict, '实训进行中，不能让已入座的学生离开岗位');
      target.studentId = null;
      return groupList(ctx, training);
    }
    const student = ctx.db.users.find((u) => u.id === studentId && u.userType === ROLE.student);
    if (!student) refuse(CODE.notFound, '学生不存在');
    const from = seats.find((s) => s.studentId === studentId);
    if (running && from)
      refuse(
        CODE.conflict,
        `实训进行中，不能调换已入座学生的岗位：“${student.userName}”已在第${from.groupNum}组担任${postName(from.postId)}`,
      );
    if (running && target.studentId)
      refuse(
        CODE.conflict,
        `实训进行中，第${target.groupNum}组的${postName(target.postId)}岗位已有学生，只能安排到空缺岗位`,
      );
    // Seating a student makes them the teacher's to manage: only one already here or the teacher's own.
    if (!from && ctx.user!.userType !== ROLE.admin && !hasStudent(ctx, student))
      refuse(CODE.forbidden, `无权限：学生“${student.userName}”在其他教师的班级或实训中`);
    if (from) from.studentId = target.studentId;
    target.studentId = studentId;
    return groupList(ctx, training);
  },
  getPostId(ctx) {
    const training = trainingOf(ctx);
    const seat = seatOf(ctx, training);
    if (!seat) return null;
    return { postId: seat.postId, postName: postName(seat.postId), groupId: seat.groupId, groupNum: seat.groupNum };
  },
  /** Students seated in the training, filtered by group number and post ids. */
  list(ctx) {
    const training = trainingOf(ctx);
    const groupNum = ctx.params.groupNum ? Number(ctx.params.groupNum) : undefined;
    const posts = (ctx.lists.postList ?? [])
      .flatMap((v) => v.split(','))
      .filter(Boolean)
      .map(Number);
    if (!isTeacherLike(ctx) && !seatOf(ctx, training)) refuse(CODE.forbidden, '你不在本实训中');
    const groups = new Map(groupsOf(ctx, training).map((g) => [g.groupId, g]));
    return ctx.db.groupPosts
      .filter((p) => p.trainingId === training.id && p.studentId)
      .filter((p) => groupNum === undefined || p.groupNum === groupNum)
      .filter((p) => !posts.length || posts.includes(p.postId))
      .map((p) => {
        const user = ctx.db.users.find((u) => u.id === p.studentId)!;
        return {
          id: p.id,
          studentId: user.id,
          userCode: user.userCode,
          userName: user.userName,
          groupId: p.groupId,
          groupNum: p.groupNum,
          groupName: groups.get(p.groupId)?.groupName ?? '',
          postId: p.postId,
          postName: POSTS.find((x) => x.postId === p.postId)?.postName ?? '',
        };
      });
  },
};
