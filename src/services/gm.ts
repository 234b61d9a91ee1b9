import { endpoints } from './endpoints';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';
import type { Answer, Params } from './contract';

const e = endpoints.gm;

/** 产品与原料 GET /sworldShunt/gm/findProductAndMaterial */
export const findProductAndMaterial = (params?: Params<'gm.findProductAndMaterial'>, options?: CallOptions) =>
  request<Answer<'gm.findProductAndMaterial'>>(e.findProductAndMaterial, params, options);

/** 团队列表 GET /sworldShunt/gm/findTeamList */
export const findTeamList = (params?: Params<'gm.findTeamList'>, options?: CallOptions) =>
  request<Answer<'gm.findTeamList'>>(e.findTeamList, params, options);

/** 修改团队数据 POST /sworldShunt/gm/updateData */
export const updateData = (params?: Params<'gm.updateData'>, options?: WriteOptions) =>
  write<Answer<'gm.updateData'>>(e.updateData, params, options);

/** 注资 POST /sworldShunt/gm/capitalInjection */
export const capitalInjection = (params?: Params<'gm.capitalInjection'>, options?: WriteOptions) =>
  write<Answer<'gm.capitalInjection'>>(e.capitalInjection, params, options);

/** 商誉团队 GET /sworldShunt/gm/getGoodwillTeam */
export const getGoodwillTeam = (params?: Params<'gm.getGoodwillTeam'>, options?: CallOptions) =>
  request<Answer<'gm.getGoodwillTeam'>>(e.getGoodwillTeam, params, options);

/** 更新公司数据 POST /sworldShunt/company/updateData */
export const updateCompanyData = (params?: Params<'gm.updateCompanyData'>, options?: WriteOptions) =>
  write<Answer<'gm.updateCompanyData'>>(e.updateCompanyData, params, options);

/** 多家公司同额注资 POST /sworldShunt/company/inject (groupIds, amount): answers the team list. */
export const companyInject = (params?: Params<'gm.companyInject'>, options?: WriteOptions) =>
  write<Answer<'gm.companyInject'>>(e.companyInject, params, options);
