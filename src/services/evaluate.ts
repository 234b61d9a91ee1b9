import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';

const e = endpoints.evaluate;

/** One weighted item of a class's evaluation; id is null while the class uses the default weights. */
export interface EvaluateEntry {
  id: string | null;
  classId: string;
  className: string;
  itemCode: string;
  itemName: string;
  /** Percent; a class's items add up to 100. */
  weight: number;
  sort: number;
  updateTime: string;
}

/** The class and each item's weight, keyed by item code (attendance, performance, training, summary). */
export type EvaluateSaveParams = { classId: string } & Record<string, string | number>;

/** 评价权重列表 GET /sworld/evaluate/list */
export const list = (params?: { classId?: string }, options?: CallOptions) =>
  request<EvaluateEntry[]>(e.list, params, options);

/** 保存评价权重 POST /sworld/evaluate/save */
export const save = (params?: EvaluateSaveParams, options?: CallOptions) =>
  request<EvaluateEntry[]>(e.save, params, options);
