import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/utils/request';
import type { Params } from '@/utils/qs';

const e = endpoints.analysis;

/** 开放全部分析 GET /sworldShunt/intelligentAnalysis/openAll */
export const openAll = (params?: Params, options?: CallOptions) => request(e.openAll, params, options);

/** 市场占有率 GET /sworldShunt/intelligentAnalysis/getMarketShare */
export const getMarketShare = (params?: Params, options?: CallOptions) => request(e.getMarketShare, params, options);

/** 成本利润 GET /sworldShunt/intelligentAnalysis/getCostProfit */
export const getCostProfit = (params?: Params, options?: CallOptions) => request(e.getCostProfit, params, options);

/** 分析团队列表 GET /sworldShunt/intelligentAnalysis/getTeamList */
export const getTeamList = (params?: Params, options?: CallOptions) => request(e.getTeamList, params, options);

/** 广告分析 GET /sworldShunt/intelligentAnalysis/getAdvertising */
export const advertising = (params?: Params, options?: CallOptions) => request(e.advertising, params, options);

/** 订单分析 GET /sworldShunt/intelligentAnalysis/getOrder */
export const order = (params?: Params, options?: CallOptions) => request(e.order, params, options);

/** 产能分析 GET /sworldShunt/intelligentAnalysis/getCapacity */
export const capacity = (params?: Params, options?: CallOptions) => request(e.capacity, params, options);

/** 收益分析 GET /sworldShunt/intelligentAnalysis/getEarnings */
export const earnings = (params?: Params, options?: CallOptions) => request(e.earnings, params, options);

/** 负债分析 GET /sworldShunt/intelligentAnalysis/getLiabilities */
export const liabilities = (params?: Params, options?: CallOptions) => request(e.liabilities, params, options);

/** 市场选项 GET /sworldShunt/intelligentAnalysis/getMarket */
export const getMarket = (params?: Params, options?: CallOptions) => request(e.getMarket, params, options);

/** 季度选项 GET /sworldShunt/intelligentAnalysis/getQuarter */
export const getQuarter = (params?: Params, options?: CallOptions) => request(e.getQuarter, params, options);

/** 产品选项 GET /sworldShunt/intelligentAnalysis/getProduct */
export const getProduct = (params?: Params, options?: CallOptions) => request(e.getProduct, params, options);

/** 订单团队 GET /sworldShunt/intelligentAnalysis/getOrderTeam */
export const getOrderTeam = (params?: Params, options?: CallOptions) => request(e.getOrderTeam, params, options);

/** 订单明细 GET /sworldShunt/intelligentAnalysis/getOrderDetail */
export const getOrderDetail = (params?: Params, options?: CallOptions) => request(e.getOrderDetail, params, options);

/** CFO 团队 GET /sworldShunt/intelligentAnalysis/getCfoTeam */
export const getCfoTeam = (params?: Params, options?: CallOptions) => request(e.getCfoTeam, params, options);

/** 资产负债数据 GET /sworldShunt/intelligentAnalysis/getDataBanlance */
export const getDataBanlance = (params?: Params, options?: CallOptions) => request(e.getDataBanlance, params, options);

/** 选单明细分析 GET /sworldShunt/intelligentAnalysis/getMenuDetail */
export const getMenuDetail = (params?: Params, options?: CallOptions) => request(e.getMenuDetail, params, options);

/** 公司信息 GET /sworldShunt/intelligentAnalysis/getCompanyMessage */
export const companyMessage = (params?: Params, options?: CallOptions) => request(e.companyMessage, params, options);

/** 公司信息选项 GET /sworldShunt/intelligentAnalysis/getCompanyMessageOption */
export const companyMessageOptions = (params?: Params, options?: CallOptions) => request(e.companyMessageOptions, params, options);

/** 信用明细 GET /sworldShunt/intelligentAnalysis/getCreditDetail */
export const creditDetail = (params?: Params, options?: CallOptions) => request(e.creditDetail, params, options);

/** 信用明细选项 GET /sworldShunt/intelligentAnalysis/getCreditDetailOption */
export const creditDetailOptions = (params?: Params, options?: CallOptions) => request(e.creditDetailOptions, params, options);

/** 时间列表 GET /sworldShunt/intelligentAnalysis/getTimeList */
export const timeList = (params?: Params, options?: CallOptions) => request(e.timeList, params, options);

/** 综合分析 GET /sworldShunt/intelligentAnalysis/getAllAnalysis */
export const allInOne = (params?: Params, options?: CallOptions) => request(e.allInOne, params, options);

/** 财务团队选项 GET /sworldShunt/intelligentAnalysis/getFinancialSelect */
export const financeTeamSelect = (params?: Params, options?: CallOptions) => request(e.financeTeamSelect, params, options);

/** 按表代码取数据（1-4） GET /sworldShunt/intelligentAnalysis/getDataByCode */
export const dataByCode = (params?: Params, options?: CallOptions) => request(e.dataByCode, params, options);

/** 零售订单列表 GET /sworldShunt/intelligentAnalysis/getRetailOrderList */
export const retailOrderList = (params?: Params, options?: CallOptions) => request(e.retailOrderList, params, options);
