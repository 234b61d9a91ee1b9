import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/utils/request';
import type { Params } from '@/utils/qs';

const e = endpoints.classSummary;

/** 课堂总结评分 POST /sworld/classSummary/score */
export const score = (params?: Params, options?: CallOptions) => request(e.score, params, options);

/** 学生课堂总结 GET /sworld/classSummary/classSummary */
export const classSummary = (params?: Params, options?: CallOptions) => request(e.classSummary, params, options);

/** 课堂总结列表 GET /sworld/classSummary/list */
export const list = (params?: Params, options?: CallOptions) => request(e.list, params, options);

/** 保存课堂总结（表单数据） POST /sworld/classSummary/saveClassSummary */
export const saveClassSummary = (params?: Params, options?: CallOptions) => request(e.saveClassSummary, params, options);

/** 教师总结 GET /sworld/classSummary/teacherSummary */
export const teacherSummary = (params?: Params, options?: CallOptions) => request(e.teacherSummary, params, options);

/** 上传实训记录 POST /sworld/classSummary/uploadTrainingRecord */
export const uploadTrainingRecord = (params?: Params, options?: CallOptions) => request(e.uploadTrainingRecord, params, options);
