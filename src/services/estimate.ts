import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';
import type { Answer, Params } from './contract';

const e = endpoints.estimate;

/** 测评服务规则列表 GET /estimateShunt/rule/list */
export const ruleList = (params?: Params<'estimate.ruleList'>, options?: CallOptions) =>
  request<Answer<'estimate.ruleList'>>(e.ruleList, params, options);
