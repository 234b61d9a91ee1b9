import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';
import type { Params } from '@/utils/qs';

const e = endpoints.student;

/** 导入学生（文件） POST /sworldShunt/training/student/import */
export const importStudents = (params?: Params, options?: CallOptions) => request(e.importStudents, params, options);

/** 分组岗位列表 GET /sworldShunt/training/post/relList */
export const relList = (params?: Params, options?: CallOptions) => request(e.relList, params, options);

/** 调整岗位 POST /sworldShunt/training/post/transfer */
export const transfer = (params?: Params, options?: CallOptions) => request(e.transfer, params, options);

/** 本人岗位 GET /sworld/training/student/getPostId */
export const getPostId = (params?: Params, options?: CallOptions) => request(e.getPostId, params, options);

/** 学生列表 GET /sworldShunt/training/student/list */
export const list = (params?: Params, options?: CallOptions) => request(e.list, params, options);
