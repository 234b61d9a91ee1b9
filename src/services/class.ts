import { endpoints } from './endpoints';
import type { Answer, Params, Row } from './contract';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';

const e = endpoints.class;

/** A class as the list shows it, with its teacher's name and student count. */
export type ClassRow = Row<Answer<'class.list'>['records']>;

export type ClassListParams = Params<'class.list'>;
export type ClassSaveParams = Params<'class.save'>;

/** 新建或更新班级 POST /sworld/teachingclass/save */
export const save = (params?: ClassSaveParams, options?: WriteOptions) =>
  write<Answer<'class.save'>>(e.save, params, options);

/** 班级列表 GET /sworld/teachingclass/list */
export const list = (params?: ClassListParams, options?: CallOptions) =>
  request<Answer<'class.list'>>(e.list, params, options);

/** 删除班级 POST /sworld/teachingclass/delete */
export const remove = (params?: Params<'class.remove'>, options?: WriteOptions) =>
  write<Answer<'class.remove'>>(e.remove, params, options);

/** 维护班级学生 POST /sworld/teachingclass/maintain */
export const maintain = (params?: Params<'class.maintain'>, options?: WriteOptions) =>
  write<Answer<'class.maintain'>>(e.maintain, params, options);

/** 批量移出班级学生 POST /sworld/teachingclass/deleteClass: answers the class without them. */
export const removeBatch = (params?: Params<'class.removeBatch'>, options?: WriteOptions) =>
  write<Answer<'class.removeBatch'>>(e.removeBatch, params, options);

/** 更新实训记录 POST /sworld/teachingclass/updateTrainingRecord */
export const updateTrainingRecord = (params?: Params<'class.updateTrainingRecord'>, options?: WriteOptions) =>
  write<Answer<'class.updateTrainingRecord'>>(e.updateTrainingRecord, params, options);
