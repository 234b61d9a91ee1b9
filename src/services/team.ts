import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';
import type { Params } from '@/utils/qs';

const e = endpoints.team;

/** 本队经营状态 GET /sworldShunt/team/state */
export const state = (params?: Params, options?: CallOptions) => request(e.state, params, options);

/** 本队经营操作 POST /sworldShunt/team/operate */
export const operate = (params?: Params, options?: CallOptions) => request(e.operate, params, options);
