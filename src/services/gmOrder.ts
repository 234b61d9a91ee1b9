import { endpoints } from './endpoints';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';
import type { Answer, Params } from './contract';

const e = endpoints.gmOrder;

/** 本轮订单规则 GET /sworldShunt/gmOrder/getOrderRuleByRound */
export const getOrderRuleByRound = (params?: Params<'gmOrder.getOrderRuleByRound'>, options?: CallOptions) =>
  request<Answer<'gmOrder.getOrderRuleByRound'>>(e.getOrderRuleByRound, params, options);

/** 订单列表 GET /sworldShunt/gmOrder/getGmOrder */
export const getGmOrder = (params?: Params<'gmOrder.getGmOrder'>, options?: CallOptions) =>
  request<Answer<'gmOrder.getGmOrder'>>(e.getGmOrder, params, options);

/** 保存订单 POST /sworldShunt/gmOrder/saveOrder */
export const saveOrder = (params?: Params<'gmOrder.saveOrder'>, options?: WriteOptions) =>
  write<Answer<'gmOrder.saveOrder'>>(e.saveOrder, params, options);

/** 修改订单状态 POST /sworldShunt/gmOrder/updateState */
export const updateState = (params?: Params<'gmOrder.updateState'>, options?: WriteOptions) =>
  write<Answer<'gmOrder.updateState'>>(e.updateState, params, options);

/** 可补订单的组 GET /sworldShunt/gmOrder/getRepairOrderGroup */
export const repairOrderGroups = (params?: Params<'gmOrder.repairOrderGroups'>, options?: CallOptions) =>
  request<Answer<'gmOrder.repairOrderGroups'>>(e.repairOrderGroups, params, options);

/** 补订单 POST /sworldShunt/gmOrder/repairOrder */
export const repairOrder = (params?: Params<'gmOrder.repairOrder'>, options?: WriteOptions) =>
  write<Answer<'gmOrder.repairOrder'>>(e.repairOrder, params, options);
