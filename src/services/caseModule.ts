import { endpoints } from './endpoints';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';
import type { Answer, Params, Row } from './contract';

const e = endpoints.caseModule;

/** A case module: one step of the case editor. */
export type CaseModule = Row<Answer<'caseModule.list'>>;

/** 案例模块列表 GET /sworldShunt/coursecase/casemodule/list */
export const list = (params?: Params<'caseModule.list'>, options?: CallOptions) =>
  request<Answer<'caseModule.list'>>(e.list, params, options);

/** 检查案例模块 GET /sworldShunt/coursecase/casemodule/check */
export const check = (params?: Params<'caseModule.check'>, options?: CallOptions) =>
  request<Answer<'caseModule.check'>>(e.check, params, options);

/**
 * 保存案例模块（参数在查询串） POST /sworldShunt/coursecase/casemodule/save
 * caseModuleList is the whole list in its new order, as JSON text.
 */
export const save = (params?: Params<'caseModule.save'>, options?: WriteOptions) =>
  write<Answer<'caseModule.save'>>(e.save, params, options);
