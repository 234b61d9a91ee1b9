import { ROLE } from '../../src/constants';
import { hashPassword, tokenDigest, verifyPassword } from '../db/secrets';
import { SEED_PASSWORD } from '../db/seed';
import type { DbUser } from '../db/types';
import {
  CODE,
  type Ctx,
  email,
  type FamilyResolvers,
  find,
  formatTime,
  oneOf,
  page,
  paging,
  refuse,
  requireTeacher,
  text,
} from './kit';
import { hasStudent, mayReadUser, ownClass } from './teachingShared';

/** A user as the list and detail calls show it: never the password's hash. */
export function publicUser(user: DbUser) {
  const { passwordHash: _passwordHash, ...rest } = user;
  return rest;
}

const ROLE_VALUES = [ROLE.admin, ROLE.teacher, ROLE.student, ROLE.abutment];

/** Teachers manage student accounts only; administrators manage all. */
function assertMayManage(ctx: Ctx, userType: number) {
  requireTeacher(ctx);
  if (ctx.user!.userType !== ROLE.admin && userType !== ROLE.student) {
    refuse(CODE.forbidden, '无权限：教师只能管理学生账号');
  }
}

/** An existing account: teachers change only their own students (a reset password would hand over another's account). */
function assertMayManageUser(ctx: Ctx, target: DbUser) {
  assertMayManage(ctx, target.userType);
  if (ctx.user!.userType !== ROLE.admin && !hasStudent(ctx, target)) refuse(CODE.forbidden, NOT_YOURS);
}

const NOT_YOURS = '无权限：只能查看和管理自己或自己学生的账号';

/** A changed or reset password ends every session of the account but the caller's own. */
async function endOtherSessions(ctx: Ctx, userId: string) {
  const own = await tokenDigest(ctx.token);
  ctx.db.sessions = ctx.db.sessions.filter((s) => s.userId !== userId || s.tokenHash === own);
}

function password(ctx: Ctx, field: string, label: string): string {
  return text(ctx, field, label, { min: 6, max: 32 });
}

export const userResolvers: FamilyResolvers<'user'> = {
  /** Administrators list every account (filter by userType); teachers only their students (see hasStudent). */
  list(ctx) {
    requireTeacher(ctx);
    const keyword = (ctx.params.keyword ?? '').trim();
    const requested = ctx.params.userType ? Number(oneOf(ctx, 'userType', '角色', ROLE_VALUES.map(String))) : undefined;
    const userType = ctx.user!.userType === ROLE.admin ? requested : ROLE.student;
    const classId = (ctx.params.classId ?? '').trim();
    const members = classId ? new Set(ownClass(ctx, classId).studentIds) : undefined;
    const rows = ctx.db.users
      .filter((u) => userType === undefined || u.userType === userType)
      .filter((u) => mayReadUser(ctx, u))
      .filter((u) => !members || members.has(u.id))
      .filter((u) => !keyword || u.userCode.includes(keyword) || u.userName.includes(keyword))
      .map(publicUser);
    return page(rows, paging(ctx));
  },
  async save(ctx) {
    const id = ctx.params.id?.trim();
    const existing = id ? find(ctx.db.users, id, '用户') : undefined;
    const userType = Number(
      oneOf(ctx, 'userType', '角色', ROLE_VALUES.map(String), existing ? String(existing.userType) : undefined),
    );
    assertMayManage(ctx, userType);
    if (existing) assertMayManageUser(ctx, existing);
    const userCode = text(ctx, 'userCode', '登录账号', { max: 32 });
    if (!/^[A-Za-z0-9_]+$/.test(userCode)) refuse(CODE.badInput, '登录账号只能包含字母、数字和下划线');
    const userName = text(ctx, 'userName', '姓名', { max: 32 });
    const mail = email(ctx, 'email', '邮箱');
    const phone = text(ctx, 'phone', '手机号', { required: false, max: 11 });
    if (phone && !/^\d{11}$/.test(phone)) refuse(CODE.badInput, '手机号必须是 11 位数字');
    const pwd = existing ? undefined : ctx.params.password ? password(ctx, 'password', '密码') : SEED_PASSWORD;
    if (ctx.db.users.some((u) => u.userCode === userCode && u.id !== existing?.id)) {
      refuse(CODE.conflict, `登录账号“${userCode}”已存在`);
    }
    if (existing) {
      Object.assign(existing, { userCode, userName, userType, email: mail, phone });
      return publicUser(existing);
    }
    const passwordHash = await hashPassword(pwd!);
    const created: DbUser = {
      id: ctx.store.nextId(),
      userCode,
      userName,
      userType,
      passwordHash,
      email: mail,
      phone,
      socketHost: '',
      headImg: '',
      createTime: formatTime(ctx.now),
    };
    ctx.db.users.push(created);
    // The caller needs the initial password to hand it over; one it chose itself it knows.
    return ctx.params.password ? publicUser(created) : { ...publicUser(created), initialPassword: pwd };
  },
  remove(ctx) {
    const target = find(ctx.db.users, ctx.params.id, '用户');
    assertMayManageUser(ctx, target);
    if (target.id === ctx.user!.id) refuse(CODE.badInput, '不能删除当前登录的账号');
    ctx.db.users = ctx.db.users.filter((u) => u.id !== target.id);
    ctx.db.sessions = ctx.db.sessions.filter((s) => s.userId !== target.id);
    return null;
  },
  async changePassword(ctx) {
    const oldPassword = text(ctx, 'oldPassword', '原密码', { max: 32 });
    const newPassword = password(ctx, 'newPassword', '新密码');
    if (!(await verifyPassword(oldPassword, ctx.user!.passwordHash))) refuse(CODE.badInput, '原密码不正确');
    ctx.user!.passwordHash = await hashPassword(newPassword);
    await endOtherSessions(ctx, ctx.user!.id);
    return null;
  },
  changePersonal(ctx) {
    const userName = text(ctx, 'userName', '用户名', { max: 32 });
    ctx.user!.userName = userName;
    return publicUser(ctx.user!);
  },
  getById(ctx) {
    const target = find(ctx.db.users, ctx.params.id || ctx.user!.id, '用户');
    if (!mayReadUser(ctx, target)) refuse(CODE.forbidden, NOT_YOURS);
    return publicUser(target);
  },
  async resetPassword(ctx) {
    const target = find(ctx.db.users, ctx.params.id, '用户');
    assertMayManageUser(ctx, target);
    target.passwordHash = await hashPassword(SEED_PASSWORD);
    await endOtherSessions(ctx, target.id);
    // The new password is the initial one, which the caller hands to the user.
    return { id: target.id, userCode: target.userCode, userName: target.userName, password: SEED_PASSWORD };
  },
};
