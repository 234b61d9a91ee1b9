import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/utils/request';
import type { Params } from '@/utils/qs';

const e = endpoints.teachingPlan;

/** 上传教学计划 POST /sworld/teachingplan/upload */
export const upload = (params?: Params, options?: CallOptions) => request(e.upload, params, options);

/** 教学计划列表 GET /sworld/teachingplan/list */
export const list = (params?: Params, options?: CallOptions) => request(e.list, params, options);

/** 删除教学计划 POST /sworld/teachingplan/delete */
export const remove = (params?: Params, options?: CallOptions) => request(e.remove, params, options);
