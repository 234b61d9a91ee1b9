import { endpoints } from './endpoints';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';
import type { Answer, Params, Row } from './contract';

const e = endpoints.case;

/** A case as the lists answer it. sandTableId: '1' default, '2' gz, '3' release sandbox. */
export type CaseRecord = Row<Answer<'case.getBaseTemplate'>>;

/** What an import answers: how many rows it took and the problems of the others. */
export type ImportResult = Answer<'case.importCase'>;

/** One problem of an import: spreadsheet row (0 = the whole file), column, message. */
export type RowError = Row<ImportResult['errors']>;

export type CheckResult = Answer<'case.check'>;

export type CasePicture = Row<Answer<'case.pictureList'>>;

/** An event of a case's timeline (TimelineList). */
export type TimelineEvent = Row<Answer<'case.timeLine'>>;

/** A round of a case's time list (TimeList), with the number of its events. */
export type TimeNode = Row<Answer<'case.getTimeLineList'>>;

export type Combobox = Answer<'case.combobox'>;

export type CaseListParams = Params<'case.list'>;

export type CaseSaveParams = Params<'case.add'>;

/** 案例列表 GET /sworldShunt/case/list */
export const list = (params?: CaseListParams, options?: CallOptions) =>
  request<Answer<'case.list'>>(e.list, params, options);

/** 保存案例 POST /sworldShunt/case/add */
export const add = (params?: CaseSaveParams, options?: WriteOptions) =>
  write<Answer<'case.add'>>(e.add, params, options);

/** 删除案例 POST /sworldShunt/case/delete */
export const remove = (params?: Params<'case.remove'>, options?: WriteOptions) =>
  write<Answer<'case.remove'>>(e.remove, params, options);

/** 检查案例 GET /sworldShunt/case/check */
export const check = (params?: Params<'case.check'>, options?: CallOptions) =>
  request<CheckResult>(e.check, params, options);

/** 案例规则列表 GET /sworldShunt/case/ruleList */
export const ruleList = (params?: Params<'case.ruleList'>, options?: CallOptions) =>
  request<Answer<'case.ruleList'>>(e.ruleList, params, options);

/** 案例时间轴 GET /sworldShunt/case/timeLine */
export const timeLine = (params?: Params<'case.timeLine'>, options?: CallOptions) =>
  request<Answer<'case.timeLine'>>(e.timeLine, params, options);

/** 时间节点列表 GET /sworldShunt/case/getTimeLineList */
export const getTimeLineList = (params?: Params<'case.getTimeLineList'>, options?: CallOptions) =>
  request<Answer<'case.getTimeLineList'>>(e.getTimeLineList, params, options);

/** 上传时间轴 POST /sworldShunt/case/timeLine/upload */
export const timeLineUpload = (params?: Params<'case.timeLineUpload'>, options?: CallOptions) =>
  request<Answer<'case.timeLineUpload'>>(e.timeLineUpload, params, options);

/** 基础模板案例 GET /sworld/case/getBaseTemplate */
export const getBaseTemplate = (params?: Params<'case.getBaseTemplate'>, options?: CallOptions) =>
  request<Answer<'case.getBaseTemplate'>>(e.getBaseTemplate, params, options);

/** 案例下拉及授权地址 GET /sworld/case/combobox */
export const combobox = (params?: Params<'case.combobox'>, options?: CallOptions) =>
  request<Combobox>(e.combobox, params, options);

/** 导入案例 POST /sworld/case/import */
export const importCase = (params?: Params<'case.importCase'>, options?: CallOptions) =>
  request<Answer<'case.importCase'>>(e.importCase, params, options);

/** 导入案例（release 版） POST /sworldrelease/case/import */
export const importCaseRelease = (params?: Params<'case.importCaseRelease'>, options?: CallOptions) =>
  request<Answer<'case.importCaseRelease'>>(e.importCaseRelease, params, options);

/** 导入案例（gz 版） POST /sworldgz/case/import */
export const importCaseGz = (params?: Params<'case.importCaseGz'>, options?: CallOptions) =>
  request<Answer<'case.importCaseGz'>>(e.importCaseGz, params, options);

/** 导入案例图片 POST /sworldShunt/case/picture/import */
export const pictureImport = (params?: Params<'case.pictureImport'>, options?: WriteOptions) =>
  write<Answer<'case.pictureImport'>>(e.pictureImport, params, options);

/** 案例图片列表 GET /sworldShunt/case/picture/list */
export const pictureList = (params?: Params<'case.pictureList'>, options?: CallOptions) =>
  request<Answer<'case.pictureList'>>(e.pictureList, params, options);
