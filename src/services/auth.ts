import { deployConfig, splitLoginAnswer } from './deployConfig';
import { endpoints } from './endpoints';
import { text } from '@/utils/format';
import { t } from '@/utils/i18n';
import { type CallOptions, request, RequestError, write, type WriteOptions } from '@/services/request';
import type { UserInfo } from '@/utils/session';
import type { Answer, Params } from './contract';

const e = endpoints.auth;

/** The session a login starts: the user info of its answer (spec point 3) and the value to authorize with. */
export interface LoginResult extends UserInfo {
  authorization: string;
}

/**
 * 登录（表单数据） POST /login. The caller shows the failure (the call rejects with the server's
 * message and shows nothing itself); it survives the route change that follows. The authorization
 * value is read where sworld.config.json says (a field of data by default, or a response header).
 */
export async function login(params: Params<'auth.login'>): Promise<LoginResult | undefined> {
  let headers: Headers | null = null;
  const data = await request<Answer<'auth.login'>>(e.login, params, {
    handleError: true,
    hideError: true,
    keepAlive: true,
    onHeaders: (answered) => {
      headers = answered;
    },
  });
  if (data === undefined) return undefined;
  const config = deployConfig();
  const { authorization, info } = splitLoginAnswer(data, (name) => (headers as Headers | null)?.get(name), config);
  if (!authorization) {
    // A signed-in session without a value to send would fail on the first call: say why, once, to the deployer.
    console.error('[login] the login answer carries no authorization at', config.loginAuthorization);
    throw new RequestError(t('login.failed'), 'auth', 0);
  }
  // Screens compare the user's id with rows' ids as text: a backend's numeric id is kept as its digits.
  // Typed by the contract: the compiler checks that the stored user info holds what a login answers.
  const user: UserInfo = { ...(info as Omit<Answer<'auth.login'>, 'authorization'>), userId: text(info.userId) };
  return { ...user, authorization };
}

/** 退出登录 POST /logout (no payload) */
export const logout = (options?: WriteOptions) =>
  write<Answer<'auth.logout'>>(e.logout, undefined, { keepAlive: true, hideError: true, ...options });

/** 权限码 GET /sworld/permission/code */
export const permissionCode = (options?: CallOptions) =>
  request<Answer<'auth.permissionCode'>>(e.permissionCode, undefined, { keepAlive: true, ...options });
