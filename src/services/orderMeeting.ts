import { endpoints } from './endpoints';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';
import type { Answer, Params } from './contract';

const e = endpoints.orderMeeting;

/** 订货会信息 GET /sworldShunt/orderMeeting/get */
export const get = (params?: Params<'orderMeeting.get'>, options?: CallOptions) =>
  request<Answer<'orderMeeting.get'>>(e.get, params, options);

/** 检查可否开始订货会 GET /sworldShunt/orderMeeting/canStart */
export const canStart = (params?: Params<'orderMeeting.canStart'>, options?: CallOptions) =>
  request<Answer<'orderMeeting.canStart'>>(e.canStart, params, options);

/** 开始订货会 POST /sworldShunt/orderMeeting/start */
export const start = (params?: Params<'orderMeeting.start'>, options?: WriteOptions) =>
  write<Answer<'orderMeeting.start'>>(e.start, params, options);

/** 结束订货会 POST /sworldShunt/orderMeeting/end */
export const end = (params?: Params<'orderMeeting.end'>, options?: WriteOptions) =>
  write<Answer<'orderMeeting.end'>>(e.end, params, options);
