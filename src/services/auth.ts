import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/utils/request';
import type { UserInfo } from '@/utils/session';

const e = endpoints.auth;

export interface LoginResult extends UserInfo {
  authorization: string;
}

/**
 * 登录（表单数据） POST /login. The caller shows the failure (the call rejects with the server's
 * message and shows nothing itself); it survives the route change that follows.
 */
export const login = (params: { username: string; password: string }) =>
  request<LoginResult>(e.login, params, { handleError: true, hideError: true, keepAlive: true });

/** 退出登录 POST /logout (no payload) */
export const logout = (options?: CallOptions) =>
  request(e.logout, undefined, { keepAlive: true, hideError: true, ...options });

/** 权限码 GET /sworld/permission/code */
export const permissionCode = (options?: CallOptions) =>
  request<string[]>(e.permissionCode, undefined, { keepAlive: true, ...options });
