import { endpoints } from './endpoints';
import { type CallOptions, request, write, type WriteOptions, type Written } from '@/services/request';
import type { SteFamily } from '@/domain/caseEditing';
import type { Answer, Params, Row } from './contract';

/** A case a teacher develops from a template (state 0 in development, 1 ready). */
export type SteCaseRecord = Row<Answer<'ste.caseList'>['records']>;

/**
 * A row of any edit-case family, as the case editor works on it: its id, case, order and the
 * family's fields (STE_FIELDS). Each family's contract row is one of these.
 */
export interface SteRow {
  id?: string | number;
  caseId?: string | number;
  sort?: number;
  [field: string]: string | number | undefined;
}

const e = endpoints.ste;

/** 编辑案例列表 GET /sworldShunt/steCase/list */
export const caseList = (params?: Params<'ste.caseList'>, options?: CallOptions) =>
  request<Answer<'ste.caseList'>>(e.caseList, params, options);

/** 保存编辑案例 POST /sworldShunt/steCase/save */
export const caseSave = (params?: Params<'ste.caseSave'>, options?: WriteOptions) =>
  write<Answer<'ste.caseSave'>>(e.caseSave, params, options);

/** 删除编辑案例 POST /sworldShunt/steCase/delete */
export const caseRemove = (params?: Params<'ste.caseRemove'>, options?: WriteOptions) =>
  write<Answer<'ste.caseRemove'>>(e.caseRemove, params, options);

/** 预设领域 GET /sworldShunt/stePresetDomain/list */
export const presetDomainList = (params?: Params<'ste.presetDomainList'>, options?: CallOptions) =>
  request<Answer<'ste.presetDomainList'>>(e.presetDomainList, params, options);

/** 保存预设领域 POST /sworldShunt/stePresetDomain/save */
export const presetDomainSave = (params?: Params<'ste.presetDomainSave'>, options?: WriteOptions) =>
  write<Answer<'ste.presetDomainSave'>>(e.presetDomainSave, params, options);

/** 预设行业 GET /sworldShunt/stePresetIndustry/list */
export const presetIndustryList = (params?: Params<'ste.presetIndustryList'>, options?: CallOptions) =>
  request<Answer<'ste.presetIndustryList'>>(e.presetIndustryList, params, options);

/** 保存预设行业 POST /sworldShunt/stePresetIndustry/save */
export const presetIndustrySave = (params?: Params<'ste.presetIndustrySave'>, options?: WriteOptions) =>
  write<Answer<'ste.presetIndustrySave'>>(e.presetIndustrySave, params, options);

/** 组织架构 GET /sworldShunt/steOrganization/list */
export const organizationList = (params?: Params<'ste.organizationList'>, options?: CallOptions) =>
  request<Answer<'ste.organizationList'>>(e.organizationList, params, options);

/** 保存组织架构 POST /sworldShunt/steOrganization/save */
export const organizationSave = (params?: Params<'ste.organizationSave'>, options?: WriteOptions) =>
  write<Answer<'ste.organizationSave'>>(e.organizationSave, params, options);

/** 评分设置 GET /sworldShunt/steScore/list */
export const scoreList = (params?: Params<'ste.scoreList'>, options?: CallOptions) =>
  request<Answer<'ste.scoreList'>>(e.scoreList, params, options);

/** 保存评分设置 POST /sworldShunt/steScore/save */
export const scoreSave = (params?: Params<'ste.scoreSave'>, options?: WriteOptions) =>
  write<Answer<'ste.scoreSave'>>(e.scoreSave, params, options);

/** 教师可见字段 GET /sworldShunt/steTeacherShowField/list */
export const teacherShowFieldList = (params?: Params<'ste.teacherShowFieldList'>, options?: CallOptions) =>
  request<Answer<'ste.teacherShowFieldList'>>(e.teacherShowFieldList, params, options);

/** 保存教师可见字段 POST /sworldShunt/steTeacherShowField/save */
export const teacherShowFieldSave = (params?: Params<'ste.teacherShowFieldSave'>, options?: WriteOptions) =>
  write<Answer<'ste.teacherShowFieldSave'>>(e.teacherShowFieldSave, params, options);

/** 开发者数据 GET /sworldShunt/steDeveloperData/list */
export const developerDataList = (params?: Params<'ste.developerDataList'>, options?: CallOptions) =>
  request<Answer<'ste.developerDataList'>>(e.developerDataList, params, options);

/** 保存开发者数据 POST /sworldShunt/steDeveloperData/save */
export const developerDataSave = (params?: Params<'ste.developerDataSave'>, options?: WriteOptions) =>
  write<Answer<'ste.developerDataSave'>>(e.developerDataSave, params, options);

/** 模块列表 GET /sworldShunt/steModule/list */
export const moduleList = (params?: Params<'ste.moduleList'>, options?: CallOptions) =>
  request<Answer<'ste.moduleList'>>(e.moduleList, params, options);

/** 保存模块 POST /sworldShunt/steModule/save */
export const moduleSave = (params?: Params<'ste.moduleSave'>, options?: WriteOptions) =>
  write<Answer<'ste.moduleSave'>>(e.moduleSave, params, options);

/** The list and save call of each edit-case family. */
export const STE_SERVICES: Record<
  SteFamily,
  {
    list: (params: Params<'ste.presetDomainList'>, options?: CallOptions) => Promise<SteRow[] | undefined>;
    save: (params: Params<'ste.presetDomainSave'>, options?: WriteOptions) => Promise<Written<SteRow[]> | undefined>;
  }
> = {
  presetDomain: { list: presetDomainList, save: presetDomainSave },
  presetIndustry: { list: presetIndustryList, save: presetIndustrySave },
  organization: { list: organizationList, save: organizationSave },
  module: { list: moduleList, save: moduleSave },
  score: { list: scoreList, save: scoreSave },
  teacherShowField: { list: teacherShowFieldList, save: teacherShowFieldSave },
  developerData: { list: developerDataList, save: developerDataSave },
};
