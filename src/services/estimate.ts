import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';
import type { Page } from './page';
import type { RuleListParams, RuleRecord } from './rule';

const e = endpoints.estimate;

/** 测评服务规则列表 GET /estimateShunt/rule/list */
export const ruleList = (params?: RuleListParams, options?: CallOptions) =>
  request<Page<RuleRecord>>(e.ruleList, params, options);
