import { endpoints } from './endpoints';
import { type CallOptions, request, type WriteOptions, write } from '@/services/request';
import type { Answer, Params } from './contract';

const e = endpoints.team;

/** 本队经营状态 GET /sworldShunt/team/state */
export const state = (params?: Params<'team.state'>, options?: CallOptions) =>
  request<Answer<'team.state'>>(e.state, params, options);

/** 本队经营操作 POST /sworldShunt/team/operate */
export const operate = (params?: Params<'team.operate'>, options?: WriteOptions) =>
  write<Answer<'team.operate'>>(e.operate, params, options);
