import { endpoints } from './endpoints';
import { type CallOptions, type DownloadedFile, request, write, type WriteOptions } from '@/services/request';
import type { Answer, Params, Row } from './contract';

const e = endpoints.rule;

/** Rule types (docs/ASSUMPTIONS.md). */
export const RULE_TYPE = { preset: 1, custom: 2, template: 3 } as const;

/** A rule as the lists answer it. */
export type RuleRecord = Row<Answer<'rule.basecaseList'>>;

/** A rule with its values and the orders of its dealers. */
export type RuleDetail = Answer<'rule.detailList'>;

/** One editable number or text of a rule (the engine's RuleDetailRow). */
export type RuleDetailRow = Row<RuleDetail['rows']>;

/** An order a dealer places, imported with a rule. */
export type DealerOrder = Row<RuleDetail['dealerOrders']>;

export type RuleCheck = Answer<'rule.detailCheck'>;

/** A generated rule, not saved yet. */
export type SmartRule = Answer<'rule.intelligenceData'>;

export type TemplateCaseOption = Row<Answer<'rule.listForCaseAndTemplate'>['templateCaseList']>;

export type RuleListParams = Params<'rule.listForCaseAndTemplate'>;

/** Changes of rule values: JSON text of [{ code, value }]. */
export type RuleChangeParams = Params<'rule.customSave'>;

/** 规则明细 GET /sworldShunt/swrule/detail/list */
export const detailList = (params?: Params<'rule.detailList'>, options?: CallOptions) =>
  request<RuleDetail>(e.detailList, params, options);

/** 检查规则 GET /sworldShunt/swrule/detail/check */
export const detailCheck = (params?: Params<'rule.detailCheck'>, options?: CallOptions) =>
  request<RuleCheck>(e.detailCheck, params, options);

/** 删除自定义规则 POST /sworldShunt/swrule/custom/delete */
export const customDelete = (params?: Params<'rule.customDelete'>, options?: WriteOptions) =>
  write<Answer<'rule.customDelete'>>(e.customDelete, params, options);

/** 保存自定义规则 POST /sworldShunt/swrule/custom/save */
export const customSave = (params?: RuleChangeParams, options?: WriteOptions) =>
  write<Answer<'rule.customSave'>>(e.customSave, params, options);

/** 智能规则生成 POST /sworldShunt/swrule/intelligence/data */
export const intelligenceData = (params?: Params<'rule.intelligenceData'>, options?: CallOptions) =>
  request<SmartRule>(e.intelligenceData, params, options);

/** 导入规则（文件） POST /sworldShunt/swrule/import */
export const importRule = (params?: Params<'rule.importRule'>, options?: CallOptions) =>
  request<Answer<'rule.importRule'>>(e.importRule, params, options);

/** 导出规则文件 GET /sworldShunt/swrule/export: the request layer answers the file with its name. */
export const exportRule = (params?: Params<'rule.exportRule'>, options?: CallOptions) =>
  request<DownloadedFile>(e.exportRule, params, options);

/** 复制规则 POST /sworldShunt/swrule/copy */
export const copy = (params?: Params<'rule.copy'>, options?: WriteOptions) =>
  write<Answer<'rule.copy'>>(e.copy, params, options);

/** 删除规则 POST /sworldShunt/swrule/delete */
export const remove = (params?: Params<'rule.remove'>, options?: WriteOptions) =>
  write<Answer<'rule.remove'>>(e.remove, params, options);

/** 基础案例规则列表 GET /sworldShunt/swrule/basecase/list */
export const basecaseList = (params?: Params<'rule.basecaseList'>, options?: CallOptions) =>
  request<Answer<'rule.basecaseList'>>(e.basecaseList, params, options);

/** 规则与模板案例列表 GET /sworldShunt/swrule/listForCaseAndTemplate */
export const listForCaseAndTemplate = (params?: RuleListParams, options?: CallOptions) =>
  request<Answer<'rule.listForCaseAndTemplate'>>(e.listForCaseAndTemplate, params, options);

/** 更新模板规则 POST /sworldShunt/swrule/updateTemplateRule */
export const updateTemplateRule = (params?: Params<'rule.updateTemplateRule'>, options?: WriteOptions) =>
  write<Answer<'rule.updateTemplateRule'>>(e.updateTemplateRule, params, options);

/** 导入经销商订单（文件） POST /sworldShunt/swrule/importDealerOrder */
export const importDealerOrder = (params?: Params<'rule.importDealerOrder'>, options?: CallOptions) =>
  request<Answer<'rule.importDealerOrder'>>(e.importDealerOrder, params, options);

/** 保存预设规则 POST /sworld/swrule/save */
export const savePreset = (params?: Params<'rule.savePreset'>, options?: WriteOptions) =>
  write<Answer<'rule.savePreset'>>(e.savePreset, params, options);

/** 删除模板规则 POST /sworld/swrule/deleteTemplateRule */
export const deleteTemplateRule = (params?: Params<'rule.deleteTemplateRule'>, options?: WriteOptions) =>
  write<Answer<'rule.deleteTemplateRule'>>(e.deleteTemplateRule, params, options);
