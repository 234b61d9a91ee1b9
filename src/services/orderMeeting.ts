import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';
import type { Params } from '@/utils/qs';

const e = endpoints.orderMeeting;

/** 订货会信息 GET /sworldShunt/orderMeeting/get */
export const get = (params?: Params, options?: CallOptions) => request(e.get, params, options);

/** 检查可否开始订货会 GET /sworldShunt/orderMeeting/canStart */
export const canStart = (params?: Params, options?: CallOptions) => request(e.canStart, params, options);

/** 开始订货会 POST /sworldShunt/orderMeeting/start */
export const start = (params?: Params, options?: CallOptions) => request(e.start, params, options);

/** 结束订货会 POST /sworldShunt/orderMeeting/end */
export const end = (params?: Params, options?: CallOptions) => request(e.end, params, options);
