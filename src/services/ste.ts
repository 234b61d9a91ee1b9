import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/utils/request';
import type { Params } from '@/utils/qs';

const e = endpoints.ste;

/** 编辑案例列表 GET /sworldShunt/steCase/list */
export const caseList = (params?: Params, options?: CallOptions) => request(e.caseList, params, options);

/** 保存编辑案例 POST /sworldShunt/steCase/save */
export const caseSave = (params?: Params, options?: CallOptions) => request(e.caseSave, params, options);

/** 删除编辑案例 POST /sworldShunt/steCase/delete */
export const caseRemove = (params?: Params, options?: CallOptions) => request(e.caseRemove, params, options);

/** 预设领域 GET /sworldShunt/stePresetDomain/list */
export const presetDomainList = (params?: Params, options?: CallOptions) => request(e.presetDomainList, params, options);

/** 保存预设领域 POST /sworldShunt/stePresetDomain/save */
export const presetDomainSave = (params?: Params, options?: CallOptions) => request(e.presetDomainSave, params, options);

/** 预设行业 GET /sworldShunt/stePresetIndustry/list */
export const presetIndustryList = (params?: Params, options?: CallOptions) => request(e.presetIndustryList, params, options);

/** 保存预设行业 POST /sworldShunt/stePresetIndustry/save */
export const presetIndustrySave = (params?: Params, options?: CallOptions) => request(e.presetIndustrySave, params, options);

/** 组织架构 GET /sworldShunt/steOrganization/list */
export const organizationList = (params?: Params, options?: CallOptions) => request(e.organizationList, params, options);

/** 保存组织架构 POST /sworldShunt/steOrganization/save */
export const organizationSave = (params?: Params, options?: CallOptions) => request(e.organizationSave, params, options);

/** 评分设置 GET /sworldShunt/steScore/list */
export const scoreList = (params?: Params, options?: CallOptions) => request(e.scoreList, params, options);

/** 保存评分设置 POST /sworldShunt/steScore/save */
export const scoreSave = (params?: Params, options?: CallOptions) => request(e.scoreSave, params, options);

/** 教师可见字段 GET /sworldShunt/steTeacherShowField/list */
export const teacherShowFieldList = (params?: Params, options?: CallOptions) => request(e.teacherShowFieldList, params, options);

/** 保存教师可见字段 POST /sworldShunt/steTeacherShowField/save */
export const teacherShowFieldSave = (params?: Params, options?: CallOptions) => request(e.teacherShowFieldSave, params, options);

/** 开发者数据 GET /sworldShunt/steDeveloperData/list */
export const developerDataList = (params?: Params, options?: CallOptions) => request(e.developerDataList, params, options);

/** 保存开发者数据 POST /sworldShunt/steDeveloperData/save */
export const developerDataSave = (params?: Params, options?: CallOptions) => request(e.developerDataSave, params, options);

/** 模块列表 GET /sworldShunt/steModule/list */
export const moduleList = (params?: Params, options?: CallOptions) => request(e.moduleList, params, options);

/** 保存模块 POST /sworldShunt/steModule/save */
export const moduleSave = (params?: Params, options?: CallOptions) => request(e.moduleSave, params, options);
