import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';
import type { Params } from '@/utils/qs';

const e = endpoints.gm;

/** 产品与原料 GET /sworldShunt/gm/findProductAndMaterial */
export const findProductAndMaterial = (params?: Params, options?: CallOptions) =>
  request(e.findProductAndMaterial, params, options);

/** 团队列表 GET /sworldShunt/gm/findTeamList */
export const findTeamList = (params?: Params, options?: CallOptions) => request(e.findTeamList, params, options);

/** 修改团队数据 POST /sworldShunt/gm/updateData */
export const updateData = (params?: Params, options?: CallOptions) => request(e.updateData, params, options);

/** 注资 POST /sworldShunt/gm/capitalInjection */
export const capitalInjection = (params?: Params, options?: CallOptions) =>
  request(e.capitalInjection, params, options);

/** 商誉团队 GET /sworldShunt/gm/getGoodwillTeam */
export const getGoodwillTeam = (params?: Params, options?: CallOptions) => request(e.getGoodwillTeam, params, options);

/** 更新公司数据 POST /sworldShunt/company/updateData */
export const updateCompanyData = (params?: Params, options?: CallOptions) =>
  request(e.updateCompanyData, params, options);

/** 多家公司同额注资 POST /sworldShunt/company/inject (groupIds, amount): answers the team list. */
export const companyInject = (params?: Params, options?: CallOptions) => request(e.companyInject, params, options);
