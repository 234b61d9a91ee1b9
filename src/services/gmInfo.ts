import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';
import type { Params } from '@/utils/qs';

const e = endpoints.gmInfo;

/** 公开消息 GET /sworldShunt/gmInfo/publicMes */
export const publicMes = (params?: Params, options?: CallOptions) => request(e.publicMes, params, options);
