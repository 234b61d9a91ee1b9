import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/utils/request';
import type { Params } from '@/utils/qs';

const e = endpoints.class;

/** 新建或更新班级 POST /sworld/teachingclass/save */
export const save = (params?: Params, options?: CallOptions) => request(e.save, params, options);

/** 班级列表 GET /sworld/teachingclass/list */
export const list = (params?: Params, options?: CallOptions) => request(e.list, params, options);

/** 删除班级 POST /sworld/teachingclass/delete */
export const remove = (params?: Params, options?: CallOptions) => request(e.remove, params, options);

/** 维护班级学生 POST /sworld/teachingclass/maintain */
export const maintain = (params?: Params, options?: CallOptions) => request(e.maintain, params, options);

/** 批量删除班级 POST /sworld/teachingclass/deleteClass */
export const removeBatch = (params?: Params, options?: CallOptions) => request(e.removeBatch, params, options);

/** 更新实训记录 POST /sworld/teachingclass/updateTrainingRecord */
export const updateTrainingRecord = (params?: Params, options?: CallOptions) => request(e.updateTrainingRecord, params, options);
