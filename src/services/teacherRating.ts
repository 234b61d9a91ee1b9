import { endpoints } from './endpoints';
import type { Answer, Params, Row } from './contract';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';

const e = endpoints.teacherRating;

/** A student of a class with the teacher's rating of their classroom performance (score null until rated). */
export type RatingRow = Row<Answer<'teacherRating.list'>['records']>;

export type RatingListParams = Params<'teacherRating.list'>;
export type RatingSaveParams = Params<'teacherRating.score'>;

/** 教学评分列表 GET /sworld/teacherRating/list */
export const list = (params?: RatingListParams, options?: CallOptions) =>
  request<Answer<'teacherRating.list'>>(e.list, params, options);

/** 保存教学评分 POST /sworld/teacherRating/score */
export const score = (params?: RatingSaveParams, options?: WriteOptions) =>
  write<Answer<'teacherRating.score'>>(e.score, params, options);
