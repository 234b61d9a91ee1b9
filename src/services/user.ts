import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/utils/request';
import type { Params } from '@/utils/qs';

const e = endpoints.user;

/** 修改本人密码 POST /sworld/user/pwd/change */
export const changePassword = (params?: Params, options?: CallOptions) => request(e.changePassword, params, options);

/** 用户列表 GET /sworld/user/list */
export const list = (params?: Params, options?: CallOptions) => request(e.list, params, options);

/** 新建或编辑用户 POST /sworld/user/save */
export const save = (params?: Params, options?: CallOptions) => request(e.save, params, options);

/** 删除用户 POST /sworld/user/delete */
export const remove = (params?: Params, options?: CallOptions) => request(e.remove, params, options);

/** 修改本人用户名 POST /sworld/user/personal/change */
export const changePersonal = (params?: Params, options?: CallOptions) => request(e.changePersonal, params, options);

/** 用户详情 GET /sworld/user/getById */
export const getById = (params?: Params, options?: CallOptions) => request(e.getById, params, options);

/** 重置用户密码 POST /sworld/user/pwd/reset */
export const resetPassword = (params?: Params, options?: CallOptions) => request(e.resetPassword, params, options);
