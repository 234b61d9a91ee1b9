import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/utils/request';
import type { Params } from '@/utils/qs';

const e = endpoints.caseModule;

/** 案例模块列表 GET /sworldShunt/coursecase/casemodule/list */
export const list = (params?: Params, options?: CallOptions) => request(e.list, params, options);

/** 检查案例模块 GET /sworldShunt/coursecase/casemodule/check */
export const check = (params?: Params, options?: CallOptions) => request(e.check, params, options);

/** 保存案例模块（参数在查询串） POST /sworldShunt/coursecase/casemodule/save */
export const save = (params?: Params, options?: CallOptions) => request(e.save, params, options);
