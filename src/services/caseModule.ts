import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';
import type { CaseModuleType } from '@/domain/caseEditing';
import type { Params } from '@/utils/qs';
import type { CheckResult } from './case';

const e = endpoints.caseModule;

/** A case module: one step of the case editor. */
export interface CaseModule {
  id: string;
  caseId: string;
  moduleName: string;
  moduleType: CaseModuleType;
  sort: number;
  /** 1 shown as a step, 0 skipped */
  enabled: number;
  content: string;
}

/** 案例模块列表 GET /sworldShunt/coursecase/casemodule/list */
export const list = (params?: { caseId: string }, options?: CallOptions) =>
  request<CaseModule[]>(e.list, params, options);

/** 检查案例模块 GET /sworldShunt/coursecase/casemodule/check */
export const check = (params?: { caseId: string }, options?: CallOptions) =>
  request<CheckResult>(e.check, params, options);

/**
 * 保存案例模块（参数在查询串） POST /sworldShunt/coursecase/casemodule/save
 * caseModuleList is the whole list in its new order, as JSON text.
 */
export const save = (params?: { caseId: string; caseModuleList?: string } & Params, options?: CallOptions) =>
  request<CaseModule[]>(e.save, params, options);
