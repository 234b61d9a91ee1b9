import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/utils/request';
import type { Params } from '@/utils/qs';

const e = endpoints.case;

/** 案例列表 GET /sworldShunt/case/list */
export const list = (params?: Params, options?: CallOptions) => request(e.list, params, options);

/** 保存案例 POST /sworldShunt/case/add */
export const add = (params?: Params, options?: CallOptions) => request(e.add, params, options);

/** 删除案例 POST /sworldShunt/case/delete */
export const remove = (params?: Params, options?: CallOptions) => request(e.remove, params, options);

/** 检查案例 GET /sworldShunt/case/check */
export const check = (params?: Params, options?: CallOptions) => request(e.check, params, options);

/** 案例规则列表 GET /sworldShunt/case/ruleList */
export const ruleList = (params?: Params, options?: CallOptions) => request(e.ruleList, params, options);

/** 案例时间轴 GET /sworldShunt/case/timeLine */
export const timeLine = (params?: Params, options?: CallOptions) => request(e.timeLine, params, options);

/** 时间节点列表 GET /sworldShunt/case/getTimeLineList */
export const getTimeLineList = (params?: Params, options?: CallOptions) => request(e.getTimeLineList, params, options);

/** 上传时间轴 POST /sworldShunt/case/timeLine/upload */
export const timeLineUpload = (params?: Params, options?: CallOptions) => request(e.timeLineUpload, params, options);

/** 基础模板案例 GET /sworld/case/getBaseTemplate */
export const getBaseTemplate = (params?: Params, options?: CallOptions) => request(e.getBaseTemplate, params, options);

/** 案例下拉及授权地址 GET /sworld/case/combobox */
export const combobox = (params?: Params, options?: CallOptions) => request(e.combobox, params, options);

/** 导入案例 POST /sworld/case/import */
export const importCase = (params?: Params, options?: CallOptions) => request(e.importCase, params, options);

/** 导入案例（release 版） POST /sworldrelease/case/import */
export const importCaseRelease = (params?: Params, options?: CallOptions) => request(e.importCaseRelease, params, options);

/** 导入案例（gz 版） POST /sworldgz/case/import */
export const importCaseGz = (params?: Params, options?: CallOptions) => request(e.importCaseGz, params, options);

/** 导入案例图片 POST /sworldShunt/case/picture/import */
export const pictureImport = (params?: Params, options?: CallOptions) => request(e.pictureImport, params, options);

/** 案例图片列表 GET /sworldShunt/case/picture/list */
export const pictureList = (params?: Params, options?: CallOptions) => request(e.pictureList, params, options);
