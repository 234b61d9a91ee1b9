import { endpoints } from './endpoints';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';
import type { Answer, Params, Row } from './contract';

const e = endpoints.user;

/** An account as the list and detail calls show it (never its password). */
export type UserRow = Row<Answer<'user.list'>['records']>;

export type UserListParams = Params<'user.list'>;

export type UserSaveParams = Params<'user.save'>;

/** What a password reset answers: the account and its new (initial) password. */
export type ResetPasswordResult = Answer<'user.resetPassword'>;

/** 修改本人密码 POST /sworld/user/pwd/change */
export const changePassword = (params?: Params<'user.changePassword'>, options?: WriteOptions) =>
  write<Answer<'user.changePassword'>>(e.changePassword, params, options);

/** 用户列表 GET /sworld/user/list */
export const list = (params?: UserListParams, options?: CallOptions) =>
  request<Answer<'user.list'>>(e.list, params, options);

/** 新建或编辑用户 POST /sworld/user/save */
export const save = (params?: UserSaveParams, options?: WriteOptions) =>
  write<Answer<'user.save'>>(e.save, params, options);

/** 删除用户 POST /sworld/user/delete */
export const remove = (params?: Params<'user.remove'>, options?: WriteOptions) =>
  write<Answer<'user.remove'>>(e.remove, params, options);

/** 修改本人用户名 POST /sworld/user/personal/change */
export const changePersonal = (params?: Params<'user.changePersonal'>, options?: WriteOptions) =>
  write<Answer<'user.changePersonal'>>(e.changePersonal, params, options);

/** 用户详情 GET /sworld/user/getById */
export const getById = (params?: Params<'user.getById'>, options?: CallOptions) =>
  request<Answer<'user.getById'>>(e.getById, params, options);

/** 重置用户密码 POST /sworld/user/pwd/reset */
export const resetPassword = (params?: Params<'user.resetPassword'>, options?: WriteOptions) =>
  write<ResetPasswordResult>(e.resetPassword, params, options);
