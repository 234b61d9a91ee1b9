import { endpoints } from './endpoints';
import { type CallOptions, type DownloadedFile, request } from '@/services/request';
import type { Params } from '@/utils/qs';

const e = endpoints.gmSys;

/** 发送消息 POST /sworldShunt/gmSys/sendMessage */
export const sendMessage = (params?: Params, options?: CallOptions) => request(e.sendMessage, params, options);

/** 查询报表 POST /sworldShunt/gmSys/selectReport */
export const selectReport = (params?: Params, options?: CallOptions) => request(e.selectReport, params, options);

/** 发布公告 POST /sworldShunt/gmSys/issuedAnnouncement */
export const issuedAnnouncement = (params?: Params, options?: CallOptions) =>
  request(e.issuedAnnouncement, params, options);

/** 系统公告（分页） POST /sworldShunt/gmSys/getSystemBulletin */
export const getSystemBulletin = (params?: Params, options?: CallOptions) =>
  request(e.getSystemBulletin, params, options);

/** 一键导出 GET /sworldShunt/gmSys/oneKeyExport */
export const oneKeyExport = (params?: Params, options?: CallOptions) =>
  request<DownloadedFile>(e.oneKeyExport, params, options);

/** 检查报表 GET /sworldShunt/gmSys/checkReport */
export const checkReport = (params?: Params, options?: CallOptions) => request(e.checkReport, params, options);

/** 小组信息报表 GET /sworldShunt/gmSys/getGroupInfoReport */
export const groupInfoReport = (params?: Params, options?: CallOptions) => request(e.groupInfoReport, params, options);
