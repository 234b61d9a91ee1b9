import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/utils/request';
import type { Params } from '@/utils/qs';

const e = endpoints.learning;

/** 学情汇总 GET /sworld/learningAnalysis/summary */
export const summary = (params?: Params, options?: CallOptions) => request(e.summary, params, options);

/** 学情学生列表 GET /sworld/learningAnalysis/students */
export const students = (params?: Params, options?: CallOptions) => request(e.students, params, options);

/** 学情成绩列表 GET /sworld/learningAnalysis/scoreList */
export const scoreList = (params?: Params, options?: CallOptions) => request(e.scoreList, params, options);
