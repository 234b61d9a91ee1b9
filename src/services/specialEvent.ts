import { endpoints } from './endpoints';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';
import type { Answer, Params } from './contract';

const e = endpoints.specialEvent;

/** 特殊事件列表 GET /sworldShunt/gmSpecialEvent/find */
export const find = (params?: Params<'specialEvent.find'>, options?: CallOptions) =>
  request<Answer<'specialEvent.find'>>(e.find, params, options);

/** 保存特殊事件 POST /sworldShunt/gmSpecialEvent/save */
export const save = (params?: Params<'specialEvent.save'>, options?: WriteOptions) =>
  write<Answer<'specialEvent.save'>>(e.save, params, options);

/** 启动特殊事件 POST /sworldShunt/gmSpecialEvent/start */
export const start = (params?: Params<'specialEvent.start'>, options?: WriteOptions) =>
  write<Answer<'specialEvent.start'>>(e.start, params, options);
