import type { Answer, Params, Row } from './contract';
import { endpoints } from './endpoints';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';

const e = endpoints.evaluate;

/** One weighted item of a class's evaluation; id is null while the class uses the default weights. */
export type EvaluateEntry = Row<Answer<'evaluate.list'>>;

/** The class and each item's weight, keyed by item code (attendance, performance, training, summary). */
export type EvaluateSaveParams = Params<'evaluate.save'>;

/** 评价权重列表 GET /sworld/evaluate/list */
export const list = (params?: Params<'evaluate.list'>, options?: CallOptions) =>
  request<Answer<'evaluate.list'>>(e.list, params, options);

/** 保存评价权重 POST /sworld/evaluate/save */
export const save = (params?: EvaluateSaveParams, options?: WriteOptions) =>
  write<Answer<'evaluate.save'>>(e.save, params, options);
