import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';
import type { Params as AnyParams } from '@/utils/qs';
import type { Answer, Params, Row } from './contract';

const e = endpoints.user;

/** An account as the list and detail calls show it (never its password). */
export type UserRow = Row<Answer<'user.list'>['records']> & {
  /** Only in the answer to creating an account without a password: the initial password it got. */
  initialPassword?: string;
};

export type UserListParams = Params<'user.list'>;

export type UserSaveParams = {
  id?: string;
  userCode: string;
  userName: string;
  userType: number;
  email?: string;
  phone?: string;
  /** New accounts only; the initial password when left out. */
  password?: string;
};

/** What a password reset answers: the account and its new (initial) password. */
export interface ResetPasswordResult {
  id: string;
  userCode: string;
  userName: string;
  password: string;
}

/** 修改本人密码 POST /sworld/user/pwd/change */
export const changePassword = (params?: AnyParams, options?: CallOptions) => request(e.changePassword, params, options);

/** 用户列表 GET /sworld/user/list */
export const list = (params?: UserListParams, options?: CallOptions) =>
  request<Answer<'user.list'>>(e.list, params, options);

/** 新建或编辑用户 POST /sworld/user/save */
export const save = (params?: UserSaveParams, options?: CallOptions) => request<UserRow>(e.save, params, options);

/** 删除用户 POST /sworld/user/delete */
export const remove = (params?: { id: string }, options?: CallOptions) => request<null>(e.remove, params, options);

/** 修改本人用户名 POST /sworld/user/personal/change */
export const changePersonal = (params?: AnyParams, options?: CallOptions) => request(e.changePersonal, params, options);

/** 用户详情 GET /sworld/user/getById */
export const getById = (params?: Params<'user.getById'>, options?: CallOptions) =>
  request<Answer<'user.getById'>>(e.getById, params, options);

/** 重置用户密码 POST /sworld/user/pwd/reset */
export const resetPassword = (params?: { id: string }, options?: CallOptions) =>
  request<ResetPasswordResult>(e.resetPassword, params, options);
