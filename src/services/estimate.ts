import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/utils/request';
import type { Params } from '@/utils/qs';

const e = endpoints.estimate;

/** 测评服务规则列表 GET /estimateShunt/rule/list */
export const ruleList = (params?: Params, options?: CallOptions) => request(e.ruleList, params, options);
