import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/utils/request';
import type { Params } from '@/utils/qs';

const e = endpoints.study;

/** 课程章节与进度 GET /sworld/study/course/list */
export const courseList = (params?: Params, options?: CallOptions) => request(e.courseList, params, options);

/** 保存学习进度 POST /sworld/study/progress/save */
export const saveProgress = (params?: Params, options?: CallOptions) => request(e.saveProgress, params, options);
