import { endpoints } from './endpoints';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';
import type { Answer, Params } from './contract';

const e = endpoints.student;

/** 导入学生（文件） POST /sworldShunt/training/student/import */
export const importStudents = (params?: Params<'student.importStudents'>, options?: CallOptions) =>
  request<Answer<'student.importStudents'>>(e.importStudents, params, options);

/** 分组岗位列表 GET /sworldShunt/training/post/relList */
export const relList = (params?: Params<'student.relList'>, options?: CallOptions) =>
  request<Answer<'student.relList'>>(e.relList, params, options);

/** 调整岗位 POST /sworldShunt/training/post/transfer */
export const transfer = (params?: Params<'student.transfer'>, options?: WriteOptions) =>
  write<Answer<'student.transfer'>>(e.transfer, params, options);

/** 本人岗位 GET /sworld/training/student/getPostId */
export const getPostId = (params?: Params<'student.getPostId'>, options?: CallOptions) =>
  request<Answer<'student.getPostId'>>(e.getPostId, params, options);

/** 学生列表 GET /sworldShunt/training/student/list */
export const list = (params?: Params<'student.list'>, options?: CallOptions) =>
  request<Answer<'student.list'>>(e.list, params, options);
