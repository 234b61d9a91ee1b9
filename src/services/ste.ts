import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';
import type { SteFamily } from '@/domain/caseEditing';
import type { CaseRecord } from './case';
import type { Page } from './page';

/** A case a teacher develops from a template (state 0 in development, 1 ready). */
export interface SteCaseRecord extends Omit<CaseRecord, 'id'> {
  id: string;
  caseId: string;
  templateCaseId: string;
  templateName: string;
  userId: string;
  state: number;
}

/** An edit-case row: its id, case, order and the family's fields. */
export interface SteRow {
  id?: string;
  caseId?: string;
  sort?: number;
  [field: string]: string | number | undefined;
}

/** Rows of one family, saved as a whole: JSON text of SteRow[]. */
type RowsParams = { caseId: string; rows: string };
type CaseParams = { caseId: string };

const e = endpoints.ste;

/** 编辑案例列表 GET /sworldShunt/steCase/list */
export const caseList = (params?: { current?: number; size?: number; caseName?: string }, options?: CallOptions) =>
  request<Page<SteCaseRecord>>(e.caseList, params, options);

/** 保存编辑案例 POST /sworldShunt/steCase/save */
export const caseSave = (
  params?: { id?: string; caseName: string; caseCode?: string; templateCaseId?: string; state?: number },
  options?: CallOptions,
) => request<SteCaseRecord>(e.caseSave, params, options);

/** 删除编辑案例 POST /sworldShunt/steCase/delete */
export const caseRemove = (params?: { id: string }, options?: CallOptions) =>
  request<boolean>(e.caseRemove, params, options);

/** 预设领域 GET /sworldShunt/stePresetDomain/list */
export const presetDomainList = (params?: CaseParams, options?: CallOptions) =>
  request<SteRow[]>(e.presetDomainList, params, options);

/** 保存预设领域 POST /sworldShunt/stePresetDomain/save */
export const presetDomainSave = (params?: RowsParams, options?: CallOptions) =>
  request<SteRow[]>(e.presetDomainSave, params, options);

/** 预设行业 GET /sworldShunt/stePresetIndustry/list */
export const presetIndustryList = (params?: CaseParams, options?: CallOptions) =>
  request<SteRow[]>(e.presetIndustryList, params, options);

/** 保存预设行业 POST /sworldShunt/stePresetIndustry/save */
export const presetIndustrySave = (params?: RowsParams, options?: CallOptions) =>
  request<SteRow[]>(e.presetIndustrySave, params, options);

/** 组织架构 GET /sworldShunt/steOrganization/list */
export const organizationList = (params?: CaseParams, options?: CallOptions) =>
  request<SteRow[]>(e.organizationList, params, options);

/** 保存组织架构 POST /sworldShunt/steOrganization/save */
export const organizationSave = (params?: RowsParams, options?: CallOptions) =>
  request<SteRow[]>(e.organizationSave, params, options);

/** 评分设置 GET /sworldShunt/steScore/list */
export const scoreList = (params?: CaseParams, options?: CallOptions) =>
  request<SteRow[]>(e.scoreList, params, options);

/** 保存评分设置 POST /sworldShunt/steScore/save */
export const scoreSave = (params?: RowsParams, options?: CallOptions) =>
  request<SteRow[]>(e.scoreSave, params, options);

/** 教师可见字段 GET /sworldShunt/steTeacherShowField/list */
export const teacherShowFieldList = (params?: CaseParams, options?: CallOptions) =>
  request<SteRow[]>(e.teacherShowFieldList, params, options);

/** 保存教师可见字段 POST /sworldShunt/steTeacherShowField/save */
export const teacherShowFieldSave = (params?: RowsParams, options?: CallOptions) =>
  request<SteRow[]>(e.teacherShowFieldSave, params, options);

/** 开发者数据 GET /sworldShunt/steDeveloperData/list */
export const developerDataList = (params?: CaseParams, options?: CallOptions) =>
  request<SteRow[]>(e.developerDataList, params, options);

/** 保存开发者数据 POST /sworldShunt/steDeveloperData/save */
export const developerDataSave = (params?: RowsParams, options?: CallOptions) =>
  request<SteRow[]>(e.developerDataSave, params, options);

/** 模块列表 GET /sworldShunt/steModule/list */
export const moduleList = (params?: CaseParams, options?: CallOptions) =>
  request<SteRow[]>(e.moduleList, params, options);

/** 保存模块 POST /sworldShunt/steModule/save */
export const moduleSave = (params?: RowsParams, options?: CallOptions) =>
  request<SteRow[]>(e.moduleSave, params, options);

/** The list and save call of each edit-case family. */
export const STE_SERVICES: Record<SteFamily, { list: typeof presetDomainList; save: typeof presetDomainSave }> = {
  presetDomain: { list: presetDomainList, save: presetDomainSave },
  presetIndustry: { list: presetIndustryList, save: presetIndustrySave },
  organization: { list: organizationList, save: organizationSave },
  module: { list: moduleList, save: moduleSave },
  score: { list: scoreList, save: scoreSave },
  teacherShowField: { list: teacherShowFieldList, save: teacherShowFieldSave },
  developerData: { list: developerDataList, save: developerDataSave },
};
