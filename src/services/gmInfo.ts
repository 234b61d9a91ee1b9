import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';
import type { Answer, Params } from './contract';

const e = endpoints.gmInfo;

/** 公开消息 GET /sworldShunt/gmInfo/publicMes */
export const publicMes = (params?: Params<'gmInfo.publicMes'>, options?: CallOptions) =>
  request<Answer<'gmInfo.publicMes'>>(e.publicMes, params, options);
