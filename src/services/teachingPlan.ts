import { endpoints } from './endpoints';
import type { Answer, Params, Row } from './contract';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';

const e = endpoints.teachingPlan;

/** An uploaded teaching plan (its file's metadata). */
export type TeachingPlan = Row<Answer<'teachingPlan.list'>['records']>;

export type PlanUploadParams = Params<'teachingPlan.upload'>;

/** 上传教学计划 POST /sworld/teachingplan/upload */
export const upload = (params?: PlanUploadParams, options?: WriteOptions) =>
  write<Answer<'teachingPlan.upload'>>(e.upload, params, options);

/** 教学计划列表 GET /sworld/teachingplan/list */
export const list = (params?: Params<'teachingPlan.list'>, options?: CallOptions) =>
  request<Answer<'teachingPlan.list'>>(e.list, params, options);

/** 删除教学计划 POST /sworld/teachingplan/delete */
export const remove = (params?: Params<'teachingPlan.remove'>, options?: WriteOptions) =>
  write<Answer<'teachingPlan.remove'>>(e.remove, params, options);
