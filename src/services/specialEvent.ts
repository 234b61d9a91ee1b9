import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';
import type { Params } from '@/utils/qs';

const e = endpoints.specialEvent;

/** 特殊事件列表 GET /sworldShunt/gmSpecialEvent/find */
export const find = (params?: Params, options?: CallOptions) => request(e.find, params, options);

/** 保存特殊事件 POST /sworldShunt/gmSpecialEvent/save */
export const save = (params?: Params, options?: CallOptions) => request(e.save, params, options);

/** 启动特殊事件 POST /sworldShunt/gmSpecialEvent/start */
export const start = (params?: Params, options?: CallOptions) => request(e.start, params, options);
