import { endpoints } from './endpoints';
import { type CallOptions, type DownloadedFile, request } from '@/services/request';
import type { Params } from '@/utils/qs';
import type { RuleValueRow } from '@/domain/ruleValue';
import type { ImportResult } from './case';
import type { Page } from './page';

const e = endpoints.rule;

/** Rule types (docs/ASSUMPTIONS.md). */
export const RULE_TYPE = { preset: 1, custom: 2, template: 3 } as const;

export interface RuleRecord {
  id: string;
  ruleName: string;
  ruleType: number;
  /** the engine's rule code */
  code: string;
  caseId: string;
  caseName: string;
  /** the default rule of its case */
  isDefault: boolean;
  ownerId: string;
  updatedBy: string;
  createTime: string;
  updateTime: string;
  dealerOrderCount: number;
  /** the caller may change it */
  editable: boolean;
}

/** One editable number or text of a rule (the engine's RuleDetailRow). */
export interface RuleDetailRow extends RuleValueRow {
  category: string;
}

export interface DealerOrder {
  /** The round whose order meeting offers it. */
  round: number;
  market: string;
  product: string;
  marketName: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  deliveryQuarter: number;
}

export interface RuleDetail extends RuleRecord {
  rows: RuleDetailRow[];
  dealerOrders: DealerOrder[];
}

export interface RuleCheck {
  ruleId: string;
  passed: boolean;
  msg: string;
}

/** A generated rule, not saved yet. */
export interface SmartRule {
  ruleName: string;
  code: string;
  difficulty: number;
  teamNum: number;
  rows: RuleDetailRow[];
}

export interface TemplateCaseOption {
  id: string;
  caseCode: string;
  caseName: string;
  ruleId: string;
}

export interface RuleListParams extends Params {
  current?: number;
  size?: number;
  caseId?: string;
  ruleType?: number;
  ruleName?: string;
}

/** Changes of rule values: JSON text of [{ code, value }]. */
export interface RuleChangeParams extends Params {
  ruleId?: string;
  ruleName?: string;
  caseId?: string;
  baseRuleId?: string;
  rows?: string;
}

/** 规则明细 GET /sworldShunt/swrule/detail/list */
export const detailList = (params?: { ruleId: string }, options?: CallOptions) =>
  request<RuleDetail>(e.detailList, params, options);

/** 检查规则 GET /sworldShunt/swrule/detail/check */
export const detailCheck = (params?: { ruleId: string }, options?: CallOptions) =>
  request<RuleCheck>(e.detailCheck, params, options);

/** 删除自定义规则 POST /sworldShunt/swrule/custom/delete */
export const customDelete = (params?: { ruleId: string }, options?: CallOptions) =>
  request<boolean>(e.customDelete, params, options);

/** 保存自定义规则 POST /sworldShunt/swrule/custom/save */
export const customSave = (params?: RuleChangeParams, options?: CallOptions) =>
  request<RuleDetail>(e.customSave, params, options);

/** 智能规则生成 POST /sworldShunt/swrule/intelligence/data */
export const intelligenceData = (
  params?: { difficulty: number; teamNum: number; baseRuleId?: string },
  options?: CallOptions,
) => request<SmartRule>(e.intelligenceData, params, options);

/** 导入规则（文件） POST /sworldShunt/swrule/import */
export const importRule = (
  params?: { file: File; caseId: string; ruleName?: string; ruleType?: number; baseRuleId?: string },
  options?: CallOptions,
) => request<ImportResult & { rule: RuleRecord }>(e.importRule, params, options);

/** 导出规则文件 GET /sworldShunt/swrule/export */
export const exportRule = (params?: { ruleId: string }, options?: CallOptions) =>
  request<DownloadedFile>(e.exportRule, params, options);

/** 复制规则 POST /sworldShunt/swrule/copy */
export const copy = (params?: { ruleId: string; ruleName?: string; caseId?: string }, options?: CallOptions) =>
  request<RuleRecord>(e.copy, params, options);

/** 删除规则 POST /sworldShunt/swrule/delete */
export const remove = (params?: { ruleId: string }, options?: CallOptions) =>
  request<boolean>(e.remove, params, options);

/** 基础案例规则列表 GET /sworldShunt/swrule/basecase/list */
export const basecaseList = (params?: Params, options?: CallOptions) =>
  request<RuleRecord[]>(e.basecaseList, params, options);

/** 规则与模板案例列表 GET /sworldShunt/swrule/listForCaseAndTemplate */
export const listForCaseAndTemplate = (params?: RuleListParams, options?: CallOptions) =>
  request<Page<RuleRecord> & { templateCaseList: TemplateCaseOption[] }>(e.listForCaseAndTemplate, params, options);

/** 更新模板规则 POST /sworldShunt/swrule/updateTemplateRule */
export const updateTemplateRule = (params?: RuleChangeParams, options?: CallOptions) =>
  request<RuleDetail>(e.updateTemplateRule, params, options);

/** 导入经销商订单（文件） POST /sworldShunt/swrule/importDealerOrder */
export const importDealerOrder = (params?: { ruleId: string; file: File }, options?: CallOptions) =>
  request<ImportResult & { dealerOrders: DealerOrder[] }>(e.importDealerOrder, params, options);

/** 保存预设规则 POST /sworld/swrule/save */
export const savePreset = (params?: RuleChangeParams, options?: CallOptions) =>
  request<RuleDetail>(e.savePreset, params, options);

/** 删除模板规则 POST /sworld/swrule/deleteTemplateRule */
export const deleteTemplateRule = (params?: { ruleId: string }, options?: CallOptions) =>
  request<boolean>(e.deleteTemplateRule, params, options);
