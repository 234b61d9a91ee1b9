import type { DbUser } from '../db/types';
import { CODE, type Ctx, type FamilyResolvers, refuse, SESSION_IDLE_MS, text } from './kit';

/** The user info fields of spec point 3 (plus homeUrl for embedded users). */
export function userInfoOf(user: DbUser) {
  const info: Record<string, unknown> = {
    userType: user.userType,
    userId: user.id,
    userCode: user.userCode,
    userName: user.userName,
    socketHost: user.socketHost,
    headImg: user.headImg,
  };
  if (user.homeUrl) info.homeUrl = user.homeUrl;
  return info;
}

/** Permission codes per role: what the permission-code call answers. */
const PERMISSIONS: Record<number, string[]> = {
  1: ['admin'],
  2: ['teach', 'train', 'case', 'rule'],
  3: ['study', 'experiment'],
  4: ['teach', 'train', 'case', 'rule'],
};

function newToken(ctx: Ctx): string {
  return `sw-${ctx.store.nextId()}-${ctx.now.toString(36)}`;
}

export const authResolvers: FamilyResolvers<'auth'> = {
  login(ctx) {
    const username = text(ctx, 'username', '用户名');
    const password = text(ctx, 'password', '密码', { max: 64 });
    const user = ctx.db.users.find((u) => u.userCode === username);
    if (!user || user.password !== password) refuse(CODE.badInput, '用户名或密码错误');
    const token = newToken(ctx);
    // Sessions left idle past their time are dropped here too, so the store does not grow with them.
    ctx.db.sessions = ctx.db.sessions.filter((s) => ctx.now - (s.lastSeenAt ?? s.createdAt) <= SESSION_IDLE_MS);
    ctx.db.sessions.push({ token, userId: user.id, createdAt: ctx.now, lastSeenAt: ctx.now });
    return { ...userInfoOf(user), authorization: token };
  },
  logout(ctx) {
    ctx.db.sessions = ctx.db.sessions.filter((s) => s.token !== ctx.token);
    return null;
  },
  permissionCode(ctx) {
    return PERMISSIONS[ctx.user!.userType] ?? [];
  },
};
