import { endpoints } from './endpoints';
import { type CallOptions, type DownloadedFile, request } from '@/utils/request';
import type { Params } from '@/utils/qs';

const e = endpoints.rule;

/** 规则明细 GET /sworldShunt/swrule/detail/list */
export const detailList = (params?: Params, options?: CallOptions) => request(e.detailList, params, options);

/** 检查规则 GET /sworldShunt/swrule/detail/check */
export const detailCheck = (params?: Params, options?: CallOptions) => request(e.detailCheck, params, options);

/** 删除自定义规则 POST /sworldShunt/swrule/custom/delete */
export const customDelete = (params?: Params, options?: CallOptions) => request(e.customDelete, params, options);

/** 保存自定义规则 POST /sworldShunt/swrule/custom/save */
export const customSave = (params?: Params, options?: CallOptions) => request(e.customSave, params, options);

/** 智能规则生成 POST /sworldShunt/swrule/intelligence/data */
export const intelligenceData = (params?: Params, options?: CallOptions) => request(e.intelligenceData, params, options);

/** 导入规则（文件） POST /sworldShunt/swrule/import */
export const importRule = (params?: Params, options?: CallOptions) => request(e.importRule, params, options);

/** 导出规则文件 GET /sworldShunt/swrule/export */
export const exportRule = (params?: Params, options?: CallOptions) => request<DownloadedFile>(e.exportRule, params, options);

/** 复制规则 POST /sworldShunt/swrule/copy */
export const copy = (params?: Params, options?: CallOptions) => request(e.copy, params, options);

/** 删除规则 POST /sworldShunt/swrule/delete */
export const remove = (params?: Params, options?: CallOptions) => request(e.remove, params, options);

/** 基础案例规则列表 GET /sworldShunt/swrule/basecase/list */
export const basecaseList = (params?: Params, options?: CallOptions) => request(e.basecaseList, params, options);

/** 规则与模板案例列表 GET /sworldShunt/swrule/listForCaseAndTemplate */
export const listForCaseAndTemplate = (params?: Params, options?: CallOptions) => request(e.listForCaseAndTemplate, params, options);

/** 更新模板规则 POST /sworldShunt/swrule/updateTemplateRule */
export const updateTemplateRule = (params?: Params, options?: CallOptions) => request(e.updateTemplateRule, params, options);

/** 导入经销商订单（文件） POST /sworldShunt/swrule/importDealerOrder */
export const importDealerOrder = (params?: Params, options?: CallOptions) => request(e.importDealerOrder, params, options);

/** 保存预设规则 POST /sworld/swrule/save */
export const savePreset = (params?: Params, options?: CallOptions) => request(e.savePreset, params, options);

/** 删除模板规则 POST /sworld/swrule/deleteTemplateRule */
export const deleteTemplateRule = (params?: Params, options?: CallOptions) => request(e.deleteTemplateRule, params, options);
