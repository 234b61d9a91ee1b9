import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/utils/request';
import type { Params } from '@/utils/qs';

const e = endpoints.evaluate;

/** 评价权重列表 GET /sworld/evaluate/list */
export const list = (params?: Params, options?: CallOptions) => request(e.list, params, options);

/** 保存评价权重 POST /sworld/evaluate/save */
export const save = (params?: Params, options?: CallOptions) => request(e.save, params, options);
