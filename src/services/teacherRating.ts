import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/utils/request';
import type { Params } from '@/utils/qs';

const e = endpoints.teacherRating;

/** 教学评分列表 GET /sworld/teacherRating/list */
export const list = (params?: Params, options?: CallOptions) => request(e.list, params, options);

/** 保存教学评分 POST /sworld/teacherRating/score */
export const score = (params?: Params, options?: CallOptions) => request(e.score, params, options);
