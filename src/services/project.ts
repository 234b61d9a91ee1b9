import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/utils/request';
import type { Params } from '@/utils/qs';

const e = endpoints.project;

/** 项目列表（原料、产品、团队） GET /sworldShunt/project/list */
export const list = (params?: Params, options?: CallOptions) => request(e.list, params, options);
