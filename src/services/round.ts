import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';
import type { Params } from '@/utils/qs';

const e = endpoints.round;

/** 轮次列表 GET /sworldShunt/trainingRound/findList */
export const findList = (params?: Params, options?: CallOptions) => request(e.findList, params, options);

/** 更新轮次时长 POST /sworldShunt/trainingRound/updateList */
export const updateList = (params?: Params, options?: CallOptions) => request(e.updateList, params, options);
