import { endpoints } from './endpoints';
import { type CallOptions, type DownloadedFile, request, write, type WriteOptions } from '@/services/request';
import type { Answer, Params } from './contract';

const e = endpoints.gmSys;

/** 发送消息 POST /sworldShunt/gmSys/sendMessage */
export const sendMessage = (params?: Params<'gmSys.sendMessage'>, options?: WriteOptions) =>
  write<Answer<'gmSys.sendMessage'>>(e.sendMessage, params, options);

/** 查询报表 POST /sworldShunt/gmSys/selectReport */
export const selectReport = (params?: Params<'gmSys.selectReport'>, options?: CallOptions) =>
  request<Answer<'gmSys.selectReport'>>(e.selectReport, params, options);

/** 发布公告 POST /sworldShunt/gmSys/issuedAnnouncement */
export const issuedAnnouncement = (params?: Params<'gmSys.issuedAnnouncement'>, options?: WriteOptions) =>
  write<Answer<'gmSys.issuedAnnouncement'>>(e.issuedAnnouncement, params, options);

/** 系统公告（分页） POST /sworldShunt/gmSys/getSystemBulletin */
export const getSystemBulletin = (params?: Params<'gmSys.getSystemBulletin'>, options?: CallOptions) =>
  request<Answer<'gmSys.getSystemBulletin'>>(e.getSystemBulletin, params, options);

/** 一键导出 GET /sworldShunt/gmSys/oneKeyExport */
export const oneKeyExport = (params?: Params<'gmSys.oneKeyExport'>, options?: CallOptions) =>
  request<DownloadedFile>(e.oneKeyExport, params, options);

/** 检查报表 GET /sworldShunt/gmSys/checkReport */
export const checkReport = (params?: Params<'gmSys.checkReport'>, options?: CallOptions) =>
  request<Answer<'gmSys.checkReport'>>(e.checkReport, params, options);

/** 小组信息报表 GET /sworldShunt/gmSys/getGroupInfoReport */
export const groupInfoReport = (params?: Params<'gmSys.groupInfoReport'>, options?: CallOptions) =>
  request<Answer<'gmSys.groupInfoReport'>>(e.groupInfoReport, params, options);
