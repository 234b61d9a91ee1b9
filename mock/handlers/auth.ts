import { tokenDigest, verifyPassword } from '../db/secrets';
import type { DbUser } from '../db/types';
import { CODE, type FamilyResolvers, refuse, SESSION_IDLE_MS, SESSION_MAX_MS, text } from './kit';
import { assertMayTryLogin, loginFailed, loginSucceeded } from './loginThrottle';

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

/** A session token: 192 bits from the platform's cryptographic source (Web Crypto, in Node and browsers). */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `sw-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Sessions still valid at `now`: neither idle past their time nor older than their lifetime. */
export function isSessionLive(session: { createdAt: number; lastSeenAt?: number }, now: number): boolean {
  return (
    now - (session.lastSeenAt ?? session.createdAt) <= SESSION_IDLE_MS && now - session.createdAt <= SESSION_MAX_MS
  );
}

/** Live sessions one account may hold: a new login beyond it ends the account's oldest. */
export const MAX_SESSIONS_PER_ACCOUNT = 20;

export const authResolvers: FamilyResolvers<'auth'> = {
  async login(ctx) {
    const username = text(ctx, 'username', '用户名');
    const password = text(ctx, 'password', '密码', { max: 64 });
    // Before the hash is computed: a throttled guess costs the server nothing.
    assertMayTryLogin(ctx, username);
    const user = ctx.db.users.find((u) => u.userCode === username);
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      loginFailed(ctx, username);
      refuse(CODE.badInput, '用户名或密码错误');
    }
    loginSucceeded(ctx, username);
    const token = newToken();
    const tokenHash = await tokenDigest(token);
    // Sessions past their time are dropped here too, so the store does not grow with them.
    const live = ctx.db.sessions.filter((s) => isSessionLive(s, ctx.now));
    const own = live.filter((s) => s.userId === user.id).sort((a, b) => a.createdAt - b.createdAt);
    const ended = new Set(own.slice(0, Math.max(0, own.length - MAX_SESSIONS_PER_ACCOUNT + 1)));
    ctx.db.sessions = live.filter((s) => !ended.has(s));
    ctx.db.sessions.push({ tokenHash, userId: user.id, createdAt: ctx.now, lastSeenAt: ctx.now });
    return { ...userInfoOf(user), authorization: token };
  },
  async logout(ctx) {
    const tokenHash = await tokenDigest(ctx.token);
    ctx.db.sessions = ctx.db.sessions.filter((s) => s.tokenHash !== tokenHash);
    return null;
  },
  permissionCode(ctx) {
    return PERMISSIONS[ctx.user!.userType] ?? [];
  },
};
