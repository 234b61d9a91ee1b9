import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';
import type { Params } from '@/utils/qs';
import type { Page } from './page';

const e = endpoints.case;

/** A case as the backend keeps it. sandTableId: '1' default, '2' gz, '3' release sandbox. */
export interface CaseFields {
  id: string;
  /** unique: letters, digits, '-' and '_' */
  caseCode: string;
  caseName: string;
  description: string;
  /** 1: a template case teachers build their own cases from */
  isTemplate: number;
  /** 1: a standard case managed by administrators */
  standard: number;
  variant: '' | 'gz' | 'release';
  sandTableId: string;
  /** the default rule */
  ruleId: string;
  licenseUrl: string;
  /** the creator; '' for platform cases */
  ownerId: string;
  createTime: string;
  updateTime: string;
}

/** A case as the lists answer it. */
export interface CaseRecord extends CaseFields {
  ruleName: string;
  ownerName: string;
  /** the caller may change and delete it */
  editable: boolean;
}

/** One problem of an import: spreadsheet row (0 = the whole file), column, message. */
export interface RowError {
  row: number;
  field: string;
  msg: string;
}

export interface ImportResult {
  imported: number;
  errors: RowError[];
}

export interface CheckResult {
  caseId: string;
  passed: boolean;
  problems: string[];
}

export interface CasePicture {
  id: string;
  caseCode: string;
  name: string;
  url: string;
  size: number;
  createTime: string;
}

/** An event of a case's timeline (TimelineList). */
export interface TimelineEvent {
  id: string;
  caseId: string;
  round: number;
  title: string;
  content: string;
}

/** A round of a case's time list (TimeList), with the number of its events. */
export interface TimeNode {
  round: number;
  year: number;
  quarter: number;
  count: number;
}

export interface Combobox {
  cases: Pick<CaseRecord, 'id' | 'caseCode' | 'caseName' | 'sandTableId' | 'ruleId'>[];
  url: string;
}

export interface CaseListParams extends Params {
  current?: number;
  size?: number;
  caseName?: string;
  sandTableId?: string;
  standard?: 0 | 1;
  caseId?: string;
}

export interface CaseSaveParams extends Params {
  id?: string;
  caseCode: string;
  caseName: string;
  description?: string;
  ruleId?: string;
  licenseUrl?: string;
}

/** 案例列表 GET /sworldShunt/case/list */
export const list = (params?: CaseListParams, options?: CallOptions) =>
  request<Page<CaseRecord>>(e.list, params, options);

/** 保存案例 POST /sworldShunt/case/add */
export const add = (params?: CaseSaveParams, options?: CallOptions) => request<CaseRecord>(e.add, params, options);

/** 删除案例 POST /sworldShunt/case/delete */
export const remove = (params?: { id: string }, options?: CallOptions) => request<boolean>(e.remove, params, options);

/** 检查案例 GET /sworldShunt/case/check */
export const check = (params?: { id: string }, options?: CallOptions) => request<CheckResult>(e.check, params, options);

/** 案例规则列表 GET /sworldShunt/case/ruleList */
export const ruleList = (params?: { caseId: string; withPreset?: 0 | 1 }, options?: CallOptions) =>
  request<import('./rule').RuleRecord[]>(e.ruleList, params, options);

/** 案例时间轴 GET /sworldShunt/case/timeLine */
export const timeLine = (params?: { caseId: string }, options?: CallOptions) =>
  request<TimelineEvent[]>(e.timeLine, params, options);

/** 时间节点列表 GET /sworldShunt/case/getTimeLineList */
export const getTimeLineList = (params?: { caseId: string }, options?: CallOptions) =>
  request<TimeNode[]>(e.getTimeLineList, params, options);

/** 上传时间轴 POST /sworldShunt/case/timeLine/upload */
export const timeLineUpload = (params?: { caseId: string; file: File }, options?: CallOptions) =>
  request<ImportResult>(e.timeLineUpload, params, options);

/** 基础模板案例 GET /sworld/case/getBaseTemplate */
export const getBaseTemplate = (params?: Params, options?: CallOptions) =>
  request<CaseRecord[]>(e.getBaseTemplate, params, options);

/** 案例下拉及授权地址 GET /sworld/case/combobox */
export const combobox = (params?: { caseId?: string }, options?: CallOptions) =>
  request<Combobox>(e.combobox, params, options);

/** 导入案例 POST /sworld/case/import */
export const importCase = (params?: { file: File }, options?: CallOptions) =>
  request<ImportResult>(e.importCase, params, options);

/** 导入案例（release 版） POST /sworldrelease/case/import */
export const importCaseRelease = (params?: { file: File }, options?: CallOptions) =>
  request<ImportResult>(e.importCaseRelease, params, options);

/** 导入案例（gz 版） POST /sworldgz/case/import */
export const importCaseGz = (params?: { file: File }, options?: CallOptions) =>
  request<ImportResult>(e.importCaseGz, params, options);

/** 导入案例图片 POST /sworldShunt/case/picture/import */
export const pictureImport = (params?: { caseCode: string; file: File }, options?: CallOptions) =>
  request<CasePicture>(e.pictureImport, params, options);

/** 案例图片列表 GET /sworldShunt/case/picture/list */
export const pictureList = (params?: { caseCode: string }, options?: CallOptions) =>
  request<CasePicture[]>(e.pictureList, params, options);
