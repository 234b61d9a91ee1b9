import { endpoints } from './endpoints';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';
import type { Answer, Params } from './contract';

const e = endpoints.round;

/** 轮次列表 GET /sworldShunt/trainingRound/findList */
export const findList = (params?: Params<'round.findList'>, options?: CallOptions) =>
  request<Answer<'round.findList'>>(e.findList, params, options);

/** 更新轮次时长 POST /sworldShunt/trainingRound/updateList */
export const updateList = (params?: Params<'round.updateList'>, options?: WriteOptions) =>
  write<Answer<'round.updateList'>>(e.updateList, params, options);
