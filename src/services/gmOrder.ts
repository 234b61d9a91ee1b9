import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';
import type { Params } from '@/utils/qs';

const e = endpoints.gmOrder;

/** 本轮订单规则 GET /sworldShunt/gmOrder/getOrderRuleByRound */
export const getOrderRuleByRound = (params?: Params, options?: CallOptions) =>
  request(e.getOrderRuleByRound, params, options);

/** 订单列表 GET /sworldShunt/gmOrder/getGmOrder */
export const getGmOrder = (params?: Params, options?: CallOptions) => request(e.getGmOrder, params, options);

/** 保存订单 POST /sworldShunt/gmOrder/saveOrder */
export const saveOrder = (params?: Params, options?: CallOptions) => request(e.saveOrder, params, options);

/** 修改订单状态 POST /sworldShunt/gmOrder/updateState */
export const updateState = (params?: Params, options?: CallOptions) => request(e.updateState, params, options);

/** 可补订单的组 GET /sworldShunt/gmOrder/getRepairOrderGroup */
export const repairOrderGroups = (params?: Params, options?: CallOptions) =>
  request(e.repairOrderGroups, params, options);

/** 补订单 POST /sworldShunt/gmOrder/repairOrder */
export const repairOrder = (params?: Params, options?: CallOptions) => request(e.repairOrder, params, options);
